// @pkg/l1: an Avalanche L1's validators on the P chain and the L1 itself. The public surface is listed in README.md.
export {
  HttpError,
  JsonRpcError,
  NetworkError,
  ParseError,
  RateLimitError,
  SdkError,
  TimeoutError,
  ValidationError,
} from '@pkg/core';
export { costOf } from './costOf.js';
export { pricePerSecond } from './pricePerSecond.js';
export { type Runway, type RunwayMethods, type RunwayOptions, runway } from './runway.js';
export { type FeeMathOptions, secondsRemaining } from './secondsRemaining.js';
export { topUpFor } from './topUpFor.js';
export type { Uint64Input, ValidatorFeeConfig, ValidatorFeeState } from './types.js';
export { type Epoch, type WaitForEpochOptions, waitForEpoch } from './waitForEpoch.js';
