import { rpcMethods } from '../generated/rpc-methods.js';
import type { RpcMethod } from '../tables.js';
import { checkParams, checkValue, InputError, type ParamSchema } from '../validate.js';
import type { RpcContext, RpcHandler } from './context.js';
import type { RpcEndpoint } from './endpoints.js';
import { evmMethods } from './evm-methods.js';
import { nodeMethods } from './node-methods.js';
import { pchainMethods, xchainMethods } from './primary-chain-methods.js';
import { RpcError } from './rpc-error.js';
import { sampleOf } from './sample.js';

const handlers: Record<string, RpcHandler> = {
  ...nodeMethods,
  ...xchainMethods,
  ...pchainMethods,
  ...evmMethods,
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

type Id = string | number | null;
interface RpcAnswer {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

function failure(id: Id, code: number, message: string, data: unknown = null): RpcAnswer {
  return { jsonrpc: '2.0', id, error: { code, message, data } };
}

/** Checks params against the method's spec entry; throws RpcError -32602 naming the param. */
function validate(spec: RpcMethod, params: unknown): void {
  try {
    if (spec.paramStructure === 'by-name') {
      const obj = Array.isArray(params) && params.length <= 1 ? params[0] : params;
      if (obj !== undefined && obj !== null && (typeof obj !== 'object' || Array.isArray(obj))) {
        throw new InputError('params', 'params must be an object');
      }
      const schema: ParamSchema = Object.fromEntries(
        spec.params.map((p) => [p.name, { ...p.rule, required: p.required }]),
      );
      checkParams(obj as Record<string, unknown> | undefined, schema, spec.rules);
      return;
    }
    if (params !== undefined && params !== null && !Array.isArray(params)) {
      throw new InputError('params', 'params must be an array');
    }
    const list = (params ?? []) as unknown[];
    if (list.length > spec.params.length) {
      throw new InputError('params', `too many arguments, want at most ${spec.params.length}`);
    }
    spec.params.forEach((p, i) => {
      const value = list[i];
      if (value === undefined || value === null) {
        if (p.required) throw new InputError(p.name, `missing value for required argument ${i} (${p.name})`);
        return;
      }
      checkValue(p.name, value, p.rule);
    });
  } catch (error) {
    if (error instanceof InputError) throw new RpcError(-32602, `invalid params: ${error.message}`);
    throw error;
  }
}

function answerOne(item: unknown, endpoint: RpcEndpoint, ctx: RpcContext, methods: string[]): RpcAnswer {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return failure(null, -32600, 'invalid request');
  const req = item as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  const id: Id = typeof req.id === 'string' || typeof req.id === 'number' ? req.id : null;
  if (req.jsonrpc !== '2.0' || typeof req.method !== 'string') return failure(id, -32600, 'invalid request');
  const wire = req.method;
  methods.push(wire);
  const prefix = Object.keys(endpoint.namespaces).find((p) => wire.startsWith(p));
  const name =
    prefix === undefined ? undefined : `${endpoint.namespaces[prefix]}${wire.slice(prefix.length)}`;
  const handler = name === undefined ? undefined : handlers[name];
  const spec = name === undefined ? undefined : specs.get(name);
  if (name === undefined || (!handler && !spec)) {
    return failure(id, -32601, `the method ${wire} does not exist/is not available`);
  }
  try {
    if (spec) validate(spec, req.params);
    const result = handler ? handler(req.params, { ...ctx, chain: endpoint.chain }) : sampleOf(spec?.result);
    return { jsonrpc: '2.0', id, result };
  } catch (error) {
    if (error instanceof RpcError) return failure(id, error.code, error.message, error.data);
    return failure(id, -32603, 'internal error');
  }
}

/**
 * Answers a JSON-RPC POST body: a single request or a batch of at most `maxBatch` items.
 * Parse errors answer -32700, malformed requests -32600, unknown methods -32601, bad params -32602,
 * service errors -32000 (data null). Returns the answer and the wire method names seen.
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
    return { body: failure(null, -32700, 'parse error'), methods };
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return { body: failure(null, -32600, 'invalid request: empty batch'), methods };
    if (parsed.length > maxBatch) {
      for (const item of parsed) {
        if (typeof (item as { method?: unknown })?.method === 'string')
          methods.push((item as { method: string }).method);
      }
      return {
        body: failure(null, -32600, `batch of ${parsed.length} requests exceeds the limit of ${maxBatch}`),
        methods,
      };
    }
    return { body: parsed.map((item) => answerOne(item, endpoint, ctx, methods)), methods };
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
