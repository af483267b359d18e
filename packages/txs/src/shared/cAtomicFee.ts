import type { TxContext } from './context.js';
import { FEE_INPUT_BOUNDS, quotedFee } from './quotedFee.js';

/** 1 nAVAX in wei: the C chain keeps balances in wei, atomic UTXOs in nAVAX. */
export const WEI_PER_NAVAX = 1_000_000_000n;

/** Gas of every atomic tx on C (coreth's `ap5.AtomicTxIntrinsicGas`). */
const INTRINSIC_GAS = 10_000n;
/** Gas per signature of an input (secp256k1fx's `CostPerSignature`). */
const GAS_PER_SIGNATURE = 1_000n;

/**
 * The most gas a C-chain atomic tx may use for the node to take it into its pool (a tx above it is refused at issue
 * and never included):
 * - `helicon`: 1,000,000 (AvalancheGo v1.15, `vms/saevm/cchain/txpool/txpool.go` `Add` refuses `op.Gas` above
 *   `dynamic.MinTarget` with "gas exceeds minimum gas target");
 * - `preHelicon`: 100,000 (AvalancheGo v1.14.0, coreth v0.16.0-rc.0 `plugin/evm/atomic/vm/vm.go` `verifyTxAtTip`:
 *   `maxAtomicTxMempoolGas` = `ap5.AtomicGasLimit`; the same mempool also refuses signed bytes above 40 KiB, which a
 *   tx within 100,000 gas and one signature per input never reaches).
 */
export const C_ATOMIC_GAS_LIMIT = { helicon: 1_000_000n, preHelicon: 100_000n } as const;

/**
 * The gas of a C-chain atomic tx (coreth v0.16.0-rc.0 `GasUsed`): one per byte of the unsigned tx, 1,000 per
 * signature its inputs need, and 10,000.
 */
export function cAtomicGas(unsignedBytes: number, signatures: number): bigint {
  return BigInt(unsignedBytes) + GAS_PER_SIGNATURE * BigInt(signatures) + INTRINSIC_GAS;
}

/**
 * The fee of a C-chain atomic tx in nAVAX: `gas x baseFee` in wei, divided by 10^9 and rounded UP, as coreth's
 * `CalculateDynamicFee` checks it (rounding down pays 1 nAVAX short whenever the product is not a whole nAVAX).
 */
export function cAtomicFee(gas: bigint, baseFeeWei: bigint): bigint {
  return (gas * baseFeeWei + WEI_PER_NAVAX - 1n) / WEI_PER_NAVAX;
}

/**
 * The base fee a node quoted for a C atomic tx, in wei, checked: at most 10^14 wei (`FEE_INPUT_BOUNDS.cBaseFeeWei`),
 * else a ParseError naming `method` (whichever RPC the base fee was read with).
 */
export function checkBaseFeeWei(ctx: Pick<TxContext, 'url'>, wei: bigint, method: string): bigint {
  return quotedFee(ctx, `0x${wei.toString(16)}`, {
    method,
    field: 'base fee (wei)',
    max: FEE_INPUT_BOUNDS.cBaseFeeWei,
    answer: `0x${wei.toString(16)}`,
    hex: true,
  });
}
