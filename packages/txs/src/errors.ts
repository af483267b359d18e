// The typed errors of @pkg/txs. Each extends core's SdkError (so `SdkError.isInstance` and each class's own
// `isInstance` work across installed copies); timeouts and bad input reuse core's TimeoutError and ValidationError.
import { SdkError } from '@pkg/core';
import type { ChainAlias } from './shared/context.js';

/**
 * The spendable UTXOs of the signers' addresses hold less than the transaction needs (amount plus fee).
 *
 * @example
 * import { InsufficientFundsError } from '@pkg/txs';
 * try { await txs.send({ chain: 'X', to, amount }); } catch (e) { if (InsufficientFundsError.isInstance(e)) console.log(e.needed, e.found); }
 */
export class InsufficientFundsError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'InsufficientFundsError';
  /** True for an InsufficientFundsError from any installed copy (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is InsufficientFundsError;
  /** What the transaction needs of the asset (amount, fee and stake), in its smallest unit (nAVAX for AVAX). */
  declare readonly needed: bigint;
  /** What the spendable UTXOs hold of it (all of them when the `maxInputs` cap made the shortfall). */
  declare readonly found: bigint;
  /** The asset, CB58. */
  declare readonly assetId: string;
  /** The chain whose UTXOs were counted. */
  declare readonly chain: ChainAlias;

  constructor(options: {
    needed: bigint;
    found: bigint;
    assetId: string;
    chain: ChainAlias;
    details?: string;
    /** Set when the input cap made the shortfall: the signers hold enough, but not within `maxInputs` inputs. */
    maxInputs?: number;
  }) {
    const needed = `needed ${options.needed} of asset ${options.assetId}`;
    super(
      options.maxInputs === undefined
        ? `Insufficient funds on ${options.chain}: ${needed}, found ${options.found}`
        : `Insufficient funds on ${options.chain}: ${needed} within maxInputs (${options.maxInputs} inputs); the signers hold ${options.found} in all: raise maxInputs or consolidate their UTXOs`,
      { details: options.details },
    );
    this.needed = options.needed;
    this.found = options.found;
    this.assetId = options.assetId;
    this.chain = options.chain;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), needed: String(this.needed), found: String(this.found) };
  }
}

/**
 * A transaction needs signatures from addresses whose keys none of the signers given holds (or holds only as a
 * {@link publicKeySigner}): thrown by `txs.sign` inside an operation, by `completeTx` and by `txs.issue` before
 * anything is sent, naming every missing address.
 *
 * @example
 * import { MissingSignerError } from '@pkg/txs';
 * try { completeTx(partly); } catch (e) { if (MissingSignerError.isInstance(e)) console.log(e.addresses); }
 */
export class MissingSignerError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'MissingSignerError';
  /** True for a MissingSignerError from any installed copy (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is MissingSignerError;
  /** Every address still to sign (bech32 with its chain prefix when the chain is known, else hex of the short id). */
  declare readonly addresses: string[];
  /** The first of `addresses`. */
  declare readonly address: string;

  constructor(options: { addresses: string[]; details?: string }) {
    const { addresses } = options;
    super(
      addresses.length === 1
        ? `No signer for address ${addresses[0]}`
        : `No signer for ${addresses.length} addresses: ${addresses.join(', ')}`,
      { details: options.details },
    );
    this.addresses = [...addresses];
    this.address = addresses[0] ?? '';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), addresses: this.addresses };
  }
}

/**
 * The transaction's gas is more than the chain takes: on P its complexity (ACP-103) is more than the chain's gas
 * capacity now or a block's maximum; on C an atomic tx's gas is above what the node's pool admits (1,000,000 under
 * Helicon, 100,000 before). It would never be accepted as built, so it is refused before it is signed.
 *
 * @example
 * import { GasCapacityExceededError } from '@pkg/txs';
 * try { await txs.p.convertSubnetToL1(args); } catch (e) { if (GasCapacityExceededError.isInstance(e)) console.log(e.gas, e.capacity); }
 */
export class GasCapacityExceededError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'GasCapacityExceededError';
  /** True for a GasCapacityExceededError from any installed copy (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is GasCapacityExceededError;
  /** The gas the transaction uses. */
  declare readonly gas: bigint;
  /** The gas the chain can take (its current capacity, or the per-block maximum). */
  declare readonly capacity: bigint;

  constructor(options: { gas: bigint; capacity: bigint; details?: string }) {
    super(`Transaction gas ${options.gas} exceeds the chain's capacity ${options.capacity}`, {
      details: options.details,
    });
    this.gas = options.gas;
    this.capacity = options.capacity;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), gas: String(this.gas), capacity: String(this.capacity) };
  }
}

/**
 * The node did not accept an issued transaction: its status is `Rejected`, `Dropped`, `Invalid` or `Unknown`
 * (after issue), with the node's reason when it gave one.
 *
 * @example
 * import { TxRejectedError } from '@pkg/txs';
 * try { await txs.wait(signed); } catch (e) { if (TxRejectedError.isInstance(e)) console.log(e.status, e.reason); }
 */
export class TxRejectedError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'TxRejectedError';
  /** True for a TxRejectedError from any installed copy (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is TxRejectedError;
  /** The status the node reported, as it sent it (`Rejected`, `Dropped`, `Invalid`, ...). */
  declare readonly status: string;
  /** The node's reason, when it gave one. */
  declare readonly reason?: string;
  /** The transaction id, CB58. */
  declare readonly txId: string;

  constructor(options: { status: string; reason?: string | undefined; txId: string; cause?: unknown }) {
    super(`Transaction ${options.txId} ${options.status}${options.reason ? `: ${options.reason}` : ''}`, {
      cause: options.cause,
    });
    this.status = options.status;
    if (options.reason !== undefined) this.reason = options.reason;
    this.txId = options.txId;
  }
}

/**
 * A cross-chain move's ExportTx was accepted but its ImportTx failed (not built, refused, rejected or not accepted in
 * time): the AVAX waits in `to`'s shared memory, owned by the first signer, and nothing is lost. Finish the move with
 * `txs.importPending({ from, to })`, which imports every UTXO waiting there. `cause` is the import's own error.
 *
 * @example
 * import { CrossChainImportError } from '@pkg/txs';
 * try { await txs.crossChain({ from: 'X', to: 'C', amount }); } catch (e) { if (CrossChainImportError.isInstance(e)) await txs.importPending({ from: e.from, to: e.to }); }
 */
export class CrossChainImportError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'CrossChainImportError';
  /** True for a CrossChainImportError from any installed copy (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is CrossChainImportError;
  /** The accepted ExportTx, CB58: its UTXOs wait in `to`'s shared memory. */
  declare readonly exportTxId: string;
  /** The chain the AVAX left. */
  declare readonly from: ChainAlias;
  /** The chain it was to arrive on (where the import failed). */
  declare readonly to: ChainAlias;

  constructor(options: { exportTxId: string; from: ChainAlias; to: ChainAlias; cause: unknown }) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(
      `Export ${options.exportTxId} from ${options.from} was accepted, but the import on ${options.to} failed: ${reason}. ` +
        `The AVAX waits in ${options.to}'s shared memory; import it with txs.importPending({ from: '${options.from}', to: '${options.to}' })`,
      { cause: options.cause },
    );
    this.exportTxId = options.exportTxId;
    this.from = options.from;
    this.to = options.to;
  }
}

/**
 * A transaction's fee (what it consumes minus what it produces, in nAVAX) is above `maxFee`: refused before it was
 * signed. A node (or anyone between) quoting a high fee cannot make the client burn more than `maxFee`.
 *
 * @example
 * import { FeeTooHighError } from '@pkg/txs';
 * try { await txs.send({ chain: 'X', to, amount }); } catch (e) { if (FeeTooHighError.isInstance(e)) console.log(e.fee, e.maxFee, e.chain); }
 */
export class FeeTooHighError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'FeeTooHighError';
  /** True for a FeeTooHighError from any installed copy (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is FeeTooHighError;
  /** The fee the transaction would pay, in nAVAX. */
  declare readonly fee: bigint;
  /** The cap it is above, in nAVAX (the `maxFee` option). */
  declare readonly maxFee: bigint;
  /** The chain of the transaction. */
  declare readonly chain: ChainAlias;

  constructor(options: { fee: bigint; maxFee: bigint; chain: ChainAlias; details?: string }) {
    super(
      `Fee too high on ${options.chain}: the transaction would pay ${options.fee} nAVAX, above maxFee ${options.maxFee} nAVAX; nothing was signed`,
      { details: options.details },
    );
    this.fee = options.fee;
    this.maxFee = options.maxFee;
    this.chain = options.chain;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), fee: String(this.fee), maxFee: String(this.maxFee) };
  }
}
