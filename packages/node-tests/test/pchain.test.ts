import { createPChainClient, type PChainClient } from '@pkg/pchain';
import { beforeAll, inject } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { issuePChainBaseTx } from '../src/pchainFixtures.js';
import { rawRpc } from '../src/rawRpc.js';

const url = inject('nodeUrl');
const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';
// read from the node: the genesis block, the tip, the X chain's id
let genesisBlockID = '';
let tipBlockID = '';
let height = 0;
let xChainID = '';

beforeAll(async () => {
  const p = `${url}/ext/bc/P`;
  // a real P-chain tx first, so the tip is a standard block (time, txs) beside the bare genesis block
  await issuePChainBaseTx(url);
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
}, 120_000);

describeMethods<PChainClient>({
  pkg: '@pkg/pchain',
  spec: 'pchain',
  client: (wireNames) => createPChainClient({ url, wireNames }),
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
  ],
});
