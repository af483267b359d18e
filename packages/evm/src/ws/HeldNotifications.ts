/** One notification held for a subscription id not known yet. */
interface Held {
  readonly key: string;
  readonly value: unknown;
  readonly size: number;
  /** Taken by its subscription or dropped: no longer held (it stays in the order list until passed over). */
  gone: boolean;
}

/** Bounds of the notifications held, all ids together. */
export interface HeldLimits {
  /** Most notifications held. */
  readonly maxHeld: number;
  /** Most bytes held (each notification counted at its message's size). */
  readonly maxHeldBytes: number;
}

/**
 * Notifications held for subscription ids not known yet (one may overtake the answer naming its subscription), in
 * arrival order and bounded in count and bytes. A newer notification makes room by dropping the oldest, so what a
 * server sent earlier for ids nobody asked for never costs a new subscription its first notifications; one larger
 * than `maxHeldBytes` on its own is dropped. Every operation is amortised constant time.
 */
export class HeldNotifications {
  readonly #limits: HeldLimits;
  /** Held notifications, oldest first from `#head`; gone ones are skipped and compacted away. */
  #order: Held[] = [];
  #head = 0;
  readonly #byKey = new Map<string, Held[]>();
  #count = 0;
  #bytes = 0;

  constructor(limits: HeldLimits) {
    this.#limits = limits;
  }

  /** Holds `value` for `key`, dropping the oldest held ones while the bounds would be passed. */
  hold(key: string, value: unknown, size: number): void {
    const { maxHeld, maxHeldBytes } = this.#limits;
    if (maxHeld < 1 || size > maxHeldBytes) return;
    while (this.#count >= maxHeld || this.#bytes + size > maxHeldBytes) {
      if (!this.#dropOldest()) break;
    }
    const held: Held = { key, value, size, gone: false };
    this.#order.push(held);
    const list = this.#byKey.get(key);
    if (list) list.push(held);
    else this.#byKey.set(key, [held]);
    this.#count++;
    this.#bytes += size;
  }

  /** The values held for `key`, oldest first; they are no longer held. */
  take(key: string): unknown[] {
    const list = this.#byKey.get(key);
    if (!list) return [];
    this.#byKey.delete(key);
    for (const held of list) this.#forget(held);
    this.#compact();
    return list.map((held) => held.value);
  }

  /** Drops everything held. */
  clear(): void {
    this.#order = [];
    this.#head = 0;
    this.#byKey.clear();
    this.#count = 0;
    this.#bytes = 0;
  }

  /** Drops the oldest notification still held; false when none is. */
  #dropOldest(): boolean {
    while (this.#head < this.#order.length) {
      const held = this.#order[this.#head++] as Held;
      if (held.gone) continue;
      const list = this.#byKey.get(held.key) as Held[];
      list.shift(); // the oldest of all is the oldest of its id
      if (list.length === 0) this.#byKey.delete(held.key);
      this.#forget(held);
      this.#compact();
      return true;
    }
    return false;
  }

  #forget(held: Held): void {
    held.gone = true;
    this.#count--;
    this.#bytes -= held.size;
  }

  /** Rebuilds the order list once gone entries outnumber held ones, so it stays within about twice the bound. */
  #compact(): void {
    if (this.#order.length - this.#head <= 2 * this.#count + 16) return;
    this.#order = this.#order.slice(this.#head).filter((held) => !held.gone);
    this.#head = 0;
  }
}
