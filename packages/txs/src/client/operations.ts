import { shortIdOf } from '../keys/shortIdOf.js';
import type { TxContext } from '../shared/context.js';
import type { OperationOptions } from '../shared/operationOptions.js';
import type { Signer } from '../sign/Signer.js';
import { signTx } from '../sign/signTx.js';
import type { SignedTx, UnsignedTx } from '../types.js';
import { buildSigningHere } from './buildSigningHere.js';
import { createChainQueue } from './chainQueue.js';
import { checkUnsigned } from './checkUnsigned.js';
import type { RunTx } from './crossChain.js';
import { issue } from './issue.js';
import { operationScope, scopedContext, untilAborted } from './operationScope.js';
import { type WaitOptions, wait } from './wait.js';

/** What the client's operations share: the node, the signers, the context read once, the defaults. */
export interface OperationsOptions {
  url: string;
  signers: readonly Signer[];
  context: () => Promise<TxContext>;
  /** The wait options of a tx (the client's `waitTimeoutMs` filled in). */
  waitOptions: (given?: WaitOptions) => WaitOptions;
  /** The client's `maxFee`, in nAVAX. */
  maxFee: bigint;
}

/** Runs the client's operations under their options (see {@link createOperations}). */
export interface Operations {
  /** An operation that issues: `body` gets the context (its reads under the operation's signal) and `run`. */
  run<T>(
    name: string,
    options: OperationOptions,
    body: (ctx: TxContext, run: RunTx) => Promise<T>,
  ): Promise<T>;
  /** A build-only operation (`txs.p.build.<op>`): the tx built under the signal, its fee checked against maxFee. */
  build(
    name: string,
    options: OperationOptions,
    body: (ctx: TxContext) => Promise<UnsignedTx>,
  ): Promise<UnsignedTx>;
}

/**
 * The one path every operation takes: its signal and `timeoutMs` over its reads, issue and wait; each tx built (an
 * operation that issues choosing its signers among the keys that sign here when it can: `buildSigningHere`), held
 * to the money invariants (`checkUnsigned`: its fee at most `maxFee`, only the client's signers sign) before
 * anything is signed, then signed, issued once and waited for, one at a time per chain (concurrent operations never
 * pick the same UTXOs, and each sees the change of the one before).
 */
export function createOperations(options: OperationsOptions): Operations {
  const { url, signers, context, waitOptions } = options;
  const signerAddresses = signers.map((s) => shortIdOf(s.publicKey));
  const here = signers.some((s) => s.elsewhere)
    ? signers.filter((s) => !s.elsewhere).map((s) => shortIdOf(s.publicKey))
    : undefined;
  const check = (unsigned: UnsignedTx, ctx: TxContext, maxFee: bigint) =>
    checkUnsigned(unsigned, { avaxAssetId: ctx.avaxAssetId, maxFee, signerAddresses });
  const queue = createChainQueue();
  const runTx =
    (ctx: TxContext, maxFee: bigint, signal: AbortSignal | undefined): RunTx =>
    (chain, build) =>
      queue(chain, async () => {
        signal?.throwIfAborted(); // an operation aborted while it waited its turn builds nothing
        const unsigned = await buildSigningHere(ctx, here, build);
        check(unsigned, ctx, maxFee);
        const signed: SignedTx = await signTx(unsigned, signers);
        signal?.throwIfAborted();
        await issue(ctx, signed, { signal });
        await wait(ctx, { chain: unsigned.chain, txId: signed.txId }, waitOptions(signal ? { signal } : {}));
        return signed;
      });
  async function within<T>(
    name: string,
    given: OperationOptions,
    body: (ctx: TxContext, maxFee: bigint, signal: AbortSignal | undefined) => Promise<T>,
  ): Promise<T> {
    const scope = operationScope(name, url, given);
    try {
      const ctx = scopedContext(await untilAborted(context(), scope.signal), scope.signal);
      return await body(ctx, given.maxFee ?? options.maxFee, scope.signal);
    } catch (error) {
      // the operation's own end (its abort or its timeoutMs) is what it rejects with, not a call's echo of it
      throw scope.signal?.aborted ? scope.signal.reason : error;
    } finally {
      scope.clear();
    }
  }
  return {
    run: (name, given, body) =>
      within(name, given, (ctx, maxFee, signal) => body(ctx, runTx(ctx, maxFee, signal))),
    build: (name, given, body) =>
      within(name, given, async (ctx, maxFee) => {
        const unsigned = await body(ctx);
        check(unsigned, ctx, maxFee);
        return unsigned;
      }),
  };
}
