import { ValidationError } from '@pkg/core';

/**
 * Reads the AvalancheGo linear codec (the inverse of {@link Writer}). Every read checks the bytes left first,
 * so truncated input or a huge claimed length throws a ValidationError naming what was read and where,
 * and never allocates the claimed length.
 *
 * @example
 * import { Reader } from '@pkg/txs';
 * const r = new Reader(bytes, 'tx'); const version = r.u16(); const typeId = r.u32();
 */
export class Reader {
  readonly #bytes: Uint8Array;
  readonly #view: DataView;
  readonly #what: string;
  #at = 0;

  /** `what` names the input in errors (`tx`, `utxo`). */
  constructor(bytes: Uint8Array, what = 'bytes') {
    this.#bytes = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.#what = what;
  }

  /** The offset of the next byte to read. */
  get offset(): number {
    return this.#at;
  }

  /** The number of bytes not yet read. */
  get remaining(): number {
    return this.#bytes.length - this.#at;
  }

  /** Throws unless `n` more bytes are there; returns the offset to read them at. */
  #take(n: number, field: string): number {
    if (n > this.remaining) {
      throw this.error(field, `${n} bytes`, `only ${this.remaining} left`);
    }
    const at = this.#at;
    this.#at += n;
    return at;
  }

  /** A ValidationError about the input at the current offset. */
  error(field: string, rule: string, got: string): ValidationError {
    return new ValidationError({
      field: this.#what,
      rule,
      requirement: `is malformed: ${field} at offset ${this.#at} needs ${rule}`,
      got,
    });
  }

  /** One byte. */
  u8(field = 'uint8'): number {
    return this.#view.getUint8(this.#take(1, field));
  }

  /** A big-endian uint16. */
  u16(field = 'uint16'): number {
    return this.#view.getUint16(this.#take(2, field));
  }

  /** A big-endian uint32. */
  u32(field = 'uint32'): number {
    return this.#view.getUint32(this.#take(4, field));
  }

  /** A big-endian uint64, as a bigint. */
  u64(field = 'uint64'): bigint {
    return this.#view.getBigUint64(this.#take(8, field));
  }

  /** `n` bytes as they are (a copy). */
  bytes(n: number, field = 'bytes'): Uint8Array {
    const at = this.#take(n, field);
    return this.#bytes.slice(at, at + n);
  }

  /** Bytes after their uint32 length. */
  sized(field = 'bytes'): Uint8Array {
    return this.bytes(this.u32(`${field} length`), field);
  }

  /** A UTF-8 string after its uint16 byte length. */
  string(field = 'string'): string {
    return new TextDecoder('utf-8', { fatal: false }).decode(this.bytes(this.u16(`${field} length`), field));
  }

  /**
   * A uint32 count, then that many items read by `read`; `minItemSize` (bytes) refuses a count the bytes
   * left cannot hold before reading any item.
   */
  array<T>(read: (r: Reader, index: number) => T, minItemSize = 1, field = 'array'): T[] {
    const count = this.u32(`${field} count`);
    if (count * minItemSize > this.remaining) {
      throw this.error(
        field,
        `${count} items of at least ${minItemSize} bytes`,
        `only ${this.remaining} bytes left`,
      );
    }
    const items: T[] = [];
    for (let i = 0; i < count; i++) items.push(read(this, i));
    return items;
  }

  /** Throws if any byte is left unread. */
  end(): void {
    if (this.remaining !== 0) throw this.error('end', 'no trailing bytes', `${this.remaining} left`);
  }
}
