/**
 * One entry per JSON-RPC method of @pkg/pchain, exported under its wire name with `.` as `_` (`platform.getHeight` is
 * `platform_getHeight`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createPChainClientFor` and its bundle keeps only those.
 *
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getHeight } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getHeight });
 * const result = await pchain.platform.getHeight();
 *
 * @module
 */
export * from './generated/methods.js';
