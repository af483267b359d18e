import type { DataSet } from '../data/data-set.js';
import { hashOf } from '../data/random.js';
import type { EvmChain } from '../data/types.js';
import type { WsConnection } from '../websocket.js';
import { quantity, TRANSFER_TOPIC } from './evm-format.js';
import { RpcError } from './rpc-error.js';

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
 * eth_subscribe / eth_unsubscribe on one websocket connection: 'newHeads' emits a head every
 * `intervalMs` continuing from the data set's latest block; 'logs' emits a transfer log per new
 * head that matches the filter (address, topics).
 */
export function createSubscriptions(
  data: DataSet,
  chain: EvmChain,
  connection: WsConnection,
  intervalMs: () => number,
) {
  const subs = new Map<string, Subscription>();
  let counter = 0;
  const latestNumber = Number(chain.blocks.at(-1)?.blockNumber ?? 0);

  const subscribe = (params: unknown[]): string => {
    const [kind, filter] = params;
    if (kind !== 'newHeads' && kind !== 'logs')
      throw new RpcError(-32601, `no ${JSON.stringify(String(kind))} subscription in eth namespace`);
    const id = `0x${hashOf(data.seed, 'sub', chain.chainId, counter++).slice(2, 34)}`;
    let n = latestNumber;
    const f = (filter ?? {}) as { address?: unknown; topics?: unknown };
    const addresses =
      f.address === undefined
        ? undefined
        : (Array.isArray(f.address) ? f.address : [f.address]).map((a) => String(a).toLowerCase());
    const topics = Array.isArray(f.topics) ? f.topics : [];
    const timer = setInterval(() => {
      if (!connection.open) return;
      n += 1;
      const head = headAfterLatest(data, chain, n);
      if (kind === 'newHeads') {
        connection.send(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'eth_subscription',
            params: { subscription: id, result: head },
          }),
        );
        return;
      }
      const token = chain.erc20Tokens[n % chain.erc20Tokens.length];
      if (!token) return;
      const from = chain.wallets[n % chain.wallets.length] as string;
      const to = chain.wallets[(n + 1) % chain.wallets.length] as string;
      const log = {
        address: token.address,
        topics: [
          TRANSFER_TOPIC,
          `0x${from.slice(2).padStart(64, '0')}`,
          `0x${to.slice(2).padStart(64, '0')}`,
        ],
        data: `0x${(n * 1000).toString(16).padStart(64, '0')}`,
        blockNumber: head.number,
        blockHash: head.hash,
        transactionHash: hashOf(data.seed, 'head-tx', chain.chainId, n),
        transactionIndex: '0x0',
        logIndex: '0x0',
        removed: false,
      };
      if (addresses && !addresses.includes(log.address)) return;
      const matches = topics.every((want, i) => {
        if (want === null || want === undefined) return true;
        return (Array.isArray(want) ? want : [want])
          .map((w) => String(w).toLowerCase())
          .includes(log.topics[i] ?? '');
      });
      if (!matches) return;
      connection.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'eth_subscription',
          params: { subscription: id, result: log },
        }),
      );
    }, intervalMs());
    subs.set(id, { timer });
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
