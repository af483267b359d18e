import { JsonRpcError, ParseError, SdkError } from '@pkg/core';
import { atomic_getAtomicTx, atomic_getAtomicTxStatus, eth_blockNumber } from '@pkg/evm/methods';
import { MAX_U64 } from '../codec/Writer.js';
import type { TxContext } from '../shared/context.js';
import { fromHexWithChecksum } from '../shared/hexWithChecksum.js';
import { txIdOf } from '../sign/signedTxBytes.js';
import { cChainEra } from './cChainEra.js';

/**
 * The node's "no such tx" answer to `avax.getAtomicTx`: `fetching tx: reading tx: not found` under Helicon
 * (AvalancheGo v1.15 `vms/saevm/cchain/api.go` wrapping `cchain/state/state.go` GetTx's database.ErrNotFound),
 * `could not find tx <id>` before it (coreth v0.16 `plugin/evm/atomic/vm/api.go`).
 */
const NOT_FOUND = /^fetching tx: (?:reading tx: )?not found$|^could not find tx /;

/** A ParseError about `method`'s answer `value`: `problem`, with the value it got. */
function badAnswer(ctx: TxContext, method: string, value: unknown, problem: string): ParseError {
  const text = JSON.stringify(value) ?? String(value);
  return new ParseError({
    status: 200,
    body: text,
    url: ctx.url ?? '',
    method,
    problem: `${problem} (got ${text.slice(0, 80)})`,
  });
}

/** A block number the C chain answered, else a ParseError naming the method and what is wrong. */
function blockNumber(ctx: TxContext, method: string, value: unknown, pattern: RegExp): bigint {
  if (typeof value === 'string' && pattern.test(value)) return BigInt(value);
  throw badAnswer(ctx, method, value, 'no block number');
}

/**
 * The `blockHeight` of an accepted atomic tx (`avax.getAtomicTx`, or coreth's `avax.getAtomicTxStatus`): a JSON
 * uint64, which Go writes as a decimal string without leading zeros, from 1 (block 0 is genesis, which holds no
 * atomic tx) to 2^64-1. Anything else is a ParseError naming `method`: a height the node made up must not decide
 * whether the tx's block is executed.
 */
function atomicBlockHeight(ctx: TxContext, method: string, value: unknown): bigint {
  if (typeof value === 'string' && /^[1-9]\d{0,19}$/.test(value) && BigInt(value) <= MAX_U64) {
    return BigInt(value);
  }
  throw badAnswer(ctx, method, value, 'no block number: blockHeight is a decimal string from 1 to 2^64-1');
}

/** Refuses an accepted answer whose tx (hex with its checksum) does not hash to `txId`. */
function checkTxIs(ctx: TxContext, tx: unknown, txId: string): void {
  const getAtomicTx = ctx.wireName(atomic_getAtomicTx);
  const text = typeof tx === 'string' ? tx : '';
  let id: string | undefined;
  try {
    id = txIdOf(fromHexWithChecksum(text, `${getAtomicTx} tx`));
  } catch {}
  if (id !== txId) {
    throw new SdkError(`${getAtomicTx} answered another tx than ${txId}`, { details: text.slice(0, 200) });
  }
}

/**
 * The C chain's last executed block, `eth_blockNumber` (`latest`): under Helicon (SAE) the last executed block,
 * which trails the last accepted one (vms/saevm/blocks/access.go `ResolveRPCNumber`); before it (coreth) the last
 * accepted block.
 */
async function executedHeight(ctx: TxContext, signal: AbortSignal | undefined): Promise<bigint> {
  const answer = await ctx.call(eth_blockNumber, [], { signal });
  return blockNumber(ctx, ctx.wireName(eth_blockNumber), answer, /^0x[0-9a-fA-F]{1,16}$/);
}

/** `Accepted` once the chain has executed block `height` (the one holding the tx), `Executing` until then. */
async function executedStatus(
  ctx: TxContext,
  height: bigint,
  signal: AbortSignal | undefined,
): Promise<{ status: string; blockHeight: bigint }> {
  const status = (await executedHeight(ctx, signal)) >= height ? 'Accepted' : 'Executing';
  return { status, blockHeight: height };
}

/**
 * Where a C-chain atomic tx stands, read with `avax.getAtomicTx` (which AvalancheGo v1.15 answers for accepted txs
 * only, always with `blockHeight`; `avax.getAtomicTxStatus` is deprecated there and only says Unknown or Accepted):
 * `Accepted` once it answers a `blockHeight` (a decimal uint64 from 1; its tx must hash to `txId`) and the chain has
 * executed that block (`eth_blockNumber` at or past it: under Helicon a block is accepted before it is executed, and
 * until then its balances and nonces read at `latest` are the old ones; `Executing` meanwhile), `Unknown` while the
 * node does not know the tx. An answer without `blockHeight` from a node whose `web3_clientVersion` says Helicon is a
 * ParseError (v1.15 always sends it). A pre-Helicon node (coreth) also answers a tx it holds but has not accepted,
 * without `blockHeight`: then its `avax.getAtomicTxStatus` says whether it is `Processing` or `Dropped`, and an
 * `Accepted` there counts only with that answer's `blockHeight` and the same executed check. A Helicon node that
 * drops a tx from its pool forgets it, so a caller bounds its polling of `Unknown` by a deadline (`wait` does). Once
 * accepted, the answer carries the `blockHeight`; given back as `acceptedIn`, the next poll asks `eth_blockNumber`
 * alone.
 */
export async function cAtomicStatus(
  ctx: TxContext,
  txId: string,
  signal?: AbortSignal,
  acceptedIn?: bigint,
): Promise<{ status: string; blockHeight?: bigint }> {
  // accepted in a block already read (a poll before this one): only whether that block is executed is left to ask
  if (acceptedIn !== undefined) return executedStatus(ctx, acceptedIn, signal);
  let answer: { tx?: unknown; blockHeight?: unknown } | null;
  try {
    answer = (await ctx.call(atomic_getAtomicTx, [{ txID: txId, encoding: 'hex' }], {
      signal,
    })) as typeof answer;
  } catch (error) {
    if (JsonRpcError.isInstance(error) && NOT_FOUND.test(error.shortMessage)) return { status: 'Unknown' };
    throw error;
  }
  if (answer?.blockHeight === undefined || answer.blockHeight === null) {
    return statusWithoutHeight(ctx, txId, answer, signal);
  }
  checkTxIs(ctx, answer.tx, txId);
  const height = atomicBlockHeight(ctx, ctx.wireName(atomic_getAtomicTx), answer.blockHeight);
  return executedStatus(ctx, height, signal);
}

/**
 * Where a tx stands that `avax.getAtomicTx` answered without a `blockHeight`: a ParseError when the node says it is
 * Helicon (AvalancheGo v1.15 writes `blockHeight` for every tx it knows, `vms/saevm/cchain/api.go` GetTxReply);
 * else coreth's `avax.getAtomicTxStatus` (`Processing`, `Dropped`, ...), whose `Accepted` comes with the block's
 * height (coreth `plugin/evm/atomic/vm/api.go`) and resolves only through the same executed check.
 */
async function statusWithoutHeight(
  ctx: TxContext,
  txId: string,
  answer: { tx?: unknown } | null,
  signal: AbortSignal | undefined,
): Promise<{ status: string; blockHeight?: bigint }> {
  const getAtomicTx = ctx.wireName(atomic_getAtomicTx);
  if ((await cChainEra(ctx, { signal })) === 'helicon') {
    throw badAnswer(
      ctx,
      getAtomicTx,
      answer,
      'a known tx without its blockHeight, which a Helicon node always sends',
    );
  }
  const status = (await ctx.call(atomic_getAtomicTxStatus, [{ txID: txId }], { signal })) as {
    status?: unknown;
    blockHeight?: unknown;
  } | null;
  if (status?.status !== 'Accepted') return { status: String(status?.status) };
  checkTxIs(ctx, answer?.tx, txId);
  const height = atomicBlockHeight(ctx, ctx.wireName(atomic_getAtomicTxStatus), status.blockHeight);
  return executedStatus(ctx, height, signal);
}
