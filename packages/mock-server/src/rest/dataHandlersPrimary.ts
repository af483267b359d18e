import type { DataSet, NetworkData } from '../data/dataSet.js';
import { PRIMARY_NETWORK_ID } from '../data/dataSet.js';
import { type IcmMessage, icmMessagesOf } from '../data/icm.js';
import {
  type ChainKey,
  type PrimaryIndex,
  type PrimaryTx,
  plainAddress,
  primaryIndexOf,
  type Validation,
} from '../data/primaryNetwork.js';
import { ReplyError } from '../httpReply.js';
import { networkOf, paged, type RestHandler, type RestInput } from './dataHandlers.js';

const CHAIN_NAMES: Record<ChainKey, string> = { p: 'p-chain', x: 'x-chain', c: 'c-chain' };

interface Ctx {
  net: NetworkData;
  index: PrimaryIndex;
}

function ctxOf(data: DataSet, input: RestInput): Ctx {
  const net = networkOf(data, input);
  return { net, index: primaryIndexOf(data.seed, net) };
}

/** The chain an alias or a blockchain id names on this network; 404 for another network's chain. */
function chainKeyOf(net: NetworkData, blockchainId: unknown): ChainKey {
  const id = String(blockchainId);
  if (id === 'p-chain' || id === PRIMARY_NETWORK_ID) return 'p';
  if (id === 'x-chain' || id === net.xChainId) return 'x';
  if (id === 'c-chain' || id === net.cChainId) return 'c';
  throw new ReplyError(404, `blockchain ${id} not found on ${net.network}`);
}

function chainInfo(net: NetworkData, key: ChainKey) {
  return { chainName: CHAIN_NAMES[key], network: net.network };
}

/** A comma list (or a list) of addresses as the set the data set's indexes use. */
function addressSet(value: unknown): Set<string> | undefined {
  if (value === undefined || value === '') return undefined;
  const list = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return new Set(list.map((a) => plainAddress(a.trim())).filter((a) => a !== ''));
}

function listOf(value: unknown): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  return (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((v) => v.trim());
}

function inTime(input: RestInput): (timestamp: number) => boolean {
  const start = typeof input.startTimestamp === 'number' ? input.startTimestamp : 0;
  const end = typeof input.endTimestamp === 'number' ? input.endTimestamp : Number.POSITIVE_INFINITY;
  return (t) => t >= start && t <= end;
}

function ordered<T>(list: T[], input: RestInput, defaultOrder: 'asc' | 'desc' = 'desc'): T[] {
  return (input.sortOrder ?? defaultOrder) === defaultOrder ? list : [...list].reverse();
}

/** Transactions filtered by addresses, types and time, newest first unless sortOrder is asc. */
function filterTxs(list: PrimaryTx[], input: RestInput): PrimaryTx[] {
  const addresses = addressSet(input.addresses);
  const types = Array.isArray(input.txTypes) ? new Set(input.txTypes.map(String)) : undefined;
  const time = inTime(input);
  const validation = typeof input.l1ValidationId === 'string' ? input.l1ValidationId : undefined;
  return ordered(
    list.filter(
      (tx) =>
        (!addresses || [...addresses].some((a) => tx.addresses.has(a))) &&
        (!types || types.has(tx.txType)) &&
        time(tx.timestamp) &&
        (validation === undefined ||
          ((tx.body.l1ValidatorDetails as { validationId: string }[] | undefined) ?? []).some(
            (d) => d.validationId === validation,
          )),
    ),
    input,
  );
}

function txPage(operationId: string, input: RestInput, net: NetworkData, key: ChainKey, list: PrimaryTx[]) {
  return {
    ...paged(
      operationId,
      input,
      filterTxs(list, input).map((t) => t.body),
      'transactions',
    ),
    chainInfo: chainInfo(net, key),
  };
}

function aggregate(index: PrimaryIndex, amounts: bigint[]) {
  if (amounts.length === 0) return [];
  const total = amounts.reduce((sum, a) => sum + a, 0n);
  return [{ ...index.avax, amount: String(total), utxoCount: amounts.length }];
}

/** The unspent UTXOs of some addresses on a chain, filtered and sorted as the UTXO routes ask. */
function utxosOf(ctx: Ctx, key: ChainKey, input: RestInput, addressesValue: unknown) {
  const addresses = addressSet(addressesValue) ?? new Set<string>();
  const source = key === 'p' ? ctx.index.utxos.p : key === 'x' ? ctx.index.utxos.x : [];
  const min = typeof input.minUtxoAmount === 'number' ? BigInt(Math.ceil(input.minUtxoAmount)) : 0n;
  const asset = typeof input.assetId === 'string' ? input.assetId : undefined;
  const list = source.filter(
    (u) =>
      addresses.has(u.address) &&
      u.amount >= min &&
      (asset === undefined || asset === ctx.index.avax.assetId),
  );
  const byAmount = input.sortBy === 'amount';
  list.sort((a, b) =>
    byAmount
      ? a.amount < b.amount
        ? -1
        : a.amount > b.amount
          ? 1
          : 0
      : a.timestamp - b.timestamp || a.txHash.localeCompare(b.txHash),
  );
  return ordered(list, input, 'asc');
}

function utxoHandler(addressesOf: (input: RestInput) => unknown): RestHandler {
  return (input, data, operationId) => {
    const ctx = ctxOf(data, input);
    const key = chainKeyOf(ctx.net, input.blockchainId);
    const list = utxosOf(ctx, key, input, addressesOf(input)).map((u) => u.body);
    return { ...paged(operationId, input, list, 'utxos'), chainInfo: chainInfo(ctx.net, key) };
  };
}

function lastActivityHandler(addressesOf: (input: RestInput) => unknown): RestHandler {
  return (input, data) => {
    const { net, index } = ctxOf(data, input);
    const key = chainKeyOf(net, input.blockchainId);
    const addresses = addressSet(addressesOf(input));
    if (!addresses) throw new ReplyError(400, 'addresses is required');
    const latest = index.txs[key].find((tx) => [...addresses].some((a) => tx.addresses.has(a)));
    if (!latest) throw new ReplyError(404, `no activity of these addresses on ${CHAIN_NAMES[key]}`);
    const emitted = (latest.body.emittedUtxos as { utxoId: string }[] | undefined) ?? [];
    return {
      timestamp: latest.timestamp,
      blockNumber: String(latest.body.blockNumber ?? latest.body.blockHeight ?? ''),
      txHash: latest.txHash,
      utxoId: emitted[0]?.utxoId ?? '',
      isConsumed: false,
      chainName: CHAIN_NAMES[key],
      network: net.network === 'mainnet' ? 'mainnet' : 'fuji',
    };
  };
}

function validatorsPage(
  operationId: string,
  input: RestInput,
  data: DataSet,
  nodeFilter: (id: string) => boolean,
) {
  const { index } = ctxOf(data, input);
  const status = input.validationStatus;
  const subnet = typeof input.subnetId === 'string' ? input.subnetId : undefined;
  const num = (name: string) => (typeof input[name] === 'number' ? (input[name] as number) : undefined);
  const big = (name: string) => (typeof input[name] === 'string' ? BigInt(input[name] as string) : undefined);
  const [minCap, maxCap] = [big('minDelegationCapacity'), big('maxDelegationCapacity')];
  const [minLeft, maxLeft] = [num('minTimeRemaining'), num('maxTimeRemaining')];
  const [minFee, maxFee] = [num('minFeePercentage'), num('maxFeePercentage')];
  const [minUp, maxUp] = [num('minUptimePerformance'), num('maxUptimePerformance')];
  const within = (value: number | bigint | undefined, min?: number | bigint, max?: number | bigint) =>
    (min === undefined && max === undefined) ||
    (value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max));
  const list = index.validators.filter((v) => {
    const b = v.body as { delegationCapacity?: string; delegationFee?: string; uptimePerformance?: number };
    return (
      nodeFilter(v.nodeId) &&
      (status === undefined || v.status === status) &&
      (subnet === undefined || v.subnetId === subnet) &&
      within(b.delegationCapacity === undefined ? undefined : BigInt(b.delegationCapacity), minCap, maxCap) &&
      within(v.status === 'active' ? Math.max(0, v.endTimestamp - data.now) : undefined, minLeft, maxLeft) &&
      within(b.delegationFee === undefined ? undefined : Number(b.delegationFee), minFee, maxFee) &&
      within(b.uptimePerformance, minUp, maxUp)
    );
  });
  const sortKey: Record<string, (v: (typeof list)[number]) => number | bigint> = {
    blockIndex: (v) => v.startTimestamp,
    delegationCapacity: (v) => BigInt((v.body.delegationCapacity as string | undefined) ?? '0'),
    timeRemaining: (v) => v.endTimestamp,
    delegationFee: (v) => Number(v.body.delegationFee ?? 0),
    uptimePerformance: (v) => Number(v.body.uptimePerformance ?? 0),
  };
  const by = sortKey[String(input.sortBy ?? 'blockIndex')] ?? sortKey.blockIndex!;
  const sorted = [...list].sort((a, b) => {
    const [x, y] = [by(a), by(b)];
    return x < y ? 1 : x > y ? -1 : a.nodeId.localeCompare(b.nodeId);
  });
  return paged(
    operationId,
    input,
    ordered(sorted, input).map((v) => v.body),
    'validators',
  );
}

function icmFilter(input: RestInput): (m: IcmMessage) => boolean {
  const chainIs = (value: unknown, chain: IcmMessage['source']) =>
    value === undefined || value === chain.blockchainId || value === chain.chainId;
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : undefined);
  const [to, from] = [lower(input.to), lower(input.from)];
  return (m) =>
    (input.network === undefined || m.network === (input.network === 'mainnet' ? 'mainnet' : 'fuji')) &&
    chainIs(input.sourceBlockchainId, m.source) &&
    chainIs(input.destinationBlockchainId, m.destination) &&
    (input.blockchainId === undefined ||
      input.blockchainId === m.source.blockchainId ||
      input.blockchainId === m.destination.blockchainId) &&
    (to === undefined || m.to === to) &&
    (from === undefined || m.from === from);
}

/** Whether a stake's reward addresses or node match the addresses and nodeIds filters of the reward routes. */
function rewardMatch(input: RestInput): (addresses: string[], nodeId: string) => boolean {
  const owners = addressSet(input.addresses);
  const nodes = listOf(input.nodeIds);
  return (addresses, nodeId) =>
    (!owners || addresses.some((a) => owners.has(a))) && (!nodes || nodes.includes(nodeId));
}

/** The fields a pending and a paid reward share: the validation it is for. */
function validationStake(v: Validation) {
  return {
    addresses: v.rewardAddresses.map((a) => `P-${a}`),
    txHash: v.body.txHash as string,
    amountStaked: v.body.amountStaked as string,
    nodeId: v.nodeId,
    startTimestamp: v.startTimestamp,
    endTimestamp: v.endTimestamp,
    rewardType: 'VALIDATOR',
  };
}

/** Data API handlers of the primary-network tags and Interchain Messaging, by operationId. */
export const primaryDataHandlers: Record<string, RestHandler> = {
  getNetworkDetails: (input, data) => {
    const { index } = ctxOf(data, input);
    const active = index.validators.filter((v) => v.status === 'active' && v.subnetId === PRIMARY_NETWORK_ID);
    const staked = active.reduce((sum, v) => sum + BigInt(v.body.amountStaked as string), 0n);
    const delegations = index.delegators.filter((d) => d.status === 'active');
    const delegated = delegations.reduce((sum, d) => sum + BigInt(d.body.amountDelegated as string), 0n);
    const supply = BigInt(networkOf(data, input).currentSupply);
    return {
      validatorDetails: {
        validatorCount: active.length,
        totalAmountStaked: String(staked),
        estimatedAnnualStakingReward: String((staked * 8n) / 100n),
        stakingDistributionByVersion: [
          { version: 'avalanchego/1.14.0', amountStaked: String(staked), validatorCount: active.length },
        ],
        stakingRatio: ((Number(staked + delegated) / Number(supply)) * 100).toFixed(4),
      },
      delegatorDetails: { delegatorCount: delegations.length, totalAmountStaked: String(delegated) },
    };
  },

  getChainIdsForAddresses: (input, data) => {
    const { net, index } = ctxOf(data, input);
    const ids: Record<ChainKey, string> = { p: PRIMARY_NETWORK_ID, x: net.xChainId, c: net.cChainId };
    return {
      addresses: (listOf(input.addresses) ?? []).map((address) => {
        const plain = plainAddress(address);
        return {
          address,
          blockchainIds: (['p', 'x', 'c'] as const)
            .filter((key) => index.txs[key].some((tx) => tx.addresses.has(plain)))
            .map((key) => ids[key]),
        };
      }),
    };
  },

  getBlockchainById: (input, data) => {
    const chain = networkOf(data, input).blockchains.find((b) => b.blockchainId === input.blockchainId);
    if (!chain) throw new ReplyError(404, `blockchain ${String(input.blockchainId)} not found`);
    return chain;
  },

  listSubnets: (input, data) =>
    paged('listSubnets', input, ordered(networkOf(data, input).subnets, input, 'asc'), 'subnets', 100),

  listValidators: (input, data, operationId) => {
    const wanted = listOf(input.nodeIds);
    // the deployed service matches node ids by substring
    return validatorsPage(operationId, input, data, (id) => !wanted || wanted.some((w) => id.includes(w)));
  },

  getSingleValidatorDetails: (input, data, operationId) => {
    const { index } = ctxOf(data, input);
    if (!index.validators.some((v) => v.nodeId === input.nodeId))
      throw new ReplyError(404, `validator ${String(input.nodeId)} not found`);
    return validatorsPage(operationId, input, data, (id) => id === input.nodeId);
  },

  listDelegators: (input, data, operationId) => {
    const { index } = ctxOf(data, input);
    const nodes = listOf(input.nodeIds);
    const owners = addressSet(input.rewardAddresses);
    const list = index.delegators.filter(
      (d) =>
        (!nodes || nodes.includes(d.nodeId)) &&
        (!owners || d.rewardAddresses.some((a) => owners.has(a))) &&
        (input.delegationStatus === undefined || d.status === input.delegationStatus),
    );
    const newest = [...list].sort((a, b) => b.startTimestamp - a.startTimestamp);
    return paged(
      operationId,
      input,
      ordered(newest, input).map((d) => d.body),
      'delegators',
    );
  },

  listL1Validators: (input, data, operationId) => {
    const { index } = ctxOf(data, input);
    const list = index.l1Validators.filter(
      (v) =>
        (input.nodeId === undefined || v.nodeId === input.nodeId) &&
        (input.subnetId === undefined || v.subnetId === input.subnetId) &&
        (input.l1ValidationId === undefined || v.validationId === input.l1ValidationId),
    );
    return { ...paged(operationId, input, list, 'validators'), blockHeight: String(index.pHeight) };
  },

  getTxByHash: (input, data) => {
    const { net, index } = ctxOf(data, input);
    const key = chainKeyOf(net, input.blockchainId);
    const found = index.txByHash.get(String(input.txHash));
    if (!found || found.chain !== key)
      throw new ReplyError(404, `transaction ${String(input.txHash)} not found on ${CHAIN_NAMES[key]}`);
    return found.tx.body;
  },

  listLatestPrimaryNetworkTransactions: (input, data, operationId) => {
    const { net, index } = ctxOf(data, input);
    const key = chainKeyOf(net, input.blockchainId);
    return txPage(operationId, input, net, key, index.txs[key]);
  },

  listActivePrimaryNetworkStakingTransactions: (input, data, operationId) => {
    const { net, index } = ctxOf(data, input);
    return txPage(
      operationId,
      input,
      net,
      'p',
      index.txs.p.filter((tx) => tx.activeStaking),
    );
  },

  listAssetTransactions: (input, data, operationId) => {
    const { net, index } = ctxOf(data, input);
    const key = chainKeyOf(net, input.blockchainId);
    if (input.assetId !== index.avax.assetId)
      throw new ReplyError(404, `asset ${String(input.assetId)} not found`);
    return txPage(operationId, input, net, key, index.txs.x);
  },

  getAssetDetails: (input, data) => {
    const { net, index } = ctxOf(data, input);
    chainKeyOf(net, input.blockchainId);
    if (input.assetId !== index.avax.assetId)
      throw new ReplyError(404, `asset ${String(input.assetId)} not found`);
    return { ...index.avax, createdAtTimestamp: 1_600_000_000, cap: 'fixed' };
  },

  getBlockById: (input, data) => {
    const { net, index } = ctxOf(data, input);
    const key = chainKeyOf(net, input.blockchainId);
    const id = String(input.blockId);
    const block = index.blocks[key].find((b) =>
      /^\d+$/.test(id) ? b.blockNumber === id : b.blockHash === id,
    );
    if (!block) throw new ReplyError(404, `block ${id} not found on ${CHAIN_NAMES[key]}`);
    return block;
  },

  listLatestPrimaryNetworkBlocks: (input, data, operationId) => {
    const { net, index } = ctxOf(data, input);
    const key = chainKeyOf(net, input.blockchainId);
    const time = inTime(input);
    return {
      ...paged(
        operationId,
        input,
        index.blocks[key].filter((b) => time(b.blockTimestamp)),
        'blocks',
      ),
      chainInfo: chainInfo(net, key),
    };
  },

  listLatestXChainVertices: (input, data, operationId) => {
    const { net, index } = ctxOf(data, input);
    chainKeyOf(net, input.blockchainId);
    return {
      ...paged(
        operationId,
        input,
        index.vertices.map((v) => v.body),
        'vertices',
      ),
      chainInfo: chainInfo(net, 'x'),
    };
  },

  getVertexByHash: (input, data) => {
    const { net, index } = ctxOf(data, input);
    chainKeyOf(net, input.blockchainId);
    const vertex = index.vertices.find((v) => v.vertexHash === input.vertexHash);
    if (!vertex) throw new ReplyError(404, `vertex ${String(input.vertexHash)} not found`);
    return vertex.body;
  },

  getVertexByHeight: (input, data, operationId) => {
    const { net, index } = ctxOf(data, input);
    chainKeyOf(net, input.blockchainId);
    const list = index.vertices.filter((v) => v.vertexHeight === input.vertexHeight);
    return {
      ...paged(
        operationId,
        input,
        ordered(list, input).map((v) => v.body),
        'vertices',
      ),
      chainInfo: chainInfo(net, 'x'),
    };
  },

  getUtxosByAddresses: utxoHandler((input) => input.addresses),
  getUtxosByAddressesV2: utxoHandler((input) => input.body?.addresses),
  getLastActivityTimestampByAddresses: lastActivityHandler((input) => input.addresses),
  getLastActivityTimestampByAddressesV2: lastActivityHandler((input) => input.body?.addresses),

  getBalancesByAddresses: (input, data) => {
    const ctx = ctxOf(data, input);
    const key = chainKeyOf(ctx.net, input.blockchainId);
    const at = typeof input.blockTimestamp === 'number' ? input.blockTimestamp : Number.POSITIVE_INFINITY;
    const amounts = utxosOf(ctx, key, {}, input.addresses)
      .filter((u) => u.timestamp <= at)
      .map((u) => u.amount);
    const unlocked = aggregate(ctx.index, amounts);
    const balances =
      key === 'p'
        ? {
            unlockedUnstaked: unlocked,
            unlockedStaked: [],
            lockedPlatform: [],
            lockedStakeable: [],
            lockedStaked: [],
            pendingStaked: [],
            atomicMemoryUnlocked: [],
            atomicMemoryLocked: [],
          }
        : key === 'x'
          ? { locked: [], unlocked, atomicMemoryUnlocked: [], atomicMemoryLocked: [] }
          : { atomicMemoryUnlocked: [], atomicMemoryLocked: [] };
    return { balances, chainInfo: chainInfo(ctx.net, key) };
  },

  listPendingPrimaryNetworkRewards: (input, data, operationId) => {
    const { index } = ctxOf(data, input);
    const match = rewardMatch(input);
    const progress = (start: number, end: number) =>
      Math.round(Math.min(1, Math.max(0, (data.now - start) / (end - start))) * 10_000) / 100;
    const rewardOf = (amount: string) => ({ ...index.avax, amount });
    const list = [
      ...index.validators
        .filter(
          (v) =>
            v.status === 'active' && v.subnetId === PRIMARY_NETWORK_ID && match(v.rewardAddresses, v.nodeId),
        )
        .map((v) => ({
          ...validationStake(v),
          progress: progress(v.startTimestamp, v.endTimestamp),
          estimatedReward: rewardOf(
            (v.body.potentialRewards as { validationRewardAmount: string }).validationRewardAmount,
          ),
        })),
      ...index.delegators
        .filter((d) => d.status === 'active' && match(d.rewardAddresses, d.nodeId))
        .map((d) => ({
          addresses: d.rewardAddresses.map((a) => `P-${a}`),
          txHash: d.body.txHash as string,
          amountStaked: d.body.amountDelegated as string,
          nodeId: d.nodeId,
          startTimestamp: d.startTimestamp,
          endTimestamp: d.body.endTimestamp as number,
          rewardType: 'DELEGATOR',
          progress: progress(d.startTimestamp, d.body.endTimestamp as number),
          estimatedReward: rewardOf(d.body.estimatedNetReward as string),
        })),
    ].sort((a, b) => a.endTimestamp - b.endTimestamp || a.txHash.localeCompare(b.txHash));
    return paged(operationId, input, ordered(list, input, 'asc'), 'pendingRewards');
  },

  listHistoricalPrimaryNetworkRewards: (input, data, operationId) => {
    const { index } = ctxOf(data, input);
    const match = rewardMatch(input);
    const currency = typeof input.currency === 'string' ? input.currency : 'usd';
    const list = index.validators
      .filter((v) => v.reward !== undefined && match(v.rewardAddresses, v.nodeId))
      .sort((a, b) => b.endTimestamp - a.endTimestamp)
      .map((v) => {
        const reward = v.reward as NonNullable<typeof v.reward>;
        return {
          ...validationStake(v),
          utxoId: reward.utxoId,
          outputIndex: 0,
          reward: {
            ...index.avax,
            amount: reward.amount,
            historicalPrice: { currencyCode: currency, value: currency === 'usd' ? 21.5 : 19.75 },
          },
          rewardTxHash: reward.txHash,
        };
      });
    return paged(operationId, input, ordered(list, input), 'historicalRewards');
  },

  getIcmMessage: (input, data) => {
    const message = icmMessagesOf(data).find((m) => m.body.messageId === input.messageId);
    if (!message) throw new ReplyError(404, `ICM message ${String(input.messageId)} not found`);
    return message.body;
  },

  listIcmMessages: (input, data, operationId) =>
    paged(
      operationId,
      input,
      icmMessagesOf(data)
        .filter(icmFilter(input))
        .map((m) => m.body),
      'messages',
    ),

  listIcmMessagesByAddress: (input, data, operationId) => {
    const address = String(input.address).toLowerCase();
    const inNetwork = icmFilter({ network: input.network });
    return paged(
      operationId,
      input,
      icmMessagesOf(data)
        .filter((m) => inNetwork(m) && (m.from === address || m.to === address))
        .map((m) => m.body),
      'messages',
    );
  },
};
