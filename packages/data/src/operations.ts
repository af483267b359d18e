/**
 * The Data API's operation table, one export per operation (`getBlock`, `listTransfers`, ...), the whole
 * table (`dataOperations`) and one table per tag (`evmBlocksOperations`, ...): pass the ones a program
 * calls to `createDataClientFor` and its bundle keeps only those.
 *
 * @example
 * import { createDataClientFor } from '@pkg/data';
 * import { getBlock } from '@pkg/data/operations';
 * const data = createDataClientFor({ getBlock });
 * const block = await data.getBlock({ chainId: '43114', blockId: '1' });
 *
 * @module
 */
export * from './generated/operations.js';
