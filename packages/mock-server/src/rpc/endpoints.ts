import type { DataSet } from '../data/data-set.js';
import { PRIMARY_NETWORK_ID } from '../data/data-set.js';
import type { EvmChain } from '../data/types.js';

/** A JSON-RPC endpoint of the node: which wire prefixes it serves (mapped to the spec's names) and its chain. */
export interface RpcEndpoint {
  /** wire prefix -> spec prefix ('avm.' -> 'xvm.', 'avax.' -> 'atomic.') */
  namespaces: Record<string, string>;
  chain?: EvmChain;
  blockchainId?: string;
}

/** The endpoint a node path names, or undefined for a path the node does not serve. */
export function resolveEndpoint(path: string, data: DataSet): RpcEndpoint | undefined {
  const net = data.networks.mainnet;
  if (path === '/ext/info') return { namespaces: { 'info.': 'info.' } };
  if (path === '/ext/admin') return { namespaces: { 'admin.': 'admin.' } };
  if (path === '/ext/health') return { namespaces: { 'health.': 'health.' } };
  const m = /^\/ext\/bc\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (!m) return undefined;
  const id = m[1] as string;
  const suffix = m[2];
  if (suffix === undefined) {
    if (id === 'X' || id === net.xChainId || id === data.networks.fuji.xChainId) {
      return { namespaces: { 'xvm.': 'xvm.', 'avm.': 'xvm.' }, blockchainId: net.xChainId };
    }
    if (id === 'P' || id === PRIMARY_NETWORK_ID)
      return { namespaces: { 'platform.': 'platform.' }, blockchainId: PRIMARY_NETWORK_ID };
    return undefined;
  }
  const chain = id === 'C' ? net.evmChains[0] : data.chainsByBlockchainId.get(id);
  if (!chain) return undefined;
  const base = { chain, blockchainId: chain.blockchainId };
  switch (suffix) {
    case 'rpc':
      return { ...base, namespaces: { eth_: 'eth_', net_: 'net_', web3_: 'web3_' } };
    case 'admin':
      return chain.isCChain ? { ...base, namespaces: { admin_: 'admin_' } } : undefined;
    case 'atomic':
    case 'avax':
      return chain.isCChain
        ? { ...base, namespaces: { 'atomic.': 'atomic.', 'avax.': 'atomic.' } }
        : undefined;
    case 'validators':
      return chain.isCChain ? undefined : { ...base, namespaces: { 'validators.': 'validators.' } };
    default:
      return undefined;
  }
}

/** Whether a node path is a websocket endpoint (/ext/bc/<id>/ws), and its chain. */
export function resolveWsChain(path: string, data: DataSet): EvmChain | undefined {
  const m = /^\/ext\/bc\/([^/]+)\/ws$/.exec(path);
  if (!m) return undefined;
  const id = m[1] as string;
  return id === 'C' ? data.networks.mainnet.evmChains[0] : data.chainsByBlockchainId.get(id);
}
