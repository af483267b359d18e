import { PRIMARY_NETWORK_ID } from '../data/dataSet.js';
import { hashOf, idOf, randomFor } from '../data/random.js';
import type { Utxo } from '../data/types.js';
import { named, type RpcContext, type RpcHandler } from './context.js';
import { pageUtxos } from './pageUtxos.js';
import { isCb58Id, parseChainAddress, serviceError, unmarshalError } from './rpcError.js';

/*
 * The P-chain methods after platform.getCurrentValidators (the seed stops there), answered as
 * AvalancheGo v1.14.0 answers them (shapes and texts measured on a running node): uint64s as decimal
 * strings, the dynamic fee figures as JSON numbers, RFC 3339 times.
 */

const EMPTY_ID = '11111111111111111111111111111111LpoYY';

function tipOf(ctx: RpcContext) {
  const last = ctx.network.pBlocks.at(-1);
  return { height: last?.height ?? 0, timestamp: last?.timestamp ?? 0 };
}

const rfc3339 = (unix: number) => new Date(unix * 1000).toISOString().replace('.000Z', 'Z');

/** A P-chain height param: a number, its decimal string, or 'proposed' (the tip here). */
function heightOf(ctx: RpcContext, value: unknown): number {
  if (value === 'proposed') return tipOf(ctx).height;
  const h = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < 0) throw unmarshalError();
  return h;
}

function subnetOf(ctx: RpcContext, subnetID: unknown) {
  const id = subnetID === undefined || subnetID === '' ? PRIMARY_NETWORK_ID : subnetID;
  if (!isCb58Id(id)) throw unmarshalError();
  return { id, subnet: ctx.network.subnets.find((s) => s.subnetId === id) };
}

/** Node id -> { publicKey, weight } of a subnet's validators (the primary network's have BLS keys). */
function validatorSet(ctx: RpcContext, subnetID: string) {
  if (subnetID === PRIMARY_NETWORK_ID) {
    return ctx.network.primaryValidators.map((v) => ({
      nodeID: v.nodeID,
      publicKey: v.signer.publicKey as string | null,
      weight: BigInt(v.weight),
    }));
  }
  return (ctx.network.subnetValidators.get(subnetID) ?? []).map((v) => ({
    nodeID: v.nodeID,
    publicKey: blsKeyOf(ctx, v.validationID) as string | null,
    weight: BigInt(v.weight),
  }));
}

/** A subnet validator's BLS public key (48 bytes, 0x-hex), derived from its validation id. */
function blsKeyOf(ctx: RpcContext, validationID: string): string {
  return `${hashOf(ctx.data.seed, 'l1-key', validationID)}${hashOf(ctx.data.seed, 'l1-key2', validationID).slice(2, 34)}`;
}

function checkHeight(ctx: RpcContext, height: number, subnetID: string): void {
  const tip = tipOf(ctx).height;
  if (height > tip) {
    throw serviceError(
      `failed to get validator set at ${height}: failed to fetch validator set at unfinalized height with SubnetID = ${subnetID}: current P-chain height (${tip}) < requested P-Chain height (${height})`,
    );
  }
}

/** The transactions this data set knows on P: those of its blocks and the validators' add-validator txs. */
function pTxOf(ctx: RpcContext, txID: unknown) {
  if (!isCb58Id(txID)) throw unmarshalError();
  const validator = ctx.network.primaryValidators.find((v) => v.txID === txID);
  const inBlock = ctx.network.pBlocks.some((b) => b.txs.includes(txID));
  const issued = ctx.issuedAtomicTxs.has(`P:${txID}`);
  return { txID, validator, known: Boolean(validator) || inBlock || issued };
}

/** A bytes encoding param (`hex` by default); the node echoes it in the answer. */
function encodingOf(value: unknown): 'hex' | 'hexc' | 'hexnc' {
  if (value === undefined) return 'hex';
  if (value !== 'hex' && value !== 'hexc' && value !== 'hexnc') throw unmarshalError();
  return value;
}

/** Issues a transaction: its id is derived from its bytes, and it is remembered as accepted. */
export function issue(ctx: RpcContext, chain: 'P' | 'X', params: unknown): { txID: string } {
  const p = named(params);
  encodingOf(p.encoding);
  if (typeof p.tx !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(p.tx))
    throw serviceError('problem decoding transaction: input string is smaller than the checksum size');
  const txID = idOf(ctx.data.seed, `${chain}-issued`, p.tx);
  ctx.issuedAtomicTxs.set(`${chain}:${txID}`, p.tx);
  return { txID };
}

/** platform.* beyond the seed's list. */
export const platformMethods: Record<string, RpcHandler> = {
  'platform.getProposedHeight': (_p, ctx) => ({ height: String(tipOf(ctx).height) }),
  'platform.getTimestamp': (_p, ctx) => ({ timestamp: rfc3339(tipOf(ctx).timestamp) }),
  // mainnet's dynamic fee configuration (ACP-103) and L1 validator fee configuration (ACP-77)
  'platform.getFeeConfig': () => ({
    weights: [1, 1000, 1000, 4],
    maxCapacity: 1_000_000,
    maxPerSecond: 100_000,
    targetPerSecond: 50_000,
    minPrice: 1,
    excessConversionConstant: 2_164_043,
  }),
  'platform.getFeeState': (_p, ctx) => ({
    capacity: 1_000_000,
    excess: 0,
    price: 1,
    timestamp: rfc3339(tipOf(ctx).timestamp),
  }),
  'platform.getValidatorFeeConfig': () => ({
    capacity: 20_000,
    target: 10_000,
    minPrice: 512,
    excessConversionConstant: 1_246_488_515,
  }),
  'platform.getValidatorFeeState': (_p, ctx) => ({
    excess: 0,
    price: 512,
    timestamp: rfc3339(tipOf(ctx).timestamp),
  }),
  'platform.getMinStake': (params, ctx) => {
    const { id } = subnetOf(ctx, named(params).subnetID);
    if (id !== PRIMARY_NETWORK_ID)
      throw serviceError(`failed fetching subnet transformation for ${id}: not found`);
    return { minValidatorStake: '2000000000000', minDelegatorStake: '25000000000' };
  },
  'platform.getStakingAssetID': (params, ctx) => {
    const { id } = subnetOf(ctx, named(params).subnetID);
    if (id !== PRIMARY_NETWORK_ID)
      throw serviceError(`failed fetching subnet transformation for ${id}: not found`);
    return { assetID: ctx.network.avaxAssetId };
  },
  'platform.getTotalStake': (params, ctx) => {
    const { id } = subnetOf(ctx, named(params).subnetID);
    let total = validatorSet(ctx, id).reduce((sum, v) => sum + v.weight, 0n);
    if (id === PRIMARY_NETWORK_ID) {
      for (const v of ctx.network.primaryValidators) total += BigInt(v.delegatorWeight);
    }
    // stake is the deprecated twin of weight
    return { stake: String(total), weight: String(total) };
  },
  'platform.getSubnets': (params, ctx) => {
    const ids = named(params).ids;
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every(isCb58Id))) throw unmarshalError();
    // the subnets, then the primary network (no control keys), as the node lists them
    const ordered = [
      ...ctx.network.subnets.filter((s) => s.subnetId !== PRIMARY_NETWORK_ID),
      ...ctx.network.subnets.filter((s) => s.subnetId === PRIMARY_NETWORK_ID),
    ];
    // as the node: an id it knows as a transaction that is not a CreateSubnetTx is refused; unknown ids are left out
    for (const id of Array.isArray(ids) ? ids : []) {
      if (id === PRIMARY_NETWORK_ID || ordered.some((s) => s.subnetId === id)) continue;
      if (pTxOf(ctx, id).known) throw serviceError(`${JSON.stringify(id)} is not a subnet`);
    }
    const list = ordered
      .filter((s) => !Array.isArray(ids) || ids.length === 0 || ids.includes(s.subnetId))
      .map((s) => ({ id: s.subnetId, controlKeys: s.ownerAddresses, threshold: String(s.threshold) }));
    return { subnets: Array.isArray(ids) && ids.length > 0 && list.length === 0 ? null : list };
  },
  'platform.getSubnet': (params, ctx) => {
    const { id, subnet } = subnetOf(ctx, named(params).subnetID);
    if (id === PRIMARY_NETWORK_ID) throw serviceError("the primary network isn't a subnet");
    if (!subnet) throw serviceError('not found');
    return {
      isPermissioned: !subnet.isL1,
      controlKeys: subnet.ownerAddresses,
      threshold: String(subnet.threshold),
      locktime: String(subnet.locktime),
      subnetTransformationTxID: EMPTY_ID,
      conversionID: subnet.isL1 ? idOf(ctx.data.seed, 'conversion', subnet.subnetId) : EMPTY_ID,
      managerChainID: subnet.isL1 ? subnet.l1ValidatorManagerDetails.blockchainId : EMPTY_ID,
      managerAddress: subnet.isL1 ? subnet.l1ValidatorManagerDetails.contractAddress : null,
    };
  },
  'platform.validates': (params, ctx) => {
    const { id, subnet } = subnetOf(ctx, named(params).subnetID);
    if (!subnet) throw serviceError(`problem retrieving subnet ${JSON.stringify(id)}: not found`);
    return {
      blockchainIDs: ctx.network.blockchains.filter((b) => b.subnetId === id).map((b) => b.blockchainId),
    };
  },
  'platform.validatedBy': (params, ctx) => {
    const id = named(params).blockchainID;
    if (!isCb58Id(id)) throw unmarshalError();
    const chain = ctx.network.blockchains.find((b) => b.blockchainId === id);
    if (!chain) throw serviceError(`problem retrieving blockchain ${JSON.stringify(id)}: not found`);
    return { subnetID: chain.subnetId };
  },
  'platform.getValidatorsAt': (params, ctx) => {
    const p = named(params);
    const { id } = subnetOf(ctx, p.subnetID);
    const height = heightOf(ctx, p.height);
    checkHeight(ctx, height, id);
    const set = validatorSet(ctx, id).sort((a, b) => a.nodeID.localeCompare(b.nodeID));
    return Object.fromEntries(
      set.map((v) => [v.nodeID, { publicKey: v.publicKey, weight: String(v.weight) }]),
    );
  },
  'platform.getAllValidatorsAt': (params, ctx) => {
    const height = heightOf(ctx, named(params).height);
    checkHeight(ctx, height, PRIMARY_NETWORK_ID);
    const sets: Record<string, unknown> = {};
    for (const s of ctx.network.subnets) {
      const set = validatorSet(ctx, s.subnetId);
      if (set.length === 0) continue;
      const keyed = set
        .filter((v) => v.publicKey !== null)
        .sort((a, b) => String(a.publicKey).localeCompare(String(b.publicKey)));
      sets[s.subnetId] = {
        // canonical (Warp) order; null for a set without any BLS key
        validators:
          keyed.length === 0
            ? null
            : keyed.map((v) => ({ publicKey: v.publicKey, weight: String(v.weight), nodeIDs: [v.nodeID] })),
        totalWeight: String(set.reduce((sum, v) => sum + v.weight, 0n)),
      };
    }
    return { validatorSets: sets };
  },
  'platform.sampleValidators': (params, ctx) => {
    const p = named(params);
    const size = typeof p.size === 'string' && /^\d+$/.test(p.size) ? Number(p.size) : p.size;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > 65_535)
      throw unmarshalError();
    const { id } = subnetOf(ctx, p.subnetID);
    const set = validatorSet(ctx, id);
    if (size > 0 && set.length === 0) throw serviceError('insufficient weight to sample');
    // weighted sampling with replacement, as the node samples, deterministic per size
    const r = randomFor(ctx.data.seed, 'sample', id, size);
    const total = set.reduce((sum, v) => sum + Number(v.weight), 0);
    const picked = Array.from({ length: size }, () => {
      let at = r.next() * total;
      for (const v of set) {
        at -= Number(v.weight);
        if (at < 0) return v.nodeID;
      }
      return set.at(-1)?.nodeID as string;
    });
    return { validators: picked.sort() };
  },
  'platform.getTx': (params, ctx) => {
    const p = named(params);
    const tx = pTxOf(ctx, p.txID);
    if (!tx.known) throw serviceError("couldn't get tx: not found");
    if (p.encoding !== undefined && p.encoding !== 'hex' && p.encoding !== 'json') throw unmarshalError();
    if (p.encoding !== 'json') {
      const issued = ctx.issuedAtomicTxs.get(`P:${tx.txID}`);
      return { tx: issued ?? `0x0000${Buffer.from(tx.txID).toString('hex')}`, encoding: 'hex' };
    }
    const v = tx.validator;
    const owner = (o: { locktime: string; threshold: string; addresses: string[] }) => ({
      addresses: o.addresses,
      locktime: Number(o.locktime),
      threshold: Number(o.threshold),
    });
    const unsignedTx = {
      networkID: ctx.network.networkId,
      blockchainID: PRIMARY_NETWORK_ID,
      outputs: [],
      inputs: [],
      memo: '0x',
      ...(v
        ? {
            // an AddPermissionlessValidatorTx, as the node renders it
            validator: {
              nodeID: v.nodeID,
              start: Number(v.startTime),
              end: Number(v.endTime),
              weight: Number(v.weight),
            },
            subnetID: PRIMARY_NETWORK_ID,
            signer: v.signer,
            stake: [
              {
                assetID: ctx.network.avaxAssetId,
                fxID: 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ',
                output: { ...owner(v.validationRewardOwner), amount: Number(v.weight) },
              },
            ],
            validationRewardsOwner: owner(v.validationRewardOwner),
            delegationRewardsOwner: owner(v.delegationRewardOwner),
            shares: Math.round(Number(v.delegationFee) * 10_000),
          }
        : {}),
    };
    return { tx: { unsignedTx, credentials: [], id: tx.txID }, encoding: 'json' };
  },
  'platform.getTxStatus': (params, ctx) => ({
    status: pTxOf(ctx, named(params).txID).known ? 'Committed' : 'Unknown',
  }),
  'platform.getRewardUTXOs': (params, ctx) => {
    const p = named(params);
    pTxOf(ctx, p.txID);
    // no staking period of the data set has ended: nothing was rewarded yet
    return { numFetched: '0', utxos: [], encoding: encodingOf(p.encoding) };
  },
  'platform.getL1Validator': (params, ctx) => {
    const validationID = named(params).validationID;
    if (!isCb58Id(validationID)) throw unmarshalError();
    for (const [subnetID, list] of ctx.network.subnetValidators) {
      const v = list.find((x) => x.validationID === validationID && x.isL1Validator);
      if (!v) continue;
      const subnet = ctx.network.subnets.find((x) => x.subnetId === subnetID);
      const owner = {
        locktime: String(subnet?.locktime ?? 0),
        threshold: String(subnet?.threshold ?? 1),
        addresses: subnet?.ownerAddresses ?? [],
      };
      // field order as the node sends it
      return {
        nodeID: v.nodeID,
        weight: String(v.weight),
        startTime: String(v.startTimestamp),
        validationID: v.validationID,
        publicKey: blsKeyOf(ctx, v.validationID),
        remainingBalanceOwner: owner,
        deactivationOwner: owner,
        minNonce: '0',
        balance: v.isActive ? '1000000000' : '0',
        subnetID,
        height: String(tipOf(ctx).height),
      };
    }
    throw serviceError(`fetching L1 validator ${JSON.stringify(validationID)} failed: not found`);
  },
  'platform.getStake': (params, ctx) => {
    const p = named(params);
    if (!Array.isArray(p.addresses)) throw unmarshalError();
    const wanted = new Set(p.addresses.map((a) => `P-${parseChainAddress(a)}`));
    const own = ctx.network.primaryValidators.filter((v) =>
      v.validationRewardOwner.addresses.some((a) => wanted.has(a)),
    );
    const staked = own.reduce((sum, v) => sum + BigInt(v.weight), 0n);
    return {
      staked: String(staked),
      stakeds: staked > 0n ? { [ctx.network.avaxAssetId]: String(staked) } : {},
      stakedOutputs: own.map((v) => `0x0000${Buffer.from(v.txID).toString('hex')}`),
      encoding: encodingOf(p.encoding),
    };
  },
  'platform.getUTXOs': (params, ctx) => {
    const p = named(params);
    if (!Array.isArray(p.addresses)) throw unmarshalError();
    if (p.addresses.length === 0) throw serviceError('no addresses provided');
    const wanted = p.addresses.map(parseChainAddress);
    // another chain's atomic UTXOs (from shared memory: pages start AT startIndex), else the P chain's own
    const atomic =
      typeof p.sourceChain === 'string' &&
      p.sourceChain !== '' &&
      p.sourceChain !== 'P' &&
      p.sourceChain !== PRIMARY_NETWORK_ID;
    const source: Utxo[] = atomic ? ctx.network.xUtxos : ctx.network.pUtxos;
    const list = wanted.flatMap((a) => source.filter((u) => u.address === a));
    const encoding = encodingOf(p.encoding);
    return { ...pageUtxos(list, { ...p, encoding: 'hex' }, 'P', { startInclusive: atomic }), encoding };
  },
  'platform.issueTx': (params, ctx) => issue(ctx, 'P', params),
};
