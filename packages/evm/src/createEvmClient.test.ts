import { HttpError, JsonRpcError, ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { debugWarpCases } from '../test/debugWarpCases.js';
import { answerEach, fakeFetch, type SentRequest } from '../test/fakeFetch.js';
import {
  createEvmClient,
  createEvmClientFor,
  type EvmClient,
  type EvmMethodTable,
} from './generated/createEvmClient.js';
import { methods } from './generated/methods.js';
import type { GenericTransaction } from './generated/types.js';

const node = 'http://node.test:9650';
const addr = `0x${'11'.repeat(20)}`;
const hash = `0x${'aa'.repeat(32)}` as const;
const subnet = '2u9ZKtGmSFDAvpSzpZ2FS2h8bpgBJKMqyT4LnfmHDx3mK5Bfne';

interface Case {
  /** `C` (default) or a subnet chain id for the client. */
  chain?: string;
  call: (evm: EvmClient) => Promise<unknown>;
  path: string;
  params: unknown;
  result: unknown;
}

const rpc = '/ext/bc/C/rpc';
const subnetRpc = `/ext/bc/${subnet}/rpc`;
const block = { number: '0x1', hash, transactions: [] };

/** Every method of the spec: how a user calls it, and what must go on the wire. */
const cases: Record<string, Case> = {
  eth_chainId: { call: (e) => e.eth.chainId(), path: rpc, params: [], result: '0xa86a' },
  eth_blockNumber: { call: (e) => e.eth.blockNumber(), path: rpc, params: [], result: '0x2a' },
  eth_getBalance: {
    call: (e) => e.eth.getBalance(addr, 'latest'),
    path: rpc,
    params: [addr, 'latest'],
    result: '0xde0b6b3a7640000',
  },
  eth_getBlockByNumber: {
    call: (e) => e.eth.getBlockByNumber('0x1', false),
    path: rpc,
    params: ['0x1', false],
    result: block,
  },
  eth_getBlockByHash: {
    call: (e) => e.eth.getBlockByHash(hash, true),
    path: rpc,
    params: [hash, true],
    result: block,
  },
  eth_getTransactionByHash: {
    call: (e) => e.eth.getTransactionByHash(hash),
    path: rpc,
    params: [hash],
    result: null,
  },
  eth_getTransactionReceipt: {
    call: (e) => e.eth.getTransactionReceipt(hash),
    path: rpc,
    params: [hash],
    result: { transactionHash: hash, status: '0x1' },
  },
  eth_getTransactionCount: {
    call: (e) => e.eth.getTransactionCount(addr, 'pending'),
    path: rpc,
    params: [addr, 'pending'],
    result: '0x3',
  },
  eth_getCode: { call: (e) => e.eth.getCode(addr, hash), path: rpc, params: [addr, hash], result: '0x6080' },
  eth_getStorageAt: {
    call: (e) => e.eth.getStorageAt(addr, '0x0', 'latest'),
    path: rpc,
    params: [addr, '0x0', 'latest'],
    result: `0x${'00'.repeat(31)}07`,
  },
  eth_call: {
    call: (e) => e.eth.call({ to: addr, input: '0x70a08231' }, 'latest'),
    path: rpc,
    params: [{ to: addr, input: '0x70a08231' }, 'latest'],
    result: '0x',
  },
  eth_estimateGas: {
    call: (e) => e.eth.estimateGas({ from: addr, to: addr, value: '0x1' }),
    path: rpc,
    params: [{ from: addr, to: addr, value: '0x1' }],
    result: '0x5208',
  },
  eth_gasPrice: { call: (e) => e.eth.gasPrice(), path: rpc, params: [], result: '0x5d21dba00' },
  eth_sendRawTransaction: {
    call: (e) => e.eth.sendRawTransaction('0x02f86c'),
    path: rpc,
    params: ['0x02f86c'],
    result: hash,
  },
  eth_getLogs: {
    call: (e) =>
      e.eth.getLogs({ fromBlock: '0x1', toBlock: 'latest', address: [addr], topics: [hash, null] }),
    path: rpc,
    params: [{ fromBlock: '0x1', toBlock: 'latest', address: [addr], topics: [hash, null] }],
    result: [],
  },
  eth_feeHistory: {
    call: (e) => e.eth.feeHistory('0x4', 'latest', [10, 90]),
    path: rpc,
    params: ['0x4', 'latest', [10, 90]],
    result: { oldestBlock: '0x1', baseFeePerGas: [], gasUsedRatio: [] },
  },
  net_version: { call: (e) => e.net.version(), path: rpc, params: [], result: '1' },
  web3_clientVersion: { call: (e) => e.web3.clientVersion(), path: rpc, params: [], result: 'v0.15.0' },
  eth_baseFee: { call: (e) => e.eth.baseFee(), path: rpc, params: [], result: '0x5d21dba00' },
  eth_maxPriorityFeePerGas: {
    call: (e) => e.eth.maxPriorityFeePerGas(),
    path: rpc,
    params: [],
    result: '0x1',
  },
  eth_getChainConfig: {
    call: (e) => e.eth.getChainConfig(),
    path: rpc,
    params: [],
    result: { chainId: 43114 },
  },
  eth_feeConfig: {
    chain: subnet,
    call: (e) => e.eth.feeConfig('latest'),
    path: subnetRpc,
    params: ['latest'],
    result: { feeConfig: { gasLimit: 8_000_000 }, lastChangedAt: 0 },
  },
  eth_getActivePrecompilesAt: {
    chain: subnet,
    call: (e) => e.eth.getActivePrecompilesAt(1_700_000_000),
    path: subnetRpc,
    params: [1_700_000_000],
    result: {},
  },
  eth_getActiveRulesAt: {
    chain: subnet,
    call: (e) => e.eth.getActiveRulesAt(),
    path: subnetRpc,
    params: [],
    result: { ethRules: {}, networkRules: {}, precompiles: {} },
  },
  'validators.getCurrentValidators': {
    chain: subnet,
    call: (e) => e.validators.getCurrentValidators({ nodeIDs: ['NodeID-1'] }),
    path: `/ext/bc/${subnet}/validators`,
    params: { nodeIDs: ['NodeID-1'] },
    result: { validators: [] },
  },
  admin_startCPUProfiler: {
    call: (e) => e.admin.startCPUProfiler(),
    path: '/ext/bc/C/admin',
    params: [],
    result: {},
  },
  admin_stopCPUProfiler: {
    call: (e) => e.admin.stopCPUProfiler(),
    path: '/ext/bc/C/admin',
    params: [],
    result: {},
  },
  admin_memoryProfile: {
    call: (e) => e.admin.memoryProfile(),
    path: '/ext/bc/C/admin',
    params: [],
    result: {},
  },
  admin_lockProfile: { call: (e) => e.admin.lockProfile(), path: '/ext/bc/C/admin', params: [], result: {} },
  admin_setLogLevel: {
    call: (e) => e.admin.setLogLevel({ level: 'debug' }),
    path: '/ext/bc/C/admin',
    params: [{ level: 'debug' }],
    result: {},
  },
  admin_getVMConfig: {
    call: (e) => e.admin.getVMConfig(),
    path: '/ext/bc/C/admin',
    params: [],
    result: { config: { 'pruning-enabled': true } },
  },
  'atomic.getUTXOs': {
    call: (e) => e.atomic.getUTXOs({ addresses: ['C-avax1abc'], sourceChain: 'X', limit: 10 }),
    path: '/ext/bc/C/atomic',
    params: [{ addresses: ['C-avax1abc'], sourceChain: 'X', limit: 10 }],
    result: { utxos: [], endIndex: { address: 'C-avax1abc', utxo: 'u' }, numFetched: 0, encoding: 'hex' },
  },
  'atomic.issueTx': {
    call: (e) => e.atomic.issueTx({ tx: '0x00', encoding: 'hex' }),
    path: '/ext/bc/C/atomic',
    params: [{ tx: '0x00', encoding: 'hex' }],
    result: { txID: 'tx' },
  },
  'atomic.getAtomicTxStatus': {
    call: (e) => e.atomic.getAtomicTxStatus({ txID: 'tx' }),
    path: '/ext/bc/C/atomic',
    params: [{ txID: 'tx' }],
    result: { status: 'Accepted', blockHeight: 1 },
  },
  'atomic.getAtomicTx': {
    call: (e) => e.atomic.getAtomicTx({ txID: 'tx', encoding: 'hex' }),
    path: '/ext/bc/C/atomic',
    params: [{ txID: 'tx', encoding: 'hex' }],
    result: { tx: '0x00', encoding: 'hex', blockHeight: 1 },
  },
  'atomic.version': {
    call: (e) => e.atomic.version(),
    path: '/ext/bc/C/atomic',
    params: [],
    result: { version: 'v0.15.4' },
  },
  'proposervm.getCurrentEpoch': {
    call: (e) => e.proposervm.getCurrentEpoch(),
    path: '/ext/bc/C/proposervm',
    params: {},
    result: { number: '1', startTime: '1607144400', pChainHeight: '0' },
  },
  'proposervm.getProposedHeight': {
    chain: subnet,
    call: (e) => e.proposervm.getProposedHeight(),
    path: `/ext/bc/${subnet}/proposervm`,
    params: {},
    result: { height: '0' },
  },
  ...debugWarpCases,

  eth_suggestPriceOptions: {
    call: (e) => e.eth.suggestPriceOptions(),
    path: rpc,
    params: [],
    result: {
      slow: { maxPriorityFeePerGas: '0x1', maxFeePerGas: '0x3' },
      normal: { maxPriorityFeePerGas: '0x1', maxFeePerGas: '0x3' },
      fast: { maxPriorityFeePerGas: '0x1', maxFeePerGas: '0x3' },
    },
  },
  eth_syncing: {
    call: (e) => e.eth.syncing(),
    path: rpc,
    params: [],
    result: false,
  },
  eth_callDetailed: {
    call: (e) => e.eth.callDetailed({ to: addr }, 'accepted'),
    path: rpc,
    params: [{ to: addr }, 'accepted'],
    result: { gas: 21000, errCode: 0, err: '', returnData: '0x' },
  },
  eth_createAccessList: {
    call: (e) => e.eth.createAccessList({ from: addr, to: addr, type: '0x2' }, { blockHash: hash }),
    path: rpc,
    params: [{ from: addr, to: addr, type: '0x2' }, { blockHash: hash }],
    result: { accessList: [], gasUsed: '0x5208' },
  },
  eth_getBadBlocks: {
    call: (e) => e.eth.getBadBlocks(),
    path: rpc,
    params: [],
    result: [],
  },
  eth_getBlockReceipts: {
    call: (e) => e.eth.getBlockReceipts({ blockNumber: 'finalized' }),
    path: rpc,
    params: [{ blockNumber: 'finalized' }],
    result: [],
  },
  eth_getHeaderByHash: {
    call: (e) => e.eth.getHeaderByHash(hash),
    path: rpc,
    params: [hash],
    result: null,
  },
  eth_getHeaderByNumber: {
    call: (e) => e.eth.getHeaderByNumber('safe'),
    path: rpc,
    params: ['safe'],
    result: { number: '0x1', hash },
  },
  eth_getProof: {
    call: (e) => e.eth.getProof(addr, [`0x00ab${'00'.repeat(29)}01`], 'latest'),
    path: rpc,
    params: [addr, [`0x00ab${'00'.repeat(29)}01`], 'latest'],
    result: {
      address: addr,
      accountProof: [],
      balance: '0x0',
      codeHash: hash,
      nonce: '0x0',
      storageHash: hash,
      storageProof: [],
    },
  },
  eth_getUncleByBlockHashAndIndex: {
    call: (e) => e.eth.getUncleByBlockHashAndIndex(hash, '0x0'),
    path: rpc,
    params: [hash, '0x0'],
    result: null,
  },
  eth_getUncleByBlockNumberAndIndex: {
    call: (e) => e.eth.getUncleByBlockNumberAndIndex('0x1', '0x0'),
    path: rpc,
    params: ['0x1', '0x0'],
    result: null,
  },
  eth_getUncleCountByBlockHash: {
    call: (e) => e.eth.getUncleCountByBlockHash(hash),
    path: rpc,
    params: [hash],
    result: '0x0',
  },
  eth_getUncleCountByBlockNumber: {
    call: (e) => e.eth.getUncleCountByBlockNumber('earliest'),
    path: rpc,
    params: ['earliest'],
    result: '0x0',
  },
  eth_getBlockTransactionCountByHash: {
    call: (e) => e.eth.getBlockTransactionCountByHash(hash),
    path: rpc,
    params: [hash],
    result: '0x1',
  },
  eth_getBlockTransactionCountByNumber: {
    call: (e) => e.eth.getBlockTransactionCountByNumber('pending'),
    path: rpc,
    params: ['pending'],
    result: '0x0',
  },
  eth_getTransactionByBlockHashAndIndex: {
    call: (e) => e.eth.getTransactionByBlockHashAndIndex(hash, '0x0'),
    path: rpc,
    params: [hash, '0x0'],
    result: null,
  },
  eth_getTransactionByBlockNumberAndIndex: {
    call: (e) => e.eth.getTransactionByBlockNumberAndIndex('latest', '0x0'),
    path: rpc,
    params: ['latest', '0x0'],
    result: null,
  },
  eth_getRawTransactionByBlockHashAndIndex: {
    call: (e) => e.eth.getRawTransactionByBlockHashAndIndex(hash, '0x0'),
    path: rpc,
    params: [hash, '0x0'],
    result: '0x',
  },
  eth_getRawTransactionByBlockNumberAndIndex: {
    call: (e) => e.eth.getRawTransactionByBlockNumberAndIndex('0x1', '0x0'),
    path: rpc,
    params: ['0x1', '0x0'],
    result: '0x02f8',
  },
  eth_getRawTransactionByHash: {
    call: (e) => e.eth.getRawTransactionByHash(hash),
    path: rpc,
    params: [hash],
    result: '0x02f8',
  },
  eth_pendingTransactions: {
    call: (e) => e.eth.pendingTransactions(),
    path: rpc,
    params: [],
    result: [],
  },
  eth_accounts: {
    call: (e) => e.eth.accounts(),
    path: rpc,
    params: [],
    result: [addr],
  },
  eth_coinbase: {
    call: (e) => e.eth.coinbase(),
    path: rpc,
    params: [],
    result: `0x01${'00'.repeat(19)}`,
  },
  eth_etherbase: {
    call: (e) => e.eth.etherbase(),
    path: rpc,
    params: [],
    result: `0x01${'00'.repeat(19)}`,
  },
  eth_sign: {
    call: (e) => e.eth.sign(addr, '0x68656c6c6f'),
    path: rpc,
    params: [addr, '0x68656c6c6f'],
    result: `0x${'ab'.repeat(65)}`,
  },
  eth_signTransaction: {
    call: (e) =>
      e.eth.signTransaction({ from: addr, to: addr, gas: '0x5208', gasPrice: '0x1', nonce: '0x0' }),
    path: rpc,
    params: [{ from: addr, to: addr, gas: '0x5208', gasPrice: '0x1', nonce: '0x0' }],
    result: { raw: '0x02', tx: { type: '0x0' } },
  },
  eth_sendTransaction: {
    call: (e) => e.eth.sendTransaction({ from: addr, to: addr, value: '0x1' }),
    path: rpc,
    params: [{ from: addr, to: addr, value: '0x1' }],
    result: hash,
  },
  eth_fillTransaction: {
    call: (e) => e.eth.fillTransaction({ from: addr, to: addr }),
    path: rpc,
    params: [{ from: addr, to: addr }],
    result: { raw: '0x02', tx: { type: '0x2' } },
  },
  eth_resend: {
    call: (e) => e.eth.resend({ from: addr, to: addr, nonce: '0x0' }, '0x2', '0x5208'),
    path: rpc,
    params: [{ from: addr, to: addr, nonce: '0x0' }, '0x2', '0x5208'],
    result: hash,
  },
  eth_newFilter: {
    call: (e) => e.eth.newFilter({ fromBlock: 'accepted', address: addr }),
    path: rpc,
    params: [{ fromBlock: 'accepted', address: addr }],
    result: '0x1f',
  },
  eth_newBlockFilter: {
    call: (e) => e.eth.newBlockFilter(),
    path: rpc,
    params: [],
    result: '0x1f',
  },
  eth_newPendingTransactionFilter: {
    call: (e) => e.eth.newPendingTransactionFilter(true),
    path: rpc,
    params: [true],
    result: '0x1f',
  },
  eth_getFilterChanges: {
    call: (e) => e.eth.getFilterChanges('0x1f'),
    path: rpc,
    params: ['0x1f'],
    result: [hash],
  },
  eth_getFilterLogs: {
    call: (e) => e.eth.getFilterLogs('0x1f'),
    path: rpc,
    params: ['0x1f'],
    result: [],
  },
  eth_uninstallFilter: {
    call: (e) => e.eth.uninstallFilter('0x1f'),
    path: rpc,
    params: ['0x1f'],
    result: true,
  },
  net_listening: {
    call: (e) => e.net.listening(),
    path: rpc,
    params: [],
    result: true,
  },
  net_peerCount: {
    call: (e) => e.net.peerCount(),
    path: rpc,
    params: [],
    result: '0x0',
  },
  web3_sha3: {
    call: (e) => e.web3.sha3('0x68656c6c6f'),
    path: rpc,
    params: ['0x68656c6c6f'],
    result: hash,
  },
  rpc_modules: {
    call: (e) => e.rpc.modules(),
    path: rpc,
    params: [],
    result: { eth: '1.0', rpc: '1.0' },
  },
  txpool_content: {
    call: (e) => e.txpool.content(),
    path: rpc,
    params: [],
    result: { pending: {}, queued: {} },
  },
  txpool_contentFrom: {
    call: (e) => e.txpool.contentFrom(addr),
    path: rpc,
    params: [addr],
    result: { pending: {}, queued: {} },
  },
  txpool_inspect: {
    call: (e) => e.txpool.inspect(),
    path: rpc,
    params: [],
    result: { pending: {}, queued: {} },
  },
  txpool_status: {
    call: (e) => e.txpool.status(),
    path: rpc,
    params: [],
    result: { pending: '0x0', queued: '0x0' },
  },
  personal_importRawKey: {
    call: (e) => e.personal.importRawKey('ab'.repeat(32), 'pw'),
    path: rpc,
    params: ['ab'.repeat(32), 'pw'],
    result: addr,
  },
  personal_newAccount: {
    call: (e) => e.personal.newAccount('pw'),
    path: rpc,
    params: ['pw'],
    result: addr,
  },
  personal_listAccounts: {
    call: (e) => e.personal.listAccounts(),
    path: rpc,
    params: [],
    result: [addr],
  },
  personal_listWallets: {
    call: (e) => e.personal.listWallets(),
    path: rpc,
    params: [],
    result: [{ url: 'keystore:///k', status: 'Locked', accounts: [{ address: addr, url: 'keystore:///k' }] }],
  },
  personal_ecRecover: {
    call: (e) => e.personal.ecRecover('0x68656c6c6f', `0x${'ab'.repeat(65)}`),
    path: rpc,
    params: ['0x68656c6c6f', `0x${'ab'.repeat(65)}`],
    result: addr,
  },
  personal_sign: {
    call: (e) => e.personal.sign('0x68656c6c6f', addr, 'pw'),
    path: rpc,
    params: ['0x68656c6c6f', addr, 'pw'],
    result: `0x${'ab'.repeat(65)}`,
  },
  personal_signTransaction: {
    call: (e) =>
      e.personal.signTransaction({ from: addr, gas: '0x5208', gasPrice: '0x1', nonce: '0x0' }, 'pw'),
    path: rpc,
    params: [{ from: addr, gas: '0x5208', gasPrice: '0x1', nonce: '0x0' }, 'pw'],
    result: { raw: '0x02', tx: { type: '0x0' } },
  },
  personal_sendTransaction: {
    call: (e) => e.personal.sendTransaction({ from: addr, to: addr }, 'pw'),
    path: rpc,
    params: [{ from: addr, to: addr }, 'pw'],
    result: hash,
  },
  personal_unlockAccount: {
    call: (e) => e.personal.unlockAccount(addr, 'pw', 60),
    path: rpc,
    params: [addr, 'pw', 60],
    result: true,
  },
  personal_lockAccount: {
    call: (e) => e.personal.lockAccount(addr),
    path: rpc,
    params: [addr],
    result: true,
  },
  personal_openWallet: {
    call: (e) => e.personal.openWallet('ledger://0', 'pin'),
    path: rpc,
    params: ['ledger://0', 'pin'],
    result: null,
  },
  personal_deriveAccount: {
    call: (e) => e.personal.deriveAccount('ledger://0', "m/44'/60'/0'/0/0", true),
    path: rpc,
    params: ['ledger://0', "m/44'/60'/0'/0/0", true],
    result: { address: addr, url: 'ledger://0' },
  },
  personal_initializeWallet: {
    call: (e) => e.personal.initializeWallet('keycard://0'),
    path: rpc,
    params: ['keycard://0'],
    result: 'word word',
  },
  personal_unpair: {
    call: (e) => e.personal.unpair('keycard://0', '123456'),
    path: rpc,
    params: ['keycard://0', '123456'],
    result: null,
  },
  admin_exportChain: {
    call: (e) => e.admin.exportChain('/tmp/chain.rlp', 0, 10),
    path: rpc,
    params: ['/tmp/chain.rlp', 0, 10],
    result: true,
  },
  admin_importChain: {
    call: (e) => e.admin.importChain('/tmp/chain.rlp'),
    path: rpc,
    params: ['/tmp/chain.rlp'],
    result: true,
  },
};

describe('every method of the spec', () => {
  it('has a case here', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(methods).sort());
  });

  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: endpoint, method name, param shape, result`, async () => {
      const { fetch, sent } = fakeFetch(answerEach(() => c.result));
      // 'seed': the wire itself; under 'auto' a submit is preceded by a read that settles the names (core's tests)
      const evm = createEvmClient({
        url: node,
        fetch,
        wireNames: 'seed',
        ...(c.chain ? { blockchainId: c.chain } : {}),
      });
      expect(await c.call(evm)).toEqual(c.result);
      expect(sent).toHaveLength(1);
      const request = sent[0] as SentRequest;
      expect(request.method).toBe('POST');
      expect(request.url).toBe(node + c.path);
      expect(request.headers.get('content-type')).toMatch(/^application\/json/);
      expect(request.body).toEqual({
        jsonrpc: '2.0',
        id: expect.any(Number),
        method: name,
        params: c.params,
      });
    });

    it(`${name}: createEvmClientFor given its entry alone sends what createEvmClient sends`, async () => {
      const { fetch, sent } = fakeFetch(answerEach(() => c.result));
      const options = {
        url: node,
        fetch,
        wireNames: 'seed' as const,
        ...(c.chain ? { blockchainId: c.chain } : {}),
      };
      expect(await c.call(createEvmClient(options))).toEqual(c.result);
      const entry = { [name.replace('.', '_')]: methods[name]! } as EvmMethodTable;
      const picked = createEvmClientFor(entry, options) as unknown as EvmClient;
      expect(await c.call(picked)).toEqual(c.result);
      const [whole, one] = sent as [SentRequest, SentRequest];
      const withoutId = ({ body, ...rest }: SentRequest) => ({
        ...rest,
        headers: [...rest.headers],
        body: { ...(body as object), id: 0 },
      });
      expect(withoutId(one)).toEqual(withoutId(whole));
    });
  }
});

const okEach = answerEach((call) => `result:${call.method}`);

describe('routing', () => {
  it('sends a namespace the spec does not know to the chain /rpc, on the C chain and on a subnet chain', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    await createEvmClient({ url: node, fetch }).request('trace_transaction', [hash]);
    await createEvmClient({ url: node, fetch, blockchainId: subnet }).request('txpool_status', []);
    expect(sent.map((r) => r.url)).toEqual([`${node}/ext/bc/C/rpc`, `${node}${subnetRpc}`]);
    expect(sent[0]?.body).toMatchObject({ method: 'trace_transaction', params: [hash] });
  });

  it('endpoints.eth sends the /rpc namespaces (eth, net, web3, debug, warp) to a node serving at its root', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch, endpoints: { eth: 'http://127.0.0.1:8545' } });
    await evm.eth.chainId();
    await evm.net.version();
    await evm.web3.clientVersion();
    await evm.request('debug_traceTransaction', [hash]);
    await evm.debug.memStats();
    await evm.warp.getBlockSignature('vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn');
    await evm.admin.getVMConfig();
    expect(sent.map((r) => r.url)).toEqual([
      'http://127.0.0.1:8545/',
      'http://127.0.0.1:8545/',
      'http://127.0.0.1:8545/',
      'http://127.0.0.1:8545/',
      'http://127.0.0.1:8545/',
      'http://127.0.0.1:8545/',
      `${node}/ext/bc/C/admin`,
    ]);
  });

  it('encodes the blockchain id so it cannot change the path', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    await createEvmClient({ url: node, fetch, blockchainId: '../../ext/admin' }).eth.chainId();
    expect(sent[0]?.url).toBe(`${node}/ext/bc/..%2F..%2Fext%2Fadmin/rpc`);
    expect(() => createEvmClient({ blockchainId: '' })).toThrow(ValidationError);
  });
});

describe('atomic on a subnet chain', () => {
  it('rejects atomic.* and request("atomic.*") with a ValidationError before sending', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch, blockchainId: subnet });
    for (const call of [
      evm.atomic.getUTXOs({ addresses: ['x'], sourceChain: 'X' }),
      evm.atomic.issueTx({ tx: '0x00' }),
      evm.atomic.getAtomicTxStatus({ txID: 't' }),
      evm.atomic.getAtomicTx({ txID: 't' }),
      evm.request('atomic.getAtomicTxStatus', [{ txID: 't' }]),
      evm.request('avax.getAtomicTxStatus', [{ txID: 't' }]),
      // coreth's extra: Subnet-EVM v0.8.0 has no eth_suggestPriceOptions
      evm.eth.suggestPriceOptions(),
    ]) {
      await expect(call).rejects.toSatisfy(
        (e) =>
          ValidationError.isInstance(e) &&
          e.field === 'blockchainId' &&
          /only on the C chain/.test(e.message),
      );
    }
    expect(sent).toHaveLength(0);
  });

  it("serves atomic.* on the C chain's own blockchain id", async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({
      url: node,
      fetch,
      blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
    });
    await evm.atomic.getAtomicTxStatus({ txID: 't' });
    expect(sent[0]?.url).toBe(`${node}/ext/bc/C/atomic`);
  });
});

describe('wireNames', () => {
  it("'seed' (default) sends atomic.* to /ext/bc/C/atomic; 'deployed' sends avax.* to /ext/bc/C/avax", async () => {
    const seed = fakeFetch(okEach);
    await createEvmClient({ url: node, fetch: seed.fetch }).atomic.getAtomicTxStatus({ txID: 't' });
    expect(seed.sent[0]).toMatchObject({
      url: `${node}/ext/bc/C/atomic`,
      body: { method: 'atomic.getAtomicTxStatus' },
    });

    const deployed = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch: deployed.fetch, wireNames: 'deployed' });
    await evm.atomic.getAtomicTxStatus({ txID: 't' });
    await evm.request('atomic.getAtomicTx', [{ txID: 't' }]);
    await evm.eth.chainId();
    expect(deployed.sent.map((r) => [r.url, (r.body as { method: string }).method])).toEqual([
      [`${node}/ext/bc/C/avax`, 'avax.getAtomicTxStatus'],
      [`${node}/ext/bc/C/avax`, 'avax.getAtomicTx'],
      [`${node}/ext/bc/C/rpc`, 'eth_chainId'],
    ]);
  });

  it('takes a map of its own', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({
      url: node,
      fetch,
      wireNames: { namespaces: { atomic: 'avax' }, paths: { '/ext/bc/C/atomic': '/ext/bc/C/custom' } },
    });
    await evm.atomic.getUTXOs({ addresses: ['x'], sourceChain: 'X' });
    expect(sent[0]).toMatchObject({ url: `${node}/ext/bc/C/custom`, body: { method: 'avax.getUTXOs' } });
  });
});

describe('input checks (before any request)', () => {
  it('rejects malformed addresses, hashes, block tags, quantities and percentiles, naming the field', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch });
    const subnet = createEvmClient({ url: node, fetch, blockchainId: 'subnetChainId' });
    // each call made inside the loop, so a rejection is awaited as soon as it exists
    const bad: [() => Promise<unknown>, string][] = [
      [() => evm.eth.getBalance('0x1234', 'latest'), 'address'],
      [() => evm.eth.getBalance(addr, 'newest' as never), 'block'],
      [() => evm.eth.getBlockByNumber('0x01', false), 'block'],
      [() => evm.eth.getBlockByHash('0xabc', false), 'blockHash'],
      [() => evm.eth.getTransactionReceipt(hash.slice(0, 10) as never), 'transactionHash'],
      [() => evm.eth.getStorageAt(addr, '12' as never, 'latest'), 'slot'],
      [() => evm.eth.sendRawTransaction('02f8'), 'transaction'],
      [() => evm.eth.call({ to: '0xnope' }), 'transaction.to'],
      [() => evm.eth.feeHistory('0x4', 'latest', [10, 101]), 'rewardPercentiles[1]'],
      [() => subnet.eth.getActiveRulesAt(-1), 'timestamp'],
      [() => evm.eth.getBalance(undefined as unknown as string, 'latest'), 'address'],
      [() => evm.admin.setLogLevel({} as { level: string }), 'args.level'],
      [
        () => evm.atomic.getUTXOs({ sourceChain: 'X' } as { addresses: string[]; sourceChain: string }),
        'args.addresses',
      ],
      [() => evm.atomic.getUTXOs({ addresses: ['x'], sourceChain: 'X', limit: 1.5 }), 'args.limit'],
    ];
    for (const [call, field] of bad) {
      await expect(call()).rejects.toSatisfy((e) => ValidationError.isInstance(e) && e.field === field);
    }
    expect(sent).toHaveLength(0);
  });
});

describe("the standard's param types (execution-apis), as the node accepts them", () => {
  it('sends a 32-byte storage slot, the GenericTransaction fields, every block tag and EIP-1898 objects', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch, batch: false });
    // a keccak-derived mapping slot that starts with a zero byte: a quantity pattern refused it before
    const slot = `0x00ab${'00'.repeat(29)}01` as const;
    const call: GenericTransaction = {
      from: addr,
      to: addr,
      type: '0x4',
      chainId: '0xa86a',
      maxFeePerBlobGas: '0x1',
      blobVersionedHashes: [hash],
      accessList: [{ address: addr, storageKeys: [hash] }],
      authorizationList: [
        { chainId: '0xa86a', nonce: '0x0', address: addr, yParity: '0x1', r: '0x1', s: '0x2' },
      ],
    };
    await evm.eth.getStorageAt(addr, slot, 'accepted');
    await evm.eth.call(call, { blockHash: hash, requireCanonical: true });
    await evm.eth.estimateGas(call, { blockNumber: 'safe' });
    await evm.eth.createAccessList(call, 'finalized');
    for (const tag of ['latest', 'earliest', 'pending', 'safe', 'finalized', 'accepted'] as const)
      await evm.eth.getBlockByNumber(tag, false);
    expect(sent.map((s) => (s.body as { params: unknown[] }).params)).toEqual([
      [addr, slot, 'accepted'],
      [call, { blockHash: hash, requireCanonical: true }],
      [call, { blockNumber: 'safe' }],
      [call, 'finalized'],
      ...['latest', 'earliest', 'pending', 'safe', 'finalized', 'accepted'].map((tag) => [tag, false]),
    ]);
  });

  it('still refuses a slot longer than 32 bytes, a bad tag or hash in an EIP-1898 object, and a hex number with a leading zero', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch });
    const bad: [() => Promise<unknown>, string][] = [
      [() => evm.eth.getStorageAt(addr, `0x${'00'.repeat(33)}`, 'latest'), 'slot'],
      [() => evm.eth.getBalance(addr, { blockNumber: 'newest' } as never), 'block'],
      [() => evm.eth.getBalance(addr, { blockHash: '0xabc' }), 'block'],
      [() => evm.eth.getBlockByNumber('0x01', false), 'block'],
    ];
    for (const [call, field] of bad) {
      const error = await call().catch((e: unknown) => e);
      expect(ValidationError.isInstance(error), String(error)).toBe(true);
      expect((error as ValidationError).field).toMatch(new RegExp(`^${field}`));
    }
    expect(sent).toHaveLength(0);
  });
});

describe('retry safety', () => {
  const flaky = () => {
    let n = 0;
    return fakeFetch((request) =>
      n++ === 0
        ? new Response('<html>502 Bad Gateway</html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          })
        : okEach(request),
    );
  };
  const retry = { retries: 2, minDelayMs: 0, maxDelayMs: 0 };

  it('retries reads on a 502', async () => {
    const { fetch, sent } = flaky();
    expect(await createEvmClient({ url: node, fetch, retry }).eth.getBalance(addr, 'latest')).toBe(
      'result:eth_getBalance',
    );
    expect(sent).toHaveLength(2);
  });

  for (const [name, call] of [
    ['eth_sendRawTransaction', (e: EvmClient) => e.eth.sendRawTransaction('0x02')],
    ['atomic.issueTx', (e: EvmClient) => e.atomic.issueTx({ tx: '0x00' })],
    // a known method's own flag wins: idempotent: true never makes a submit retryable
    [
      'eth_sendRawTransaction given idempotent: true',
      (e: EvmClient) => e.eth.sendRawTransaction('0x02', { idempotent: true }),
    ],
    [
      'atomic.issueTx given idempotent: true',
      (e: EvmClient) => e.atomic.issueTx({ tx: '0x00' }, { idempotent: true }),
    ],
    [
      "request('eth_sendRawTransaction') given idempotent: true",
      (e: EvmClient) => e.request('eth_sendRawTransaction', ['0x02'], { idempotent: true }),
    ],
  ] as const) {
    it(`never retries ${name}`, async () => {
      const { fetch, sent } = flaky();
      // 'deployed': the submit itself meets the 502 (under 'auto' a read first settles the names)
      const evm = createEvmClient({ url: node, fetch, retry, wireNames: 'deployed' });
      await expect(call(evm)).rejects.toSatisfy((e) => HttpError.isInstance(e) && e.status === 502);
      expect(sent).toHaveLength(1);
    });
  }

  it('request() of a method the spec does not know is not retried unless told it is safe', async () => {
    const first = flaky();
    await expect(
      createEvmClient({ url: node, fetch: first.fetch, retry }).request('debug_foo', []),
    ).rejects.toSatisfy((e) => HttpError.isInstance(e));
    expect(first.sent).toHaveLength(1);
    const second = flaky();
    await createEvmClient({ url: node, fetch: second.fetch, retry }).request('debug_foo', [], {
      idempotent: true,
    });
    expect(second.sent).toHaveLength(2);
  });
});

describe('errors as a node sends them', () => {
  const rpcError = (code: number, message: string, data?: unknown) =>
    fakeFetch((request) => ({
      jsonrpc: '2.0',
      id: (request.body as { id: number }).id,
      error: data === undefined ? { code, message } : { code, message, data },
    }));

  it('a -32000 service error (HTTP 200, data null) is a JsonRpcError with code, message, data and method', async () => {
    const { fetch } = rpcError(-32000, 'execution reverted', null);
    const error = await createEvmClient({ url: node, fetch })
      .eth.call({ to: addr }, 'latest')
      .catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: -32000,
      message: 'execution reverted',
      data: null,
      method: 'eth_call',
    });
    expect((error as JsonRpcError).url).toBe(`${node}/ext/bc/C/rpc`);
  });

  it('-32601 (unknown method), -32700 and -32600 keep their codes', async () => {
    for (const [code, message] of [
      [-32601, 'the method eth_foo does not exist/is not available'],
      [-32700, 'parse error'],
      [-32600, 'invalid request'],
    ] as const) {
      const { fetch } = rpcError(code, message);
      const error = await createEvmClient({ url: node, fetch })
        .request('eth_foo', [])
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code, message, method: 'eth_foo' });
      expect(JsonRpcError.isInstance(error)).toBe(true);
    }
  });

  it('a proxy answering 4xx/5xx with HTML or plain text is an HttpError with the body as sent', async () => {
    const html = '<html><body><h1>503 Service Unavailable</h1></body></html>';
    for (const [status, body, type] of [
      [503, html, 'text/html'],
      [403, 'Forbidden', 'text/plain'],
    ] as const) {
      const { fetch } = fakeFetch(() => new Response(body, { status, headers: { 'content-type': type } }));
      const error = await createEvmClient({ url: node, fetch, retry: false })
        .eth.chainId()
        .catch((e: unknown) => e);
      expect(HttpError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ status, body });
    }
  });
});

describe('batching', () => {
  it('sends the calls of one tick in batches of at most 40 items, each answered by id', async () => {
    const { fetch, sent } = fakeFetch((request) =>
      // Answer in reverse order: results must still reach their own calls.
      [...(request.body as { id: number; params: unknown[] }[])].reverse().map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.params[0],
      })),
    );
    const evm = createEvmClient({ url: node, fetch });
    const addresses = Array.from({ length: 85 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);
    const results = await Promise.all(addresses.map((a) => evm.eth.getBalance(a, 'latest')));
    expect(results).toEqual(addresses);
    expect(sent.map((r) => (r.body as unknown[]).length)).toEqual([40, 40, 5]);
  });

  it('batches per endpoint, and a tick with one call sends a plain request', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch });
    await Promise.all([
      evm.eth.chainId(),
      evm.eth.blockNumber(),
      evm.atomic.getAtomicTxStatus({ txID: 't' }),
    ]);
    const byUrl = Object.fromEntries(sent.map((r) => [r.url, r.body]));
    expect(byUrl[`${node}/ext/bc/C/rpc`]).toHaveLength(2);
    expect(Array.isArray(byUrl[`${node}/ext/bc/C/atomic`])).toBe(false);
  });

  it('batch: false sends one request per call', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch, batch: false });
    await Promise.all([evm.eth.chainId(), evm.eth.blockNumber()]);
    expect(sent.map((r) => Array.isArray(r.body))).toEqual([false, false]);
  });
});

describe('deprecation', () => {
  it('marks eth_getActivePrecompilesAt (for eth_getActiveRulesAt) and atomic.getAtomicTxStatus (by v1.15) deprecated, and nothing else', () => {
    const deprecated = Object.entries(methods).filter(([, spec]) => spec.deprecated !== undefined);
    expect(deprecated).toEqual([
      ['atomic.getAtomicTxStatus', expect.objectContaining({ deprecated: 'since v1.15.0' })],
      [
        'eth_getActivePrecompilesAt',
        expect.objectContaining({ deprecated: expect.stringContaining('eth_getActiveRulesAt') }),
      ],
    ]);
  });

  it('marks exactly the submits and the stateful profiler switches unsafe to retry (as node-info does for admin.*)', () => {
    const unsafe = Object.keys(methods).filter((name) => methods[name]?.retry === false);
    // a repeated start answers 'cpu profiler already running', a repeated stop 'cpu profiler doesn't exist'
    // debug_: the profiler and trace switches (as admin_), the file tracers (each call writes new files)
    // and setGCPercent (its answer, the previous setting, is lost on a repeat); the database compaction and
    // head rewind (debug_chaindbCompact, debug_setHead) change the node's state
    expect(unsafe.sort()).toEqual([
      'admin_exportChain',
      'admin_importChain',
      'admin_startCPUProfiler',
      'admin_stopCPUProfiler',
      'atomic.issueTx',
      'debug_chaindbCompact',
      'debug_cpuProfile',
      'debug_goTrace',
      'debug_setGCPercent',
      'debug_setHead',
      'debug_standardTraceBadBlockToFile',
      'debug_standardTraceBlockToFile',
      'debug_startCPUProfile',
      'debug_startGoTrace',
      'debug_stopCPUProfile',
      'debug_stopGoTrace',
      'eth_resend',
      'eth_sendRawTransaction',
      'eth_sendTransaction',
      'personal_importRawKey',
      'personal_newAccount',
      'personal_sendTransaction',
    ]);
  });
});

describe('options reach the wire', () => {
  it('headers go with every request; a per-call signal after the positional params aborts that call', async () => {
    const { fetch, sent } = fakeFetch(okEach);
    const evm = createEvmClient({ url: node, fetch, headers: { 'x-team': 'evm' } });
    await evm.eth.getBalance(addr, 'latest');
    expect(sent[0]?.headers.get('x-team')).toBe('evm');
    const controller = new AbortController();
    controller.abort(new Error('stopped by the caller'));
    await expect(evm.eth.getBalance(addr, 'latest', { signal: controller.signal })).rejects.toThrow(
      'stopped by the caller',
    );
    expect(sent).toHaveLength(1);
  });
});
