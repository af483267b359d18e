/**
 * One entry per JSON-RPC method of @pkg/xchain, exported under its wire name with `.` as `_` (`xvm.getHeight` is
 * `xvm_getHeight`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createXChainClientFor` and its bundle keeps only those.
 *
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getHeight } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getHeight });
 * const result = await xchain.xvm.getHeight();
 *
 * @module
 */
export * from './generated/methods.js';
