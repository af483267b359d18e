import { createPChainClient, type PChainClient } from '@pkg/pchain';
import { beforeAll, inject } from 'vitest';
import { wireNamesOf } from '../src/coverage.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { issuePChainBaseTx } from '../src/pchainFixtures.js';
import {
  convertSubnetToL1Raw,
  createSubnetRaw,
  type EwoqP,
  ewoqP,
  signedBaseTx,
  waitCommitted,
} from '../src/platformTxs.js';
import { rawRpc } from '../src/rawRpc.js';

const url = inject('nodeUrl');
const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';
// read from the node: the genesis block, the tip, the X chain's id
let genesisBlockID = '';
let tipBlockID = '';
let height = 0;
let xChainID = '';
let baseTxID = '';
let ewoq: EwoqP;
// a subnet owned by ewoq, and another converted to an L1 whose one validator is the node itself
let subnetID = '';
let l1SubnetID = '';
let validationID = '';

beforeAll(async () => {
  const p = `${url}/ext/bc/P`;
  // a real P-chain tx first, so the tip is a standard block (time, txs) beside the bare genesis block
  baseTxID = await issuePChainBaseTx(url);
  const genesis = await rawRpc<{ block: { id: string } }>(p, 'platform.getBlockByHeight', {
    height: 0,
    encoding: 'json',
  });
  genesisBlockID = genesis.block.id;
  height = Number((await rawRpc<{ height: string }>(p, 'platform.getHeight', {})).height);
  const tip = await rawRpc<{ block: { id: string; txs?: { id: string }[] } }>(
    p,
    'platform.getBlockByHeight',
    {
      height,
      encoding: 'json',
    },
  );
  // the tip holds the BaseTx: a block with txs (what the genesis block lacks) is checked against the schema
  if (!tip.block.txs?.length) throw new Error(`P tip ${height} has no txs: ${JSON.stringify(tip)}`);
  tipBlockID = tip.block.id;
  ({ blockchainID: xChainID } = await rawRpc<{ blockchainID: string }>(
    `${url}/ext/info`,
    'info.getBlockchainID',
    { alias: 'X' },
  ));
  ewoq = await ewoqP(url);
  subnetID = await createSubnetRaw(ewoq);
  l1SubnetID = await createSubnetRaw(ewoq);
  await convertSubnetToL1Raw(ewoq, l1SubnetID, xChainID);
  const l1 = await rawRpc<{ validators: { validationID?: string }[] }>(p, 'platform.getCurrentValidators', {
    subnetID: l1SubnetID,
  });
  validationID = l1.validators[0]?.validationID ?? '';
  if (!validationID) throw new Error(`the L1 ${l1SubnetID} lists no validator: ${JSON.stringify(l1)}`);
}, 180_000);

describeMethods<PChainClient>({
  pkg: '@pkg/pchain',
  spec: 'pchain',
  client: (mode) => createPChainClient({ url, ...wireNamesOf(mode) }),
  cases: [
    { method: 'platform.getBalance', calls: [(p) => p.platform.getBalance({ addresses: [EWOQ.pAddress] })] },
    {
      method: 'platform.getBlock',
      calls: [
        (p) => p.platform.getBlock({ blockID: genesisBlockID, encoding: 'json' }),
        (p) => p.platform.getBlock({ blockID: tipBlockID, encoding: 'json' }),
        (p) => p.platform.getBlock({ blockID: tipBlockID, encoding: 'hex' }),
        (p) => p.platform.getBlock({ blockID: tipBlockID }),
      ],
    },
    {
      method: 'platform.getBlockByHeight',
      calls: [
        (p) => p.platform.getBlockByHeight({ height: 0, encoding: 'json' }),
        (p) => p.platform.getBlockByHeight({ height, encoding: 'json' }),
        (p) => p.platform.getBlockByHeight({ height, encoding: 'hex' }),
      ],
    },
    { method: 'platform.getBlockchains', calls: [(p) => p.platform.getBlockchains()] },
    {
      method: 'platform.getBlockchainStatus',
      calls: [(p) => p.platform.getBlockchainStatus({ blockchainID: xChainID })],
    },
    {
      method: 'platform.getCurrentSupply',
      calls: [
        (p) => p.platform.getCurrentSupply(),
        (p) => p.platform.getCurrentSupply({ subnetID: PRIMARY_NETWORK }),
      ],
    },
    {
      method: 'platform.getCurrentValidators',
      calls: [
        (p) => p.platform.getCurrentValidators(),
        (p) => p.platform.getCurrentValidators({ subnetID: PRIMARY_NETWORK }),
      ],
    },
    { method: 'platform.getHeight', calls: [(p) => p.platform.getHeight()] },
    { method: 'platform.getProposedHeight', calls: [(p) => p.platform.getProposedHeight()] },
    { method: 'platform.getTimestamp', calls: [(p) => p.platform.getTimestamp()] },
    {
      method: 'platform.getUTXOs',
      calls: [
        (p) => p.platform.getUTXOs({ addresses: [EWOQ.pAddress] }),
        (p) => p.platform.getUTXOs({ addresses: [EWOQ.pAddress], limit: 1, encoding: 'hexnc' }),
        async (p) => {
          const first = await p.platform.getUTXOs({ addresses: [EWOQ.pAddress], limit: 1 });
          return p.platform.getUTXOs({ addresses: [EWOQ.pAddress], limit: 1, startIndex: first.endIndex });
        },
        (p) => p.platform.getUTXOs({ addresses: [EWOQ.pAddress], sourceChain: 'X' }),
      ],
    },
    {
      method: 'platform.getTx',
      calls: [
        (p) => p.platform.getTx({ txID: baseTxID, encoding: 'json' }),
        (p) => p.platform.getTx({ txID: baseTxID, encoding: 'hex' }),
        (p) => p.platform.getTx({ txID: subnetID }),
      ],
    },
    {
      method: 'platform.getTxStatus',
      calls: [
        (p) => p.platform.getTxStatus({ txID: baseTxID }),
        (p) => p.platform.getTxStatus({ txID: tipBlockID }),
      ],
    },
    {
      method: 'platform.issueTx',
      calls: [
        // a fresh BaseTx per mode, from ewoq's UTXOs of the moment, awaited until committed
        async (p) => {
          const result = await p.platform.issueTx({ tx: await signedBaseTx(ewoq), encoding: 'hex' });
          await waitCommitted(ewoq, result.txID, 'BaseTx issued through the SDK');
          return result;
        },
      ],
    },
    {
      method: 'platform.getSubnet',
      calls: [
        (p) => p.platform.getSubnet({ subnetID }),
        (p) => p.platform.getSubnet({ subnetID: l1SubnetID }),
      ],
    },
    {
      method: 'platform.getSubnets',
      calls: [
        (p) => p.platform.getSubnets(),
        (p) => p.platform.getSubnets({ ids: [subnetID, PRIMARY_NETWORK] }),
        // none of the ids is a subnet (a block id): the node answers subnets: null
        (p) => p.platform.getSubnets({ ids: [tipBlockID] }),
      ],
    },
    {
      method: 'platform.getStakingAssetID',
      calls: [
        (p) => p.platform.getStakingAssetID(),
        (p) => p.platform.getStakingAssetID({ subnetID: PRIMARY_NETWORK }),
      ],
    },
    {
      method: 'platform.getStake',
      calls: [
        (p) => p.platform.getStake({ addresses: [EWOQ.pAddress] }),
        (p) => p.platform.getStake({ addresses: [EWOQ.pAddress], validatorsOnly: true, encoding: 'hexnc' }),
      ],
    },
    { method: 'platform.getMinStake', calls: [(p) => p.platform.getMinStake()] },
    {
      method: 'platform.getTotalStake',
      calls: [(p) => p.platform.getTotalStake(), (p) => p.platform.getTotalStake({ subnetID: l1SubnetID })],
    },
    {
      method: 'platform.getRewardUTXOs',
      // a BaseTx is no staker: no reward UTXOs (a staking period ends only after two weeks on a local network)
      calls: [(p) => p.platform.getRewardUTXOs({ txID: baseTxID })],
    },
    {
      method: 'platform.getValidatorsAt',
      calls: [
        (p) => p.platform.getValidatorsAt({ height }),
        (p) => p.platform.getValidatorsAt({ height: String(height) }),
        (p) => p.platform.getValidatorsAt({ height: 'proposed' }),
        (p) => p.platform.getValidatorsAt({ height: 'proposed', subnetID: l1SubnetID }),
      ],
    },
    {
      method: 'platform.getAllValidatorsAt',
      calls: [(p) => p.platform.getAllValidatorsAt({ height: 'proposed' })],
    },
    {
      method: 'platform.sampleValidators',
      calls: [
        (p) => p.platform.sampleValidators({ size: 1 }),
        (p) => p.platform.sampleValidators({ size: 0 }),
      ],
    },
    { method: 'platform.validatedBy', calls: [(p) => p.platform.validatedBy({ blockchainID: xChainID })] },
    {
      method: 'platform.validates',
      calls: [(p) => p.platform.validates(), (p) => p.platform.validates({ subnetID })],
    },
    { method: 'platform.getL1Validator', calls: [(p) => p.platform.getL1Validator({ validationID })] },
    { method: 'platform.getFeeConfig', calls: [(p) => p.platform.getFeeConfig()] },
    { method: 'platform.getFeeState', calls: [(p) => p.platform.getFeeState()] },
    { method: 'platform.getValidatorFeeConfig', calls: [(p) => p.platform.getValidatorFeeConfig()] },
    { method: 'platform.getValidatorFeeState', calls: [(p) => p.platform.getValidatorFeeState()] },
    // the ProposerVM API of the P chain, /ext/bc/P/proposervm
    { method: 'proposervm.getProposedHeight', calls: [(p) => p.proposervm.getProposedHeight()] },
    { method: 'proposervm.getCurrentEpoch', calls: [(p) => p.proposervm.getCurrentEpoch()] },
  ],
});
