export type { XSpendArgs } from './buildXBaseTx.js';
export { buildXBaseTx, spendForX } from './buildXBaseTx.js';
export { buildXExportTx } from './buildXExportTx.js';
export type { XImportArgs } from './buildXImportTx.js';
export { buildXImportTx } from './buildXImportTx.js';
export { encodeXTx, readXTx } from './codec.js';
export type { BuildContext } from './context.js';
export { readXOperation, writeXOperation } from './operations.js';
export type { SpendRequest, Spent } from './spend.js';
export { signersFor, spendUtxos } from './spend.js';
export { checkOwners, transferOutput } from './transferOutput.js';
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
