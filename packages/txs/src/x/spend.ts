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
 * Chooses UTXOs (spendable TransferOutputs only, at most `maxInputs`) until each asset's need is met, the largest
 * first: the fewest inputs that cover it, so dust listed before a large UTXO is never what fills the cap (with `all`,
 * an import, every one up to the cap, the largest first). An asset short of its need is an InsufficientFundsError
 * with the amounts needed and found; when the signers hold enough but not within `maxInputs`, it names the cap.
 *
 * @example
 * import { spendUtxos, toHex } from '@pkg/txs';
 * const spent = spendUtxos({ utxos, from, needed: new Map([[toHex(avax), 2_000_000n]]), now, maxInputs: 256, chain: 'X' });
 */
export function spendUtxos(request: SpendRequest): Spent {
  const consumed = new Map<string, bigint>();
  const held = new Map<string, bigint>();
  const candidates: {
    utxo: Utxo;
    asset: string;
    amount: bigint;
    signers: Uint8Array[];
    sigIndices: number[];
  }[] = [];
  for (const utxo of request.utxos) {
    const asset = toHex(utxo.assetId);
    if (!request.needed.has(asset) || utxo.output.type !== 'TransferOutput') continue;
    const can = signersFor(utxo.output.owners, request.from, request.now);
    if (!can) continue;
    candidates.push({ utxo, asset, amount: utxo.output.amount, ...can });
    held.set(asset, (held.get(asset) ?? 0n) + utxo.output.amount);
  }
  candidates.sort((a, b) => (a.amount > b.amount ? -1 : a.amount < b.amount ? 1 : 0)); // stable: ties keep order
  const chosen: { input: TransferableInput; signers: Uint8Array[] }[] = [];
  for (const { utxo, asset, amount, signers, sigIndices } of candidates) {
    const have = consumed.get(asset) ?? 0n;
    if ((!request.all && have >= (request.needed.get(asset) as bigint)) || chosen.length >= request.maxInputs)
      continue;
    const input = { type: 'TransferInput' as const, amount, sigIndices };
    chosen.push({
      input: { txId: utxo.txId, outputIndex: utxo.outputIndex, assetId: utxo.assetId, input },
      signers,
    });
    consumed.set(asset, have + amount);
  }
  const excess = new Map<string, bigint>();
  for (const [asset, need] of request.needed) {
    const found = consumed.get(asset) ?? 0n;
    if (found < need) {
      const assetId = cb58(fromHex(asset, 'assetId'));
      const all = held.get(asset) ?? 0n;
      // the signers hold enough, but not within the input cap: say so (and what they hold), naming the cap
      const capped = all >= need ? { maxInputs: request.maxInputs } : {};
      throw new InsufficientFundsError({
        needed: need,
        found: all,
        assetId,
        chain: request.chain,
        ...capped,
      });
    }
    excess.set(asset, found - need);
  }
  chosen.sort((a, b) => compareUtxoIds(a.input, b.input));
  return { inputs: chosen.map((c) => c.input), signers: chosen.map((c) => c.signers), excess };
}
