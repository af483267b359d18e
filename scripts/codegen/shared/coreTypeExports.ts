/**
 * The types of @pkg/core a client package re-exports, so that a library built on the client can name every type
 * its signatures use when it emits declarations: one list for every package, written into each package's
 * generated exports (`export type * from './generated/exports.js'` in its index.ts) instead of a copy per index.ts.
 */

/**
 * The types every client's signatures use: call and transport options and what they reach (a caller's deadline,
 * a `send` of its own and its answer), middleware hooks, errors' options, input checks.
 */
const clientTypes = [
  'Answer',
  'CallOptions',
  'CrossRule',
  'Deadline',
  'DeadlineOptions',
  'HookResult',
  'HttpErrorOptions',
  'Middleware',
  'ParamRule',
  'ParamSchema',
  'ParamsCheck',
  'RetryInfo',
  'RetryOptions',
  'SdkErrorOptions',
  'Send',
  'SendInit',
  'TransportOptions',
  'ValidationErrorOptions',
];

/**
 * What a JSON-RPC client's signatures add: method tables and entries (with their name fallback), `request`,
 * batching, wire names, a shared transport (`transport`) and what it reaches.
 */
const rpcTypes = [
  'BatchOptions',
  'EntryNames',
  'HttpResult',
  'JsonRpcCallOptions',
  'JsonRpcTransport',
  'JsonRpcTransportOptions',
  'MethodEntries',
  'MethodEntry',
  'MethodSpec',
  'MethodTable',
  'MethodTypes',
  'NameFallback',
  'NamespacesOf',
  'ParamsArg',
  'RequestFn',
  'RequestOptions',
  'RpcClientOptions',
  'Transport',
  'WireNameMap',
  'WireNames',
];

/** What a REST client's signatures add, from `@pkg/core/rest`: operation tables. */
const restTypes = ['OperationAlias', 'OperationInfo'];

/** The re-export statements of a client's core types (without header): `paged` adds `IterateOptions`. */
export function coreTypeExports(kind: 'rpc' | 'rest', paged: boolean): string[] {
  const core = [...clientTypes, ...(paged ? ['IterateOptions'] : []), ...(kind === 'rpc' ? rpcTypes : [])];
  const out = [`export type { ${core.sort().join(', ')} } from '@pkg/core';`];
  if (kind === 'rest') out.push(`export type { ${restTypes.join(', ')} } from '@pkg/core/rest';`);
  return out;
}
