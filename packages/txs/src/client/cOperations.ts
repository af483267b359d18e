import { SdkError } from '@pkg/core';
import { buildCExportTx } from '../c/buildCExportTx.js';
import { buildCImportTx } from '../c/buildCImportTx.js';
import type { CExportTx } from '../c/types.js';
import { bytesEqual, cb58 } from '../codec/index.js';
import { InsufficientFundsError } from '../errors.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import type { UnsignedTx } from '../types.js';
import { checkBaseFeeWei, WEI_PER_NAVAX } from './cAtomicFee.js';
import type { TxContext } from './context.js';
import { signerAddresses } from './recipient.js';

// The client's C-chain atomic steps: the base fee (`eth_baseFee`), nonce and balance from the node, then
// txs-codec's C builders. The fee is computed in wei and rounded up to whole nAVAX by the builders.

/** A 0x-hex quantity an eth_ method answered, as a bigint. */
async function quantity(ctx: TxContext, method: string, params: unknown[]): Promise<bigint> {
  const answer = await ctx.call('C-eth', method, params);
  if (typeof answer === 'string' && /^0x[0-9a-fA-F]+$/.test(answer)) return BigInt(answer);
  throw new SdkError(`${method} answered no 0x quantity`, { details: JSON.stringify(answer) });
}

/**
 * A C ExportTx of `amount` nAVAX from the account of `publicKey` (the first signer) to `destination`'s shared
 * memory, owned there by that signer. Its balance must cover amount plus fee (in wei, 10^9 per nAVAX), checked
 * before anything is sent: InsufficientFundsError otherwise.
 */
export async function buildCExport(
  ctx: TxContext,
  publicKey: Uint8Array,
  destination: 'X' | 'P',
  amount: bigint,
): Promise<UnsignedTx<CExportTx>> {
  const account = ethAddressOf(publicKey);
  const [baseFeeWei, nonce, balanceWei] = await Promise.all([
    quantity(ctx, 'eth_baseFee', []).then((wei) => checkBaseFeeWei(ctx, wei, 'eth_baseFee')),
    quantity(ctx, 'eth_getTransactionCount', [account, 'latest']),
    quantity(ctx, 'eth_getBalance', [account, 'latest']),
  ]);
  const owner = { locktime: 0n, threshold: 1, addresses: ctx.addresses('C').slice(0, 1) };
  const unsigned = buildCExportTx(ctx, {
    destination,
    amount,
    to: owner,
    fromPublicKey: publicKey,
    nonce,
    baseFeeWei,
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
  const [atomic, baseFeeWei] = await Promise.all([
    ctx.utxos('C', signerAddresses(ctx, 'C'), source),
    quantity(ctx, 'eth_baseFee', []).then((wei) => checkBaseFeeWei(ctx, wei, 'eth_baseFee')),
  ]);
  return buildCImportTx(ctx, {
    source,
    atomicUtxos: exportTxId === undefined ? atomic : atomic.filter((u) => bytesEqual(u.txId, exportTxId)),
    from: ctx.addresses('C'),
    to,
    baseFeeWei,
  });
}
