import { JsonRpcError, ParseError, SdkError } from '@pkg/core';
import { atomic_getAtomicTx, atomic_getAtomicTxStatus, eth_blockNumber } from '@pkg/evm/methods';
import type { TxContext } from '../shared/context.js';
import { fromHexWithChecksum } from '../shared/hexWithChecksum.js';
import { txIdOf } from '../sign/signedTxBytes.js';

/**
 * The node's "no such tx" answer to `avax.getAtomicTx`: `fetching tx: reading tx: not found` under Helicon
 * (AvalancheGo v1.15 `vms/saevm/cchain/api.go` wrapping `cchain/state/state.go` GetTx's database.ErrNotFound),
 * `could not find tx <id>` before it (coreth v0.16 `plugin/evm/atomic/vm/api.go`).
 */
const NOT_FOUND = /^fetching tx: (?:reading tx: )?not found$|^could not find tx /;

/** A block number the C chain answered, else a ParseError naming the method and what is wrong. */
function blockNumber(ctx: TxContext, method: string, value: unknown, pattern: RegExp): bigint {
  if (typeof value === 'string' && pattern.test(value)) return BigInt(value);
  throw new ParseError({
    status: 200,
    body: JSON.stringify(value) ?? String(value),
    url: ctx.url ?? '',
    method,
    problem: `no block number (got ${(JSON.stringify(value) ?? String(value)).slice(0, 80)})`,
  });
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
 * `Accepted` once it answers a `blockHeight` (its tx must hash to `txId`) and the chain has executed that block
 * (`eth_blockNumber` at or past it: under Helicon a block is accepted before it is executed, and until then its
 * balances and nonces read at `latest` are the old ones; `Executing` meanwhile), `Unknown` while the node does not
 * know the tx. A pre-Helicon node (coreth) also answers a tx it holds but has not accepted, without `blockHeight`:
 * then its `avax.getAtomicTxStatus` says whether it is `Processing` or `Dropped`. A Helicon node that drops a tx from
 * its pool forgets it, so a caller bounds its polling of `Unknown` by a deadline (`wait` does). Once accepted, the
 * answer carries the `blockHeight`; given back as `acceptedIn`, the next poll asks `eth_blockNumber` alone.
 */
export async function cAtomicStatus(
  ctx: TxContext,
  txId: string,
  signal?: AbortSignal,
  acceptedIn?: bigint,
): Promise<{ status: string; blockHeight?: bigint }> {
  // accepted in a block already read (a poll before this one): only whether that block is executed is left to ask
  if (acceptedIn !== undefined) return executedStatus(ctx, acceptedIn, signal);
  const getAtomicTx = ctx.wireName(atomic_getAtomicTx);
  let answer: { tx?: unknown; blockHeight?: unknown } | null;
  try {
    answer = (await ctx.call(atomic_getAtomicTx, [{ txID: txId, encoding: 'hex' }], {
      signal,
    })) as typeof answer;
  } catch (error) {
    if (JsonRpcError.isInstance(error) && NOT_FOUND.test(error.shortMessage)) return { status: 'Unknown' };
    throw error;
  }
  if (answer?.blockHeight !== undefined && answer.blockHeight !== null) {
    const text = typeof answer.tx === 'string' ? answer.tx : '';
    let id: string | undefined;
    try {
      id = txIdOf(fromHexWithChecksum(text, `${getAtomicTx} tx`));
    } catch {}
    if (id !== txId) {
      throw new SdkError(`${getAtomicTx} answered another tx than ${txId}`, {
        details: text.slice(0, 200),
      });
    }
    // avax.getAtomicTx's blockHeight is a JSON uint64: a decimal string
    const height = blockNumber(ctx, getAtomicTx, answer.blockHeight, /^\d{1,20}$/);
    return executedStatus(ctx, height, signal);
  }
  const status = (await ctx.call(atomic_getAtomicTxStatus, [{ txID: txId }], { signal })) as {
    status?: unknown;
  } | null;
  return { status: String(status?.status) };
}
