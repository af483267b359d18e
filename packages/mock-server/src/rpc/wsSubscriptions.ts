import { subscriptionKinds } from '@pkg/evm/methods';
import type { DataSet } from '../data/dataSet.js';
import { hashOf } from '../data/random.js';
import type { EvmChain } from '../data/types.js';
import type { WsConnection } from '../websocket.js';
import { quantity, TRANSFER_TOPIC } from './evmFormat.js';
import { RpcError } from './rpcError.js';

/** The head of block `n` after the data set's latest block: deterministic, each linked to its parent. */
export function headAfterLatest(data: DataSet, chain: EvmChain, n: number) {
  const latest = chain.blocks.at(-1);
  const latestNumber = Number(latest?.blockNumber ?? 0);
  const hashAt = (k: number) =>
    k === latestNumber ? (latest?.blockHash as string) : hashOf(data.seed, 'head', chain.chainId, k);
  const timestamp = (latest?.blockTimestamp ?? 0) + 2 * (n - latestNumber);
  const zero32 = `0x${'0'.repeat(64)}`;
  // The fields and their order as coreth v0.15.4 (AvalancheGo v1.14.0) sends a newHeads head.
  return {
    parentHash: hashAt(n - 1),
    sha3Uncles: '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347',
    miner: '0x0100000000000000000000000000000000000000',
    stateRoot: zero32,
    transactionsRoot: zero32,
    receiptsRoot: zero32,
    logsBloom: `0x${'0'.repeat(512)}`,
    difficulty: '0x1',
    number: quantity(n),
    gasLimit: quantity(latest?.gasLimit ?? 0),
    gasUsed: '0x0',
    timestamp: quantity(timestamp),
    extraData: '0x',
    mixHash: zero32,
    nonce: '0x0000000000000000',
    ...(chain.isCChain ? { extDataHash: zero32 } : {}),
    baseFeePerGas: quantity(latest?.baseFee ?? 0),
    ...(chain.isCChain ? { extDataGasUsed: '0x0' } : {}),
    blockGasCost: '0x0',
    blobGasUsed: '0x0',
    excessBlobGas: '0x0',
    parentBeaconBlockRoot: zero32,
    ...(chain.isCChain
      ? { timestampMilliseconds: quantity(BigInt(timestamp) * 1000n), minDelayExcess: '0x799d4c' }
      : {}),
    hash: hashAt(n),
  };
}

interface Subscription {
  timer: ReturnType<typeof setInterval>;
}

/**
 * The transaction a new head carries, as coreth's `NewRPCTransaction` sends it to newPendingTransactions and
 * newAcceptedTransactions with fullTx true: block fields null.
 */
function headTransaction(data: DataSet, chain: EvmChain, n: number) {
  const from = (chain.wallets[n % chain.wallets.length] as string).toLowerCase();
  const to = (chain.wallets[(n + 1) % chain.wallets.length] as string).toLowerCase();
  return {
    blockHash: null,
    blockNumber: null,
    from,
    gas: '0x5208',
    gasPrice: '0x5d21dba00',
    maxFeePerGas: '0x5d21dba00',
    maxPriorityFeePerGas: '0x0',
    hash: hashOf(data.seed, 'head-tx', chain.chainId, n),
    input: '0x',
    nonce: quantity(n),
    to,
    transactionIndex: null,
    value: quantity(n * 1000),
    type: '0x2',
    accessList: [],
    chainId: quantity(chain.chainId),
    v: '0x0',
    r: hashOf(data.seed, 'head-tx-r', chain.chainId, n),
    s: hashOf(data.seed, 'head-tx-s', chain.chainId, n),
    yParity: '0x0',
  };
}

/** A block number as coreth's rpc.BlockNumber reads it, resolved against the chain's latest block. */
function blockNumberOf(value: unknown, latest: number): number {
  if (value === 'earliest') return 0;
  if (['latest', 'pending', 'safe', 'finalized', 'accepted'].includes(String(value))) return latest;
  if (typeof value === 'string' && /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/.test(value)) return Number(value);
  throw new RpcError(-32602, 'invalid argument 1: hex string without 0x prefix');
}

/**
 * The blocks traceChain sends for (start, end]: one per block of the data set in the range, each with a
 * struct-logger (or, with a tracer, a call-frame-like) result per transaction of the block.
 */
function traceChainResults(chain: EvmChain, start: unknown, end: unknown, config: unknown) {
  const latest = Number(chain.blocks.at(-1)?.blockNumber ?? 0);
  const from = blockNumberOf(start, latest);
  const to = blockNumberOf(end, latest);
  if (from > latest || to > latest) throw new RpcError(-32000, 'block not found');
  if (from >= to) throw new RpcError(-32000, `end block (#${to}) needs to come after start block (#${from})`);
  const tracer = (config as { tracer?: unknown } | undefined)?.tracer;
  return chain.blocks
    .filter((b) => Number(b.blockNumber) > from && Number(b.blockNumber) <= to)
    .map((b) => ({
      block: quantity(b.blockNumber),
      hash: b.blockHash,
      traces: chain.transactions
        .filter((tx) => tx.blockHash === b.blockHash)
        .map((tx) => ({
          txHash: tx.txHash,
          result:
            tracer === undefined
              ? { gas: 21000, failed: false, returnValue: '', structLogs: [] }
              : {
                  type: 'CALL',
                  from: tx.from.address,
                  to: tx.to.address,
                  value: quantity(tx.value),
                  gas: '0x5208',
                  gasUsed: '0x5208',
                  input: '0x',
                },
        })),
    }));
}

/**
 * eth_subscribe / eth_unsubscribe on one websocket connection: 'newHeads' emits a head every
 * `intervalMs` continuing from the data set's latest block; 'logs' emits a transfer log per new
 * head that matches the filter (address, topics); 'newPendingTransactions' and 'newAcceptedTransactions'
 * emit each new head's transaction (its hash, or with fullTx true the transaction). debug_subscribe
 * 'traceChain' (start, end, config?) emits one block trace per tick for the data set's blocks in (start, end],
 * as `debug_subscription`, then nothing more (as the node, it stays subscribed).
 */
export function createSubscriptions(
  data: DataSet,
  chain: EvmChain,
  connection: WsConnection,
  limits: { intervalMs: () => number; maxSubscriptions: number },
) {
  const subs = new Map<string, Subscription>();
  let counter = 0;
  const latestNumber = Number(chain.blocks.at(-1)?.blockNumber ?? 0);

  const subscribe = (params: unknown[], namespace = 'eth'): string => {
    const [kind, filter] = params;
    // the spec's kinds (x-subscriptions), each started by its own method
    const known =
      Object.hasOwn(subscriptionKinds, String(kind)) &&
      subscriptionKinds[kind as keyof typeof subscriptionKinds].method === `${namespace}_subscribe`;
    if (!known)
      throw new RpcError(-32601, `no ${JSON.stringify(String(kind))} subscription in ${namespace} namespace`);
    if (subs.size >= limits.maxSubscriptions)
      throw new RpcError(
        -32000,
        `too many subscriptions on this connection (at most ${limits.maxSubscriptions})`,
      );
    const id = `0x${hashOf(data.seed, 'sub', chain.chainId, counter++).slice(2, 34)}`;
    const notify = (result: unknown) =>
      connection.notify(
        JSON.stringify({
          jsonrpc: '2.0',
          method: `${namespace}_subscription`,
          params: { subscription: id, result },
        }),
      );
    const tick =
      kind === 'traceChain'
        ? traceTicker(chain, params, connection, notify)
        : headTicker({ data, chain, connection, notify }, latestNumber, String(kind), filter);
    subs.set(id, { timer: setInterval(tick, limits.intervalMs()) });
    return id;
  };

  const unsubscribe = (id: unknown): boolean => {
    const sub = typeof id === 'string' ? subs.get(id) : undefined;
    if (!sub) throw new RpcError(-32000, 'subscription not found');
    clearInterval(sub.timer);
    subs.delete(String(id));
    return true;
  };

  return {
    subscribe,
    unsubscribe,
    /** Stops every subscription (on close). */
    clear: () => {
      for (const sub of subs.values()) clearInterval(sub.timer);
      subs.clear();
    },
  };
}

/** A traceChain subscription's tick: the next block trace of (start, end], while there is one. */
function traceTicker(
  chain: EvmChain,
  params: unknown[],
  connection: WsConnection,
  notify: (result: unknown) => void,
) {
  const blocks = traceChainResults(chain, params[1], params[2], params[3]);
  return () => {
    const next = blocks.shift();
    if (next && connection.open) notify(next);
  };
}

interface Subscriber {
  data: DataSet;
  chain: EvmChain;
  connection: WsConnection;
  notify(result: unknown): void;
}

/** An eth subscription's tick: the next head after `start`, its transaction, or its transfer log if it matches. */
function headTicker(sub: Subscriber, start: number, kind: string, filter: unknown) {
  const { data, chain, connection, notify } = sub;
  const matches = logFilterOf(filter);
  let n = start;
  return () => {
    if (!connection.open) return;
    n += 1;
    const head = headAfterLatest(data, chain, n);
    if (kind === 'newPendingTransactions' || kind === 'newAcceptedTransactions') {
      const tx = headTransaction(data, chain, n);
      notify(filter === true ? tx : tx.hash);
      return;
    }
    if (kind === 'newHeads') {
      notify(head);
      return;
    }
    const log = headLogOf(data, chain, n, head);
    if (log && matches(log)) notify(log);
  };
}

/** The ERC-20 transfer log of head `n` (one token of the chain, two of its wallets). */
function headLogOf(data: DataSet, chain: EvmChain, n: number, head: { number: string; hash: string }) {
  const token = chain.erc20Tokens[n % chain.erc20Tokens.length];
  if (!token) return undefined;
  const from = chain.wallets[n % chain.wallets.length] as string;
  const to = chain.wallets[(n + 1) % chain.wallets.length] as string;
  return {
    address: token.address,
    topics: [TRANSFER_TOPIC, `0x${from.slice(2).padStart(64, '0')}`, `0x${to.slice(2).padStart(64, '0')}`],
    data: `0x${(n * 1000).toString(16).padStart(64, '0')}`,
    blockNumber: head.number,
    blockHash: head.hash,
    transactionHash: hashOf(data.seed, 'head-tx', chain.chainId, n),
    transactionIndex: '0x0',
    logIndex: '0x0',
    removed: false,
  };
}

/** Whether a log matches a logs subscription's filter (address: one or a list; topics: per position, null any). */
function logFilterOf(filter: unknown): (log: { address: string; topics: string[] }) => boolean {
  const f = (filter ?? {}) as { address?: unknown; topics?: unknown };
  const addresses =
    f.address === undefined
      ? undefined
      : (Array.isArray(f.address) ? f.address : [f.address]).map((a) => String(a).toLowerCase());
  const topics = Array.isArray(f.topics) ? f.topics : [];
  return (log) => {
    if (addresses && !addresses.includes(log.address)) return false;
    return topics.every((want, i) => {
      if (want === null || want === undefined) return true;
      return (Array.isArray(want) ? want : [want])
        .map((w) => String(w).toLowerCase())
        .includes(log.topics[i] ?? '');
    });
  };
}
