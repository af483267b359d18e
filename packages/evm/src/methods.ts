/**
 * One entry per JSON-RPC method of @pkg/evm, exported under its wire name with `.` as `_` (`eth_blockNumber`,
 * `atomic_getUTXOs`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createEvmClientFor` and its bundle keeps only those.
 * `rules` holds the checks of the object fields the entries share (one `ParamSchema` per schema of the spec): a
 * server or a test checks a value with them exactly as the entries do (the mock server's answers do).
 * `subscriptionKinds` lists the WebSocket subscription kinds of the spec: the method that starts each, its params'
 * names after the kind, and where it is served.
 *
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_blockNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_blockNumber });
 * const result = await evm.eth.blockNumber();
 *
 * @module
 */
export * from './generated/methods.js';
export * as rules from './generated/rules.js';
export { subscriptionKinds } from './generated/subscriptions.js';
