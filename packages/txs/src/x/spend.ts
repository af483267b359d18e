import type { TransferableInput } from '../codec/avax.js';
import { bytesEqual, fromHex, toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { compareUtxoIds } from '../codec/sort.js';
import type { Chain } from '../codec/typeIds.js';
import type { Utxo } from '../codec/utxo.js';
import { InsufficientFundsError } from '../errors.js';

/**
 * Who signs to spend an output owned by `owners`: the first `threshold` of its addresses (in their order, so the
 * sig indices ascend) that `from` holds. Undefined while the output is locked (`locktime` after `now`) or when
 * `from` holds too few of them.
 *
 * @example
 * import { signersFor } from '@pkg/txs';
 * const can = signersFor(utxo.output.owners, [myShortId], 1_700_000_000n);
 */
export function signersFor(
  owners: OutputOwners,
  from: readonly Uint8Array[],
  now: bigint,
): { sigIndices: number[]; signers: Uint8Array[] } | undefined {
  if (owners.locktime > now) return undefined;
  const sigIndices: number[] = [];
  const signers: Uint8Array[] = [];
  owners.addresses.forEach((address, i) => {
    if (sigIndices.length < owners.threshold && from.some((f) => bytesEqual(f, address))) {
      sigIndices.push(i);
      signers.push(address);
    }
  });
  return sigIndices.length === owners.threshold ? { sigIndices, signers } : undefined;
}

/** What to spend: candidate UTXOs, the addresses that sign, the amount needed per asset (hex of its id). */
export interface SpendRequest {
  utxos: readonly Utxo[];
  from: readonly Uint8Array[];
  /** Per asset (`toHex(assetId)`), the amount the tx must consume: outputs plus fee. */
  needed: ReadonlyMap<string, bigint>;
  now: bigint;
  maxInputs: number;
  /** The chain the UTXOs are on, named in an InsufficientFundsError. */
  chain: Chain;
  /** Take every spendable UTXO of the needed assets (an import), not only enough of them. */
  all?: boolean;
}

/** The inputs chosen (sorted by UTXO id), each one's signers, and per asset what they hold beyond the need. */
export interface Spent {
  inputs: TransferableInput[];
  signers: Uint8Array[][];
  /** Per asset (`toHex(assetId)`), consumed minus needed. */
  excess: Map<string, bigint>;
}

/**
 * Chooses UTXOs (TransferOutputs only, in the order given, at most `maxInputs`) until each asset's need is met;
 * an asset short of it is an InsufficientFundsError with the amounts needed and found.
 *
 * @example
 * import { spendUtxos, toHex } from '@pkg/txs';
 * const spent = spendUtxos({ utxos, from, needed: new Map([[toHex(avax), 2_000_000n]]), now, maxInputs: 256, chain: 'X' });
 */
export function spendUtxos(request: SpendRequest): Spent {
  const consumed = new Map<string, bigint>();
  const chosen: { input: TransferableInput; signers: Uint8Array[] }[] = [];
  for (const utxo of request.utxos) {
    const asset = toHex(utxo.assetId);
    const need = request.needed.get(asset);
    const have = consumed.get(asset) ?? 0n;
    if (need === undefined || (!request.all && have >= need) || chosen.length >= request.maxInputs) continue;
    if (utxo.output.type !== 'TransferOutput') continue;
    const can = signersFor(utxo.output.owners, request.from, request.now);
    if (!can) continue;
    const input = { type: 'TransferInput' as const, amount: utxo.output.amount, sigIndices: can.sigIndices };
    chosen.push({
      input: { txId: utxo.txId, outputIndex: utxo.outputIndex, assetId: utxo.assetId, input },
      signers: can.signers,
    });
    consumed.set(asset, have + utxo.output.amount);
  }
  const excess = new Map<string, bigint>();
  for (const [asset, need] of request.needed) {
    const found = consumed.get(asset) ?? 0n;
    if (found < need) {
      const assetId = cb58(fromHex(asset, 'assetId'));
      throw new InsufficientFundsError({ needed: need, found, assetId, chain: request.chain });
    }
    excess.set(asset, found - need);
  }
  chosen.sort((a, b) => compareUtxoIds(a.input, b.input));
  return { inputs: chosen.map((c) => c.input), signers: chosen.map((c) => c.signers), excess };
}
