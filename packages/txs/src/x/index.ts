export type { BuildContext } from '../shared/buildContext.js';
export type { OwnerSigners } from '../shared/matchOwners.js';
export { signersFor } from '../shared/matchOwners.js';
export type { SpendRequest, Spent } from '../shared/spendUtxos.js';
export { spendUtxos } from '../shared/spendUtxos.js';
export { checkOwners, transferOutput } from '../shared/transferOutput.js';
export type { XSpendArgs } from './buildXBaseTx.js';
export { buildXBaseTx, spendForX } from './buildXBaseTx.js';
export { buildXExportTx } from './buildXExportTx.js';
export type { XImportArgs } from './buildXImportTx.js';
export { buildXImportTx } from './buildXImportTx.js';
export { encodeXTx, readXTx } from './codec.js';
export { readXOperation, writeXOperation } from './operations.js';
export type {
  XBaseTx,
  XCreateAssetTx,
  XExportTx,
  XFxOperation,
  XImportTx,
  XOperation,
  XOperationTx,
  XTx,
} from './types.js';
