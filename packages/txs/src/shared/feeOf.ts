import { bytesEqual } from '../codec/bytes.js';
import { FeeTooHighError } from '../errors.js';
import type { UnsignedTx } from '../types.js';

/** An input, output or EVM input/output as the fee reads it: its asset and its amount, wherever it is nested. */
interface Amounted {
  assetId?: Uint8Array;
  amount?: bigint;
  input?: { amount?: bigint; input?: { amount?: bigint } };
  output?: { amount?: bigint; output?: { amount?: bigint } };
}

/** What an input consumes or an output produces of AVAX (0 for another asset or a non-transfer output). */
function avaxOf(item: Amounted, avaxAssetId: Uint8Array): bigint {
  if (!item.assetId || !bytesEqual(item.assetId, avaxAssetId)) return 0n;
  return (
    item.amount ??
    item.input?.amount ??
    item.input?.input?.amount ??
    item.output?.amount ??
    item.output?.output?.amount ??
    0n
  );
}

const sum = (list: unknown, avaxAssetId: Uint8Array): bigint =>
  Array.isArray(list) ? list.reduce((t: bigint, i: Amounted) => t + avaxOf(i, avaxAssetId), 0n) : 0n;

/**
 * The fee a transaction pays, in nAVAX: the AVAX it consumes (`inputs`, `importedInputs`; on C the EVM inputs) minus
 * what it produces (`outputs`, `exportedOutputs`, `stakeOutputs`; on C the EVM outputs) and what it moves into an L1
 * validator's balance (`balance`, `validators[].balance`). The same rule on X, P and C, whatever the tx type.
 */
export function feeOf(unsigned: UnsignedTx, avaxAssetId: Uint8Array): bigint {
  const tx = unsigned.tx as unknown as Record<string, unknown>;
  const consumed = sum(tx.inputs, avaxAssetId) + sum(tx.importedInputs, avaxAssetId);
  let produced =
    sum(tx.outputs, avaxAssetId) + sum(tx.exportedOutputs, avaxAssetId) + sum(tx.stakeOutputs, avaxAssetId);
  if (typeof tx.balance === 'bigint') produced += tx.balance;
  if (Array.isArray(tx.validators)) {
    for (const v of tx.validators as { balance?: unknown }[])
      if (typeof v.balance === 'bigint') produced += v.balance;
  }
  return consumed - produced;
}

/**
 * Refuses a transaction whose fee (see {@link feeOf}) is above `maxFee`: a FeeTooHighError naming fee, cap and
 * chain. Every operation of the client passes here between build and sign.
 */
export function checkFee(unsigned: UnsignedTx, avaxAssetId: Uint8Array, maxFee: bigint): void {
  const fee = feeOf(unsigned, avaxAssetId);
  if (fee > maxFee) {
    throw new FeeTooHighError({
      fee,
      maxFee,
      chain: unsigned.chain,
      details: `a ${(unsigned.tx as { type: string }).type}; raise maxFee (a createTxClient or per-call option) to pay it`,
    });
  }
}
