import type { TransferableInput } from '../codec/avax.js';
import { fromHex, toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import { compareUtxoIds } from '../codec/sort.js';
import type { Chain } from '../codec/typeIds.js';
import type { Utxo } from '../codec/utxo.js';
import { InsufficientFundsError } from '../errors.js';
import { signersFor } from './matchOwners.js';

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
 * The AVAX (and other asset) spend of X txs and C imports. This SDK's selection policy, not any wallet's:
 * - candidates: spendable TransferOutputs of the needed assets whose owner `from` can sign for now (see
 *   {@link signersFor}, the one owner-matching rule);
 * - the largest first (a stable sort: equal amounts keep the order given): the fewest inputs cover the need, so the
 *   tx stays small and dust listed before a large UTXO never fills `maxInputs`. The X fee is static, so an input
 *   costs no fee of its own here (the P spend, whose fee grows with each input, also leaves dust out);
 * - each asset taken until its need is met (with `all`, an import, every candidate up to the cap);
 * - the inputs sorted by UTXO id, as the codec requires.
 * An asset short of its need is an InsufficientFundsError with the amounts needed and found; when the signers hold
 * enough but not within `maxInputs`, it names the cap.
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
