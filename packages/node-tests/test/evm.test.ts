import { createEvmClient, type EvmClient } from '@pkg/evm';
import type { Hex } from 'viem';
import { beforeAll, inject } from 'vitest';
import { issueAtomicImport, prepareAtomicImports, waitForAtomicAccepted } from '../src/atomicFixtures.js';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import {
  RECIPIENT,
  STORE_AND_LOG_INITCODE,
  STORE_AND_LOG_TOPIC,
  sendAndWait,
  signFromEwoq,
} from '../src/evmFixtures.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';
import { evmRpcCases } from './cases/evmRpc.js';

const url = inject('nodeUrl');
const rpc = `${url}/ext/bc/C/rpc`;
const C_BECH32 = EWOQ.xAddress.replace(/^X-/, 'C-');
// read from (or made on) the node: a value transfer, a contract with a stored value and a log
let transferHash: Hex = '0x';
let genesisHash: Hex = '0x';
let contract: Hex = '0x';
let deployBlock: Hex = '0x0';
let xGenesisTxID = '';
// signed C-chain imports of AVAX exported from X: one issued before the tests (atomicTxID), one per mode
let atomicTxID = '';
const importFor: Record<Mode, string> = { seed: '', deployed: '', default: '' };

beforeAll(async () => {
  const transfer = await sendAndWait(
    rpc,
    await signFromEwoq(rpc, { to: RECIPIENT, value: 1n, gas: 21_000n }),
  );
  transferHash = transfer.hash;
  const deploy = await sendAndWait(
    rpc,
    await signFromEwoq(rpc, { data: STORE_AND_LOG_INITCODE, gas: 200_000n }),
  );
  contract = deploy.receipt.contractAddress!;
  deployBlock = deploy.receipt.blockNumber;
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x0', false] }),
  });
  genesisHash = ((await response.json()) as { result: { hash: Hex } }).result.hash;
  const x = await fetch(`${url}/ext/bc/X`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'avm.getAssetDescription',
      params: { assetID: 'AVAX' },
    }),
  });
  xGenesisTxID = ((await x.json()) as { result: { assetID: string } }).result.assetID;
  const { imports } = await prepareAtomicImports(url, 4);
  atomicTxID = await issueAtomicImport(url, imports[0]!);
  importFor.seed = imports[1]!;
  importFor.deployed = imports[2]!;
  importFor.default = imports[3]!;
}, 180_000);

// a fresh signed transfer per call (each mode sends its own)
const freshTransfer = () => signFromEwoq(rpc, { to: RECIPIENT, value: 1n, gas: 21_000n });

describeMethods<EvmClient>({
  pkg: '@pkg/evm',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, ...wireNamesOf(mode) }),
  // debug_* and warp_* have their own files (evm.debug.test.ts, evm.warp.test.ts)
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => /^(debug|warp)_/.test(m))
      .map((m) => [m, 'covered by evm.debug.test.ts / evm.warp.test.ts']),
  ),
  cases: [
    { method: 'eth_chainId', calls: [(e) => e.eth.chainId()] },
    { method: 'eth_blockNumber', calls: [(e) => e.eth.blockNumber()] },
    {
      method: 'eth_getBalance',
      calls: [
        (e) => e.eth.getBalance(EWOQ.cAddress, 'latest'),
        (e) => e.eth.getBalance(RECIPIENT, deployBlock),
      ],
    },
    {
      method: 'eth_getBlockByNumber',
      calls: [
        (e) => e.eth.getBlockByNumber('0x0', false),
        (e) => e.eth.getBlockByNumber('latest', true),
        (e) => e.eth.getBlockByNumber(deployBlock, true),
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
      calls: [
        (e) => e.eth.call({ to: contract, data: '0x' }, 'latest'),
        (e) => e.eth.call({ to: contract }),
        (e) => e.eth.call({ to: contract }, null),
      ],
    },
    {
      method: 'eth_estimateGas',
      calls: [
        (e) => e.eth.estimateGas({ from: EWOQ.cAddress, to: RECIPIENT, value: '0x1' }),
        (e) => e.eth.estimateGas({ from: EWOQ.cAddress, to: RECIPIENT, value: '0x1' }, null),
      ],
    },
    { method: 'eth_gasPrice', calls: [(e) => e.eth.gasPrice()] },
    {
      method: 'eth_sendRawTransaction',
      calls: [async (e) => e.eth.sendRawTransaction(await freshTransfer())],
    },
    {
      method: 'eth_getLogs',
      calls: [
        (e) => e.eth.getLogs({ fromBlock: '0x0', toBlock: 'latest', address: contract }),
        (e) => e.eth.getLogs({ fromBlock: deployBlock, toBlock: deployBlock, topics: [STORE_AND_LOG_TOPIC] }),
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
    // Subnet-EVM only: a C-chain client refuses them before sending
    { method: 'eth_feeConfig', subnetOnly: true, calls: [(e) => e.eth.feeConfig('latest')] },
    {
      method: 'eth_getActivePrecompilesAt',
      subnetOnly: true,
      calls: [(e) => e.eth.getActivePrecompilesAt()],
    },
    { method: 'eth_getActiveRulesAt', subnetOnly: true, calls: [(e) => e.eth.getActiveRulesAt()] },
    {
      method: 'validators.getCurrentValidators',
      subnetOnly: true,
      calls: [(e) => e.validators.getCurrentValidators()],
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
    {
      method: 'atomic.getUTXOs',
      calls: [
        (e) => e.atomic.getUTXOs({ addresses: [C_BECH32], sourceChain: 'X' }),
        (e) => e.atomic.getUTXOs({ addresses: [C_BECH32], sourceChain: 'P', limit: 5 }),
      ],
    },
    {
      // a real ImportTx (AVAX exported from X in beforeAll), one per mode, awaited until accepted
      method: 'atomic.issueTx',
      calls: [
        async (e, mode) => {
          const result = await e.atomic.issueTx({ tx: importFor[mode], encoding: 'hex' });
          await waitForAtomicAccepted(url, result.txID);
          return result;
        },
      ],
    },
    {
      method: 'atomic.getAtomicTxStatus',
      calls: [
        (e) => e.atomic.getAtomicTxStatus({ txID: atomicTxID }),
        (e) => e.atomic.getAtomicTxStatus({ txID: xGenesisTxID }), // not atomic: status Unknown
      ],
    },
    {
      method: 'atomic.getAtomicTx',
      calls: [(e) => e.atomic.getAtomicTx({ txID: atomicTxID, encoding: 'hex' })],
    },
    { method: 'atomic.version', calls: [(e) => e.atomic.version()] },
    // the ProposerVM API of the C chain, /ext/bc/C/proposervm
    { method: 'proposervm.getProposedHeight', calls: [(e) => e.proposervm.getProposedHeight()] },
    { method: 'proposervm.getCurrentEpoch', calls: [(e) => e.proposervm.getCurrentEpoch()] },
    ...evmRpcCases({ rpc, nodeDir: inject('nodeDir') }),
  ],
});
