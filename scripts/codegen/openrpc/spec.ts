/** The parts of an OpenRPC document the generator reads, and helpers to walk it. */
import { deref, type Json, loadSpec } from '../shared/spec.ts';

export { refName } from '../shared/spec.ts';
export type { Json };

export interface ContentDescriptor {
  name: string;
  description?: string;
  summary?: string;
  required?: boolean;
  schema: Json;
  /** Sent in its place when the caller leaves the (by-position) param out: a node insists on it. */
  'x-wire-default'?: unknown;
}

export interface RpcMethod {
  name: string;
  summary?: string;
  description?: string;
  paramStructure?: 'by-name' | 'by-position' | 'either';
  /** `url`: the endpoint path; `x-batch: true` when the endpoint accepts a JSON array (a batch). */
  servers?: { url: string; variables?: Record<string, { default?: string }>; 'x-batch'?: boolean }[];
  params: ContentDescriptor[];
  result?: ContentDescriptor;
  deprecated?: boolean;
  'x-deprecated-since'?: string;
  'x-deprecated-note'?: string;
  'x-safe-to-retry'?: boolean;
  'x-node-specific'?: boolean;
  'x-rules'?: unknown[];
  /** The chains that serve the method (an EVM spec: on every method; see eras.ts): `c-chain-pre-helicon`, `c-chain-helicon`, `subnet-evm`. */
  'x-served-on'?: string[];
  /** What else decides whether a node serves it (a node setting), shown after `x-served-on` in the docs. */
  'x-served-note'?: string;
  /** The upgrade that introduced the method (`helicon`). */
  'x-since'?: string;
  /** The upgrade since which nodes no longer serve the method (`helicon`). */
  'x-until'?: string;
  /** A paged `getUTXOs` (endIndex -> startIndex): its entry carries core's `iterateUtxos`. */
  'x-paged-utxos'?: boolean;
}

export interface RpcDocument {
  openrpc: string;
  info: { title: string; version: string; description?: string };
  methods: RpcMethod[];
  components?: { schemas?: Record<string, Json> };
  /** Endpoint of a namespace no method of the spec uses (`request` routes it there). */
  'x-default-endpoint'?: string;
  /** What `wireNames: 'deployed'` maps: `{ namespaces: { xvm: 'avm' }, paths: { '/ext/bc/C/atomic': '/ext/bc/C/avax' } }`. */
  'x-deployed-names'?: {
    namespaces?: Record<string, string>;
    paths?: Record<string, string>;
    objectParams?: string[];
  };
}

/** Reads an OpenRPC document (JSON). */
export function loadRpcDocument(file: string): RpcDocument {
  const doc = loadSpec<RpcDocument>(file);
  if (!Array.isArray(doc.methods)) throw new Error(`${file}: no methods`);
  return doc;
}

/** Follows local `$ref`s (`#/components/schemas/X`) until a schema without one (`{}` for none). */
export function resolveRef(doc: unknown, schema: Json | undefined): Json {
  return deref(doc, schema ?? {});
}

/** Splits a wire name at its first `.` or `_`. */
export function splitWireName(name: string): { namespace: string; key: string } {
  const i = name.search(/[._]/);
  if (i <= 0 || i === name.length - 1) throw new Error(`wire name ${name} has no namespace`);
  return { namespace: name.slice(0, i), key: name.slice(i + 1) };
}

/** `info.getTxFee` -> `InfoGetTxFee`, `eth_getBalance` -> `EthGetBalance`. */
export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The method's endpoint path template (its first server's url). */
export function endpointOf(method: RpcMethod): string {
  const url = method.servers?.[0]?.url;
  if (!url?.startsWith('/'))
    throw new Error(`${method.name}: servers[0].url must be an endpoint path such as /ext/info`);
  return url;
}

/** by-name unless the spec says by-position. */
export function byPosition(method: RpcMethod): boolean {
  return method.paramStructure === 'by-position';
}

/** The deprecation note of a method (`since v1.9.12`, or the spec's note), undefined when not deprecated. */
export function deprecation(method: RpcMethod): string | undefined {
  if (!method.deprecated) return undefined;
  const since = method['x-deprecated-since'];
  return since ? `since ${since}` : (method['x-deprecated-note'] ?? 'deprecated');
}

/** The endpoint templates that accept a batch (`x-batch: true` on the method's server); methods sharing an endpoint must agree. */
export function batchEndpoints(doc: RpcDocument): string[] {
  const flags = new Map<string, boolean>();
  for (const method of doc.methods) {
    const endpoint = endpointOf(method);
    const batch = method.servers?.[0]?.['x-batch'] === true;
    if (flags.has(endpoint) && flags.get(endpoint) !== batch)
      throw new Error(`${method.name}: x-batch differs from other methods at ${endpoint}`);
    flags.set(endpoint, batch);
  }
  return [...flags].filter(([, batch]) => batch).map(([endpoint]) => endpoint);
}
