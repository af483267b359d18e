import { checkParams, checkValue, type ParamSchema, ValidationError } from '@pkg/core';
import { nodeRefusal } from '@pkg/core/wire';
import type { RpcMethod } from '../tables.js';
import type { RpcContext, RpcHandler } from './context.js';
import { debugMethods } from './debugMethods.js';
import { acceptsBatch, type RpcEndpoint } from './endpoints.js';
import { evmMethods } from './evmMethods.js';
import { evmMoreMethods } from './evmMoreMethods.js';
import { goArgumentError } from './goArgumentError.js';
import { indexMethods, proposervmMethods } from './indexMethods.js';
import { rpcMethods } from './methods.js';
import { nodeMethods } from './nodeMethods.js';
import { platformMethods } from './platformMethods.js';
import { pchainMethods, xchainMethods } from './primaryChainMethods.js';
import { invalidParams, NODE_UNMARSHAL, RpcError } from './rpcError.js';
import { sampleOf } from './sample.js';
import { walletMethods } from './walletMethods.js';

const handlers: Record<string, RpcHandler> = {
  ...nodeMethods,
  ...xchainMethods,
  ...pchainMethods,
  ...platformMethods,
  ...evmMethods,
  ...debugMethods,
  ...evmMoreMethods,
  ...walletMethods,
  ...indexMethods,
  ...proposervmMethods,
};
const specs = new Map<string, RpcMethod>(rpcMethods.map((m) => [m.name, m]));

/**
 * Every JSON-RPC method the mock server answers (spec methods and the data set's extras), by spec name.
 * @example
 * import { servedRpcMethods } from '@pkg/mock-server';
 * servedRpcMethods().includes('eth_feeConfig'); // true
 */
export function servedRpcMethods(): string[] {
  return [...new Set([...Object.keys(handlers), ...specs.keys()])].sort();
}

type Id = unknown;
type RpcAnswer = Record<string, unknown>;

/**
 * The data a gorilla json2 server (the node's info, admin, health, X, P, C avax/admin endpoints) puts in a
 * -32700 or -32600 error: the request as it decoded it, with Go's zero values for what it could not read.
 */
function goRequestEcho(req: { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown }) {
  return {
    jsonrpc: typeof req.jsonrpc === 'string' ? req.jsonrpc : '',
    method: typeof req.method === 'string' ? req.method : '',
    params: req.params ?? null,
    id: req.id ?? null,
  };
}

/** An answer in the field order and error shape of the server behind the endpoint. */
function success(endpoint: RpcEndpoint, id: Id, result: unknown): RpcAnswer {
  return endpoint.server === 'evm' ? { jsonrpc: '2.0', id, result } : { jsonrpc: '2.0', result, id };
}

function failure(endpoint: RpcEndpoint, id: Id, code: number, message: string, data?: unknown): RpcAnswer {
  if (endpoint.server === 'evm') {
    // go-ethereum's rpc: no `data` unless the error carries some.
    const error = data === undefined || data === null ? { code, message } : { code, message, data };
    return { jsonrpc: '2.0', id, error };
  }
  // gorilla json2: `data` always present (null unless the error carries some); `id` last.
  return { jsonrpc: '2.0', error: { code, message, data: data ?? null }, id };
}

/** A node's refusal of a wire name (@pkg/core/wire's nodeRefusal: specs/wire.yaml), as the endpoint's server answers it. */
function refused(endpoint: RpcEndpoint, id: Id, refusal: { code: number; message: string }): RpcAnswer {
  return failure(endpoint, id, refusal.code, refusal.message);
}

/** What Go's encoding/json calls a JSON value's type, in `json: cannot unmarshal X into Go value`. */
function goTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/**
 * The answer a gorilla json2 endpoint of AvalancheGo v1.14.0 sends for a body that is not one request
 * object, byte for byte (HTTP 200): a JSON array (a batch) is the common case.
 */
export function nodeUnmarshalError(value: unknown): RpcAnswer {
  return {
    jsonrpc: '2.0',
    error: {
      code: -32700,
      message: `json: cannot unmarshal ${goTypeOf(value)} into Go value of type json2.serverRequest`,
      data: goRequestEcho({}),
    },
    id: null,
  };
}

/** Go's method name as gorilla/rpc looks it up: `avm.getHeight` -> `avm.GetHeight`. */
function goMethodName(wire: string): string {
  const dot = wire.indexOf('.');
  return `${wire.slice(0, dot + 1)}${wire.charAt(dot + 1).toUpperCase()}${wire.slice(dot + 2)}`;
}

/** How the node reads a null param: as an absent value (Go's encoding/json). */
const AS_THE_NODE = { nullIsAbsent: true } as const;

/**
 * Checks params against the method's spec entry with @pkg/core's checkers; throws RpcError -32602 naming
 * the param (go-ethereum's own texts for the argument count and shape, and on an EVM `/rpc` endpoint
 * (`goEthereum`) for an argument that does not decode: `invalid argument 0: ...`).
 */
function validate(spec: RpcMethod, params: unknown, goEthereum: boolean): void {
  try {
    if (spec.paramStructure === 'by-name') {
      const obj = Array.isArray(params) && params.length <= 1 ? params[0] : params;
      if (obj !== undefined && obj !== null && (typeof obj !== 'object' || Array.isArray(obj))) {
        throw invalidParams('params must be an object');
      }
      const schema: ParamSchema = Object.fromEntries(
        spec.params.map((p) => [p.name, { ...p.rule, required: p.required }]),
      );
      checkParams(obj as Record<string, unknown> | undefined, schema, spec.rules, AS_THE_NODE);
      return;
    }
    if (params !== undefined && params !== null && !Array.isArray(params)) {
      throw new RpcError(-32602, 'non-array args');
    }
    const list = (params ?? []) as unknown[];
    if (list.length > spec.params.length) {
      throw new RpcError(-32602, `too many arguments, want at most ${spec.params.length}`);
    }
    spec.params.forEach((p, i) => {
      const value = list[i];
      if (value === undefined || value === null) {
        if (p.required) throw new RpcError(-32602, `missing value for required argument ${i}`);
        return;
      }
      try {
        checkValue(p.name, value, p.rule, AS_THE_NODE);
      } catch (error) {
        if (!goEthereum || !ValidationError.isInstance(error)) throw error;
        throw new RpcError(-32602, goArgumentError(i, value, p.rule, error.shortMessage));
      }
    });
  } catch (error) {
    if (!ValidationError.isInstance(error)) throw error;
    const wrong = invalidParams(error.shortMessage);
    throw JSON_TYPES.has(error.rule) ? Object.assign(wrong, { wrongJsonType: true }) : wrong;
  }
}

/**
 * The params a spec method's handler and check see. The node's own endpoints take one object; where the
 * spec writes a method by position (the seed's C-chain `admin_*`, `atomic.*`: `[{...}]`), an object sent
 * to the node's endpoint stands for that one argument, as AvalancheGo accepts both forms.
 */
function paramsFor(endpoint: RpcEndpoint, spec: RpcMethod | undefined, params: unknown): unknown {
  if (
    endpoint.server !== 'node' ||
    spec?.paramStructure !== 'by-position' ||
    typeof params !== 'object' ||
    params === null ||
    Array.isArray(params)
  ) {
    return params;
  }
  return spec.params.length === 0 ? [] : [params];
}

function answerOne(
  item: unknown,
  endpoint: RpcEndpoint,
  ctx: RpcContext,
  methods: string[],
): RpcAnswer | undefined {
  if (endpoint.server === 'node') return answerNode(item, endpoint, ctx, methods);
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return failure(endpoint, null, -32600, 'invalid request');
  const req = item as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  const id: Id = typeof req.id === 'string' || typeof req.id === 'number' ? req.id : null;
  if (req.jsonrpc !== '2.0' || typeof req.method !== 'string')
    return failure(endpoint, id, -32600, 'invalid request');
  const wire = req.method;
  methods.push(wire);
  const prefix = Object.keys(endpoint.namespaces).find((p) => wire.startsWith(p));
  const name =
    prefix === undefined ? undefined : `${endpoint.namespaces[prefix]}${wire.slice(prefix.length)}`;
  const handler = name === undefined ? undefined : handlers[name];
  const spec = name === undefined ? undefined : specs.get(name);
  if (name === undefined || (!handler && !spec) || endpoint.absent?.has(name)) {
    return refused(endpoint, id, nodeRefusal('go-ethereum', 'unknownMethod', wire));
  }
  const accepted = endpoint.refusesAcceptedTag ? acceptedTagAt(req.params) : -1;
  if (accepted >= 0)
    return failure(endpoint, id, -32602, `invalid argument ${accepted}: hex string without 0x prefix`);
  return run(endpoint, id, name, handler, spec, req.params, ctx);
}

/**
 * The position of a block argument given as the `accepted` tag (itself or an EIP-1898 `{ blockNumber }`), or -1:
 * the C chain under Helicon (SAE) reads block numbers with go-ethereum's rules, which know no such tag.
 */
function acceptedTagAt(params: unknown): number {
  if (!Array.isArray(params)) return -1;
  return params.findIndex(
    (p) =>
      p === 'accepted' ||
      (typeof p === 'object' && p !== null && (p as { blockNumber?: unknown }).blockNumber === 'accepted'),
  );
}

/** One request to a gorilla json2 endpoint of the node (everything but the EVM `/rpc` endpoints). */
function answerNode(
  item: unknown,
  endpoint: RpcEndpoint,
  ctx: RpcContext,
  methods: string[],
): RpcAnswer | undefined {
  if (typeof item !== 'object' || Array.isArray(item)) return nodeUnmarshalError(item);
  const req = (item ?? {}) as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  const id: Id = req.id ?? null;
  if (typeof req.method === 'string') methods.push(req.method);
  // A request without an id is a notification: gorilla answers it with an empty body.
  if (req.id === undefined || req.id === null) return undefined;
  if (req.jsonrpc !== '2.0') return failure(endpoint, id, -32600, 'jsonrpc must be 2.0', goRequestEcho(req));
  const wire = typeof req.method === 'string' ? req.method : '';
  if (wire.split('.').length !== 2) {
    return refused(endpoint, id, nodeRefusal('gorilla-json2', 'illFormed', wire));
  }
  const prefix = Object.keys(endpoint.namespaces).find((p) => wire.startsWith(p));
  if (prefix === undefined) {
    return refused(endpoint, id, nodeRefusal('gorilla-json2', 'unknownService', goMethodName(wire)));
  }
  const name = `${endpoint.namespaces[prefix]}${wire.slice(prefix.length)}`;
  const handler = handlers[name];
  const spec = specs.get(name);
  if ((!handler && !spec) || endpoint.absent?.has(name)) {
    return refused(endpoint, id, nodeRefusal('gorilla-json2', 'unknownMethod', goMethodName(wire)));
  }
  return run(endpoint, id, name, handler, spec, paramsFor(endpoint, spec, req.params), ctx);
}

/** The rules (core's ValidationError `rule`) a value of the wrong JSON type breaks: Go cannot decode it. */
const JSON_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);

/** Methods whose `limit` the node caps at 1024 instead of refusing a larger one (the seed's rule). */
const CAPPED_LIMIT = new Set(['xvm.getUTXOs', 'atomic.getUTXOs']);
const MAX_UTXOS = 1024;

function capLimit(name: string, params: unknown): unknown {
  if (!CAPPED_LIMIT.has(name)) return params;
  const cap = (p: unknown) => {
    const o = p as { limit?: unknown } | null;
    return o && typeof o === 'object' && typeof o.limit === 'number' && o.limit > MAX_UTXOS
      ? { ...o, limit: MAX_UTXOS }
      : p;
  };
  return Array.isArray(params) ? params.map(cap) : cap(params);
}

function run(
  endpoint: RpcEndpoint,
  id: Id,
  name: string,
  handler: RpcHandler | undefined,
  spec: RpcMethod | undefined,
  params: unknown,
  ctx: RpcContext,
): RpcAnswer {
  try {
    const args = endpoint.server === 'node' ? capLimit(name, params) : params;
    if (spec) validate(spec, args, endpoint.server !== 'node');
    const result = handler
      ? handler(args, {
          ...ctx,
          chain: endpoint.chain,
          blockchainId: endpoint.blockchainId,
          index: endpoint.index,
        })
      : sampleOf(spec?.result);
    return success(endpoint, id, result);
  } catch (error) {
    if (error instanceof RpcError) {
      if (endpoint.server === 'node' && error.code === -32602) {
        // The node's own endpoints answer bad params with -32000: a param of the wrong JSON type with
        // the node's own text, a param outside the seed's constraints with ours (naming it).
        const message = 'wrongJsonType' in error ? NODE_UNMARSHAL : error.message;
        return failure(endpoint, id, -32000, message, error.data);
      }
      return failure(endpoint, id, error.code, error.message, error.data);
    }
    return failure(endpoint, id, -32603, 'internal error');
  }
}

/** The answer of a gorilla json2 endpoint to a body that is not JSON. */
function nodeParseError(rawBody: string): RpcAnswer {
  let message = 'unexpected EOF';
  try {
    JSON.parse(rawBody);
  } catch (error) {
    if (!/end of (JSON )?input|Unexpected end/i.test((error as Error).message)) {
      message = 'invalid character in JSON input';
    }
  }
  return {
    jsonrpc: '2.0',
    error: { code: -32700, message, data: goRequestEcho({}) },
    id: null,
  };
}

/**
 * Answers a JSON-RPC POST body as the node's endpoint would. The EVM `/rpc` endpoints (go-ethereum's rpc)
 * take a single request or a batch of at most `maxBatch` items; parse errors answer -32700, malformed
 * requests -32600, unknown methods -32601, bad params -32602, service errors -32000. Every other endpoint
 * (gorilla json2) answers a JSON array with ONE -32700 object (`json: cannot unmarshal array into Go value
 * of type json2.serverRequest`), an unknown name or a name without one dot refused as specs/wire.yaml's
 * `gorilla-json2` writes it, any other error -32000, and a
 * request without an id with an empty body (`body` undefined). Returns the answer and the wire method
 * names seen.
 */
export function handleRpc(
  rawBody: string,
  endpoint: RpcEndpoint,
  ctx: RpcContext,
  maxBatch: number,
): { body: unknown; methods: string[] } {
  const methods: string[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return {
      body:
        endpoint.server === 'evm' ? failure(endpoint, null, -32700, 'parse error') : nodeParseError(rawBody),
      methods,
    };
  }
  if (Array.isArray(parsed)) {
    for (const item of parsed) {
      if (typeof (item as { method?: unknown })?.method === 'string')
        methods.push((item as { method: string }).method);
    }
    if (!acceptsBatch(endpoint)) return { body: nodeUnmarshalError(parsed), methods };
    if (parsed.length === 0) return { body: failure(endpoint, null, -32600, 'empty batch'), methods };
    if (parsed.length > maxBatch) {
      return {
        body: failure(
          endpoint,
          null,
          -32600,
          `batch of ${parsed.length} requests exceeds the limit of ${maxBatch}`,
        ),
        methods,
      };
    }
    methods.length = 0;
    return {
      body: parsed.map((item) => answerOne(item, endpoint, ctx, methods) ?? null),
      methods,
    };
  }
  return { body: answerOne(parsed, endpoint, ctx, methods), methods };
}

/** The wire method names of a JSON-RPC body, without answering it (for per-method faults). */
export function methodsOf(rawBody: string): string[] {
  try {
    const parsed: unknown = JSON.parse(rawBody);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list
      .map((i) => (i as { method?: unknown })?.method)
      .filter((m): m is string => typeof m === 'string');
  } catch {
    return [];
  }
}
