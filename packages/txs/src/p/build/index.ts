import { buildAddAutoRenewedValidator } from './buildAddAutoRenewedValidator.js';
import { buildAddPermissionlessDelegator } from './buildAddPermissionlessDelegator.js';
import { buildAddPermissionlessValidator } from './buildAddPermissionlessValidator.js';
import { buildAddSubnetValidator } from './buildAddSubnetValidator.js';
import { buildConvertSubnetToL1 } from './buildConvertSubnetToL1.js';
import { buildCreateChain } from './buildCreateChain.js';
import { buildCreateSubnet } from './buildCreateSubnet.js';
import { buildDisableL1Validator } from './buildDisableL1Validator.js';
import { buildIncreaseL1ValidatorBalance } from './buildIncreaseL1ValidatorBalance.js';
import { buildPExport } from './buildPExport.js';
import { buildPImport } from './buildPImport.js';
import { buildPSend } from './buildPSend.js';
import { buildRegisterL1Validator } from './buildRegisterL1Validator.js';
import { buildRemoveSubnetValidator } from './buildRemoveSubnetValidator.js';
import { buildSetAutoRenewedValidatorConfig } from './buildSetAutoRenewedValidatorConfig.js';
import { buildSetL1ValidatorWeight } from './buildSetL1ValidatorWeight.js';
import { buildTransferSubnetOwnership } from './buildTransferSubnetOwnership.js';

/**
 * Every P-chain builder by operation name, for `txs.p.<op>` and `txs.p.build.<op>`: each is
 * `(ctx: TxContext, args) => Promise<UnsignedTx>`. `send`, `import` and `export` are the P side of `txs.send` and
 * `txs.crossChain`.
 *
 * @example
 * import { P_BUILDERS } from '@pkg/txs';
 * const unsigned = await P_BUILDERS.createSubnet(ctx, { owner });
 */
export const P_BUILDERS = {
  send: buildPSend,
  import: buildPImport,
  export: buildPExport,
  addPermissionlessValidator: buildAddPermissionlessValidator,
  addPermissionlessDelegator: buildAddPermissionlessDelegator,
  addSubnetValidator: buildAddSubnetValidator,
  removeSubnetValidator: buildRemoveSubnetValidator,
  createSubnet: buildCreateSubnet,
  createChain: buildCreateChain,
  transferSubnetOwnership: buildTransferSubnetOwnership,
  convertSubnetToL1: buildConvertSubnetToL1,
  registerL1Validator: buildRegisterL1Validator,
  setL1ValidatorWeight: buildSetL1ValidatorWeight,
  increaseL1ValidatorBalance: buildIncreaseL1ValidatorBalance,
  disableL1Validator: buildDisableL1Validator,
  addAutoRenewedValidator: buildAddAutoRenewedValidator,
  setAutoRenewedValidatorConfig: buildSetAutoRenewedValidatorConfig,
} as const;

export type { AddAutoRenewedValidatorArgs } from './buildAddAutoRenewedValidator.js';
export type { AddPermissionlessDelegatorArgs } from './buildAddPermissionlessDelegator.js';
export type { AddPermissionlessValidatorArgs } from './buildAddPermissionlessValidator.js';
export { PRIMARY_NETWORK_ID } from './buildAddPermissionlessValidator.js';
export type { AddSubnetValidatorArgs } from './buildAddSubnetValidator.js';
export type { ConvertSubnetToL1Args, L1ValidatorArg } from './buildConvertSubnetToL1.js';
export type { CreateChainArgs } from './buildCreateChain.js';
export type { CreateSubnetArgs } from './buildCreateSubnet.js';
export type { DisableL1ValidatorArgs } from './buildDisableL1Validator.js';
export type { IncreaseL1ValidatorBalanceArgs } from './buildIncreaseL1ValidatorBalance.js';
export type { PExportArgs } from './buildPExport.js';
export type { PImportArgs } from './buildPImport.js';
export type { PSendArgs } from './buildPSend.js';
export type { RegisterL1ValidatorArgs } from './buildRegisterL1Validator.js';
export type { RemoveSubnetValidatorArgs } from './buildRemoveSubnetValidator.js';
export type { SetAutoRenewedValidatorConfigArgs } from './buildSetAutoRenewedValidatorConfig.js';
export type { SetL1ValidatorWeightArgs } from './buildSetL1ValidatorWeight.js';
export type { TransferSubnetOwnershipArgs } from './buildTransferSubnetOwnership.js';
export {
  buildAddAutoRenewedValidator,
  buildAddPermissionlessDelegator,
  buildAddPermissionlessValidator,
  buildAddSubnetValidator,
  buildConvertSubnetToL1,
  buildCreateChain,
  buildCreateSubnet,
  buildDisableL1Validator,
  buildIncreaseL1ValidatorBalance,
  buildPExport,
  buildPImport,
  buildPSend,
  buildRegisterL1Validator,
  buildRemoveSubnetValidator,
  buildSetAutoRenewedValidatorConfig,
  buildSetL1ValidatorWeight,
  buildTransferSubnetOwnership,
};
