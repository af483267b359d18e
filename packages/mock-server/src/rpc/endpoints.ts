import type { DataSet } from '../data/data-set.js';
import { PRIMARY_NETWORK_ID } from '../data/data-set.js';
import type { EvmChain } from '../data/types.js';
import { cChainOf, type NodeEra } from '../era.js';
import { rpcMethods } from './methods.js';

/**
 * A JSON-RPC endpoint of the node: which wire prefixes it serves (mapped to the spec's names), its chain,
 * and which server answers it on a real AvalancheGo node: the EVM's (go-ethereum's rpc package, on the
 * `/rpc` endpoints: batches accepted, `the method X does not exist/is not available`) or the node's own
 * (gorilla/rpc json2 everywhere else: a JSON array refused with one -32700 object, unknown names
 * answered -32000 `rpc: can't find service "ns.Method"`).
 */
export interface RpcEndpoint {
  /** wire prefix -> spec prefix ('avm.' -> 'xvm.', 'avax.' -> 'atomic.', 'admin.' -> 'admin_') */
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
/** The `admin` eth-apis value's methods: served on the chain's `/rpc`, not by its admin API at `/admin`. */
const RPC_ADMIN = new Set(['admin_exportChain', 'admin_importChain']);
/** The chain's admin API (`/admin`): every spec `admin_` method but the two `/rpc` ones. */
const ADMIN_API = new Set(
  rpcMethods.filter((m) => m.name.startsWith('admin_') && !RPC_ADMIN.has(m.name)).map((m) => m.name),
);

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
    const ns = `${path.slice('/ext/'.length)}.`;
    return { server: 'node', template: path, namespaces: { [ns]: ns } };
  }
  const indexed = /^\/ext\/index\/(\w+\/\w+)$/.exec(path)?.[1];
  if (indexed !== undefined) {
    return INDEXES.has(indexed)
      ? { server: 'node', template: '/ext/index/{index}', namespaces: { 'index.': 'index.' }, index: indexed }
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
      return {
        server: 'node',
        template: '/ext/bc/{blockchainId}',
        namespaces: { 'avm.': 'xvm.' },
        blockchainId: xChainId,
      };
    }
    // the X chain's wallet service: wallet.* (the same name in every wireNames mode)
    if (suffix === 'wallet') {
      return {
        server: 'node',
        template: '/ext/bc/{blockchainId}/wallet',
        namespaces: { 'wallet.': 'wallet.' },
        blockchainId: xChainId,
      };
    }
    return undefined;
  }
  if (suffix === undefined) {
    return {
      server: 'node',
      template: '/ext/bc/P',
      namespaces: { 'platform.': 'platform.' },
      blockchainId: PRIMARY_NETWORK_ID,
    };
  }
  // the ProposerVM API of the P chain (the X chain has none: a 404)
  if (suffix === 'proposervm') {
    return {
      server: 'node',
      template: '/ext/bc/P/proposervm',
      namespaces: { 'proposervm.': 'proposervm.' },
      blockchainId: PRIMARY_NETWORK_ID,
    };
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
        namespaces: {
          eth_: 'eth_',
          net_: 'net_',
          web3_: 'web3_',
          debug_: 'debug_',
          warp_: 'warp_',
          rpc_: 'rpc_',
          txpool_: 'txpool_',
          personal_: 'personal_',
          admin_: 'admin_',
        },
        absent: new Set([...absent, ...ADMIN_API]),
        ...(sae ? { refusesAcceptedTag: true } : {}),
      };
    // the C chain's admin API (gone under Helicon: a 404), and a Subnet-EVM chain's when its chain config has
    // `admin-api-enabled` (the mock's chains all have it): gorilla json2, admin.<name> with object params
    case 'admin':
      return sae
        ? undefined
        : { ...base, server: 'node', namespaces: { 'admin.': 'admin_' }, absent: RPC_ADMIN };
    // under Helicon without avax.version: -32000 `rpc: can't find method "avax.Version"`
    case 'avax':
      return chain.isCChain
        ? { ...base, server: 'node', template: '/ext/bc/C/avax', namespaces: { 'avax.': 'atomic.' }, absent }
        : undefined;
    // the ProposerVM API of the C chain and of every Subnet-EVM chain
    case 'proposervm':
      return { ...base, server: 'node', namespaces: { 'proposervm.': 'proposervm.' } };
    case 'validators':
      return chain.isCChain
        ? undefined
        : { ...base, server: 'node', namespaces: { 'validators.': 'validators.' } };
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
