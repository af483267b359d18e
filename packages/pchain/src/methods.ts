/**
 * One entry per JSON-RPC method of @pkg/pchain, exported under its wire name with `.` as `_` (`platform.getHeight` is
 * `platform_getHeight`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createPChainClientFor` and its bundle keeps only those.
 * `rules` holds the checks of the object fields the entries share (one `ParamSchema` per schema of the spec): a
 * server or a test checks a value with them exactly as the entries do (the mock server's answers do).
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
export * as rules from './generated/rules.js';
