import type { TransferableInput, Utxo } from '../../codec/index.js';
import { bytesEqual, cb58, formatAddress, sortTransferableInputs } from '../../codec/index.js';
import { InsufficientFundsError } from '../../errors.js';
import { checkOneOf } from '../../shared/checkArgs.js';
import type { TxContext } from '../../shared/context.js';
import { signersFor, signingAddressesOf } from '../../shared/matchOwners.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase, recipientOwner } from '../buildPTx.js';
import type { PImportTx } from '../types.js';

/** Arguments of an import into the P chain. */
export interface PImportArgs extends PBuildOptions {
  sourceChain: 'X' | 'C';
  /**
   * Who gets the imported AVAX (less the fee): a P-chain address, or an owner `{ addresses, threshold, locktime? }`.
   * @default the first signer's address
   */
  to?: string | OwnerArg;
  /** The atomic UTXOs to import. @default every AVAX UTXO exported from `sourceChain` to the signers (all pages) */
  atomicUtxos?: Utxo[];
}

/**
 * Builds a P-chain ImportTx (17) spending the AVAX that `sourceChain` exported to the signers (up to `maxInputs`
 * UTXOs); the fee is paid from the imported AVAX, and from P UTXOs only if that is not enough.
 *
 * @example
 * import { buildPImport } from '@pkg/txs';
 * const unsigned = await buildPImport(ctx, { sourceChain: 'X' });
 */
export async function buildPImport(ctx: TxContext, args: PImportArgs): Promise<UnsignedTx<PImportTx>> {
  const a = checkPArgs(args, 'import', ['sourceChain'], ['to', 'atomicUtxos']);
  const source = checkOneOf(a.sourceChain, 'sourceChain', ['X', 'C'] as const);
  const to = recipientOwner(ctx, a.to);
  const atomic =
    args.atomicUtxos ??
    (await ctx.utxos(
      'P',
      ctx.addresses('P').map((x) => formatAddress('P', ctx.hrp, x)),
      source,
    ));
  const signing = signingAddressesOf(ctx, 'P');
  const imported: { input: TransferableInput; signers: Uint8Array[] }[] = [];
  let excessAvax = 0n;
  for (const utxo of atomic) {
    if (imported.length >= ctx.maxInputs) break;
    const out = utxo.output;
    if (out.type !== 'TransferOutput' || !bytesEqual(utxo.assetId, ctx.avaxAssetId)) continue;
    const can = signersFor(out.owners, signing, ctx.now());
    if (can === undefined) continue;
    imported.push({
      input: {
        txId: utxo.txId,
        outputIndex: utxo.outputIndex,
        assetId: utxo.assetId,
        input: { type: 'TransferInput', amount: out.amount, sigIndices: can.sigIndices },
      },
      signers: can.signers,
    });
    excessAvax += out.amount;
  }
  if (imported.length === 0) {
    throw new InsufficientFundsError({
      needed: 1n,
      found: 0n,
      assetId: cb58(ctx.avaxAssetId),
      chain: 'P',
      details: `no AVAX UTXO exported from ${source} to the signers' P addresses`,
    });
  }
  const sorted = sortTransferableInputs(
    imported.map((i) => ({ ...i, txId: i.input.txId, outputIndex: i.input.outputIndex })),
  );
  const importedInputs = sorted.map((i) => i.input);
  const unsigned = await buildPTx<PImportTx>(
    ctx,
    {
      excessAvax,
      ownerOverride: to,
      make: (s) => ({
        type: 'ImportTx',
        ...pBase(ctx, s),
        sourceChain: ctx.chainIds[source],
        importedInputs,
      }),
    },
    args,
  );
  // Credentials follow the tx's inputs: the base inputs, then the imported ones.
  return { ...unsigned, signers: [...unsigned.signers, ...sorted.map((i) => i.signers)] };
}
