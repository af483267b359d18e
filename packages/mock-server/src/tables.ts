import type { CrossRule, MethodEntry, ParamRule, ParamSchema, WireNameMap } from '@pkg/core';
import type { OperationInfo } from '@pkg/core/rest';

/**
 * One REST operation as generated into src/generated/restOperations.ts: how it is called (`request`: the
 * Data or Metrics client's own entry, so its rules are the client's) and what only the mock needs.
 */
export interface RestOperationSpec {
  operationId: string;
  service: 'data' | 'metrics' | 'health';
  request: OperationInfo;
  /** The first 2xx status the spec lists for the operation. */
  successStatus: number;
  /** Defaults of path and query parameters, as the service applies them. */
  defaults?: Record<string, unknown>;
  /** The rule of the success body. */
  response?: ParamRule;
}

/** One parameter of a REST operation, from the OpenAPI spec. */
export interface RestParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  rule: ParamRule;
  default?: unknown;
}

/** One REST operation as the server reads it (src/rest/operations.ts, from its RestOperationSpec). */
export interface RestOperation {
  operationId: string;
  service: 'data' | 'metrics' | 'health';
  method: string;
  path: string;
  params: readonly RestParam[];
  body?: ParamSchema;
  /** Defaults of body fields, as the service applies them (cross-field rules count them). */
  bodyDefaults?: Record<string, unknown>;
  rules: readonly CrossRule[];
  /** The response field that holds the items of a paged operation. */
  pagingItems?: string;
  /** The first 2xx status the spec lists for the operation. */
  successStatus: number;
  /** The rule of the success body. */
  response?: ParamRule;
}

/**
 * One JSON-RPC method as generated into src/generated/rpcMethods.ts: how it is called (`request`: its
 * client's own entry, so its params and rules are the client's) and what only the mock needs.
 */
export interface RpcMethodSpec {
  request: MethodEntry;
  /** Every endpoint (template) that serves the method, from the spec's servers. */
  servers: readonly string[];
  /** The servers that take a JSON array, from the spec's `x-batch: true`. */
  batchServers?: readonly string[];
  /** The names deployed nodes serve it under: its document's `x-deployed-names`. */
  deployedNames?: WireNameMap;
  /** The rule of the result (a sample answer where the data set has nothing better). */
  result?: ParamRule;
}

/** One JSON-RPC method as the server reads it (src/rpc/methods.ts, from its RpcMethodSpec). */
export interface RpcMethod {
  name: string;
  paramStructure: 'by-name' | 'by-position';
  servers: readonly string[];
  /** The servers (endpoint templates) that take a JSON array, from the spec's `x-batch: true`. */
  batchServers?: readonly string[];
  params: readonly { name: string; required: boolean; rule: ParamRule }[];
  rules: readonly CrossRule[];
  /** The rule of the result (a sample answer where the data set has nothing better). */
  result?: ParamRule;
  /** The chains that serve it (the spec's `x-served-on`), where some chain does not. */
  servedOn?: readonly string[];
  /** The names deployed nodes serve it under: its document's `x-deployed-names`. */
  deployedNames?: WireNameMap;
}
