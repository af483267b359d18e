import { splitWireName } from '@pkg/core';
import { mapWireName } from '@pkg/core/wire';
import type { DataSet } from '../data/dataSet.js';
import { PRIMARY_NETWORK_ID } from '../data/dataSet.js';
import type { EvmChain } from '../data/types.js';
import { cChainOf, type NodeEra } from '../era.js';
import { rpcMethods } from './methods.js';

/**
 * A JSON-RPC endpoint of the node: which wire prefixes it serves (mapped to the spec's names), its chain,
 * and which server answers it on a real AvalancheGo node: the EVM's (go-ethereum's rpc package, on the
 * `/rpc` endpoints: batches accepted, unknown names refused as specs/wire.yaml's `go-ethereum`) or the node's
 * own (gorilla/rpc json2 everywhere else: a JSON array refused with one -32700 object, unknown names refused
 * as specs/wire.yaml's `gorilla-json2`).
 */
export interface RpcEndpoint {
  /** Wire prefix -> spec prefix: the deployed names the specs declare (`x-deployed-names`), see {@link wireAt}. */
  namespaces: Record<string, string>;
  /** 'evm': an EVM `/rpc` endpoint (go-ethereum's rpc); 'node': the node's gorilla json2 endpoints. */
  server: 'evm' | 'node';
  /** The endpoint as the specs' `servers` write it (`/ext/bc/{blockchainId}/rpc`). */
  template: string;
  /** Spec methods the endpoint's VM does not serve (Subnet-EVM-only methods on the C chain). */
  absent?: ReadonlySet<string>;
  /** The C chain's `/rpc` under Helicon (SAE): the `accepted` block tag is refused (-32602). */
  refusesAcceptedTag?: boolean;
  chain?: EvmChain;
  blockchainId?: string;
  /** The Index API's index of an `/ext/index/<chain>/<kind>` endpoint (`C/block`). */
  index?: string;
}

/** The indexes AvalancheGo v1.14.0 serves with --index-enabled=true (the primary network's chains). */
const INDEXES = new Set(['P/block', 'C/block', 'X/block', 'X/tx', 'X/vtx']);

/**
 * The spec methods a kind of chain does not serve (`x-served-on`, the entries' `servedOn`): on the C chain of an
 * era, Subnet-EVM's own methods, and under Helicon every method it removed; on a Subnet-EVM chain, coreth's extras.
 */
function notServedOn(chain: string): Set<string> {
  return new Set(rpcMethods.filter((m) => m.servedOn && !m.servedOn.includes(chain)).map((m) => m.name));
}
const NOT_SERVED: Record<string, Set<string>> = Object.fromEntries(
  ['c-chain-helicon', 'c-chain-pre-helicon', 'subnet-evm'].map((chain) => [chain, notServedOn(chain)]),
);
/** What a node serves at one endpoint template, under the deployed names the specs declare. */
interface EndpointWire {
  /** Wire prefix -> spec prefix. */
  readonly namespaces: Record<string, string>;
  /** Spec methods of those prefixes that another endpoint serves (`admin_exportChain` at `/rpc`, not `/admin`). */
  readonly elsewhere: ReadonlySet<string>;
}

/**
 * Every endpoint template the specs' methods are served at, each method under its document's deployed names
 * (`x-deployed-names`, applied by @pkg/core/wire's mapWireName): `xvm.*` as `avm.*`, `atomic.*` as `avax.*` at
 * `/ext/bc/C/avax`, the chain admin API's `admin_<name>` as `admin.<name>`.
 */
function wireTable(): Map<string, EndpointWire> {
  const prefixOf = (name: string) => splitWireName(name).slice(0, 2).join('');
  const served = new Map<string, { namespaces: Record<string, string>; names: Set<string> }>();
  for (const method of rpcMethods)
    for (const server of method.servers) {
      const wire = mapWireName(method.deployedNames ?? {}, method.name, server);
      const at = served.get(wire.template) ?? { namespaces: {}, names: new Set<string>() };
      served.set(wire.template, at);
      at.namespaces[prefixOf(wire.name)] = prefixOf(method.name);
      at.names.add(method.name);
    }
  const table = new Map<string, EndpointWire>();
  for (const [template, { namespaces, names }] of served) {
    const prefixes = new Set(Object.values(namespaces));
    const elsewhere = rpcMethods
      .map((m) => m.name)
      .filter((name) => prefixes.has(prefixOf(name)) && !names.has(name));
    table.set(template, { namespaces, elsewhere: new Set(elsewhere) });
  }
  return table;
}
const WIRE = wireTable();

type WireAt = { template: string; namespaces: Record<string, string>; absent?: ReadonlySet<string> };
/** wireAt's answers, by template and `absent` set (both come from fixed tables: a few dozen in all). */
const WIRE_AT = new Map<string, Map<ReadonlySet<string> | undefined, WireAt>>();

/** The wire prefixes an endpoint template serves, and the methods it does not serve besides `absent` (made once). */
function wireAt(template: string, absent?: ReadonlySet<string>): WireAt {
  const byAbsent = WIRE_AT.get(template) ?? new Map<ReadonlySet<string> | undefined, WireAt>();
  WIRE_AT.set(template, byAbsent);
  let found = byAbsent.get(absent);
  if (!found) {
    const { namespaces, elsewhere } = WIRE.get(template) ?? { namespaces: {}, elsewhere: new Set<string>() };
    const missing = new Set([...(absent ?? []), ...elsewhere]);
    found = { template, namespaces, ...(missing.size > 0 ? { absent: missing } : {}) };
    byAbsent.set(absent, found);
  }
  return found;
}

/**
 * The endpoint a node path names, or undefined for a path the node does not serve (a 404). As on a real
 * AvalancheGo v1.14.0 node, the X chain serves `avm.*` (not the seed's `xvm.*`), the C chain's atomic API
 * is `avax.*` at `/ext/bc/C/avax` (`/ext/bc/C/atomic` is a 404), and the C chain's admin API serves
 * `admin.<name>` with object params (not the seed's `admin_<name>`), as a Subnet-EVM chain's does at
 * `/ext/bc/<id>/admin`. Under Helicon (`era`, default `'helicon'`) the C chain serves what the specs mark
 * `c-chain-helicon` and has no admin API (a 404).
 */
export function resolveEndpoint(
  path: string,
  data: DataSet,
  era: NodeEra = 'helicon',
): RpcEndpoint | undefined {
  if (path === '/ext/info' || path === '/ext/admin' || path === '/ext/health') {
    return { server: 'node', ...wireAt(path) };
  }
  const indexed = /^\/ext\/index\/(\w+\/\w+)$/.exec(path)?.[1];
  if (indexed !== undefined) {
    return INDEXES.has(indexed)
      ? { server: 'node', ...wireAt('/ext/index/{index}'), index: indexed }
      : undefined;
  }
  const m = /^\/ext\/bc\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (!m) return undefined;
  const id = m[1] as string;
  const suffix = m[2];
  const net = data.networks.mainnet;
  const isX = id === 'X' || id === net.xChainId || id === data.networks.fuji.xChainId;
  const isP = id === 'P' || id === PRIMARY_NETWORK_ID;
  if (isX || isP) return primaryChainEndpoint(isX ? 'X' : 'P', suffix, net.xChainId);
  const chain = id === 'C' ? net.evmChains[0] : data.chainsByBlockchainId.get(id);
  return chain && suffix !== undefined ? evmChainEndpoint(chain, suffix, era) : undefined;
}

/** The endpoints of the X chain (`/ext/bc/X`, its wallet service) and the P chain (`/ext/bc/P`, its ProposerVM API). */
function primaryChainEndpoint(
  chain: 'X' | 'P',
  suffix: string | undefined,
  xChainId: string,
): RpcEndpoint | undefined {
  if (chain === 'X') {
    if (suffix === undefined) {
      return { server: 'node', ...wireAt('/ext/bc/{blockchainId}'), blockchainId: xChainId };
    }
    // the X chain's wallet service: wallet.* (the same name in every wireNames mode)
    if (suffix === 'wallet') {
      return { server: 'node', ...wireAt('/ext/bc/{blockchainId}/wallet'), blockchainId: xChainId };
    }
    return undefined;
  }
  if (suffix === undefined) {
    return { server: 'node', ...wireAt('/ext/bc/P'), blockchainId: PRIMARY_NETWORK_ID };
  }
  // the ProposerVM API of the P chain (the X chain has none: a 404)
  if (suffix === 'proposervm') {
    return { server: 'node', ...wireAt('/ext/bc/P/proposervm'), blockchainId: PRIMARY_NETWORK_ID };
  }
  return undefined;
}

/** The endpoints of an EVM chain: `/rpc` (go-ethereum's rpc), and its admin, avax, proposervm and validators APIs. */
function evmChainEndpoint(chain: EvmChain, suffix: string, era: NodeEra): RpcEndpoint | undefined {
  const base = { chain, blockchainId: chain.blockchainId, template: `/ext/bc/{blockchainId}/${suffix}` };
  const absent = NOT_SERVED[chain.isCChain ? cChainOf(era) : 'subnet-evm']!;
  const sae = chain.isCChain && era === 'helicon';
  switch (suffix) {
    case 'rpc':
      return {
        ...base,
        server: 'evm',
        ...wireAt(base.template, absent),
        ...(sae ? { refusesAcceptedTag: true } : {}),
      };
    // the C chain's admin API (gone under Helicon: a 404), and a Subnet-EVM chain's when its chain config has
    // `admin-api-enabled` (the mock's chains all have it): gorilla json2, admin.<name> with object params
    case 'admin':
      return sae ? undefined : { ...base, server: 'node', ...wireAt(base.template) };
    // under Helicon without avax.version: gorilla's `can't find method "avax.Version"`
    case 'avax':
      return chain.isCChain ? { ...base, server: 'node', ...wireAt('/ext/bc/C/avax', absent) } : undefined;
    // the ProposerVM API of the C chain and of every Subnet-EVM chain
    case 'proposervm':
      return { ...base, server: 'node', ...wireAt(base.template) };
    case 'validators':
      return chain.isCChain ? undefined : { ...base, server: 'node', ...wireAt(base.template) };
    default:
      return undefined;
  }
}

/** The endpoint templates the specs mark `x-batch: true` (a node's EVM `/rpc`). */
const BATCH_TEMPLATES = new Set(rpcMethods.flatMap((m) => m.batchServers ?? []));

/**
 * Whether an endpoint accepts a JSON array (a batch), as the specs declare it (`x-batch: true` on the
 * method's server entry): on a real AvalancheGo node only the EVM `/rpc` endpoints do.
 */
export function acceptsBatch(endpoint: RpcEndpoint): boolean {
  return BATCH_TEMPLATES.has(endpoint.template);
}

/** Whether a node path is a websocket endpoint (/ext/bc/<id>/ws), and its chain. */
export function resolveWsChain(path: string, data: DataSet): EvmChain | undefined {
  const m = /^\/ext\/bc\/([^/]+)\/ws$/.exec(path);
  if (!m) return undefined;
  const id = m[1] as string;
  return id === 'C' ? data.networks.mainnet.evmChains[0] : data.chainsByBlockchainId.get(id);
}

/**
 * The 415 text the node answers a POST whose content type its server does not take, or undefined when it
 * takes it. go-ethereum (the `/rpc` endpoints) takes application/json, application/json-rpc and
 * application/jsonrequest; gorilla/rpc (every other endpoint) application/json only (any case, any params).
 * A missing header is refused by both.
 */
export function contentTypeRefusal(endpoint: RpcEndpoint, header: string | undefined): string | undefined {
  const type = (header ?? '').split(';')[0]?.trim() ?? '';
  if (endpoint.server === 'evm') {
    return ['application/json', 'application/json-rpc', 'application/jsonrequest'].includes(
      type.toLowerCase(),
    )
      ? undefined
      : 'invalid content type, only application/json is supported';
  }
  return type.toLowerCase() === 'application/json' ? undefined : `rpc: unrecognized Content-Type: ${type}`;
}

/** The answer to a request other than POST: go-ethereum answers 200 with no body, gorilla/rpc a 405. */
export function nonPostAnswer(endpoint: RpcEndpoint, method: string): { status: number; body: string } {
  return endpoint.server === 'evm'
    ? { status: 200, body: '' }
    : { status: 405, body: `rpc: POST method required, received ${method}` };
}
