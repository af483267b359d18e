/**
 * One entry per JSON-RPC method of @pkg/xchain, exported under its wire name with `.` as `_` (`xvm.getHeight` is
 * `xvm_getHeight`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createXChainClientFor` and its bundle keeps only those.
 * `rules` holds the checks of the object fields the entries share (one `ParamSchema` per schema of the spec): a
 * server or a test checks a value with them exactly as the entries do (the mock server's answers do).
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
export * as rules from './generated/rules.js';
