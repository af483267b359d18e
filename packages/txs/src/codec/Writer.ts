import { ValidationError } from '@pkg/core';

/** The largest uint64: the bound of every amount, locktime and height the codecs carry. */
export const MAX_U64 = (1n << 64n) - 1n;

/**
 * Writes the AvalancheGo linear codec: big-endian integers, fixed bytes, byte slices with a uint32 length,
 * strings with a uint16 length, arrays with a uint32 count. A number out of its type's range is a
 * ValidationError naming the field given (or `value`).
 *
 * @example
 * import { Writer } from '@pkg/txs';
 * const bytes = new Writer().u16(0).u32(34).u64(1_000n).finish();
 */
export class Writer {
  #buf = new Uint8Array(256);
  #view = new DataView(this.#buf.buffer);
  #len = 0;

  /** The number of bytes written so far. */
  get length(): number {
    return this.#len;
  }

  #reserve(n: number): number {
    const at = this.#len;
    if (at + n > this.#buf.length) {
      const next = new Uint8Array(Math.max(this.#buf.length * 2, at + n));
      next.set(this.#buf.subarray(0, at));
      this.#buf = next;
      this.#view = new DataView(next.buffer);
    }
    this.#len = at + n;
    return at;
  }

  /** One byte. */
  u8(value: number, field = 'value'): this {
    checkUint(value, 0xff, field, 'a uint8');
    const at = this.#reserve(1);
    this.#view.setUint8(at, value);
    return this;
  }

  /** A big-endian uint16. */
  u16(value: number, field = 'value'): this {
    checkUint(value, 0xffff, field, 'a uint16');
    const at = this.#reserve(2);
    this.#view.setUint16(at, value);
    return this;
  }

  /** A big-endian uint32. */
  u32(value: number, field = 'value'): this {
    checkUint(value, 0xffffffff, field, 'a uint32');
    const at = this.#reserve(4);
    this.#view.setUint32(at, value);
    return this;
  }

  /** A big-endian uint64, from a bigint. */
  u64(value: bigint, field = 'value'): this {
    if (typeof value !== 'bigint' || value < 0n || value > MAX_U64) {
      throw new ValidationError({ field, rule: 'a uint64 bigint', got: String(value) });
    }
    const at = this.#reserve(8);
    this.#view.setBigUint64(at, value);
    return this;
  }

  /** Bytes as they are, no length (ids, short ids, signatures); `size` checks their length when given. */
  bytes(value: Uint8Array, size?: number, field = 'value'): this {
    if (size !== undefined && value.length !== size) {
      throw new ValidationError({ field, rule: `${size} bytes`, got: `${value.length} bytes` });
    }
    const at = this.#reserve(value.length); // first: reserving may replace the buffer
    this.#buf.set(value, at);
    return this;
  }

  /** Bytes after their uint32 length. */
  sized(value: Uint8Array, field = 'value'): this {
    return this.u32(value.length, field).bytes(value);
  }

  /** A UTF-8 string after its uint16 byte length. */
  string(value: string, field = 'value'): this {
    const encoded = new TextEncoder().encode(value);
    if (encoded.length > 0xffff) {
      throw new ValidationError({
        field,
        rule: 'at most 65,535 bytes of UTF-8',
        got: `${encoded.length} bytes`,
      });
    }
    return this.u16(encoded.length).bytes(encoded);
  }

  /** A uint32 count, then each item written by `write`. */
  array<T>(items: readonly T[], write: (w: Writer, item: T, index: number) => void): this {
    this.u32(items.length);
    for (let i = 0; i < items.length; i++) write(this, items[i] as T, i);
    return this;
  }

  /** The bytes written, as a new array. */
  finish(): Uint8Array {
    return this.#buf.slice(0, this.#len);
  }
}

function checkUint(value: number, max: number, field: string, rule: string): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ValidationError({ field, rule, got: String(value) });
  }
}
