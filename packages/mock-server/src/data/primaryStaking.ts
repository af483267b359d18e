import { AVALANCHEGO_VERSION, amountOf, type IndexContext, plainAddress } from './primaryContext.js';
import { PRIMARY_NETWORK_ID } from './primaryIds.js';
import type { Delegation, PrimaryTx, PUtxo, Validation } from './primaryTypes.js';
import { hashOf, idOf, randomFor } from './random.js';
import type { PrimaryValidator } from './types.js';

/** The P chain's staking: transactions, reward UTXOs, validations and delegations. */
export interface Staking {
  txs: PrimaryTx[];
  /** The UTXOs the RewardValidatorTxs emitted. */
  utxos: PUtxo[];
  validators: Validation[];
  delegators: Delegation[];
}

/**
 * Each primary validator's current validation (active), one earlier one (completed, with its
 * RewardValidatorTx), and the current delegations.
 */
export function stakingOf(ctx: IndexContext): Staking {
  const out: Staking = { txs: [], utxos: [], validators: [], delegators: [] };
  const totalStake = ctx.net.primaryValidators.reduce((sum, v) => sum + BigInt(v.weight), 0n);
  ctx.net.primaryValidators.forEach((v, k) => {
    const staker = stakerOf(ctx, v, k);
    addCurrentValidation(staker, out, totalStake);
    addPastValidation(staker, out);
    addDelegations(staker, out);
  });
  return out;
}

/** One primary validator, what its validations share. */
interface Staker {
  ctx: IndexContext;
  v: PrimaryValidator;
  k: number;
  rewardAddresses: string[];
  start: number;
  end: number;
  bls: { publicKey: string; proofOfPossession: string };
  tx(input: StakingTxInput): PrimaryTx;
}

interface StakingTxInput {
  txHash: string;
  from: number;
  to: number;
  txType: string;
  amount: string;
  nodeId: string;
  active: boolean;
  reward: string;
  extra?: Record<string, unknown>;
}

function stakerOf(ctx: IndexContext, v: PrimaryValidator, k: number): Staker {
  const { seed, net, avax } = ctx;
  const rewardAddresses = v.validationRewardOwner.addresses.map(plainAddress);
  const tx = ({ txHash, from, to, txType, amount, nodeId, active, reward, extra = {} }: StakingTxInput) => ({
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
  const bls = { publicKey: v.signer.publicKey, proofOfPossession: v.signer.proofOfPossession };
  return { ctx, v, k, rewardAddresses, start: Number(v.startTime), end: Number(v.endTime), bls, tx };
}

function addCurrentValidation(staker: Staker, out: Staking, totalStake: bigint): void {
  const { v, k, rewardAddresses, start, end, bls } = staker;
  const delegated = BigInt(v.delegatorWeight);
  const capacity = BigInt(v.weight) * 4n - delegated;
  out.txs.push(
    staker.tx({
      txHash: v.txID,
      from: start,
      to: end,
      txType: 'AddPermissionlessValidatorTx',
      amount: v.weight,
      nodeId: v.nodeID,
      active: true,
      reward: v.potentialReward,
      extra: { delegationFeePercent: v.delegationFee, blsCredentials: bls },
    }),
  );
  out.validators.push({
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
}

/** The validation before the current one: completed, rewarded by a RewardValidatorTx and its UTXO. */
function addPastValidation(staker: Staker, out: Staking): void {
  const { ctx, v, k, rewardAddresses, start, bls } = staker;
  const { seed, net } = ctx;
  const vr = randomFor(seed, 'data-validator', net.network, k);
  const pastTx = idOf(seed, 'past-validation', net.network, k);
  const rewardTx = idOf(seed, 'past-reward', net.network, k);
  const pastEnd = start - 3_600;
  const pastStart = pastEnd - vr.int(14, 180) * 86_400;
  const pastReward = `${vr.int(1, 900)}000000000`;
  out.txs.push(
    staker.tx({
      txHash: pastTx,
      from: pastStart,
      to: pastEnd,
      txType: 'AddPermissionlessValidatorTx',
      amount: v.weight,
      nodeId: v.nodeID,
      active: false,
      reward: pastReward,
      extra: { delegationFeePercent: v.delegationFee, blsCredentials: bls, rewardTxHash: rewardTx },
    }),
  );
  const rewardUtxo = addReward(staker, out, { pastTx, rewardTx, pastEnd, pastReward });
  out.validators.push({
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
}

/** The RewardValidatorTx of a completed validation and the UTXO it emitted. */
function addReward(
  staker: Staker,
  out: Staking,
  past: { pastTx: string; rewardTx: string; pastEnd: number; pastReward: string },
) {
  const { ctx, v, k, rewardAddresses } = staker;
  const { seed, net, avax } = ctx;
  const { pastTx, rewardTx, pastEnd, pastReward } = past;
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
  out.utxos.push({
    address: rewardAddresses[0] as string,
    amount: BigInt(pastReward),
    timestamp: pastEnd,
    txHash: rewardTx,
    body: rewardUtxo,
  });
  out.txs.push({
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
  return rewardUtxo;
}

function addDelegations(staker: Staker, out: Staking): void {
  const { v } = staker;
  for (const d of v.delegators) {
    const owners = d.rewardOwner.addresses.map(plainAddress);
    const gross = BigInt(d.potentialReward);
    const fee = (gross * BigInt(Math.round(Number(v.delegationFee) * 100))) / 10_000n;
    out.txs.push({
      ...staker.tx({
        txHash: d.txID,
        from: Number(d.startTime),
        to: Number(d.endTime),
        txType: 'AddPermissionlessDelegatorTx',
        amount: d.weight,
        nodeId: d.nodeID,
        active: true,
        reward: d.potentialReward,
      }),
      addresses: new Set(owners),
    });
    out.delegators.push({
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
}

function geolocationOf(k: number) {
  const places = [
    { city: 'Frankfurt', country: 'Germany', countryCode: 'DE', latitude: 50.11, longitude: 8.68 },
    { city: 'Ashburn', country: 'United States', countryCode: 'US', latitude: 39.04, longitude: -77.49 },
    { city: 'Singapore', country: 'Singapore', countryCode: 'SG', latitude: 1.35, longitude: 103.82 },
  ];
  return places[k % places.length];
}
