import { bytesEqual } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { signingAddressesOf } from '../shared/matchOwners.js';
import type { OwnerArg } from '../shared/ownerArg.js';
import { transferOutput } from '../shared/transferOutput.js';
import type { UnsignedTx } from '../types.js';
import { buildXBaseTx } from '../x/buildXBaseTx.js';
import { buildXExportTx } from '../x/buildXExportTx.js';
import { buildXImportTx } from '../x/buildXImportTx.js';
import { ownerOn, signerAddresses } from './recipient.js';
import { xFee } from './xFee.js';

// The client's X-chain steps: read the signers' UTXOs (every page) and the static fee from the node, then build
// with txs-codec's X builders. The first signer owns the change; what is exported is owned in shared memory by the
// first key that may sign (in an operation that issues, the first that signs here, so that the import can be signed).

/** Who spends on X: the keys that may sign (`signingAddressesOf`), the first signer owning the change. */
function spender(ctx: TxContext): { from: Uint8Array[]; changeOwner: OutputOwners } {
  const first = ctx.addresses('X').slice(0, 1);
  return {
    from: signingAddressesOf(ctx, 'X'),
    changeOwner: { locktime: 0n, threshold: 1, addresses: first },
  };
}

/** An X BaseTx paying `amount` nAVAX to `to` (bech32 on X, or an owner of X addresses). */
export async function buildXSend(ctx: TxContext, to: string | OwnerArg, amount: bigint): Promise<UnsignedTx> {
  const owner = ownerOn(ctx, 'X', to, 'to');
  const [utxos, fee] = await Promise.all([ctx.utxos('X', signerAddresses(ctx, 'X')), xFee(ctx)]);
  return buildXBaseTx(ctx, {
    utxos,
    ...spender(ctx),
    fee,
    outputs: [transferOutput(ctx.avaxAssetId, amount, owner, 'amount')],
  });
}

/** An X ExportTx of `amount` nAVAX to `destination`'s shared memory, owned there by the first key that may sign. */
export async function buildXExport(
  ctx: TxContext,
  destination: 'P' | 'C',
  amount: bigint,
): Promise<UnsignedTx> {
  const { from, changeOwner } = spender(ctx);
  const [utxos, fee] = await Promise.all([ctx.utxos('X', signerAddresses(ctx, 'X')), xFee(ctx)]);
  const owner = { locktime: 0n, threshold: 1, addresses: from.slice(0, 1) };
  return buildXExportTx(ctx, {
    destination,
    utxos,
    from,
    changeOwner,
    fee,
    exportedOutputs: [transferOutput(ctx.avaxAssetId, amount, owner, 'amount')],
  });
}

/**
 * An X ImportTx of the UTXOs that `exportTxId` (every export when undefined) sent from `source` to X, less the fee, to
 * `to` (an X address or an owner of X addresses).
 */
export async function buildXImport(
  ctx: TxContext,
  source: Exclude<ChainAlias, 'X'>,
  exportTxId: Uint8Array | undefined,
  to: string | OwnerArg,
): Promise<UnsignedTx> {
  const owner = ownerOn(ctx, 'X', to, 'recipient');
  const [atomic, fee] = await Promise.all([ctx.utxos('X', signerAddresses(ctx, 'X'), source), xFee(ctx)]);
  return buildXImportTx(ctx, {
    source,
    atomicUtxos: exportTxId === undefined ? atomic : atomic.filter((u) => bytesEqual(u.txId, exportTxId)),
    ...spender(ctx),
    to: owner,
    fee,
  });
}
