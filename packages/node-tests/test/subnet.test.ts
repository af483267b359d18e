import { createEvmClient, type EvmClient } from '@pkg/evm';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, inject } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { RECIPIENT } from '../src/evmFixtures.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { deployEventContract } from '../src/signing/deployEventContract.js';
import { SET_EVENT_TOPIC } from '../src/signing/eventContract.js';
import { signEvmTx } from '../src/signing/signEvmTx.js';
import { waitForReceipt } from '../src/signing/waitForReceipt.js';
import { specMethods } from '../src/specSchemas.js';
import { TX_ALLOW_LIST_ADDRESS } from '../src/subnetGenesis.js';
import { evmRpcCases } from './cases/evmRpc.js';

// Every method of specs/openrpc/evm/ against the suite's Subnet-EVM chain (src/subnetFixture.ts),
// in both wireNames modes, each result checked against its result schema.
const url = inject('nodeUrl');
const blockchainId = inject('subnetBlockchainId');
const nodeId = inject('subnetNodeId');
const ewoq = privateKeyToAccount(EWOQ.privateKeyHex);
const evm = createEvmClient({ url, blockchainId });
// made on the chain before the tests: a value transfer, the event contract and its Set log
let transferHash: Hex = '0x';
let genesisHash: Hex = '0x';
let contract: Hex = '0x';
let setBlock: Hex = '0x0';
let genesisTimestamp = 0;

beforeAll(async () => {
  const transfer = await evm.eth.sendRawTransaction(
    await signEvmTx(evm, ewoq, { to: RECIPIENT, value: 1n, gas: 21_000n }),
  );
  await waitForReceipt(evm, transfer);
  transferHash = transfer as Hex;
  contract = await deployEventContract(evm, ewoq);
  const set = await evm.eth.sendRawTransaction(
    await signEvmTx(evm, ewoq, {
      to: contract,
      // set(uint256 7)
      data: `0x60fe47b1${'0'.repeat(63)}7`,
    }),
  );
  setBlock = (await waitForReceipt(evm, set)).blockNumber as Hex;
  const genesis = await evm.eth.getBlockByNumber('0x0', false);
  if (!genesis) throw new Error('no genesis block');
  genesisHash = genesis.hash as Hex;
  genesisTimestamp = Number(genesis.timestamp);
}, 120_000);

const freshTransfer = () => signEvmTx(evm, ewoq, { to: RECIPIENT, value: 1n, gas: 21_000n });

describeMethods<EvmClient>({
  chain: 'subnet',
  pkg: '@pkg/evm (Subnet-EVM)',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, blockchainId, ...wireNamesOf(mode) }),
  // the C chain's atomic API (avax.*) does not exist on a Subnet-EVM chain: a client of one refuses
  // atomic.* before sending (subnet.chain.test.ts), and Subnet-EVM v0.8.0 has no eth_suggestPriceOptions
  // (coreth's extra): a client of one refuses it too. debug_* and warp_* have their own files
  // (subnet.debug.test.ts, subnet.warp.test.ts), as on the C chain.
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => m.startsWith('atomic.') || m === 'eth_suggestPriceOptions' || /^(debug|warp)_/.test(m))
      .map((m) => [
        m,
        /^(debug|warp)_/.test(m) ? 'proven on this chain in subnet.debug / subnet.warp' : 'C chain only',
      ]),
  ),
  cases: [
    { method: 'eth_chainId', calls: [(e) => e.eth.chainId()] },
    { method: 'eth_blockNumber', calls: [(e) => e.eth.blockNumber()] },
    {
      method: 'eth_getBalance',
      calls: [(e) => e.eth.getBalance(EWOQ.cAddress, 'latest'), (e) => e.eth.getBalance(RECIPIENT, setBlock)],
    },
    {
      method: 'eth_getBlockByNumber',
      calls: [
        (e) => e.eth.getBlockByNumber('0x0', false),
        (e) => e.eth.getBlockByNumber('latest', true),
        (e) => e.eth.getBlockByNumber(setBlock, true),
      ],
    },
    {
      method: 'eth_getBlockByHash',
      calls: [
        (e) => e.eth.getBlockByHash(genesisHash, false),
        (e) => e.eth.getBlockByHash(genesisHash, true),
      ],
    },
    {
      method: 'eth_getTransactionByHash',
      calls: [
        (e) => e.eth.getTransactionByHash(transferHash),
        (e) => e.eth.getTransactionByHash(`0x${'00'.repeat(32)}`),
      ],
    },
    {
      method: 'eth_getTransactionReceipt',
      calls: [
        (e) => e.eth.getTransactionReceipt(transferHash),
        (e) => e.eth.getTransactionReceipt(`0x${'00'.repeat(32)}`),
      ],
    },
    { method: 'eth_getTransactionCount', calls: [(e) => e.eth.getTransactionCount(EWOQ.cAddress, 'latest')] },
    {
      method: 'eth_getCode',
      calls: [(e) => e.eth.getCode(contract, 'latest'), (e) => e.eth.getCode(EWOQ.cAddress, 'latest')],
    },
    { method: 'eth_getStorageAt', calls: [(e) => e.eth.getStorageAt(contract, '0x0', 'latest')] },
    {
      method: 'eth_call',
      // get()
      calls: [
        (e) => e.eth.call({ to: contract, data: '0x6d4ce63c' }, 'latest'),
        (e) => e.eth.call({ to: contract, data: '0x6d4ce63c' }),
      ],
    },
    {
      method: 'eth_estimateGas',
      calls: [(e) => e.eth.estimateGas({ from: EWOQ.cAddress, to: RECIPIENT, value: '0x1' })],
    },
    { method: 'eth_gasPrice', calls: [(e) => e.eth.gasPrice()] },
    {
      method: 'eth_sendRawTransaction',
      calls: [
        async (e) => {
          const hash = await e.eth.sendRawTransaction(await freshTransfer());
          await waitForReceipt(evm, hash);
          return hash;
        },
      ],
    },
    {
      method: 'eth_getLogs',
      calls: [
        (e) => e.eth.getLogs({ fromBlock: '0x0', toBlock: 'latest', address: contract }),
        (e) => e.eth.getLogs({ fromBlock: setBlock, toBlock: setBlock, topics: [SET_EVENT_TOPIC] }),
      ],
    },
    {
      method: 'eth_feeHistory',
      calls: [(e) => e.eth.feeHistory('0x4', 'latest', [25, 75]), (e) => e.eth.feeHistory('0x2', 'latest')],
    },
    { method: 'net_version', calls: [(e) => e.net.version()] },
    { method: 'web3_clientVersion', calls: [(e) => e.web3.clientVersion()] },
    { method: 'eth_baseFee', calls: [(e) => e.eth.baseFee()] },
    { method: 'eth_maxPriorityFeePerGas', calls: [(e) => e.eth.maxPriorityFeePerGas()] },
    { method: 'eth_getChainConfig', calls: [(e) => e.eth.getChainConfig()] },
    {
      method: 'eth_feeConfig',
      calls: [
        (e) => e.eth.feeConfig(),
        (e) => e.eth.feeConfig('latest'),
        (e) => e.eth.feeConfig('0x0'),
        (e) => e.eth.feeConfig(genesisHash),
      ],
    },
    {
      method: 'eth_getActivePrecompilesAt',
      calls: [(e) => e.eth.getActivePrecompilesAt(), (e) => e.eth.getActivePrecompilesAt(genesisTimestamp)],
    },
    {
      method: 'eth_getActiveRulesAt',
      calls: [(e) => e.eth.getActiveRulesAt(), (e) => e.eth.getActiveRulesAt(genesisTimestamp)],
    },
    {
      method: 'validators.getCurrentValidators',
      calls: [
        (e) => e.validators.getCurrentValidators(),
        (e) => e.validators.getCurrentValidators({ nodeIDs: [] }),
        (e) => e.validators.getCurrentValidators({ nodeIDs: [nodeId] }),
      ],
    },
    // start then stop in one test: the node refuses a second start while one profile runs
    {
      method: 'admin_startCPUProfiler',
      calls: [(e) => e.admin.startCPUProfiler(), (e) => e.admin.stopCPUProfiler()],
    },
    {
      method: 'admin_stopCPUProfiler',
      calls: [(e) => e.admin.startCPUProfiler(), (e) => e.admin.stopCPUProfiler()],
    },
    { method: 'admin_memoryProfile', calls: [(e) => e.admin.memoryProfile()] },
    { method: 'admin_lockProfile', calls: [(e) => e.admin.lockProfile()] },
    { method: 'admin_setLogLevel', calls: [(e) => e.admin.setLogLevel({ level: 'info' })] },
    { method: 'admin_getVMConfig', calls: [(e) => e.admin.getVMConfig()] },
    // the ProposerVM API of the Subnet-EVM chain, /ext/bc/<id>/proposervm
    { method: 'proposervm.getProposedHeight', calls: [(e) => e.proposervm.getProposedHeight()] },
    { method: 'proposervm.getCurrentEpoch', calls: [(e) => e.proposervm.getCurrentEpoch()] },
    ...evmRpcCases({
      rpc: `${url}/ext/bc/${blockchainId}/rpc`,
      nodeDir: inject('nodeDir'),
      chainId: inject('subnetEvmChainId'),
      txAllowList: TX_ALLOW_LIST_ADDRESS,
    }),
  ],
});
