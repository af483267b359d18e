import { createDeadline, sleep, TimeoutError } from '@pkg/core';
import { atomic_getAtomicTx } from '@pkg/evm/methods';
import { platform_getTxStatus } from '@pkg/pchain/methods';
import { xvm_getTxStatus } from '@pkg/xchain/methods';
import { TxRejectedError } from '../errors.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { cAtomicStatus } from './cAtomicStatus.js';

/** Options of `txs.wait` (and of the wait each operation makes). */
export interface WaitOptions {
  /** How long to wait for acceptance, in ms. @default 60_000 */
  timeoutMs?: number;
  /** An abort signal that ends the wait (with its reason). */
  signal?: AbortSignal;
}

/** The status method of each chain (C: read by {@link cAtomicStatus}). */
const GET_STATUS = { X: xvm_getTxStatus, P: platform_getTxStatus, C: atomic_getAtomicTx } as const;

/** Statuses that mean the transaction is in (P says `Committed`). */
const ACCEPTED = new Set(['Accepted', 'Committed']);
/** Statuses that mean it never will be. */
const REFUSED = new Set(['Rejected', 'Dropped', 'Invalid', 'Aborted']);

/** The first pause between polls, and the longest. */
const FIRST_PAUSE_MS = 25;
const MAX_PAUSE_MS = 500;

/**
 * Polls the chain's status method (`avm.getTxStatus`, `platform.getTxStatus`, on C `avax.getAtomicTx`: see
 * {@link cAtomicStatus}) until the transaction is accepted (resolves its status), refused (TxRejectedError with the
 * node's status and reason; a pre-Helicon C chain's `Dropped` too) or `timeoutMs` passes (TimeoutError: a Helicon C
 * chain forgets a tx it drops, so it stays `Unknown` until then). `Processing` and `Unknown` (not yet accepted), and
 * on C `Executing` (accepted in a block the chain has not executed yet, whose balances still read the old values at
 * `latest`: Helicon accepts a C block before it executes it), keep it polling, with a pause that doubles from 25 ms
 * to 500 ms. The deadline and `signal` also end a status call in flight: the wait settles at its deadline whatever
 * the node does. Resolved means the node asked says so; nothing here checks consensus (confirm on a second node).
 *
 * @example
 * import { createTxClient } from '@pkg/txs';
 * const txs = createTxClient({ url, signers });
 * await txs.wait(signed); // resolves once accepted
 */
export async function wait(
  ctx: TxContext,
  tx: { chain: ChainAlias; txId: string },
  options: WaitOptions = {},
): Promise<{ txId: string; status: string }> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const method = ctx.wireName(GET_STATUS[tx.chain]);
  let status = '(none yet)';
  // one deadline for the caller's abort and the time limit: its signal also ends a status call in flight, so the
  // wait settles at its deadline even when the node holds a call open
  const deadline = createDeadline({
    timeoutMs,
    signals: [options.signal],
    timeoutError: () =>
      new TimeoutError({ timeoutMs, method, url: `txID ${tx.txId}, last status ${status}` }),
  });
  const { signal } = deadline;
  // on C, the block the tx was accepted in, once read: later polls only ask whether it is executed
  let acceptedIn: bigint | undefined;
  const readStatus = async () => {
    if (tx.chain !== 'C') return ctx.call(GET_STATUS[tx.chain], { txID: tx.txId }, { signal });
    const answer = await cAtomicStatus(ctx, tx.txId, signal, acceptedIn);
    acceptedIn = answer.blockHeight;
    return answer;
  };
  let pause = FIRST_PAUSE_MS;
  try {
    for (;;) {
      deadline.throwIfEnded();
      const answer = (await readStatus()) as { status?: unknown; reason?: unknown } | null;
      status = String(answer?.status);
      if (ACCEPTED.has(status)) return { txId: tx.txId, status };
      if (REFUSED.has(status)) {
        const reason = typeof answer?.reason === 'string' && answer.reason !== '' ? answer.reason : undefined;
        throw new TxRejectedError({ status, reason, txId: tx.txId });
      }
      await sleep(pause, signal);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  } catch (error) {
    throw deadline.ended ? deadline.reason : error;
  } finally {
    deadline.clear();
  }
}
