import { createXChainClient, type XChainClient } from '@pkg/xchain';
import { beforeAll, inject } from 'vitest';
import { wireNamesOf } from '../src/coverage.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { rawRpc } from '../src/rawRpc.js';
import { issueXChainBaseTx, signedXChainBaseTx, waitForXChainAccepted } from '../src/xchainFixtures.js';

const url = inject('nodeUrl');
// read from the node: the AVAX asset (its genesis tx), the genesis block, the tip
let avaxAssetID = '';
let genesisBlockID = '';
let height = '0';
// a signed BaseTx issued before the tests: a tx with inputs and credentials, in the tip block
let baseTxID = '';

beforeAll(async () => {
  const x = `${url}/ext/bc/X`;
  ({ assetID: avaxAssetID } = await rawRpc<{ assetID: string }>(x, 'avm.getAssetDescription', {
    assetID: 'AVAX',
  }));
  const genesis = await rawRpc<{ block: { id: string } }>(x, 'avm.getBlockByHeight', {
    height: '0',
    encoding: 'json',
  });
  genesisBlockID = genesis.block.id;
  baseTxID = await issueXChainBaseTx(url);
  ({ height } = await rawRpc<{ height: string }>(x, 'avm.getHeight', {}));
}, 120_000);

describeMethods<XChainClient>({
  pkg: '@pkg/xchain',
  spec: 'xchain',
  client: (mode) => createXChainClient({ url, ...wireNamesOf(mode) }),
  cases: [
    {
      method: 'xvm.getAllBalances',
      calls: [
        (x) => x.xvm.getAllBalances({ address: EWOQ.xAddress }),
        (x) => x.xvm.getAllBalances({ address: EWOQ.xAddress, includePartial: true }),
      ],
    },
    {
      method: 'xvm.getAssetDescription',
      calls: [
        (x) => x.xvm.getAssetDescription({ assetID: 'AVAX' }),
        (x) => x.xvm.getAssetDescription({ assetID: avaxAssetID }),
      ],
    },
    {
      method: 'xvm.getBalance',
      calls: [
        (x) => x.xvm.getBalance({ address: EWOQ.xAddress, assetID: avaxAssetID }),
        (x) => x.xvm.getBalance({ address: EWOQ.xAddress, assetID: avaxAssetID, includePartial: true }),
      ],
    },
    {
      method: 'xvm.getBlock',
      calls: [
        (x) => x.xvm.getBlock({ blockID: genesisBlockID, encoding: 'json' }),
        (x) => x.xvm.getBlock({ blockID: genesisBlockID, encoding: 'hex' }),
        (x) => x.xvm.getBlock({ blockID: genesisBlockID }),
      ],
    },
    {
      method: 'xvm.getBlockByHeight',
      calls: [
        (x) => x.xvm.getBlockByHeight({ height: '0', encoding: 'json' }),
        (x) => x.xvm.getBlockByHeight({ height, encoding: 'json' }),
        (x) => x.xvm.getBlockByHeight({ height, encoding: 'hex' }),
      ],
    },
    { method: 'xvm.getHeight', calls: [(x) => x.xvm.getHeight()] },
    {
      // a real BaseTx signed with the ewoq key, built over ewoq's UTXOs of the moment (each mode its own)
      // and awaited until accepted, so the next one does not spend the same UTXOs
      method: 'xvm.issueTx',
      calls: [
        async (x) => {
          const result = await x.xvm.issueTx({ tx: await signedXChainBaseTx(url), encoding: 'hex' });
          await waitForXChainAccepted(url, result.txID);
          return result;
        },
      ],
    },
    {
      method: 'xvm.getTx',
      calls: [
        (x) => x.xvm.getTx({ txID: avaxAssetID, encoding: 'json' }),
        (x) => x.xvm.getTx({ txID: avaxAssetID, encoding: 'hex' }),
        (x) => x.xvm.getTx({ txID: avaxAssetID }),
        (x) => x.xvm.getTx({ txID: baseTxID, encoding: 'json' }),
      ],
    },
    { method: 'xvm.getTxFee', calls: [(x) => x.xvm.getTxFee()] },
    {
      method: 'xvm.getTxStatus',
      calls: [(x) => x.xvm.getTxStatus({ txID: avaxAssetID }), (x) => x.xvm.getTxStatus({ txID: baseTxID })],
    },
    {
      // the wallet service at /ext/bc/X/wallet (no rename in either mode): a real BaseTx per mode, accepted
      method: 'wallet.issueTx',
      calls: [
        async (x) => {
          const result = await x.wallet.issueTx({ tx: await signedXChainBaseTx(url), encoding: 'hex' });
          await waitForXChainAccepted(url, result.txID);
          return result;
        },
      ],
    },
    {
      method: 'xvm.getUTXOs',
      calls: [
        (x) => x.xvm.getUTXOs({ addresses: [EWOQ.xAddress] }),
        (x) => x.xvm.getUTXOs({ addresses: [EWOQ.xAddress], limit: 1, encoding: 'hex' }),
        (x) => x.xvm.getUTXOs({ addresses: [EWOQ.xAddress], sourceChain: 'C' }),
        (x) => x.xvm.getUTXOs({ addresses: [EWOQ.xAddress], sourceChain: 'P' }),
      ],
    },
  ],
});
