import { ValidationError } from '@pkg/core';
import type { TransferableOutput } from '../codec/avax.js';
import { fromHex, toHex } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { sortTransferableOutputs } from '../codec/sort.js';
import type { Utxo } from '../codec/utxo.js';
import type { UnsignedTx } from '../types.js';
import { checkMemo } from './buildXBaseTx.js';
import { encodeXTx } from './codec.js';
import type { BuildContext } from './context.js';
import { spendUtxos } from './spend.js';
import { checkOwners, transferOutput } from './transferOutput.js';
import type { XImportTx } from './types.js';

/**
 * Builds an X ImportTx taking every spendable UTXO exported to X from `source` (at most `maxInputs`) to `to`:
 * each asset's whole amount, AVAX less the fee (which the imported AVAX must cover).
 *
 * @example
 * import { buildXImportTx } from '@pkg/txs';
 * const unsigned = buildXImportTx(ctx, { source: 'P', atomicUtxos, from: [me], fee: 1_000_000n, to: { locktime: 0n, threshold: 1, addresses: [me] } });
 */
export function buildXImportTx(
  ctx: BuildContext,
  args: {
    source: 'P' | 'C';
    atomicUtxos: readonly Utxo[];
    from: readonly Uint8Array[];
    to: OutputOwners;
    fee: bigint;
    memo?: Uint8Array;
  },
): UnsignedTx<XImportTx> {
  if (typeof args.fee !== 'bigint' || args.fee < 0n) {
    throw new ValidationError({ field: 'fee', rule: 'a bigint of nAVAX, 0 or more', got: String(args.fee) });
  }
  const avax = toHex(ctx.avaxAssetId);
  const needed = new Map<string, bigint>([[avax, args.fee]]);
  for (const u of args.atomicUtxos) if (!needed.has(toHex(u.assetId))) needed.set(toHex(u.assetId), 0n);
  const from = args.from.map((a, i) => fromHex(a, `from.${i}`, 20));
  const spent = spendUtxos({
    utxos: args.atomicUtxos,
    from,
    needed,
    now: ctx.now(),
    maxInputs: ctx.maxInputs,
    chain: 'X',
    all: true,
  });
  const to = checkOwners(args.to, 'to');
  const outputs: TransferableOutput[] = [];
  for (const [asset, amount] of spent.excess) {
    if (amount > 0n) outputs.push(transferOutput(fromHex(asset, 'assetId'), amount, to, 'to'));
  }
  const tx: XImportTx = {
    type: 'ImportTx',
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.X,
    outputs: sortTransferableOutputs(outputs, 'X'),
    inputs: [],
    memo: checkMemo(args.memo),
    sourceChain: ctx.chainIds[args.source],
    importedInputs: spent.inputs,
  };
  return { chain: 'X', tx, bytes: encodeXTx(tx), signers: spent.signers };
}
