import { SdkError } from '@pkg/core';

/**
 * A tx needs a signature from an address that none of the signers holds. Thrown before anything is sent.
 *
 * @example
 * import { MissingSignerError } from '@pkg/txs';
 * try { await txs.sign(unsigned); } catch (e) { if (MissingSignerError.isInstance(e)) console.log(e.address); }
 */
export class MissingSignerError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'MissingSignerError';
  /** True for a MissingSignerError from any copy of `@pkg/txs` (works unbound too). */
  declare static readonly isInstance: (value: unknown) => value is MissingSignerError;
  /** The address with no signer (`X-avax1...`, or a short id's hex when the network is unknown). */
  declare readonly address: string;

  constructor(address: string, details?: string) {
    super(`no signer holds the key of ${address}`, { details });
    this.address = address;
  }
}
