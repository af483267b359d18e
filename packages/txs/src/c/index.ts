export type { CExportArgs } from './buildCExportTx.js';
export { buildCExportTx } from './buildCExportTx.js';
export type { CImportArgs } from './buildCImportTx.js';
export { buildCImportTx } from './buildCImportTx.js';
export { encodeCTx, readCTx } from './codec.js';
export type { CExportTx, CImportTx, CTx, EVMInput, EVMOutput } from './types.js';
