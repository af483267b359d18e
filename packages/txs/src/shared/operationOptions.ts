import { ValidationError } from '@pkg/core';

/** Options every operation takes (`send`, `crossChain`, `importPending`, `txs.p.<op>` and `txs.p.build.<op>`). */
export interface OperationOptions {
  /**
   * The most the transaction may pay as its fee (consumed minus produced), in nAVAX; above it, a FeeTooHighError
   * before anything is signed. For `crossChain`, each of its two transactions: the import is built and checked
   * before the export is signed. @default the client's `maxFee`
   */
  maxFee?: bigint;
  /** Aborts the operation: its reads, its issue and its wait (a sent tx may still be accepted). */
  signal?: AbortSignal;
  /**
   * Time limit of the whole operation in ms (reads, issue and wait together; each wait also keeps to
   * `waitTimeoutMs`): a TimeoutError when it passes. @default none beyond each call's own and `waitTimeoutMs`
   */
  timeoutMs?: number;
}

/** The keys of {@link OperationOptions}, accepted beside each operation's own arguments. */
export const OPERATION_OPTIONS = ['maxFee', 'signal', 'timeoutMs'] as const;

/** 0.05 AVAX: the default `maxFee`, 50 times Mainnet's X fee and far above a P or C atomic fee at normal prices. */
export const DEFAULT_MAX_FEE = 50_000_000n;

/** A `maxFee` (client or call option): a bigint of nAVAX, 0 or more; a ValidationError naming `field` otherwise. */
export function checkMaxFee(value: unknown, field = 'maxFee'): bigint {
  if (typeof value !== 'bigint' || value < 0n) {
    throw new ValidationError({ field, rule: 'a bigint of nAVAX, 0 or more', got: String(value) });
  }
  return value;
}

/** The operation options of an argument object, checked: a ValidationError naming the field, before any request. */
export function checkOperationOptions(args: Record<string, unknown>): OperationOptions {
  const out: OperationOptions = {};
  if (args.maxFee !== undefined) out.maxFee = checkMaxFee(args.maxFee);
  if (args.signal !== undefined) {
    const signal = args.signal as Partial<AbortSignal> | null;
    if (typeof signal?.aborted !== 'boolean' || typeof signal.addEventListener !== 'function') {
      throw new ValidationError({ field: 'signal', rule: 'an AbortSignal' });
    }
    out.signal = args.signal as AbortSignal;
  }
  if (args.timeoutMs !== undefined) {
    const ms = args.timeoutMs;
    if (typeof ms !== 'number' || !(ms > 0)) {
      throw new ValidationError({ field: 'timeoutMs', rule: 'a number of ms above 0', got: String(ms) });
    }
    out.timeoutMs = ms;
  }
  return out;
}
