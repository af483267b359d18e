import { JsonRpcError, NetworkError, SdkError } from '@pkg/core';
import { createSubscriptionQueue, type Subscription, type SubscriptionQueue } from './Subscription.js';

/** What the registry needs of the client: its requests, and whether its connection is open or closed for good. */
export interface RegistryLink {
  request<T>(
    method: string,
    params: readonly unknown[],
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<T>;
  /** Whether a connection is open now. */
  readonly open: boolean;
  /** Whether the client was closed. */
  readonly closed: boolean;
}

/** Bounds of the registry: a subscription's unread notifications, and those held for ids not known yet. */
export interface RegistryLimits {
  readonly bufferSize: number;
  readonly maxHeld: number;
  readonly maxHeldBytes: number;
}

interface Entry {
  readonly kind: string;
  /** `eth` (eth_subscribe) or `debug` (debug_subscribe): the namespace of its subscribe, unsubscribe and notifications. */
  readonly namespace: string;
  readonly params: readonly unknown[];
  serverId: string | undefined;
  active: boolean;
  readonly queue: SubscriptionQueue<unknown>;
  /** The subscribe in flight, if any. */
  subscribing: Promise<void> | undefined;
  /** The unsubscribe in flight, if any. */
  unsubscribing: Promise<void> | undefined;
}

const keyOf = (namespace: string, serverId: string) => `${namespace}:${serverId}`;

/**
 * The client's subscriptions: each one's `<namespace>_subscribe` and `_unsubscribe`, the node's id for it, and its
 * notifications routed by method and id (an `eth_subscription` reaches only an eth_subscribe's subscription). A
 * notification that overtakes the answer naming its subscription is held (`maxHeld`, `maxHeldBytes` in all); an id
 * the node gives twice is refused. After a drop, `disconnected` forgets the ids and `resubscribe` asks again.
 */
export class SubscriptionRegistry {
  readonly #entries = new Set<Entry>();
  /** Live subscriptions by `<namespace>:<id>`. */
  readonly #byServerId = new Map<string, Entry>();
  readonly #early = new Map<string, { values: unknown[]; bytes: number }>();
  /** Notifications in `#early`, all ids together, and their bytes. */
  #held = 0;
  #heldBytes = 0;
  readonly #link: RegistryLink;
  readonly #limits: RegistryLimits;

  constructor(link: RegistryLink, limits: RegistryLimits) {
    this.#link = link;
    this.#limits = limits;
  }

  /** Whether a subscription is live (worth reconnecting for). */
  get active(): boolean {
    for (const entry of this.#entries) if (entry.active) return true;
    return false;
  }

  /** Subscribes (`<namespace>_subscribe` with `params`); resolves the subscription once the node has named it. */
  async add(
    kind: string,
    namespace: string,
    params: readonly unknown[],
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<Subscription<unknown>> {
    const entry: Entry = {
      kind,
      namespace,
      params,
      serverId: undefined,
      active: true,
      queue: createSubscriptionQueue(this.#limits.bufferSize, () => this.#unsubscribe(entry).catch(() => {})),
      subscribing: undefined,
      unsubscribing: undefined,
    };
    this.#entries.add(entry);
    try {
      await this.#establish(entry, options);
    } catch (error) {
      this.#end(entry);
      throw error;
    }
    return {
      kind,
      get id() {
        return entry.serverId;
      },
      unsubscribe: () => this.#unsubscribe(entry),
      [Symbol.asyncIterator]: () => entry.queue.iterator,
    };
  }

  /** Hands a notification (`<namespace>_subscription`) to its subscription, or holds it until the id is known. */
  notify(namespace: string, serverId: string, result: unknown, size: number): void {
    const key = keyOf(namespace, serverId);
    const entry = this.#byServerId.get(key);
    if (entry) {
      entry.queue.push(result);
      return;
    }
    if (this.#held >= this.#limits.maxHeld || this.#heldBytes + size > this.#limits.maxHeldBytes) return;
    const list = this.#early.get(key);
    if (list) {
      list.values.push(result);
      list.bytes += size;
    } else this.#early.set(key, { values: [result], bytes: size });
    this.#held++;
    this.#heldBytes += size;
  }

  /** The connection dropped: the node's ids (and what was held for ids not known) are gone with it. */
  disconnected(): void {
    this.#byServerId.clear();
    this.#early.clear();
    this.#held = 0;
    this.#heldBytes = 0;
    for (const entry of this.#entries) entry.serverId = undefined;
  }

  /** Subscribes again every live subscription the node has no id for (after a reconnect). */
  resubscribe(): void {
    const back = [...this.#entries]
      .filter((entry) => entry.active && entry.serverId === undefined && entry.subscribing === undefined)
      .map((entry) => this.#establish(entry));
    void Promise.all(back).catch(() => {});
  }

  /** Ends every subscription with `error`. */
  endAll(error: unknown): void {
    for (const entry of this.#entries) this.#end(entry, error);
  }

  /** Unsubscribes every live subscription. */
  async unsubscribeAll(): Promise<void> {
    const live = [...this.#entries].filter((entry) => entry.active);
    await Promise.allSettled(live.map((entry) => this.#unsubscribe(entry)));
  }

  /** Sends the subscribe of `entry` and maps the id the node gives; unsubscribes at once if it was stopped meanwhile. */
  #establish(entry: Entry, options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<void> {
    const attempt = this.#subscribeOnce(entry, options);
    entry.subscribing = attempt;
    return attempt.finally(() => {
      if (entry.subscribing === attempt) entry.subscribing = undefined;
    });
  }

  async #subscribeOnce(entry: Entry, options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<void> {
    let serverId: string;
    try {
      serverId = String(
        await this.#link.request<string>(`${entry.namespace}_subscribe`, entry.params, options),
      );
    } catch (error) {
      if (JsonRpcError.isInstance(error) && entry.active) this.#end(entry, error);
      throw error;
    }
    // unsubscribed while the node was still naming it: the unsubscribe must still reach the node
    if (!entry.active) return this.#sendUnsubscribe(serverId, entry.namespace);
    const key = keyOf(entry.namespace, serverId);
    if (this.#byServerId.has(key)) {
      // two subscriptions under one id would cross their notifications: the later one is refused (no
      // unsubscribe: it would end the other)
      const error = new SdkError(
        `${entry.namespace}_subscribe answered subscription id ${serverId}, already in use by another subscription: refused`,
      );
      this.#end(entry, error);
      throw error;
    }
    entry.serverId = serverId;
    this.#byServerId.set(key, entry);
    const waiting = this.#early.get(key);
    if (!waiting) return;
    this.#early.delete(key);
    this.#held -= waiting.values.length;
    this.#heldBytes -= waiting.bytes;
    for (const value of waiting.values) entry.queue.push(value);
  }

  /** `<namespace>_unsubscribe`; a dropped connection counts as done (the node ends its subscriptions with it). */
  async #sendUnsubscribe(serverId: string, namespace: string): Promise<void> {
    if (!this.#link.open) return;
    try {
      await this.#link.request<boolean>(`${namespace}_unsubscribe`, [serverId]);
    } catch (error) {
      if (
        NetworkError.isInstance(error) ||
        (SdkError.isInstance(error) && this.#link.closed && !this.#link.open)
      )
        return;
      throw error;
    }
  }

  #end(entry: Entry, error?: unknown): void {
    entry.active = false;
    entry.queue.end(error);
    this.#entries.delete(entry);
    if (entry.serverId === undefined) return;
    const key = keyOf(entry.namespace, entry.serverId);
    if (this.#byServerId.get(key) === entry) this.#byServerId.delete(key);
  }

  #unsubscribe(entry: Entry): Promise<void> {
    if (entry.unsubscribing) return entry.unsubscribing;
    if (!entry.active) return Promise.resolve();
    const { serverId, subscribing } = entry;
    this.#end(entry);
    entry.unsubscribing = (async () => {
      if (serverId !== undefined) await this.#sendUnsubscribe(serverId, entry.namespace);
      else if (subscribing) await subscribing.catch(() => {}); // #subscribeOnce sends the unsubscribe once named
    })();
    return entry.unsubscribing;
  }
}
