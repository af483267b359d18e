import type { NetworkData } from './data-set.js';
import { PRIMARY_NETWORK_ID } from './data-set.js';
import { bech32Of, hashOf, idOf, randomFor } from './random.js';
import type { ProposedBlock } from './types.js';

/**
 * The Data API's view of a network's primary chains (P, X, C atomic): transactions, UTXOs, validators,
 * delegators, L1 validators, rewards, vertices and assets, derived from the data set so that every
 * endpoint agrees with every other (a transaction listed is the transaction fetched, a block's
 * transactions are fetchable, UTXOs add up to the balances, validators are those of the data set's subnets).
 */
export interface PrimaryIndex {
  avax: Asset;
  /** Transactions of each chain, newest first (ties by hash), by chain key. */
  txs: Record<ChainKey, PrimaryTx[]>;
  /** Every transaction of the three chains, by hash. */
  txByHash: Map<string, { chain: ChainKey; tx: PrimaryTx }>;
  /** Unspent UTXOs of each chain in the Data API's shape (P: with staking fields). */
  utxos: { p: PUtxo[]; x: XUtxo[] };
  validators: Validation[];
  delegators: Delegation[];
  l1Validators: Record<string, unknown>[];
  /** Data API blocks of each chain (the data set's proposed blocks), newest first. */
  blocks: Record<ChainKey, ProposedBlock[]>;
  vertices: Vertex[];
  /** The P-Chain height the L1 validator list is read at. */
  pHeight: number;
}

export type ChainKey = 'p' | 'x' | 'c';

export interface Asset {
  assetId: string;
  name: string;
  symbol: string;
  denomination: number;
  type: 'secp256k1';
}

/** A transaction in its Data API shape, with what the filters need alongside. */
export interface PrimaryTx {
  body: Record<string, unknown>;
  txHash: string;
  timestamp: number;
  txType: string;
  /** Addresses the transaction touches (bech32 without chain prefix, or lower-case 0x). */
  addresses: Set<string>;
  /** A staking transaction still active (listActivePrimaryNetworkStakingTransactions). */
  activeStaking: boolean;
}

export interface PUtxo {
  address: string;
  amount: bigint;
  timestamp: number;
  txHash: string;
  body: Record<string, unknown>;
}

export interface XUtxo {
  address: string;
  amount: bigint;
  timestamp: number;
  txHash: string;
  body: Record<string, unknown>;
}

export interface Validation {
  status: 'active' | 'completed';
  subnetId: string;
  nodeId: string;
  rewardAddresses: string[];
  startTimestamp: number;
  endTimestamp: number;
  /** A completed validation's reward: the UTXO the RewardValidatorTx emitted. */
  reward?: { utxoId: string; amount: string; txHash: string };
  body: Record<string, unknown>;
}

export interface Delegation {
  status: 'active' | 'completed';
  nodeId: string;
  rewardAddresses: string[];
  startTimestamp: number;
  body: Record<string, unknown>;
}

export interface Vertex {
  vertexHash: string;
  vertexHeight: number;
  vertexIndex: number;
  vertexTimestamp: number;
  body: Record<string, unknown>;
}

const AVALANCHEGO_VERSION = 'avalanchego/1.14.0';

/** Strips a `P-`/`X-`/`C-` prefix; lower-cases 0x addresses. */
export function plainAddress(address: string): string {
  const bare = address.replace(/^[PXC]-/, '');
  return bare.startsWith('0x') ? bare.toLowerCase() : bare;
}

const cache = new WeakMap<NetworkData, PrimaryIndex>();

/** The primary index of a network (built once per network object). */
export function primaryIndexOf(seed: number, net: NetworkData): PrimaryIndex {
  let index = cache.get(net);
  if (!index) {
    index = buildIndex(seed, net);
    cache.set(net, index);
  }
  return index;
}

function amountOf(asset: Asset, amount: bigint | string) {
  return { ...asset, amount: String(amount) };
}

function buildIndex(seed: number, net: NetworkData): PrimaryIndex {
  const avax: Asset = {
    assetId: net.avaxAssetId,
    name: 'Avalanche',
    symbol: 'AVAX',
    denomination: 9,
    type: 'secp256k1',
  };
  const txs: Record<ChainKey, PrimaryTx[]> = { p: [], x: [], c: [] };
  const blocks: Record<ChainKey, ProposedBlock[]> = {
    p: net.proposedBlocks.get(PRIMARY_NETWORK_ID) ?? [],
    x: net.proposedBlocks.get(net.xChainId) ?? [],
    c: net.proposedBlocks.get(net.cChainId) ?? [],
  };
  const oldest = Math.min(...blocks.p.map((b) => b.blockTimestamp));
  const stranger = (...labels: (string | number)[]) => `${net.hrp}1${bech32Of(seed, 'stranger', ...labels)}`;

  // P chain, UTXOs: each of the data set's P UTXOs was emitted by a BaseTx of its own (before the indexed blocks)
  const pUtxos: PUtxo[] = [];
  const pCreators = new Map<string, PUtxo[]>();
  net.pUtxos.forEach((u, i) => {
    const timestamp = oldest - 86_400 - i * 60;
    const body = {
      addresses: [u.address],
      asset: amountOf(avax, u.amount),
      consumedOnChainId: PRIMARY_NETWORK_ID,
      createdOnChainId: PRIMARY_NETWORK_ID,
      utxoId: idOf(seed, 'utxo-id', net.network, 'P', u.txID, u.outputIndex),
      amount: u.amount,
      assetId: avax.assetId,
      blockNumber: String(Number(blocks.p.at(-1)?.blockNumber ?? 1_000_000) - 1 - i),
      blockTimestamp: timestamp,
      outputIndex: u.outputIndex,
      threshold: 1,
      platformLocktime: 0,
      staked: false,
      txHash: u.txID,
      utxoType: 'TRANSFER',
    };
    const utxo = { address: u.address, amount: BigInt(u.amount), timestamp, txHash: u.txID, body };
    pUtxos.push(utxo);
    pCreators.set(u.txID, [...(pCreators.get(u.txID) ?? []), utxo]);
  });
  for (const [txHash, emitted] of pCreators) {
    const first = emitted[0] as PUtxo;
    const total = emitted.reduce((sum, u) => sum + u.amount, 0n);
    txs.p.push({
      txHash,
      timestamp: first.timestamp,
      txType: 'BaseTx',
      addresses: new Set(emitted.map((u) => u.address)),
      activeStaking: false,
      body: {
        txHash,
        txType: 'BaseTx',
        blockTimestamp: first.timestamp,
        blockNumber: first.body.blockNumber,
        blockHash: hashOf(seed, 'p-old-block', net.network, txHash),
        consumedUtxos: [],
        emittedUtxos: emitted.map((u) => u.body),
        value: [amountOf(avax, total)],
        amountBurned: [amountOf(avax, 1_000_000n)],
        amountStaked: [],
        amountL1ValidatorBalanceBurned: [],
        memo: '',
      },
    });
  }

  // P chain, staking: each primary validator's current validation (active), one earlier one (completed,
  // with its RewardValidatorTx), and the current delegations
  const validators: Validation[] = [];
  const delegators: Delegation[] = [];
  const totalStake = net.primaryValidators.reduce((sum, v) => sum + BigInt(v.weight), 0n);
  net.primaryValidators.forEach((v, k) => {
    const vr = randomFor(seed, 'data-validator', net.network, k);
    const rewardAddresses = v.validationRewardOwner.addresses.map(plainAddress);
    const start = Number(v.startTime);
    const end = Number(v.endTime);
    const bls = { publicKey: v.signer.publicKey, proofOfPossession: v.signer.proofOfPossession };
    const delegated = BigInt(v.delegatorWeight);
    const capacity = BigInt(v.weight) * 4n - delegated;
    const stakingTx = (
      txHash: string,
      from: number,
      to: number,
      txType: string,
      amount: string,
      nodeId: string,
      active: boolean,
      reward: string,
      extra: Record<string, unknown> = {},
    ): PrimaryTx => ({
      txHash,
      timestamp: from,
      txType,
      addresses: new Set(rewardAddresses),
      activeStaking: active,
      body: {
        txHash,
        txType,
        blockTimestamp: from,
        blockNumber: String(100_000 + k * 10 + (active ? 1 : 0)),
        blockHash: hashOf(seed, 'p-old-block', net.network, txHash),
        consumedUtxos: [],
        emittedUtxos: [],
        value: [],
        amountBurned: [],
        amountStaked: [amountOf(avax, amount)],
        amountL1ValidatorBalanceBurned: [],
        startTimestamp: from,
        endTimestamp: to,
        nodeId,
        subnetId: PRIMARY_NETWORK_ID,
        estimatedReward: reward,
        rewardAddresses: rewardAddresses.map((a) => `P-${a}`),
        memo: '',
        ...extra,
      },
    });
    const current = stakingTx(
      v.txID,
      start,
      end,
      'AddPermissionlessValidatorTx',
      v.weight,
      v.nodeID,
      true,
      v.potentialReward,
      { delegationFeePercent: v.delegationFee, blsCredentials: bls },
    );
    txs.p.push(current);
    validators.push({
      status: 'active',
      subnetId: PRIMARY_NETWORK_ID,
      nodeId: v.nodeID,
      rewardAddresses,
      startTimestamp: start,
      endTimestamp: end,
      body: {
        txHash: v.txID,
        nodeId: v.nodeID,
        subnetId: PRIMARY_NETWORK_ID,
        amountStaked: v.weight,
        delegationFee: v.delegationFee,
        startTimestamp: start,
        endTimestamp: end,
        blsCredentials: bls,
        stakePercentage: Number((BigInt(v.weight) * 1_000_000n) / totalStake) / 10_000,
        delegatorCount: Number(v.delegatorCount),
        amountDelegated: v.delegatorWeight,
        uptimePerformance: Number(v.uptime),
        avalancheGoVersion: AVALANCHEGO_VERSION,
        delegationCapacity: String(capacity > 0n ? capacity : 0n),
        potentialRewards: {
          validationRewardAmount: v.potentialReward,
          delegationRewardAmount: v.accruedDelegateeReward,
          rewardAddresses: rewardAddresses.map((a) => `P-${a}`),
        },
        validationStatus: 'active',
        validatorHealth: {
          reachabilityPercent: v.connected ? 100 : 0,
          benchedPChainRequestsPercent: 0,
          benchedXChainRequestsPercent: 0,
          benchedCChainRequestsPercent: 0,
        },
        geolocation: k % 4 === 3 ? null : geolocationOf(k),
      },
    });
    // the validation before: completed and rewarded
    const pastTx = idOf(seed, 'past-validation', net.network, k);
    const rewardTx = idOf(seed, 'past-reward', net.network, k);
    const pastEnd = start - 3_600;
    const pastStart = pastEnd - vr.int(14, 180) * 86_400;
    const pastReward = `${vr.int(1, 900)}000000000`;
    txs.p.push(
      stakingTx(
        pastTx,
        pastStart,
        pastEnd,
        'AddPermissionlessValidatorTx',
        v.weight,
        v.nodeID,
        false,
        pastReward,
        {
          delegationFeePercent: v.delegationFee,
          blsCredentials: bls,
          rewardTxHash: rewardTx,
        },
      ),
    );
    const rewardUtxo = {
      addresses: rewardAddresses,
      asset: amountOf(avax, pastReward),
      consumedOnChainId: PRIMARY_NETWORK_ID,
      createdOnChainId: PRIMARY_NETWORK_ID,
      utxoId: idOf(seed, 'reward-utxo', net.network, k),
      amount: pastReward,
      assetId: avax.assetId,
      blockNumber: String(100_000 + k * 10 + 2),
      blockTimestamp: pastEnd,
      outputIndex: 0,
      rewardType: 'VALIDATOR',
      threshold: 1,
      txHash: rewardTx,
      utxoType: 'TRANSFER',
    };
    pUtxos.push({
      address: rewardAddresses[0] as string,
      amount: BigInt(pastReward),
      timestamp: pastEnd,
      txHash: rewardTx,
      body: rewardUtxo,
    });
    txs.p.push({
      txHash: rewardTx,
      timestamp: pastEnd,
      txType: 'RewardValidatorTx',
      addresses: new Set(rewardAddresses),
      activeStaking: false,
      body: {
        txHash: rewardTx,
        txType: 'RewardValidatorTx',
        blockTimestamp: pastEnd,
        blockNumber: rewardUtxo.blockNumber,
        blockHash: hashOf(seed, 'p-old-block', net.network, rewardTx),
        consumedUtxos: [],
        emittedUtxos: [rewardUtxo],
        value: [amountOf(avax, pastReward)],
        amountBurned: [],
        amountStaked: [],
        amountL1ValidatorBalanceBurned: [],
        nodeId: v.nodeID,
        stakingTxHash: pastTx,
        memo: '',
      },
    });
    validators.push({
      status: 'completed',
      subnetId: PRIMARY_NETWORK_ID,
      nodeId: v.nodeID,
      rewardAddresses,
      startTimestamp: pastStart,
      endTimestamp: pastEnd,
      reward: { utxoId: rewardUtxo.utxoId, amount: pastReward, txHash: rewardTx },
      body: {
        txHash: pastTx,
        nodeId: v.nodeID,
        subnetId: PRIMARY_NETWORK_ID,
        amountStaked: v.weight,
        delegationFee: v.delegationFee,
        startTimestamp: pastStart,
        endTimestamp: pastEnd,
        blsCredentials: bls,
        delegatorCount: 0,
        amountDelegated: '0',
        rewards: {
          validationRewardAmount: pastReward,
          delegationRewardAmount: '0',
          rewardAddresses: rewardAddresses.map((a) => `P-${a}`),
          rewardTxHash: rewardTx,
        },
        validationStatus: 'completed',
      },
    });
    for (const d of v.delegators) {
      const owners = d.rewardOwner.addresses.map(plainAddress);
      const gross = BigInt(d.potentialReward);
      const fee = (gross * BigInt(Math.round(Number(v.delegationFee) * 100))) / 10_000n;
      txs.p.push({
        ...stakingTx(
          d.txID,
          Number(d.startTime),
          Number(d.endTime),
          'AddPermissionlessDelegatorTx',
          d.weight,
          d.nodeID,
          true,
          d.potentialReward,
        ),
        addresses: new Set(owners),
      });
      delegators.push({
        status: 'active',
        nodeId: d.nodeID,
        rewardAddresses: owners,
        startTimestamp: Number(d.startTime),
        body: {
          txHash: d.txID,
          nodeId: d.nodeID,
          rewardAddresses: owners.map((a) => `P-${a}`),
          amountDelegated: d.weight,
          delegationFee: v.delegationFee,
          startTimestamp: Number(d.startTime),
          endTimestamp: Number(d.endTime),
          estimatedGrossReward: String(gross),
          estimatedNetReward: String(gross - fee),
          delegationStatus: 'active',
        },
      });
    }
  });

  // subnet validators: the non-L1 subnets' validators are listed by listValidators, the L1's by listL1Validators
  const l1Validators: Record<string, unknown>[] = [];
  for (const subnet of net.subnets) {
    for (const sv of net.subnetValidators.get(subnet.subnetId) ?? []) {
      if (subnet.isL1) {
        const owner = { addresses: subnet.subnetOwnershipInfo.addresses, threshold: 1 };
        l1Validators.push({
          validationId: sv.validationID,
          validationIdHex: hashOf(seed, 'validation-hex', sv.validationID),
          nodeId: sv.nodeID,
          subnetId: subnet.subnetId,
          weight: sv.weight,
          remainingBalance: sv.weight * 1_000_000,
          creationTimestamp: sv.startTimestamp,
          blsCredentials: { publicKey: hashOf(seed, 'l1-bls', sv.validationID) },
          remainingBalanceOwner: owner,
          deactivationOwner: owner,
        });
        continue;
      }
      const end = sv.startTimestamp + 365 * 86_400;
      validators.push({
        status: 'active',
        subnetId: subnet.subnetId,
        nodeId: sv.nodeID,
        rewardAddresses: [],
        startTimestamp: sv.startTimestamp,
        endTimestamp: end,
        body: {
          txHash: sv.validationID,
          nodeId: sv.nodeID,
          subnetId: subnet.subnetId,
          amountStaked: String(sv.weight),
          startTimestamp: sv.startTimestamp,
          endTimestamp: end,
          stakePercentage: 20,
          delegatorCount: 0,
          uptimePerformance: sv.uptimePercentage,
          avalancheGoVersion: AVALANCHEGO_VERSION,
          potentialRewards: { validationRewardAmount: '0', delegationRewardAmount: '0' },
          validationStatus: 'active',
          validatorHealth: {
            reachabilityPercent: sv.isConnected ? 100 : 0,
            benchedPChainRequestsPercent: 0,
            benchedXChainRequestsPercent: 0,
            benchedCChainRequestsPercent: 0,
          },
          geolocation: null,
        },
      });
    }
  }

  // P chain, indexed blocks: each transaction of a proposed P block is a transaction of that block
  for (const block of blocks.p) {
    block.transactions.forEach((txHash, i) => {
      const tr = randomFor(seed, 'p-block-tx', txHash);
      const from = stranger('p', txHash, 'from');
      const to = stranger('p', txHash, 'to');
      const amount = BigInt(tr.int(1, 50_000)) * 1_000_000n;
      const txType = tr.pick(['BaseTx', 'ImportTx', 'ExportTx', 'IncreaseL1ValidatorBalanceTx']);
      const utxo = (owner: string, n: number, value: bigint) => ({
        addresses: [owner],
        asset: amountOf(avax, value),
        consumedOnChainId: PRIMARY_NETWORK_ID,
        createdOnChainId: PRIMARY_NETWORK_ID,
        utxoId: idOf(seed, 'p-block-utxo', txHash, n),
        amount: String(value),
        assetId: avax.assetId,
        blockNumber: block.blockNumber,
        blockTimestamp: block.blockTimestamp,
        outputIndex: n,
        threshold: 1,
        txHash,
        utxoType: 'TRANSFER',
      });
      const cross =
        txType === 'ImportTx'
          ? { sourceChain: net.xChainId, destinationChain: PRIMARY_NETWORK_ID }
          : txType === 'ExportTx'
            ? { sourceChain: PRIMARY_NETWORK_ID, destinationChain: net.cChainId }
            : {};
      txs.p.push({
        txHash,
        timestamp: block.blockTimestamp,
        txType,
        addresses: new Set([from, to]),
        activeStaking: false,
        body: {
          txHash,
          txType,
          blockTimestamp: block.blockTimestamp,
          blockNumber: block.blockNumber,
          blockHash: block.blockHash,
          consumedUtxos: [{ ...utxo(from, 0, amount + 1_000_000n), txHash: idOf(seed, 'p-prev', txHash, i) }],
          emittedUtxos: [utxo(to, 0, amount)],
          ...cross,
          value: [amountOf(avax, amount)],
          amountBurned: [amountOf(avax, 1_000_000n)],
          amountStaked: [],
          amountL1ValidatorBalanceBurned:
            txType === 'IncreaseL1ValidatorBalanceTx' ? [amountOf(avax, amount)] : [],
          memo: '',
        },
      });
    });
  }

  // X chain: UTXOs (each emitted by a BaseTx before the indexed blocks), block transactions (linear), and
  // the vertices of the DAG era with their transactions (non-linear)
  const xUtxos: XUtxo[] = [];
  const xCreators = new Map<string, XUtxo[]>();
  const xOldest = Math.min(...blocks.x.map((b) => b.blockTimestamp));
  net.xUtxos.forEach((u, i) => {
    const timestamp = xOldest - 86_400 - i * 60;
    const body = {
      addresses: [u.address],
      asset: amountOf(avax, u.amount),
      consumedOnChainId: net.xChainId,
      createdOnChainId: net.xChainId,
      utxoId: idOf(seed, 'utxo-id', net.network, 'X', u.txID, u.outputIndex),
      creationTxHash: u.txID,
      locktime: 0,
      outputIndex: String(u.outputIndex),
      threshold: 1,
      timestamp,
      utxoType: 'TRANSFER',
    };
    const utxo = { address: u.address, amount: BigInt(u.amount), timestamp, txHash: u.txID, body };
    xUtxos.push(utxo);
    xCreators.set(u.txID, [...(xCreators.get(u.txID) ?? []), utxo]);
  });
  const xTx = (
    txHash: string,
    timestamp: number,
    addresses: string[],
    fields: Record<string, unknown>,
  ): PrimaryTx => ({
    txHash,
    timestamp,
    txType: String(fields.txType),
    addresses: new Set(addresses),
    activeStaking: false,
    body: { txHash, timestamp, memo: '', ...fields },
  });
  for (const [txHash, emitted] of xCreators) {
    const first = emitted[0] as XUtxo;
    const total = emitted.reduce((sum, u) => sum + u.amount, 0n);
    txs.x.push(
      xTx(
        txHash,
        first.timestamp,
        emitted.map((u) => u.address),
        {
          chainFormat: 'linear',
          txType: 'BaseTx',
          consumedUtxos: [],
          emittedUtxos: emitted.map((u) => u.body),
          amountUnlocked: [],
          amountCreated: [amountOf(avax, total)],
          blockHeight: 1000 + xUtxos.indexOf(first),
          blockHash: hashOf(seed, 'x-old-block', net.network, txHash),
        },
      ),
    );
  }
  const xTransfer = (txHash: string, timestamp: number, place: Record<string, unknown>): PrimaryTx => {
    const tr = randomFor(seed, 'x-tx', txHash);
    const from = stranger('x', txHash, 'from');
    const to = stranger('x', txHash, 'to');
    const amount = BigInt(tr.int(1, 90_000)) * 1_000_000n;
    const utxo = (owner: string, value: bigint, n: number, creator: string) => ({
      addresses: [owner],
      asset: amountOf(avax, value),
      consumedOnChainId: net.xChainId,
      createdOnChainId: net.xChainId,
      utxoId: idOf(seed, 'x-utxo', txHash, owner),
      creationTxHash: creator,
      locktime: 0,
      outputIndex: String(n),
      threshold: 1,
      timestamp,
      utxoType: 'TRANSFER',
    });
    return xTx(txHash, timestamp, [from, to], {
      txType: 'BaseTx',
      consumedUtxos: [
        { ...utxo(from, amount + 1_000_000n, 0, idOf(seed, 'x-prev', txHash)), consumingTxHash: txHash },
      ],
      emittedUtxos: [utxo(to, amount, 0, txHash)],
      amountUnlocked: [amountOf(avax, amount + 1_000_000n)],
      amountCreated: [amountOf(avax, amount)],
      ...place,
    });
  };
  for (const block of blocks.x) {
    for (const txHash of block.transactions) {
      txs.x.push(
        xTransfer(txHash, block.blockTimestamp, {
          chainFormat: 'linear',
          blockHeight: Number(block.blockNumber),
          blockHash: block.blockHash,
        }),
      );
    }
  }
  const vertices: Vertex[] = [];
  let parents: string[] = [];
  let index = 0;
  for (let height = 0; height < 40; height++) {
    const width = height % 5 === 2 ? 2 : 1;
    const layer: string[] = [];
    for (let w = 0; w < width; w++) {
      const vr = randomFor(seed, 'vertex', net.network, height, w);
      const vertexHash = idOf(seed, 'vertex', net.network, height, w);
      const vertexTimestamp = 1_600_000_000 + height * 30 + w;
      const transactions = Array.from({ length: vr.int(1, 3) }, (_, t) =>
        idOf(seed, 'vertex-tx', net.network, height, w, t),
      );
      for (const txHash of transactions) {
        txs.x.push(
          xTransfer(txHash, vertexTimestamp, {
            chainFormat: 'non-linear',
            vertices: [{ hash: vertexHash, height, timestamp: vertexTimestamp }],
          }),
        );
      }
      vertices.push({
        vertexHash,
        vertexHeight: height,
        vertexIndex: index,
        vertexTimestamp,
        body: {
          vertexHash,
          parentHashes: parents,
          vertexHeight: height,
          vertexIndex: index++,
          vertexTimestamp,
          txCount: transactions.length,
          transactions,
          vertexSizeBytes: vr.int(300, 9000),
        },
      });
      layer.push(vertexHash);
    }
    parents = layer;
  }

  // C chain: atomic transactions of the proposed C blocks, exports and imports of the C chain's wallets
  const cWallets = net.evmChains[0]?.wallets ?? [];
  for (const block of blocks.c) {
    for (const txHash of block.transactions) {
      const tr = randomFor(seed, 'c-atomic', txHash);
      const wallet = tr.pick(cWallets);
      const owner = stranger('c', txHash);
      const amount = BigInt(tr.int(1, 40_000)) * 1_000_000n;
      const asset = amountOf(avax, amount);
      const utxo = {
        addresses: [owner],
        asset,
        consumedOnChainId: net.cChainId,
        createdOnChainId: net.xChainId,
        utxoId: idOf(seed, 'c-utxo', txHash),
        creationTxHash: idOf(seed, 'c-utxo-creator', txHash),
        locktime: 0,
        outputIndex: '0',
        threshold: 1,
        timestamp: block.blockTimestamp,
        utxoType: 'TRANSFER',
      };
      const common = {
        txHash,
        blockHeight: Number(block.blockNumber),
        blockHash: block.blockHash,
        timestamp: block.blockTimestamp,
        memo: '',
        amountUnlocked: [asset],
        amountCreated: [asset],
      };
      const exported = tr.next() < 0.5;
      txs.c.push({
        txHash,
        timestamp: block.blockTimestamp,
        txType: exported ? 'ExportTx' : 'ImportTx',
        addresses: new Set([wallet, owner]),
        activeStaking: false,
        body: exported
          ? {
              ...common,
              sourceChain: net.cChainId,
              destinationChain: net.xChainId,
              txType: 'ExportTx',
              evmInputs: [{ fromAddress: wallet, asset, credentials: [] }],
              emittedUtxos: [{ ...utxo, consumedOnChainId: net.xChainId, createdOnChainId: net.cChainId }],
            }
          : {
              ...common,
              sourceChain: net.xChainId,
              destinationChain: net.cChainId,
              txType: 'ImportTx',
              evmOutputs: [{ toAddress: wallet, asset }],
              consumedUtxos: [{ ...utxo, consumingTxHash: txHash }],
            },
      });
    }
  }

  const byNewest = (a: PrimaryTx, b: PrimaryTx) =>
    b.timestamp - a.timestamp || (a.txHash < b.txHash ? -1 : a.txHash > b.txHash ? 1 : 0);
  const txByHash = new Map<string, { chain: ChainKey; tx: PrimaryTx }>();
  for (const chain of ['p', 'x', 'c'] as const) {
    txs[chain].sort(byNewest);
    for (const tx of txs[chain]) txByHash.set(tx.txHash, { chain, tx });
  }
  return {
    avax,
    txs,
    txByHash,
    utxos: { p: pUtxos, x: xUtxos },
    validators,
    delegators,
    l1Validators,
    blocks,
    vertices: vertices.reverse(),
    pHeight: Number(blocks.p[0]?.blockNumber ?? 0),
  };
}

function geolocationOf(k: number) {
  const places = [
    { city: 'Frankfurt', country: 'Germany', countryCode: 'DE', latitude: 50.11, longitude: 8.68 },
    { city: 'Ashburn', country: 'United States', countryCode: 'US', latitude: 39.04, longitude: -77.49 },
    { city: 'Singapore', country: 'Singapore', countryCode: 'SG', latitude: 1.35, longitude: 103.82 },
  ];
  return places[k % places.length];
}
