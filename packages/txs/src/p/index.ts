export { matchOwners } from '../shared/matchOwners.js';
export type { OwnerArg } from './args.js';
export * from './build/index.js';
export type { PBuildOptions } from './buildPTx.js';
export type { Dimensions } from './complexity.js';
export {
  addDimensions,
  authComplexity,
  gasOf,
  INTRINSIC_COMPLEXITY,
  inputComplexity,
  l1ValidatorComplexity,
  outputComplexity,
  ownerComplexity,
  pTxComplexity,
  signerComplexity,
  warpComplexity,
} from './complexity.js';
export { decodePTx, readPTx } from './decodePTx.js';
export { encodePTx } from './encodePTx.js';
export type { PFeeContext } from './feeContext.js';
export { GAS_PRICE_MULTIPLIER, pFeeContext } from './feeContext.js';
export { disableAuth, subnetAuth, validatorAuthorityAuth } from './nodeOwners.js';
export type { PCreatedIds } from './pCreatedIds.js';
export { pCreatedIds } from './pCreatedIds.js';
export type { PSpend, PSpendArgs } from './spend.js';
export { spendP } from './spend.js';
export type {
  AddAutoRenewedValidatorTx,
  AddPermissionlessDelegatorTx,
  AddPermissionlessValidatorTx,
  AddSubnetValidatorTx,
  ConvertSubnetToL1Tx,
  ConvertSubnetToL1Validator,
  CreateChainTx,
  CreateSubnetTx,
  DisableL1ValidatorTx,
  EmptySigner,
  IncreaseL1ValidatorBalanceTx,
  PBaseTx,
  PChainOwner,
  PDecodedTx,
  PExportTx,
  PImportTx,
  ProofOfPossession,
  PTx,
  PValidator,
  RegisterL1ValidatorTx,
  RemoveSubnetValidatorTx,
  RewardAutoRenewedValidatorTx,
  SetAutoRenewedValidatorConfigTx,
  SetL1ValidatorWeightTx,
  TransferSubnetOwnershipTx,
} from './types.js';
export { P_TX_TYPE_IDS } from './types.js';
