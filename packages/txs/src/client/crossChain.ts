import { ValidationError } from '@pkg/core';
import { formatAddress } from '../codec/address.js';
import { bytesEqual } from '../codec/bytes.js';
import { cb58Decode } from '../codec/cb58.js';
import { CrossChainImportError } from '../errors.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import { P_BUILDERS } from '../p/build/index.js';
import { checkAmount, checkKeys, checkOneOf } from '../shared/checkArgs.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { signingAddressesOf } from '../shared/matchOwners.js';
import { OPERATION_OPTIONS, type OperationOptions } from '../shared/operationOptions.js';
import { type OwnerArg, recipientArg } from '../shared/ownerArg.js';
import type { Signer } from '../sign/Signer.js';
import type { SignedTx, UnsignedTx } from '../types.js';
import { checkImportFits } from './checkImportFits.js';
import { buildCExport, buildCImport } from './cOperations.js';
import { evmAddress, signerAddresses } from './recipient.js';
import { buildXExport, buildXImport } from './xOperations.js';

/** Arguments of `txs.crossChain`. */
export interface CrossChainArgs extends OperationOptions {
  /** The chain the AVAX leaves. */
  from: ChainAlias;
  /** The chain it arrives on (not `from`). */
  to: ChainAlias;
  /** nAVAX exported; the recipient gets it less the import fee (on C, in wei: nAVAX x 10^9). */
  amount: bigint;
  /**
   * Who gets it on `to`: a bech32 address there (`P-local1...`); on X or P also an owner of several addresses there,
   * whose import output `threshold` of them must sign to spend, not before `locktime` (unix seconds):
   * `{ addresses: ['P-local1...', 'P-local1...'], threshold: 2 }` (checked before anything is sent, its addresses
   * sorted as the codec requires); on C a `0x` account (an import to C credits one EVM account, so no owner there).
   * The export stays owned by the signers in shared memory; the import pays the recipient.
   * @default the first signer's address on `to`
   */
  recipient?: string | OwnerArg;
}

/**
 * What `txs.crossChain` resolves to once both txs are accepted, as the node the client calls reports it (the client
 * checks no consensus: confirm on a second node, see the README's "What resolved proves").
 */
export interface CrossChainResult {
  /** The import's id (the last tx). */
  txId: string;
  /** The ExportTx on `from`. */
  exportTxId: string;
  /** The ImportTx on `to`. */
  importTxId: string;
}

/** The checked arguments: every one before any request. */
export function checkCrossChainArgs(args: unknown): Required<
  Pick<CrossChainArgs, 'from' | 'to' | 'amount'>
> & {
  recipient: string | OwnerArg | undefined;
} {
  const a = checkKeys(args, 'crossChain', ['from', 'to', 'amount'], ['recipient', ...OPERATION_OPTIONS]);
  const chains = ['X', 'P', 'C'] as const;
  const from = checkOneOf(a.from, 'from', chains);
  const to = checkOneOf(a.to, 'to', chains);
  if (from === to) {
    throw new ValidationError({ field: 'to', rule: `a chain other than from (${from})`, got: `'${to}'` });
  }
  const amount = checkAmount(a.amount, 'amount');
  const recipient = a.recipient as string | OwnerArg | undefined;
  if (recipient !== undefined) checkRecipient(recipient, to, undefined);
  return { from, to, amount, recipient };
}

/**
 * A recipient on `to`, checked (against the network's HRP once known): on C a `0x` account, never an owner (an import
 * to C credits one EVM account: no addresses, threshold or lock can hold it); on X and P an address or an owner there.
 */
function checkRecipient(recipient: unknown, to: ChainAlias, hrp: string | undefined): void {
  if (to !== 'C') {
    recipientArg(recipient, 'recipient', to, hrp);
    return;
  }
  if (typeof recipient === 'object' && recipient !== null) {
    throw new ValidationError({
      field: 'recipient',
      rule: 'a 0x account: an import to C credits one EVM account, never an owner',
      got: 'an owner object',
    });
  }
  evmAddress(recipient, 'recipient');
}

/** Arguments of `txs.importPending`. */
export interface ImportPendingArgs extends OperationOptions {
  /** The chain the AVAX was exported from. */
  from: ChainAlias;
  /** The chain whose shared memory holds it, where it is imported (not `from`). */
  to: ChainAlias;
  /**
   * Who gets it on `to`: a bech32 address there, or on X and P an owner of addresses there
   * (`{ addresses, threshold, locktime? }`), or a `0x` account on C (never an owner: see {@link CrossChainArgs}).
   * @default the first signer's address on `to`
   */
  recipient?: string | OwnerArg;
}

/**
 * Runs one transaction on `chain`: builds it with the context given to `build` (UTXO selection included; it says
 * which keys may be chosen to sign), signs, issues once and waits for acceptance, after the client's earlier
 * transactions on that chain have settled.
 */
export type RunTx = (chain: ChainAlias, build: (ctx: TxContext) => Promise<UnsignedTx>) => Promise<SignedTx>;

/**
 * Moves `amount` nAVAX from `from` to `to`: the ExportTx (owned in shared memory by the first key that may sign: in
 * this operation, which issues, the first that signs here), wait for acceptance, then the ImportTx of exactly that
 * export's UTXOs to the recipient, wait. Before the export is signed, the import it will need is built from what
 * the export will produce, at `to`'s fee now (checkImportFits.ts): an import above `maxFee` (FeeTooHighError, chain
 * `to`), above the C chain's atomic gas limit (GasCapacityExceededError) or not covered by the amount
 * (InsufficientFundsError) refuses the move with nothing signed. When the import fails after the export was
 * accepted, a CrossChainImportError carries the export's id and both chains.
 */
export async function crossChain(
  ctx: TxContext,
  signers: readonly Signer[],
  args: CrossChainArgs,
  run: RunTx,
  maxFee: bigint,
): Promise<CrossChainResult> {
  const { from, to, amount, recipient: given } = checkCrossChainArgs(args);
  const first = signers[0] as Signer;
  const recipient = recipientOn(ctx, first, to, given);
  const exported = await run(from, async (c) => {
    const unsigned = await buildExport(c, first, from, to, amount);
    await checkImportFits(c, { from, to, recipient, maxFee }, unsigned);
    return unsigned;
  });
  const exportId = cb58Decode(exported.txId, 'exportTxId', 32);
  try {
    const imported = await run(to, (c) => buildImport(c, from, to, exportId, recipient));
    return { txId: imported.txId, exportTxId: exported.txId, importTxId: imported.txId };
  } catch (cause) {
    throw new CrossChainImportError({ exportTxId: exported.txId, from, to, cause });
  }
}

/** The ExportTx on `from` of `amount` nAVAX to `to`'s shared memory, owned there by the first signer. */
function buildExport(
  ctx: TxContext,
  first: Signer,
  from: ChainAlias,
  to: ChainAlias,
  amount: bigint,
): Promise<UnsignedTx> {
  if (from === 'X') return buildXExport(ctx, to as 'P' | 'C', amount);
  if (from === 'P') return buildPExport(ctx, to as 'X' | 'C', amount);
  return buildCExport(ctx, first.publicKey, to as 'X' | 'P', amount);
}

/**
 * Imports every AVAX UTXO that `from` exported to the signers and that waits in `to`'s shared memory (what a
 * failed cross-chain import leaves there), to the recipient: one ImportTx, built, signed, issued once and waited for.
 */
export async function importPending(
  ctx: TxContext,
  signers: readonly Signer[],
  args: ImportPendingArgs,
  run: RunTx,
): Promise<{ txId: string }> {
  const { from, to, recipient: given } = checkImportPendingArgs(args);
  const recipient = recipientOn(ctx, signers[0] as Signer, to, given);
  const imported = await run(to, (c) => buildImport(c, from, to, undefined, recipient));
  return { txId: imported.txId };
}

/** The checked arguments of `importPending`: every one before any request. */
export function checkImportPendingArgs(args: unknown): {
  from: ChainAlias;
  to: ChainAlias;
  recipient?: string | OwnerArg;
} {
  const a = checkKeys(args, 'importPending', ['from', 'to'], ['recipient', ...OPERATION_OPTIONS]);
  return checkCrossChainArgs({ ...a, amount: 1n });
}

/** The recipient on `to`: the given one (checked against the network's HRP), else the first signer's. */
function recipientOn(
  ctx: TxContext,
  first: Signer,
  to: ChainAlias,
  given: string | OwnerArg | undefined,
): string | OwnerArg {
  const recipient =
    given ?? (to === 'C' ? ethAddressOf(first.publicKey) : (signerAddresses(ctx, to)[0] as string));
  checkRecipient(recipient, to, ctx.hrp);
  return recipient;
}

/** A P ExportTx of `amount` to `destination`, owned in shared memory by the first key that may sign (as X and C do). */
function buildPExport(ctx: TxContext, destination: 'X' | 'C', amount: bigint): Promise<UnsignedTx> {
  const owner = formatAddress(destination, ctx.hrp, signingAddressesOf(ctx, 'P')[0] as Uint8Array);
  return P_BUILDERS.export(ctx, { destinationChain: destination, amount, to: owner });
}

/** The ImportTx on `to` of what `from` exported to the signers: only `exportId`'s UTXOs, or all when undefined. */
function buildImport(
  ctx: TxContext,
  from: ChainAlias,
  to: ChainAlias,
  exportId: Uint8Array | undefined,
  recipient: string | OwnerArg,
): Promise<UnsignedTx> {
  if (to === 'X') return buildXImport(ctx, from as 'P' | 'C', exportId, recipient);
  if (to === 'C') return buildCImport(ctx, from as 'X' | 'P', exportId, recipient as string);
  return exportId === undefined
    ? P_BUILDERS.import(ctx, { sourceChain: from as 'X' | 'C', to: recipient })
    : ctx.utxos('P', signerAddresses(ctx, 'P'), from).then((atomic) =>
        P_BUILDERS.import(ctx, {
          sourceChain: from as 'X' | 'C',
          to: recipient,
          atomicUtxos: atomic.filter((u) => bytesEqual(u.txId, exportId)),
        }),
      );
}
