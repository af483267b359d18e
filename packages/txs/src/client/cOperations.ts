import { type MethodEntry, SdkError } from '@pkg/core';
import { eth_baseFee, eth_getBalance, eth_getBlockByNumber, eth_getTransactionCount } from '@pkg/evm/methods';
import { buildCExportTx } from '../c/buildCExportTx.js';
import { buildCImportTx } from '../c/buildCImportTx.js';
import type { CExportTx } from '../c/types.js';
import { bytesEqual, cb58, type Utxo } from '../codec/index.js';
import { InsufficientFundsError } from '../errors.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import { C_ATOMIC_GAS_LIMIT, checkBaseFeeWei, WEI_PER_NAVAX } from '../shared/cAtomicFee.js';
import type { TxContext } from '../shared/context.js';
import { signingAddressesOf } from '../shared/matchOwners.js';
import type { UnsignedTx } from '../types.js';
import { cChainEra } from './cChainEra.js';
import { signerAddresses } from './recipient.js';

// The client's C-chain atomic steps: the base fee (`eth_baseFee`), nonce and balance from the node, then
// txs-codec's C builders. The fee is computed in wei and rounded up to whole nAVAX by the builders.
//
// Under Helicon (AvalancheGo v1.15, the C chain on SAE) blocks are accepted before they are executed. The node
// admits an atomic tx only if its price (burned x 10^9 / gas, rounded down) is at least the worst-case base fee of
// the next block (vms/saevm/worstcase/state.go `Apply`: `o.GasFeeCap.Lt(s.baseFee)` is ErrFeeCapTooLow), which is
// what `eth_baseFee` answers there (vms/saevm/sae/rpc/custom.go `estimateNextBaseFee`: the last accepted block's
// worst-case bound); before Helicon `eth_baseFee` is coreth's estimate of the next base fee, checked the same way.
// An export's nonce must equal the sender's nonce after every accepted block (worstcase `Apply`, and the atomic
// pool's `verifyOp` against the last executed state, cchain/txpool/txpool.go): `latest` is only the last executed
// block there, and `pending` the EVM pool's nonce (blind to atomic txs), so both are read at the number of the
// `pending` block, which the node answers once that block is executed (sae/rpc/blocks.go `restoreExecutedBlock`).
// On the v1.15.0-fuji tree that block is the last accepted one. AvalancheGo after it (ava-labs/avalanchego#5757,
// C-chain config `api-resolve-pending-to-last-executed`, on by default) resolves `pending` to the last executed
// block instead. Either way this client's own earlier C txs are counted: one tx at a time per chain, and `wait`
// resolves a C tx only once its block is executed (cAtomicStatus.ts).

/** A 0x-hex quantity an eth_ method answered, as a bigint. */
async function quantity(ctx: TxContext, method: MethodEntry, params: unknown[]): Promise<bigint> {
  const answer = await ctx.call(method, params);
  if (typeof answer === 'string' && /^0x[0-9a-fA-F]+$/.test(answer)) return BigInt(answer);
  throw new SdkError(`${ctx.wireName(method)} answered no 0x quantity`, { details: JSON.stringify(answer) });
}

/** The base fee the node holds an atomic tx to (`eth_baseFee`), in wei, within its bound. */
async function baseFeeWei(ctx: TxContext): Promise<bigint> {
  const wei = await quantity(ctx, eth_baseFee, []);
  return checkBaseFeeWei(ctx, wei, ctx.wireName(eth_baseFee));
}

/**
 * The number (0x hex) of the C chain's `pending` block (`eth_getBlockByNumber('pending')`). Before Helicon it is the
 * last accepted block (coreth eth/api_backend.go `HeaderByNumber`: pending = latest = accepted). Under Helicon it is
 * the last accepted block too on the v1.15.0-fuji tree (vms/saevm/blocks/access.go `ResolveRPCNumber`: the
 * acceptance frontier), and the last executed one where `api-resolve-pending-to-last-executed` is on (the default
 * after that tree); see the note at the top of this file.
 */
async function pendingBlockNumber(ctx: TxContext): Promise<string> {
  const block = (await ctx.call(eth_getBlockByNumber, ['pending', false])) as {
    number?: unknown;
  } | null;
  const number = block?.number;
  if (typeof number === 'string' && /^0x[0-9a-fA-F]+$/.test(number)) return number;
  throw new SdkError(`${ctx.wireName(eth_getBlockByNumber)}('pending') answered no block number`, {
    details: JSON.stringify(number),
  });
}

/**
 * A C ExportTx of `amount` nAVAX from the account of `publicKey` (the first signer) to `destination`'s shared
 * memory, owned there by the first key that may sign (in an operation that issues, the first that signs here, so
 * that the import can be signed). Its balance must cover amount plus fee (in wei, 10^9 per nAVAX), checked
 * before anything is sent: InsufficientFundsError otherwise.
 */
export async function buildCExport(
  ctx: TxContext,
  publicKey: Uint8Array,
  destination: 'X' | 'P',
  amount: bigint,
): Promise<UnsignedTx<CExportTx>> {
  const account = ethAddressOf(publicKey);
  const [fee, pending] = await Promise.all([baseFeeWei(ctx), pendingBlockNumber(ctx)]);
  const [nonce, balanceWei] = await Promise.all([
    quantity(ctx, eth_getTransactionCount, [account, pending]),
    quantity(ctx, eth_getBalance, [account, pending]),
  ]);
  const owner = { locktime: 0n, threshold: 1, addresses: signingAddressesOf(ctx, 'C').slice(0, 1) };
  const unsigned = buildCExportTx(ctx, {
    destination,
    amount,
    to: owner,
    fromPublicKey: publicKey,
    nonce,
    baseFeeWei: fee,
  });
  const debited = unsigned.tx.inputs.reduce((sum, input) => sum + input.amount, 0n);
  if (balanceWei < debited * WEI_PER_NAVAX) {
    throw new InsufficientFundsError({
      needed: debited,
      found: balanceWei / WEI_PER_NAVAX,
      assetId: cb58(ctx.avaxAssetId),
      chain: 'C',
      details: `${account} holds ${balanceWei} wei; the export debits ${debited} nAVAX (amount and fee) = ${debited * WEI_PER_NAVAX} wei`,
    });
  }
  return unsigned;
}

/**
 * A C ImportTx of the UTXOs that `exportTxId` (every export when undefined) sent from `source` to C, less the fee,
 * to the 0x account `to`.
 */
export async function buildCImport(
  ctx: TxContext,
  source: 'X' | 'P',
  exportTxId: Uint8Array | undefined,
  to: string,
): Promise<UnsignedTx> {
  const atomic = await ctx.utxos('C', signerAddresses(ctx, 'C'), source);
  const picked = exportTxId === undefined ? atomic : atomic.filter((u) => bytesEqual(u.txId, exportTxId));
  return buildCImportOf(ctx, source, picked, to);
}

/**
 * A C ImportTx of `atomicUtxos` (exported from `source` to C) to the 0x account `to`, less the fee at the node's
 * base fee (`eth_baseFee`), within the atomic gas limit of the node's era (`web3_clientVersion`: 1,000,000 under
 * Helicon, 100,000 before; GasCapacityExceededError above it).
 */
export async function buildCImportOf(
  ctx: TxContext,
  source: 'X' | 'P',
  atomicUtxos: readonly Utxo[],
  to: string,
): Promise<UnsignedTx> {
  const [fee, era] = await Promise.all([baseFeeWei(ctx), cChainEra(ctx)]);
  return buildCImportTx(ctx, {
    source,
    atomicUtxos,
    from: signingAddressesOf(ctx, 'C'),
    to,
    baseFeeWei: fee,
    maxGas: era === 'helicon' ? C_ATOMIC_GAS_LIMIT.helicon : C_ATOMIC_GAS_LIMIT.preHelicon,
  });
}
