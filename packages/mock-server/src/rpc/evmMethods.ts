import { createHash } from 'node:crypto';
import { nodeRefusal } from '@pkg/core/wire';
import { idOf } from '../data/random.js';
import type { EvmBlock, EvmChain } from '../data/types.js';
import { eraFacts } from '../era.js';
import { named, positional, type RpcContext, type RpcHandler } from './context.js';
import { ethBlock, ethLog, ethReceipt, ethTransaction, quantity } from './evmFormat.js';
import { startProfiler, stopProfiler } from './nodeMethods.js';
import { pageUtxos } from './pageUtxos.js';
import { rawTransactionError } from './rawTransactionError.js';
import { invalidParams, parseChainAddress, RpcError, serviceError } from './rpcError.js';

const MAX_LOG_RANGE = 2048;

function chainOf(ctx: RpcContext): EvmChain {
  if (!ctx.chain) throw serviceError('no EVM chain at this endpoint');
  return ctx.chain;
}

/** Subnet-EVM-only methods: the C chain (coreth) has no such method. */
function subnetOnly(ctx: RpcContext, method: string): EvmChain {
  const chain = chainOf(ctx);
  if (chain.isCChain) {
    const { code, message } = nodeRefusal('go-ethereum', 'unknownMethod', method);
    throw new RpcError(code, message);
  }
  return chain;
}

/** A block number past the last accepted block: the node refuses to read it. */
function pastTip(chain: EvmChain, ref: unknown): boolean {
  if (typeof ref === 'object' && ref !== null && 'blockNumber' in ref) return pastTip(chain, ref.blockNumber);
  if (typeof ref !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(ref)) return false;
  return BigInt(ref) > BigInt(chain.blocks.at(-1)?.blockNumber ?? 0);
}

/** -32000 `cannot query unfinalized data`: what coreth answers for a block past its last accepted one. */
function unfinalized(): RpcError {
  return serviceError('cannot query unfinalized data');
}

/** The block a tag, hex number or hash names; undefined when the data set has no such block. */
export function resolveBlock(chain: EvmChain, ref: unknown): EvmBlock | undefined {
  const latest = chain.blocks.at(-1) as EvmBlock;
  if (
    ref === undefined ||
    ref === null ||
    ref === 'latest' ||
    ref === 'pending' ||
    ref === 'safe' ||
    ref === 'finalized' ||
    ref === 'accepted'
  ) {
    return latest;
  }
  if (ref === 'earliest') return chain.blocks[0];
  // EIP-1898: { blockHash, requireCanonical? } or { blockNumber }
  if (typeof ref === 'object' && !Array.isArray(ref)) {
    const { blockHash, blockNumber } = ref as { blockHash?: unknown; blockNumber?: unknown };
    if ((blockHash === undefined) === (blockNumber === undefined))
      throw invalidParams('a block object takes one of blockHash and blockNumber');
    return resolveBlock(chain, blockHash ?? blockNumber);
  }
  if (typeof ref !== 'string') throw invalidParams('block must be a block number, tag or hash');
  if (/^0x[0-9a-fA-F]{64}$/.test(ref)) return chain.blocks.find((b) => b.blockHash === ref.toLowerCase());
  if (!/^0x[0-9a-fA-F]+$/.test(ref)) throw invalidParams(`block ${ref} is not a block number, tag or hash`);
  const n = BigInt(ref);
  const first = BigInt(chain.blocks[0]?.blockNumber ?? 0);
  const index = n - first;
  return index >= 0n && index < BigInt(chain.blocks.length) ? chain.blocks[Number(index)] : undefined;
}

function existingBlock(chain: EvmChain, ref: unknown): EvmBlock {
  if (pastTip(chain, ref)) throw unfinalized();
  const block = resolveBlock(chain, ref);
  if (!block)
    throw serviceError(
      typeof ref === 'string' && ref.length === 66 ? 'header for hash not found' : 'header not found',
    );
  return block;
}

function address(value: unknown, field = 'address'): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
    throw invalidParams(`${field} must be a 20-byte hex address`);
  return value.toLowerCase();
}

/** The precompile configs of a chain config (keys ending in `Config`, other than `feeConfig`). */
function precompileConfigs(chain: EvmChain): Record<string, Record<string, unknown>> {
  const config = chain.chainConfig as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(config).filter(
      ([key, value]) =>
        key.endsWith('Config') && key !== 'feeConfig' && typeof value === 'object' && value !== null,
    ),
  ) as Record<string, Record<string, unknown>>;
}

/**
 * eth_getActiveRulesAt as Subnet-EVM v0.8.0 answers it: `ethRules` with `ChainID` and every fork flag,
 * `avalancheRules` (the seed's `networkRules`) with the Avalanche upgrades, the active precompiles with
 * their activation timestamp.
 */
function activeRules(chain: EvmChain) {
  return {
    ethRules: {
      ChainID: Number(chain.chainId),
      IsHomestead: true,
      IsEIP150: true,
      IsEIP155: true,
      IsEIP158: true,
      IsByzantium: true,
      IsConstantinople: true,
      IsPetersburg: true,
      IsIstanbul: true,
      IsBerlin: true,
      IsLondon: true,
      IsMerge: true,
      IsShanghai: true,
      IsCancun: true,
      IsPrague: false,
      IsVerkle: false,
    },
    avalancheRules: { IsSubnetEVM: true, IsDurango: true, IsEtna: true, IsFortuna: true, IsGranite: true },
    precompiles: Object.fromEntries(
      Object.entries(precompileConfigs(chain)).map(([key, value]) => [
        key,
        { timestamp: Number(value.blockTimestamp ?? 0) },
      ]),
    ),
  };
}

/** The log levels coreth and Subnet-EVM take (log.LvlFromString: any case, and the 4-letter forms). */
const LOG_LEVELS = new Set(['trace', 'trce', 'debug', 'dbug', 'info', 'warn', 'error', 'eror', 'crit']);

/** admin.getVMConfig on a Subnet-EVM chain: part of what v0.8.0 answers (every config field with its value). */
function subnetEvmVmConfig(): Record<string, unknown> {
  return {
    airdrop: '',
    'validators-api-enabled': true,
    'admin-api-enabled': true,
    'admin-api-dir': '',
    'warp-api-enabled': false,
    'eth-apis': [
      'eth',
      'eth-filter',
      'net',
      'web3',
      'internal-eth',
      'internal-blockchain',
      'internal-transaction',
    ],
    'rpc-gas-cap': 50_000_000,
    'rpc-tx-fee-cap': 100,
    'pruning-enabled': true,
    'commit-interval': 4096,
    'historical-proof-query-window': 43200,
    'tx-pool-price-limit': 1,
    'tx-pool-account-slots': 16,
    'tx-pool-global-slots': 5120,
    'tx-pool-lifetime': '10m0s',
    'api-max-duration': '0s',
    'allow-unfinalized-queries': false,
    'allow-unprotected-txs': false,
    'push-gossip-percent-stake': 0.9,
    'log-level': 'info',
    'log-json-format': false,
    feeRecipient: '',
    'state-sync-enabled': false,
    'batch-request-limit': 1000,
    'batch-response-max-size': 25_000_000,
    'database-type': 'pebbledb',
    'state-scheme': '',
    'use-standalone-database': null,
  };
}

/** admin.getVMConfig on the C chain (coreth). */
function cChainVmConfig(ctx: RpcContext) {
  return {
    config: {
      'admin-api-enabled': true,
      'log-level': 'info',
      'pruning-enabled': true,
      'eth-apis': ['eth', 'eth-filter', 'net', 'web3'],
      chainId: chainOf(ctx).chainId,
    },
  };
}

/** eth_*, net_*, web3_* (C chain and subnet EVM), admin_* (C chain admin), atomic.* and validators.*. */
export const evmMethods: Record<string, RpcHandler> = {
  eth_chainId: (_p, ctx) => quantity(chainOf(ctx).chainId),
  eth_blockNumber: (_p, ctx) => quantity(chainOf(ctx).blocks.at(-1)?.blockNumber ?? 0),
  eth_getBalance: (params, ctx) => {
    const chain = chainOf(ctx);
    const [who, block] = positional(params);
    existingBlock(chain, block);
    return quantity(ctx.data.balancesOf(chain, address(who)).native);
  },
  eth_getBlockByNumber: (params, ctx) => {
    const chain = chainOf(ctx);
    const [ref, full] = positional(params);
    if (pastTip(chain, ref)) throw unfinalized();
    const block = resolveBlock(chain, ref);
    return block ? ethBlock(chain, block, full === true) : null;
  },
  eth_getBlockByHash: (params, ctx) => {
    const chain = chainOf(ctx);
    const [hash, full] = positional(params);
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
      throw invalidParams('blockHash must be a 32-byte hash');
    const block = resolveBlock(chain, hash);
    return block ? ethBlock(chain, block, full === true) : null;
  },
  eth_getBlockTransactionCountByNumber: (params, ctx) => {
    const block = resolveBlock(chainOf(ctx), positional(params)[0]);
    return block ? quantity(block.txCount) : null;
  },
  eth_getBlockTransactionCountByHash: (params, ctx) => {
    const block = resolveBlock(chainOf(ctx), positional(params)[0]);
    return block ? quantity(block.txCount) : null;
  },
  eth_getTransactionByHash: (params, ctx) => {
    const chain = chainOf(ctx);
    const hash = String(positional(params)[0]).toLowerCase();
    const tx = chain.transactions.find((t) => t.txHash === hash);
    return tx ? ethTransaction(chain, tx) : null;
  },
  eth_getTransactionByBlockNumberAndIndex: (params, ctx) => {
    const chain = chainOf(ctx);
    const [ref, index] = positional(params);
    const block = resolveBlock(chain, ref);
    const i = typeof index === 'string' ? Number(BigInt(index)) : -1;
    const tx =
      block && chain.transactions.find((t) => t.blockNumber === block.blockNumber && t.blockIndex === i);
    return tx ? ethTransaction(chain, tx) : null;
  },
  eth_getTransactionReceipt: (params, ctx) => {
    const chain = chainOf(ctx);
    const hash = String(positional(params)[0]).toLowerCase();
    const tx = chain.transactions.find((t) => t.txHash === hash);
    return tx ? ethReceipt(chain, tx) : null;
  },
  eth_getTransactionCount: (params, ctx) => {
    const chain = chainOf(ctx);
    const [who, ref] = positional(params);
    const a = address(who);
    const block = existingBlock(chain, ref);
    const sent = chain.transactions.filter(
      (t) => t.from.address === a && Number(t.blockNumber) <= Number(block.blockNumber),
    );
    return quantity(sent.length);
  },
  eth_getCode: (params, ctx) => {
    const chain = chainOf(ctx);
    const [who, ref] = positional(params);
    const a = address(who);
    existingBlock(chain, ref);
    return chain.erc20Tokens.some((t) => t.address === a) ? `0x6080604052${a.slice(2)}` : '0x';
  },
  eth_getStorageAt: (params, ctx) => {
    const [who, , ref] = positional(params);
    address(who);
    existingBlock(chainOf(ctx), ref);
    return `0x${'0'.repeat(64)}`;
  },
  eth_call: (params, ctx) => {
    const chain = chainOf(ctx);
    const [call, ref] = positional(params);
    existingBlock(chain, ref);
    const c = (call ?? {}) as { to?: unknown; data?: unknown; input?: unknown };
    const data = typeof c.data === 'string' ? c.data : typeof c.input === 'string' ? c.input : '0x';
    const token =
      typeof c.to === 'string'
        ? chain.erc20Tokens.findIndex((t) => t.address === c.to?.toString().toLowerCase())
        : -1;
    if (token >= 0 && data.startsWith('0x70a08231') && data.length >= 74) {
      const holder = `0x${data.slice(-40)}`;
      const balance = ctx.data.balancesOf(chain, holder).erc20[token]?.balance ?? '0';
      return `0x${BigInt(balance).toString(16).padStart(64, '0')}`;
    }
    if (token >= 0 && data.startsWith('0x313ce567')) {
      return `0x${(chain.erc20Tokens[token]?.decimals ?? 18).toString(16).padStart(64, '0')}`;
    }
    return '0x';
  },
  eth_estimateGas: (params) => {
    const [call] = positional(params);
    const data = (call as { data?: unknown } | undefined)?.data;
    return typeof data === 'string' && data.length > 2
      ? quantity(21_000 + 16 * ((data.length - 2) / 2) + 30_000)
      : '0x5208';
  },
  eth_gasPrice: (_p, ctx) => quantity(BigInt(chainOf(ctx).blocks.at(-1)?.baseFee ?? 0) + 1_000_000_000n),
  eth_maxPriorityFeePerGas: () => quantity(1_000_000_000),
  eth_baseFee: (_p, ctx) => quantity(chainOf(ctx).blocks.at(-1)?.baseFee ?? 0),
  eth_sendRawTransaction: (params) => {
    const [raw] = positional(params);
    if (typeof raw !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(raw))
      throw invalidParams('transaction must be hex bytes');
    // bytes a node cannot decode are refused with its error, before anything else
    const undecodable = rawTransactionError(Buffer.from(raw.slice(2), 'hex'));
    if (undecodable !== undefined) throw serviceError(undecodable);
    return `0x${createHash('sha256').update(raw).digest('hex')}`;
  },
  eth_getLogs: (params, ctx) => {
    const chain = chainOf(ctx);
    const filter = (positional(params)[0] ?? {}) as {
      fromBlock?: unknown;
      toBlock?: unknown;
      blockHash?: unknown;
      address?: unknown;
      topics?: unknown;
    };
    let from: number;
    let to: number;
    if (filter.blockHash !== undefined && (filter.fromBlock !== undefined || filter.toBlock !== undefined)) {
      throw new RpcError(
        -32602,
        'invalid argument 0: cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other',
      );
    }
    if (filter.blockHash !== undefined) {
      const block = resolveBlock(chain, filter.blockHash);
      if (!block) throw serviceError('unknown block');
      from = Number(block.blockNumber);
      to = from;
    } else {
      // numbers outside the data set's blocks are allowed: they simply hold no logs
      const numberOf = (ref: unknown) =>
        typeof ref === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(ref)
          ? Number(BigInt(ref))
          : Number(existingBlock(chain, ref ?? 'latest').blockNumber);
      from = numberOf(filter.fromBlock);
      to = numberOf(filter.toBlock);
      const last = Number(chain.blocks.at(-1)?.blockNumber ?? 0);
      if (to > last) throw serviceError(`requested to block ${to} after last accepted block ${last}`);
    }
    if (to - from > MAX_LOG_RANGE)
      throw serviceError(
        `requested too many blocks from ${from} to ${to}, maximum is set to ${MAX_LOG_RANGE}`,
      );
    const addresses =
      filter.address === undefined || filter.address === null
        ? undefined
        : (Array.isArray(filter.address) ? filter.address : [filter.address]).map((a) =>
            String(a).toLowerCase(),
          );
    const topics = Array.isArray(filter.topics) ? filter.topics : [];
    return chain.erc20Transfers
      .filter((t) => Number(t.blockNumber) >= from && Number(t.blockNumber) <= to)
      .map(ethLog)
      .filter((log) => !addresses || addresses.includes(log.address))
      .filter((log) =>
        topics.every((want, i) => {
          if (want === null || want === undefined) return true;
          const options = (Array.isArray(want) ? want : [want]).map((w) => String(w).toLowerCase());
          return options.includes(log.topics[i] ?? '');
        }),
      );
  },
  eth_feeHistory: (params, ctx) => {
    const chain = chainOf(ctx);
    const [count, newest, percentiles] = positional(params);
    // coreth requires the percentiles argument (an empty array is fine).
    if (percentiles === undefined || percentiles === null)
      throw new RpcError(-32602, 'missing value for required argument 2');
    const n =
      typeof count === 'string' ? Number(BigInt(count)) : typeof count === 'number' ? count : Number.NaN;
    if (!Number.isInteger(n) || n < 0) throw invalidParams('blockCount must be a block count');
    // as coreth: no blocks for a count of 0; a count above 1024 is capped, not refused
    if (n === 0) return { oldestBlock: '0x0', gasUsedRatio: null };
    const last = existingBlock(chain, newest);
    const end = chain.blocks.indexOf(last);
    const blocks = chain.blocks.slice(Math.max(0, end - Math.min(n, 1024) + 1), end + 1);
    const pct = Array.isArray(percentiles) && percentiles.length > 0 ? percentiles : undefined;
    return {
      oldestBlock: quantity(blocks[0]?.blockNumber ?? 0),
      baseFeePerGas: [...blocks.map((b) => quantity(b.baseFee)), quantity(last.baseFee)],
      gasUsedRatio: blocks.map((b) => Number(b.gasUsed) / Number(b.gasLimit)),
      ...(pct ? { reward: blocks.map(() => pct.map((_, i) => quantity(1_000_000_000 * (i + 1)))) } : {}),
    };
  },
  eth_syncing: () => false,
  eth_accounts: () => [],
  eth_getUncleCountByBlockNumber: () => '0x0',
  net_version: () => '1',
  net_listening: () => true,
  net_peerCount: (_p, ctx) => quantity(ctx.data.node.peers.length),
  web3_clientVersion: (_p, ctx) =>
    chainOf(ctx).isCChain ? eraFacts(ctx.era).cChainClientVersion : 'v0.15.1@mock-server',
  eth_getChainConfig: (_p, ctx) => chainOf(ctx).chainConfig,
  eth_feeConfig: (params, ctx) => {
    const chain = subnetOnly(ctx, 'eth_feeConfig');
    existingBlock(chain, positional(params)[0]);
    return { feeConfig: chain.feeConfig, lastChangedAt: chain.feeConfigChangedAt };
  },
  eth_getActiveRulesAt: (_p, ctx) => activeRules(subnetOnly(ctx, 'eth_getActiveRulesAt')),
  // every precompile config active at the time, as the chain config has it (addresses lowercase)
  eth_getActivePrecompilesAt: (_p, ctx) => precompileConfigs(subnetOnly(ctx, 'eth_getActivePrecompilesAt')),

  'validators.getCurrentValidators': (params, ctx) => {
    const chain = subnetOnly(ctx, 'validators.getCurrentValidators');
    const ids = named(params).nodeIDs;
    const wanted = Array.isArray(ids) && ids.length > 0 ? new Set(ids.map(String)) : undefined;
    const list = ctx.network.subnetValidators.get(chain.subnetId) ?? [];
    return { validators: list.filter((v) => !wanted || wanted.has(v.nodeID)) };
  },

  // Served on the wire as admin.<name> with object params at /ext/bc/C/admin (see endpoints.ts).
  admin_startCPUProfiler: (_p, ctx) => startProfiler(ctx, chainOf(ctx).blockchainId),
  admin_stopCPUProfiler: (_p, ctx) => stopProfiler(ctx, chainOf(ctx).blockchainId),
  admin_memoryProfile: () => ({}),
  admin_lockProfile: () => ({}),
  admin_setLogLevel: (params) => {
    const level = named(params).level;
    if (typeof level !== 'string' || !LOG_LEVELS.has(level.toLowerCase()))
      throw serviceError(`failed to parse log level: unknown level: ${String(level ?? '')} `);
    return {};
  },
  admin_getVMConfig: (_p, ctx) =>
    chainOf(ctx).isCChain ? cChainVmConfig(ctx) : { config: subnetEvmVmConfig() },

  'atomic.version': () => ({ version: 'v0.15.4' }),
  'atomic.getUTXOs': (params, ctx) => {
    const p = named(params);
    if (!Array.isArray(p.addresses) || p.addresses.length === 0)
      throw invalidParams('addresses must be a non-empty array');
    if (typeof p.sourceChain !== 'string' || p.sourceChain === '')
      throw invalidParams('sourceChain is required');
    const wanted = p.addresses.map(parseChainAddress);
    const list = wanted.flatMap((a) => ctx.network.xUtxos.filter((u) => u.address === a));
    // numFetched a decimal string; the page starts at startIndex (shared memory), as the node pages
    return pageUtxos(list, p, 'C', { startInclusive: true });
  },
  'atomic.issueTx': (params, ctx) => {
    const tx = named(params).tx;
    if (typeof tx !== 'string' || !/^(0x)?[0-9a-fA-F]+$/.test(tx)) throw invalidParams('tx must be hex');
    // a cb58-looking id, as the node's txIDs are
    const txID = idOf(ctx.data.seed, 'atomic-tx', tx);
    ctx.issuedAtomicTxs.set(txID, tx);
    return { txID };
  },
  'atomic.getAtomicTxStatus': (params, ctx) => {
    const txID = named(params).txID;
    if (typeof txID !== 'string' || txID === '') throw invalidParams('txID is required');
    // under Helicon only Accepted or Unknown; before it, an issued tx the mock accepts at once too
    return ctx.issuedAtomicTxs.has(txID)
      ? { status: 'Accepted', blockHeight: String(chainOf(ctx).blocks.at(-1)?.blockNumber ?? 0) }
      : { status: 'Unknown' };
  },
  'atomic.getAtomicTx': (params, ctx) => {
    const txID = named(params).txID;
    const tx = typeof txID === 'string' ? ctx.issuedAtomicTxs.get(txID) : undefined;
    if (!tx) throw serviceError(`could not find tx ${String(txID)}`);
    return {
      tx: tx.startsWith('0x') ? tx : `0x${tx}`,
      encoding: 'hex',
      blockHeight: String(chainOf(ctx).blocks.at(-1)?.blockNumber ?? 0),
    };
  },
};
