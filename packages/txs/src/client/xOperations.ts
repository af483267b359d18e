import { bytesEqual } from '../codec/bytes.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { transferOutput } from '../shared/transferOutput.js';
import type { UnsignedTx } from '../types.js';
import { buildXBaseTx } from '../x/buildXBaseTx.js';
import { buildXExportTx } from '../x/buildXExportTx.js';
import { buildXImportTx } from '../x/buildXImportTx.js';
import { ownerOn, signerAddresses } from './recipient.js';
import { xFee } from './xFee.js';

// The client's X-chain steps: read the signers' UTXOs (every page) and the static fee from the node, then build
// with txs-codec's X builders. The first signer owns the change and what is exported.

/** An X BaseTx paying `amount` nAVAX to `to` (bech32 on X). */
export async function buildXSend(ctx: TxContext, to: string, amount: bigint): Promise<UnsignedTx> {
  const owner = ownerOn(ctx, 'X', to, 'to');
  const [utxos, fee] = await Promise.all([ctx.utxos('X', signerAddresses(ctx, 'X')), xFee(ctx)]);
  return buildXBaseTx(ctx, {
    utxos,
    from: ctx.addresses('X'),
    fee,
    outputs: [transferOutput(ctx.avaxAssetId, amount, owner, 'amount')],
  });
}

/** An X ExportTx of `amount` nAVAX to `destination`'s shared memory, owned there by the first signer. */
export async function buildXExport(
  ctx: TxContext,
  destination: 'P' | 'C',
  amount: bigint,
): Promise<UnsignedTx> {
  const from = ctx.addresses('X');
  const [utxos, fee] = await Promise.all([ctx.utxos('X', signerAddresses(ctx, 'X')), xFee(ctx)]);
  const owner = { locktime: 0n, threshold: 1, addresses: from.slice(0, 1) };
  return buildXExportTx(ctx, {
    destination,
    utxos,
    from,
    fee,
    exportedOutputs: [transferOutput(ctx.avaxAssetId, amount, owner, 'amount')],
  });
}

/** An X ImportTx of the UTXOs that `exportTxId` (every export when undefined) sent from `source` to X, less the fee, to `to`. */
export async function buildXImport(
  ctx: TxContext,
  source: Exclude<ChainAlias, 'X'>,
  exportTxId: Uint8Array | undefined,
  to: string,
): Promise<UnsignedTx> {
  const owner = ownerOn(ctx, 'X', to, 'recipient');
  const [atomic, fee] = await Promise.all([ctx.utxos('X', signerAddresses(ctx, 'X'), source), xFee(ctx)]);
  return buildXImportTx(ctx, {
    source,
    atomicUtxos: exportTxId === undefined ? atomic : atomic.filter((u) => bytesEqual(u.txId, exportTxId)),
    from: ctx.addresses('X'),
    to: owner,
    fee,
  });
}
