import { ValidationError } from '@pkg/core';
import { parseAddress } from '../codec/address.js';
import { bytesEqual } from '../codec/bytes.js';
import { cb58Decode } from '../codec/cb58.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import { P_BUILDERS } from '../p/build/index.js';
import type { Signer } from '../sign/Signer.js';
import type { SignedTx, UnsignedTx } from '../types.js';
import { checkAmount, checkKeys, checkOneOf } from './checkArgs.js';
import { buildCExport, buildCImport } from './cOperations.js';
import type { ChainAlias, TxContext } from './context.js';
import { evmAddress, signerAddresses } from './recipient.js';
import { buildXExport, buildXImport } from './xOperations.js';

/** Arguments of `txs.crossChain`. */
export interface CrossChainArgs {
  /** The chain the AVAX leaves. */
  from: ChainAlias;
  /** The chain it arrives on (not `from`). */
  to: ChainAlias;
  /** nAVAX exported; the recipient gets it less the import fee (on C, in wei: nAVAX x 10^9). */
  amount: bigint;
  /**
   * Who gets it on `to`: a bech32 address there (`P-local1...`), or a `0x` account on C.
   * @default the first signer's address on `to`
   */
  recipient?: string;
}

/** What `txs.crossChain` resolves to once both txs are accepted. */
export interface CrossChainResult {
  /** The import's id (the last tx). */
  txId: string;
  /** The ExportTx on `from`. */
  exportTxId: string;
  /** The ImportTx on `to`. */
  importTxId: string;
}

/** The checked arguments: every one before any request. */
export function checkCrossChainArgs(args: unknown): Required<Omit<CrossChainArgs, 'recipient'>> & {
  recipient: string | undefined;
} {
  const a = checkKeys(args, 'crossChain', ['from', 'to', 'amount'], ['recipient']);
  const chains = ['X', 'P', 'C'] as const;
  const from = checkOneOf(a.from, 'from', chains);
  const to = checkOneOf(a.to, 'to', chains);
  if (from === to) {
    throw new ValidationError({ field: 'to', rule: `a chain other than from (${from})`, got: `'${to}'` });
  }
  const amount = checkAmount(a.amount, 'amount');
  const recipient = a.recipient as string | undefined;
  if (recipient !== undefined) {
    if (to === 'C') evmAddress(recipient, 'recipient');
    else parseAddress(String(recipient), 'recipient', { chain: to });
  }
  return { from, to, amount, recipient };
}

/**
 * Moves `amount` nAVAX from `from` to `to`: the ExportTx (owned in shared memory by the first signer), wait for
 * acceptance, then the ImportTx of exactly that export's UTXOs to the recipient, wait. `complete` signs, issues once
 * and waits.
 */
export async function crossChain(
  ctx: TxContext,
  signers: readonly Signer[],
  args: CrossChainArgs,
  complete: (unsigned: UnsignedTx) => Promise<SignedTx>,
): Promise<CrossChainResult> {
  const { from, to, amount, recipient: given } = checkCrossChainArgs(args);
  const first = signers[0] as Signer;
  const recipient =
    given ?? (to === 'C' ? ethAddressOf(first.publicKey) : (signerAddresses(ctx, to)[0] as string));
  if (to !== 'C') parseAddress(recipient, 'recipient', { chain: to, hrp: ctx.hrp });

  const exported = await complete(
    from === 'X'
      ? await buildXExport(ctx, to as 'P' | 'C', amount)
      : from === 'P'
        ? await P_BUILDERS.export(ctx, { destinationChain: to as 'X' | 'C', amount })
        : await buildCExport(ctx, first.publicKey, to as 'X' | 'P', amount),
  );
  const exportId = cb58Decode(exported.txId, 'exportTxId', 32);
  const imported = await complete(
    to === 'X'
      ? await buildXImport(ctx, from as 'P' | 'C', exportId, recipient)
      : to === 'P'
        ? await P_BUILDERS.import(ctx, {
            sourceChain: from as 'X' | 'C',
            to: recipient,
            atomicUtxos: (await ctx.utxos('P', signerAddresses(ctx, 'P'), from)).filter((u) =>
              bytesEqual(u.txId, exportId),
            ),
          })
        : await buildCImport(ctx, from as 'X' | 'P', exportId, recipient),
  );
  return { txId: imported.txId, exportTxId: exported.txId, importTxId: imported.txId };
}
