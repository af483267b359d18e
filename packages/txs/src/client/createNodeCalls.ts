import type { CallOptions, IterateOptions, MethodEntry, RpcClientOptions, WireNameMap } from '@pkg/core';
import { createJsonRpcTransport } from '@pkg/core';
import { mapWireName } from '@pkg/core/wire';
import { createEvmClientFor } from '@pkg/evm';
import {
  atomic_getAtomicTx,
  atomic_getAtomicTxStatus,
  atomic_getUTXOs,
  atomic_issueTx,
  eth_baseFee,
  eth_blockNumber,
  eth_getBalance,
  eth_getBlockByNumber,
  eth_getTransactionCount,
  deployedNames as evmDeployedNames,
  web3_clientVersion,
} from '@pkg/evm/methods';
import { createNodeInfoClientFor } from '@pkg/node-info';
import {
  info_getBlockchainID,
  info_getNetworkID,
  deployedNames as nodeInfoDeployedNames,
} from '@pkg/node-info/methods';
import { createPChainClientFor } from '@pkg/pchain';
import {
  deployedNames as pChainDeployedNames,
  platform_getFeeConfig,
  platform_getFeeState,
  platform_getL1Validator,
  platform_getSubnet,
  platform_getTx,
  platform_getTxStatus,
  platform_getUTXOs,
  platform_issueTx,
} from '@pkg/pchain/methods';
import { createXChainClientFor } from '@pkg/xchain';
import {
  deployedNames as xChainDeployedNames,
  xvm_getAssetDescription,
  xvm_getTxFee,
  xvm_getTxStatus,
  xvm_getUTXOs,
  xvm_issueTx,
} from '@pkg/xchain/methods';
import type { ChainAlias, TxContext } from '../shared/context.js';

/**
 * Every method @pkg/txs calls, by the package whose client sends it: the entries each client is made of. A method
 * txs starts calling is added here (its entry imported where it is called, too); `call` refuses any other entry.
 */
export const TX_METHODS = {
  nodeInfo: { info_getBlockchainID, info_getNetworkID },
  xChain: { xvm_getAssetDescription, xvm_getTxFee, xvm_getTxStatus, xvm_getUTXOs, xvm_issueTx },
  pChain: {
    platform_getFeeConfig,
    platform_getFeeState,
    platform_getL1Validator,
    platform_getSubnet,
    platform_getTx,
    platform_getTxStatus,
    platform_getUTXOs,
    platform_issueTx,
  },
  evm: {
    atomic_getAtomicTx,
    atomic_getAtomicTxStatus,
    atomic_getUTXOs,
    atomic_issueTx,
    eth_baseFee,
    eth_blockNumber,
    eth_getBalance,
    eth_getBlockByNumber,
    eth_getTransactionCount,
    web3_clientVersion,
  },
} as const;

/** The params of a UTXO read, one page (paging fills in `startIndex`). */
export interface UtxoReadParams {
  addresses: [string, ...string[]];
  limit: number;
  encoding: 'hex';
  sourceChain?: string;
}

/** The node as the tx context calls it: the clients of @pkg/node-info, @pkg/xchain, @pkg/pchain and @pkg/evm. */
export interface NodeCalls {
  /** One call of an entry of {@link TX_METHODS}, by the client of its package (see `TxContext.call`). */
  call: TxContext['call'];
  /** The name an entry goes out under (see `TxContext.wireName`). */
  wireName: TxContext['wireName'];
  /**
   * The UTXOs of a chain's `getUTXOs` (`xvm.getUTXOs`, `platform.getUTXOs`, on C `atomic.getUTXOs`), page after
   * page, as its client's `iterate.getUTXOs` pages them (atomic pages, which repeat their first UTXO, once each).
   */
  getUTXOs(chain: ChainAlias, params: UtxoReadParams, options: IterateOptions): AsyncIterableIterator<string>;
}

/** A client's `request`, as `call` sends through it: by seed wire name, params as the wire has them. */
type Send = (method: string, params: unknown, options?: CallOptions) => Promise<unknown>;

/**
 * The clients @pkg/txs calls the node through, one per package, each made of its {@link TX_METHODS} entries and
 * the client's options, sharing one transport. Names go out as deployed nodes serve them (`wireNames: 'deployed'`: `avm.*` at `/ext/bc/X`,
 * `avax.*` at `/ext/bc/C/avax`): every node txs can spend on serves those (AvalancheGo, and the mock server, which
 * serves a node's names), so the seed's names would only cost a refused call per endpoint first.
 */
export function createNodeCalls(options: RpcClientOptions): NodeCalls {
  // one transport for the four clients: one concurrency limit, one batch per endpoint
  const transport = options.transport ?? createJsonRpcTransport(options);
  const given: RpcClientOptions = { ...options, wireNames: 'deployed', transport };
  const nodeInfo = createNodeInfoClientFor(TX_METHODS.nodeInfo, given);
  const xChain = createXChainClientFor(TX_METHODS.xChain, given);
  const pChain = createPChainClientFor(TX_METHODS.pChain, given);
  const evm = createEvmClientFor(TX_METHODS.evm, given);
  const routes = new Map<MethodEntry, { send: Send; names: WireNameMap }>();
  const route = (entries: Record<string, MethodEntry>, send: unknown, names: WireNameMap) => {
    for (const entry of Object.values(entries)) routes.set(entry, { send: send as Send, names });
  };
  route(TX_METHODS.nodeInfo, nodeInfo.request, nodeInfoDeployedNames);
  route(TX_METHODS.xChain, xChain.request, xChainDeployedNames);
  route(TX_METHODS.pChain, pChain.request, pChainDeployedNames);
  route(TX_METHODS.evm, evm.request, evmDeployedNames);
  const pagers = {
    X: (p: UtxoReadParams, o: IterateOptions) => xChain.iterate.getUTXOs(p, o),
    P: (p: UtxoReadParams, o: IterateOptions) => pChain.iterate.getUTXOs(p, o),
    C: ({ sourceChain, ...p }: UtxoReadParams, o: IterateOptions) => {
      // the C chain holds atomic UTXOs only: there is no read without the chain they came from
      if (sourceChain === undefined) throw new TypeError('a UTXO read on C needs its sourceChain');
      return evm.iterate.getUTXOs({ ...p, sourceChain }, o);
    },
  };
  return {
    async call(method, params, read) {
      const found = routes.get(method);
      if (!found) throw new TypeError(`${method.name} is not one of the methods @pkg/txs calls (TX_METHODS)`);
      return found.send(method.name, params, read?.signal ? { signal: read.signal } : undefined);
    },
    wireName: (method) => mapWireName(routes.get(method)?.names ?? {}, method.name, method.endpoint).name,
    getUTXOs: (chain, params, iterate) => pagers[chain](params, iterate),
  };
}
