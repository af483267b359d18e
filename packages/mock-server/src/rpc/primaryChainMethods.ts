import { PRIMARY_NETWORK_ID } from '../data/dataSet.js';
import { idOf } from '../data/random.js';
import type { PrimaryChainBlock, Utxo } from '../data/types.js';
import { named, type RpcContext, type RpcHandler } from './context.js';
import { pageUtxos } from './pageUtxos.js';
import { issue } from './platformMethods.js';
import {
  invalidParams,
  isCb58Id,
  isNodeId,
  parseChainAddress,
  serviceError,
  unmarshalError,
} from './rpcError.js';

const EMPTY_ID = '11111111111111111111111111111111LpoYY';

/**
 * The chain's genesis block (height 0), as the node answers it: on P only parentID, height and id (no
 * `time`, no `txs`); on X `txs: null`.
 */
function genesisOf(ctx: RpcContext, chain: 'X' | 'P'): PrimaryChainBlock {
  const label = chain === 'X' ? 'x-block' : 'p-block';
  const first = (chain === 'X' ? ctx.network.xBlocks : ctx.network.pBlocks)[0];
  return {
    id: idOf(ctx.data.seed, label, 'genesis', ctx.network.networkId),
    parentID: idOf(ctx.data.seed, label, 'genesis-parent', ctx.network.networkId),
    height: 0,
    timestamp: (first?.timestamp ?? 0) - 86_400 * 365,
    txs: [],
  };
}

function encodeBlock(block: PrimaryChainBlock, encoding: unknown, ctx: RpcContext, chain: 'X' | 'P') {
  if (encoding !== undefined && encoding !== 'hex' && encoding !== 'json') {
    throw invalidParams(`encoding must be one of: hex, json`);
  }
  if (encoding === 'json') {
    const genesis = block.height === 0;
    const txs = block.txs.map((id) => txJson(id, ctx, chain));
    // Field order as AvalancheGo v1.14.0 marshals them.
    const body =
      chain === 'P'
        ? genesis
          ? { parentID: block.parentID, height: block.height, id: block.id }
          : { time: block.timestamp, parentID: block.parentID, height: block.height, id: block.id, txs }
        : {
            parentID: block.parentID,
            height: block.height,
            time: block.timestamp,
            merkleRoot: EMPTY_ID,
            txs: genesis ? null : txs,
            id: block.id,
          };
    return { block: body, encoding: 'json' };
  }
  const heightHex = block.height.toString(16).padStart(16, '0');
  return { block: `0x0000${heightHex}${Buffer.from(block.id).toString('hex')}`, encoding: 'hex' };
}

function txJson(txID: string, ctx: RpcContext, chain: 'X' | 'P') {
  return {
    unsignedTx: {
      networkID: ctx.network.networkId,
      blockchainID: chain === 'X' ? ctx.network.xChainId : PRIMARY_NETWORK_ID,
      outputs: [],
      inputs: [],
      memo: '0x',
    },
    credentials: [],
    id: txID,
  };
}

/**
 * The X chain's genesis transaction, the one that created AVAX (its id is AVAX's asset id), as the node
 * answers `avm.getTx` with encoding json: a CreateAssetTx with name, symbol, denomination and initialStates
 * in its unsignedTx, and `credentials: null`.
 */
function genesisAssetTxJson(ctx: RpcContext) {
  const holders = ctx.network.utxoAddresses.slice(0, 2);
  return {
    unsignedTx: {
      networkID: ctx.network.networkId,
      blockchainID: EMPTY_ID,
      outputs: [],
      inputs: [],
      memo: '0x',
      name: 'Avalanche',
      symbol: 'AVAX',
      denomination: 9,
      initialStates: [
        {
          fxIndex: 0,
          fxID: 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ',
          outputs: holders.map((a, i) => ({
            addresses: [`X-${a}`],
            amount: (i + 1) * 100_000_000_000_000,
            locktime: 0,
            threshold: 1,
          })),
        },
      ],
    },
    credentials: null,
    id: ctx.network.avaxAssetId,
  };
}

function blockById(blocks: PrimaryChainBlock[], id: unknown, genesis: PrimaryChainBlock): PrimaryChainBlock {
  if (typeof id !== 'string' || id === '') throw invalidParams('blockID is required');
  if (!isCb58Id(id)) throw unmarshalError();
  const block = id === genesis.id ? genesis : blocks.find((b) => b.id === id);
  if (!block) throw serviceError(`couldn't get block with id ${id}: not found`);
  return block;
}

function blockByHeight(
  blocks: PrimaryChainBlock[],
  height: unknown,
  genesis: PrimaryChainBlock,
): PrimaryChainBlock {
  const h = typeof height === 'string' && /^\d+$/.test(height) ? Number(height) : height;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < 0)
    throw invalidParams('height must be a non-negative integer');
  const block = h === 0 ? genesis : blocks.find((b) => b.height === h);
  if (!block) throw serviceError(`couldn't get block at height ${h}: not found`);
  return block;
}

function utxosOf(all: Utxo[], addresses: unknown): Utxo[] {
  if (!Array.isArray(addresses) || addresses.length === 0)
    throw invalidParams('addresses must be a non-empty array');
  const wanted = addresses.map(parseChainAddress);
  return wanted.flatMap((a) => all.filter((u) => u.address === a));
}

function findTx(blocks: PrimaryChainBlock[], txID: unknown): PrimaryChainBlock | undefined {
  return blocks.find((b) => b.txs.includes(String(txID)));
}

function balanceOf(utxos: Utxo[]): bigint {
  return utxos.reduce((sum, u) => sum + BigInt(u.amount), 0n);
}

function isAvax(assetID: unknown, ctx: RpcContext): boolean {
  return assetID === 'AVAX' || assetID === ctx.network.avaxAssetId;
}

/** xvm.* (served also under the deployed name avm.*). */
/**
 * A validator as v1.15 lists an auto-renewed one (ACP-236, Helicon): its config after the staker fields
 * (vms/platformvm/api AutoRenewedConfig), the authority being its validation reward owner here.
 */
function autoRenewed<V extends { validationRewardOwner?: unknown }>(v: V) {
  return {
    ...v,
    validatorAuthority: v.validationRewardOwner,
    nextPeriod: '1209600',
    autoCompoundRewardShares: '500000',
  };
}

export const xchainMethods: Record<string, RpcHandler> = {
  'xvm.getAllBalances': (params, ctx) => {
    const address = named(params).address;
    if (typeof address !== 'string') throw invalidParams('address is required');
    const utxos = utxosOf(ctx.network.xUtxos, [address]);
    return { balances: utxos.length > 0 ? [{ asset: 'AVAX', balance: String(balanceOf(utxos)) }] : [] };
  },
  'xvm.getAssetDescription': (params, ctx) => {
    const assetID = named(params).assetID;
    if (!isAvax(assetID, ctx))
      throw serviceError(isCb58Id(assetID) ? 'not found' : `asset '${String(assetID)}' not found`);
    // denomination is a decimal string on the wire (json.Uint8).
    return { assetID: ctx.network.avaxAssetId, name: 'Avalanche', symbol: 'AVAX', denomination: '9' };
  },
  'xvm.getBalance': (params, ctx) => {
    const p = named(params);
    if (typeof p.address !== 'string') throw invalidParams('address is required');
    const utxos = isAvax(p.assetID, ctx) ? utxosOf(ctx.network.xUtxos, [p.address]) : [];
    return {
      balance: String(balanceOf(utxos)),
      utxoIDs: utxos.map((u) => ({ txID: u.txID, outputIndex: u.outputIndex })),
    };
  },
  'xvm.getBlock': (params, ctx) => {
    const p = named(params);
    return encodeBlock(blockById(ctx.network.xBlocks, p.blockID, genesisOf(ctx, 'X')), p.encoding, ctx, 'X');
  },
  'xvm.getBlockByHeight': (params, ctx) => {
    const p = named(params);
    return encodeBlock(
      blockByHeight(ctx.network.xBlocks, p.height, genesisOf(ctx, 'X')),
      p.encoding,
      ctx,
      'X',
    );
  },
  'xvm.getHeight': (_p, ctx) => ({ height: String(ctx.network.xBlocks.at(-1)?.height ?? 0) }),
  'xvm.getTx': (params, ctx) => {
    const p = named(params);
    if (p.txID === ctx.network.avaxAssetId) {
      return p.encoding === 'json'
        ? { tx: genesisAssetTxJson(ctx), encoding: 'json' }
        : { tx: `0x0000${Buffer.from(String(p.txID)).toString('hex')}`, encoding: 'hex' };
    }
    if (!isCb58Id(p.txID)) throw unmarshalError();
    const issued = ctx.issuedAtomicTxs.get(`X:${p.txID}`);
    if (issued && p.encoding !== 'json') return { tx: issued, encoding: 'hex' };
    if (!issued && !findTx(ctx.network.xBlocks, p.txID)) throw serviceError('not found');
    if (p.encoding === 'json') return { tx: txJson(String(p.txID), ctx, 'X'), encoding: 'json' };
    return { tx: `0x0000${Buffer.from(String(p.txID)).toString('hex')}`, encoding: 'hex' };
  },
  'xvm.getTxFee': () => ({ txFee: '1000000', createAssetTxFee: '10000000' }),
  'xvm.getTxStatus': (params, ctx) => {
    const txID = named(params).txID;
    const known =
      txID === ctx.network.avaxAssetId ||
      findTx(ctx.network.xBlocks, txID) ||
      ctx.issuedAtomicTxs.has(`X:${String(txID)}`);
    return { status: known ? 'Accepted' : 'Unknown' };
  },
  'xvm.issueTx': (params, ctx) => issue(ctx, 'X', params),
  'xvm.getUTXOs': (params, ctx) => {
    const p = named(params);
    const atomic = typeof p.sourceChain === 'string';
    const source = atomic ? ctx.network.pUtxos : ctx.network.xUtxos;
    return pageUtxos(utxosOf(source, p.addresses), p, 'X', { startInclusive: atomic });
  },
};

/** platform.* */
export const pchainMethods: Record<string, RpcHandler> = {
  'platform.getBalance': (params, ctx) => {
    const utxos = utxosOf(ctx.network.pUtxos, named(params).addresses);
    const total = String(balanceOf(utxos));
    const asset = ctx.network.avaxAssetId;
    return {
      balance: total,
      unlocked: total,
      lockedStakeable: '0',
      lockedNotStakeable: '0',
      balances: { [asset]: total },
      unlockeds: { [asset]: total },
      lockedStakeables: {},
      lockedNotStakeables: {},
      utxoIDs: utxos.map((u) => ({ txID: u.txID, outputIndex: u.outputIndex })),
    };
  },
  'platform.getBlock': (params, ctx) => {
    const p = named(params);
    return encodeBlock(blockById(ctx.network.pBlocks, p.blockID, genesisOf(ctx, 'P')), p.encoding, ctx, 'P');
  },
  'platform.getBlockByHeight': (params, ctx) => {
    const p = named(params);
    return encodeBlock(
      blockByHeight(ctx.network.pBlocks, p.height, genesisOf(ctx, 'P')),
      p.encoding,
      ctx,
      'P',
    );
  },
  'platform.getHeight': (_p, ctx) => ({ height: String(ctx.network.pBlocks.at(-1)?.height ?? 0) }),
  'platform.getBlockchains': (_p, ctx) => ({
    blockchains: ctx.network.blockchains.map((b) => ({
      id: b.blockchainId,
      name: b.blockchainName,
      subnetID: b.subnetId,
      vmID: b.vmId,
    })),
  }),
  'platform.getBlockchainStatus': (params, ctx) => {
    const id = named(params).blockchainID;
    if (typeof id !== 'string' || id === '') throw invalidParams('blockchainID is required');
    return { status: ctx.network.blockchains.some((b) => b.blockchainId === id) ? 'Validating' : 'Unknown' };
  },
  'platform.getCurrentSupply': (params, ctx) => {
    const subnetID = named(params).subnetID;
    if (
      subnetID !== undefined &&
      subnetID !== PRIMARY_NETWORK_ID &&
      !ctx.network.subnets.some((s) => s.subnetId === subnetID)
    ) {
      throw serviceError('fetching current supply failed: not found');
    }
    return { supply: ctx.network.currentSupply, height: String(ctx.network.pBlocks.at(-1)?.height ?? 0) };
  },
  'platform.getCurrentValidators': (params, ctx) => {
    const p = named(params);
    if (Array.isArray(p.nodeIDs) && !p.nodeIDs.every(isNodeId)) throw unmarshalError();
    const wanted =
      Array.isArray(p.nodeIDs) && p.nodeIDs.length > 0 ? new Set(p.nodeIDs.map(String)) : undefined;
    const subnetID = p.subnetID ?? PRIMARY_NETWORK_ID;
    if (subnetID === PRIMARY_NETWORK_ID) {
      // As on the node: each validator's delegators are listed only when nodeIDs names validators.
      return {
        validators: ctx.network.primaryValidators
          .map((v, i) => (ctx.era === 'helicon' && i === 0 ? autoRenewed(v) : v))
          .filter((v) => !wanted || wanted.has(v.nodeID))
          .map(({ delegators, ...v }) => (wanted && delegators.length > 0 ? { ...v, delegators } : v)),
      };
    }
    // an unknown subnet has no validators (the node answers an empty list, not an error)
    const subnet = ctx.network.subnetValidators.get(String(subnetID)) ?? [];
    return {
      validators: subnet
        .filter((v) => !wanted || wanted.has(v.nodeID))
        .map((v) => ({
          txID: v.validationID,
          validationID: v.validationID,
          nodeID: v.nodeID,
          weight: String(v.weight),
          startTime: String(v.startTimestamp),
          endTime: '0',
          connected: v.isConnected,
          uptime: v.uptimePercentage.toFixed(4),
        })),
    };
  },
};
