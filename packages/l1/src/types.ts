/**
 * A uint64 as a caller may hold it: a bigint, a safe integer, or its decimal string (what a node sends for values
 * past 2^53). Anything else, a negative value or one past 2^64 - 1 is a ValidationError naming the field.
 */
export type Uint64Input = bigint | number | string;

/**
 * The configuration of the continuous fee L1 validators pay (AvalancheGo's `fee.Config` of
 * vms/platformvm/validators/fee; `platform.getValidatorFeeConfig` answers it).
 */
export interface ValidatorFeeConfig {
  /** Most L1 validators the fee targets at once. */
  capacity: Uint64Input;
  /** L1 validators the price targets: above it the excess, and so the price, grows; below it both shrink. */
  target: Uint64Input;
  /** Lowest price, nAVAX per validator per second. */
  minPrice: Uint64Input;
  /** How fast the price grows with the excess (K in minPrice x e^(excess / K)); must not be 0. */
  excessConversionConstant: Uint64Input;
}

/**
 * The validator fee state (AvalancheGo's `fee.State`): how many L1 validators are active now, and the excess.
 * `platform.getValidatorFeeState` answers the excess (and the price it gives) but not `current`.
 */
export interface ValidatorFeeState {
  /** Active L1 validators, on every L1 together (AvalancheGo's `NumActiveL1Validators`). */
  current: Uint64Input;
  /** The excess: validator-seconds above the target, accumulated. */
  excess: Uint64Input;
}
