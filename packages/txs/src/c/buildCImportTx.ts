import { ValidationError } from '@pkg/core';
import { fromHex, toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import type { Utxo } from '../codec/utxo.js';
import { GasCapacityExceededError, InsufficientFundsError } from '../errors.js';
import type { BuildContext } from '../shared/buildContext.js';
import { C_ATOMIC_GAS_LIMIT, cAtomicFee, cAtomicGas } from '../shared/cAtomicFee.js';
import { checkEip55 } from '../shared/hexWithChecksum.js';
import { spendUtxos } from '../shared/spendUtxos.js';
import type { UnsignedTx } from '../types.js';
import { encodeCTx } from './codec.js';
import type { CImportTx } from './types.js';

/** What a C import takes: the UTXOs exported to C, who signs for them, the account credited, the base fee. */
export interface CImportArgs {
  /** The chain that exported them. */
  source: 'X' | 'P';
  /** The atomic UTXOs on C from `source` (`avax.getUTXOs` with `sourceChain`); only AVAX ones are taken. */
  atomicUtxos: readonly Utxo[];
  /** Short ids of the addresses that sign. */
  from: readonly Uint8Array[];
  /** The 20-byte EVM address credited (`0x` hex or bytes). */
  to: string | Uint8Array;
  /** The C chain's base fee in wei (`eth_baseFee`). */
  baseFeeWei: bigint;
  /**
   * The most gas the node takes in an atomic tx (`C_ATOMIC_GAS_LIMIT`: 1,000,000 under Helicon, 100,000 before):
   * above it, a GasCapacityExceededError before anything is signed. The client gives the limit of the node's era.
   * @default 100_000n (the stricter limit, coreth's, when the era is not given)
   */
  maxGas?: bigint;
}

/**
 * Builds a C atomic ImportTx taking every spendable AVAX UTXO exported to C from `source` (at most `maxInputs`) into
 * the account `to`, less the fee: gas = unsigned bytes + 1,000 per signature + 10,000, times the base fee in wei,
 * rounded up to whole nAVAX (what coreth checks).
 *
 * @example
 * import { buildCImportTx } from '@pkg/txs';
 * const unsigned = buildCImportTx(ctx, { source: 'X', atomicUtxos, from: [me], to: '0x8db9...', baseFeeWei: 25_000_000_000n });
 */
export function buildCImportTx(ctx: BuildContext, args: CImportArgs): UnsignedTx<CImportTx> {
  checkBaseFee(args.baseFeeWei);
  if (args.maxGas !== undefined && !(typeof args.maxGas === 'bigint' && args.maxGas > 0n)) {
    throw new ValidationError({ field: 'maxGas', rule: 'a bigint of gas above 0', got: String(args.maxGas) });
  }
  if (typeof args.to === 'string') checkEip55(args.to, 'to');
  const address = fromHex(args.to, 'to', 20);
  const avax = ctx.avaxAssetId;
  const spent = spendUtxos({
    utxos: args.atomicUtxos,
    from: args.from.map((a, i) => fromHex(a, `from.${i}`, 20)),
    needed: new Map([[toHex(avax), 0n]]),
    now: ctx.now(),
    maxInputs: ctx.maxInputs,
    chain: 'C',
    all: true,
  });
  const imported = spent.excess.get(toHex(avax)) ?? 0n;
  const tx: CImportTx = {
    type: 'ImportTx',
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.C,
    sourceChain: ctx.chainIds[args.source],
    importedInputs: spent.inputs,
    outputs: [{ address, amount: imported, assetId: avax }],
  };
  const signatures = spent.signers.reduce((n, s) => n + s.length, 0);
  const gas = cAtomicGas(encodeCTx(tx).length, signatures);
  checkGas(gas, args.maxGas ?? C_ATOMIC_GAS_LIMIT.preHelicon, spent.inputs.length); // the stricter era when not told
  const fee = cAtomicFee(gas, args.baseFeeWei);
  if (imported <= fee) {
    throw new InsufficientFundsError({
      needed: fee + 1n,
      found: imported,
      assetId: cb58(avax),
      chain: 'C',
      details: `the AVAX exported to C must exceed the import fee of ${fee} nAVAX`,
    });
  }
  tx.outputs = [{ address, amount: imported - fee, assetId: avax }];
  return { chain: 'C', tx, bytes: encodeCTx(tx), signers: spent.signers };
}

/**
 * Refuses an import of `inputs` UTXOs whose gas is above what the node's pool takes: it would be refused at issue,
 * and its AVAX would wait in shared memory all the same.
 */
function checkGas(gas: bigint, maxGas: bigint, inputs: number): void {
  if (gas <= maxGas) return;
  throw new GasCapacityExceededError({
    gas,
    capacity: maxGas,
    details:
      `a C atomic ImportTx of ${inputs} inputs uses ${gas} gas; the C chain's pool refuses an atomic tx above ` +
      `${maxGas} gas (1,000,000 under Helicon, 100,000 before): import fewer UTXOs at a time (a lower maxInputs)`,
  });
}

/** @internal A base fee in wei: a bigint, 0 or more. */
export function checkBaseFee(baseFeeWei: bigint): void {
  if (typeof baseFeeWei !== 'bigint' || baseFeeWei < 0n) {
    throw new ValidationError({
      field: 'baseFeeWei',
      rule: 'a bigint of wei, 0 or more',
      got: String(baseFeeWei),
    });
  }
}
