import path from 'node:path';
import type { EvmClient, GenericTransaction } from '@pkg/evm';
import { type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll } from 'vitest';
import type { Mode } from '../../src/coverage.js';
import { STORE_AND_LOG_INITCODE, sendAndWait, signFromEwoq } from '../../src/evmFixtures.js';
import { ERA, EWOQ } from '../../src/localNetwork.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { rawRpc } from '../../src/rawRpc.js';

const RECIPIENT: Hex = '0x000000000000000000000000000000000000dEaD';
const PASSWORD = 'issue-24-throwaway';
/** A 32-byte slot that starts with a zero byte (a keccak-derived mapping slot can): the standard's bytesMax32. */
const SLOT_32: Hex = `0x00ab${'00'.repeat(29)}01`;
const HELLO: Hex = '0x68656c6c6f';

/** A node without a keystore (Helicon's C chain) refuses to sign with an account it does not hold. */
const NO_KEYSTORE = {
  message: /unknown account|not found|no keystore|account/i,
  why: "Helicon's C chain has no keystore (personal_ removed): the node holds no key to sign with",
};

/**
 * Cases for the C chain's `/rpc` methods beyond the first 21 (issue 24): blocks, headers, uncles, raw
 * transactions, proofs, filters, net/web3/rpc, txpool, the keystore (personal_*, eth_sign...) and
 * admin_exportChain/importChain. Their fixtures are made in a beforeAll of the calling test file: a
 * contract, a transfer, and a throwaway keystore account (a fresh key, funded with 0.01 AVAX from ewoq,
 * unlocked until the node stops). Keystore keys are never ewoq's.
 */
export function evmRpcCases(options: {
  rpc: string;
  nodeDir: string;
  /** A Subnet-EVM chain's EVM chain id (default: the local C chain's); eth_suggestPriceOptions is then left out. */
  chainId?: number;
  /** The chain's tx allow-list precompile, ewoq its admin: the keystore account is enabled on it to send. */
  txAllowList?: Hex;
}): MethodCase<EvmClient>[] {
  const { rpc, nodeDir, chainId, txAllowList } = options;
  // Helicon removed personal_ (the keystore) from the C chain: its account is then a fresh key the node
  // does not hold, and the eth_ methods that sign with a node-held key answer the node's refusal
  const keystore = !(ERA === 'helicon' && chainId === undefined);
  const signsWithKeystore = keystore ? {} : { nodeMayRefuse: NO_KEYSTORE };
  // Helicon's C chain refuses the `accepted` tag (-32602, behaviour.test.ts): there the calls that name it use
  // `safe`, the last settled block
  const acceptedTag = keystore ? 'accepted' : 'safe';
  const sign = (tx: Parameters<typeof signFromEwoq>[1]) => signFromEwoq(rpc, tx, chainId);
  const f = {
    contract: '0x' as Hex,
    deployBlock: '0x0' as Hex,
    deployBlockHash: '0x' as Hex,
    transferHash: '0x' as Hex,
    transferBlock: '0x0' as Hex,
    transferBlockHash: '0x' as Hex,
    keystore: '0x' as Hex,
    wallet: '',
    signature: '0x' as Hex,
  };
  const fresh = () => generatePrivateKey().slice(2);

  beforeAll(async () => {
    const deploy = await sendAndWait(rpc, await sign({ data: STORE_AND_LOG_INITCODE, gas: 200_000n }));
    f.contract = deploy.receipt.contractAddress!;
    f.deployBlock = deploy.receipt.blockNumber;
    f.deployBlockHash = deploy.receipt.blockHash;
    // the keystore account: a fresh key, imported, funded with a small transfer, unlocked (0: until the node stops)
    const key = fresh();
    f.keystore = keystore
      ? await rawRpc<Hex>(rpc, 'personal_importRawKey', [key, PASSWORD])
      : (privateKeyToAccount(`0x${key}`).address.toLowerCase() as Hex);
    const funding = await sendAndWait(
      rpc,
      await sign({ to: f.keystore, value: parseEther('0.01'), gas: 21_000n }),
    );
    f.transferHash = funding.hash;
    f.transferBlock = funding.receipt.blockNumber;
    f.transferBlockHash = funding.receipt.blockHash;
    f.signature = await privateKeyToAccount(`0x${key}`).signMessage({ message: { raw: HELLO } });
    if (!keystore) return;
    await rawRpc(rpc, 'personal_unlockAccount', [f.keystore, PASSWORD, 0]);
    if (txAllowList) {
      // setEnabled(keystore): without it the chain refuses the account's transactions
      const data: Hex = `0x0aaf7043${f.keystore.slice(2).toLowerCase().padStart(64, '0')}`;
      await sendAndWait(rpc, await sign({ to: txAllowList, data, gas: 100_000n }));
    }
    const wallets = await rawRpc<{ url: string; accounts?: { address: string }[] }[]>(
      rpc,
      'personal_listWallets',
      [],
    );
    f.wallet = wallets.find((w) => w.accounts?.[0]?.address === f.keystore.toLowerCase())?.url ?? '';
  }, 180_000);

  /** A dynamic-fee transfer of 1 wei from the keystore account, with the fields eth_signTransaction needs. */
  const keystoreTx = async (): Promise<GenericTransaction> => {
    const nonce = await rawRpc<Hex>(rpc, 'eth_getTransactionCount', [f.keystore, 'pending']);
    const baseFee = BigInt(await rawRpc<Hex>(rpc, 'eth_baseFee', []));
    return {
      from: f.keystore,
      to: RECIPIENT,
      value: '0x1',
      gas: '0x5208',
      nonce,
      maxFeePerGas: `0x${(baseFee * 2n + 1_000_000_000n).toString(16)}` as const,
      maxPriorityFeePerGas: '0x3b9aca00',
    };
  };
  const exportFile = (mode: Mode) => path.join(nodeDir, `export-${mode}-${Date.now()}.rlp`);

  const cChainOnly: MethodCase<EvmClient>[] =
    chainId === undefined
      ? [{ method: 'eth_suggestPriceOptions', calls: [(e) => e.eth.suggestPriceOptions()] }]
      : [];
  return [
    ...cChainOnly,
    { method: 'eth_syncing', calls: [(e) => e.eth.syncing()] },
    {
      method: 'eth_callDetailed',
      calls: [
        (e) => e.eth.callDetailed({ to: f.contract, data: '0x' }, 'latest'),
        // a call that reverts (coreth's 0x0100…00 reverts any call) still answers: the EVM error is in the result
        (e) => e.eth.callDetailed({ to: `0x01${'00'.repeat(19)}` }, acceptedTag),
      ],
    },
    {
      method: 'eth_createAccessList',
      calls: [
        (e) => e.eth.createAccessList({ from: EWOQ.cAddress, to: f.contract, data: '0x' }, 'latest'),
        (e) => e.eth.createAccessList({ from: EWOQ.cAddress, to: f.contract, data: '0x' }, null),
        // the standard call object: authorizationList is accepted (coreth ignores it)
        (e) =>
          e.eth.createAccessList({
            from: EWOQ.cAddress,
            to: f.contract,
            input: '0x',
            type: '0x2',
            accessList: [{ address: f.contract, storageKeys: [SLOT_32] }],
            authorizationList: [],
          }),
      ],
    },
    { method: 'eth_getBadBlocks', calls: [(e) => e.eth.getBadBlocks()] },
    {
      method: 'eth_getBlockReceipts',
      calls: [
        (e) => e.eth.getBlockReceipts(f.deployBlock),
        (e) => e.eth.getBlockReceipts({ blockHash: f.transferBlockHash, requireCanonical: true }),
        (e) => e.eth.getBlockReceipts(`0x${'00'.repeat(32)}`),
      ],
    },
    {
      method: 'eth_getHeaderByHash',
      calls: [
        (e) => e.eth.getHeaderByHash(f.deployBlockHash),
        (e) => e.eth.getHeaderByHash(`0x${'00'.repeat(32)}`),
      ],
    },
    {
      method: 'eth_getHeaderByNumber',
      calls: [
        (e) => e.eth.getHeaderByNumber(acceptedTag),
        (e) => e.eth.getHeaderByNumber('earliest'),
        (e) => e.eth.getHeaderByNumber(f.deployBlock),
      ],
    },
    {
      // inside the pruning node's window (test/evm.proof.test.ts shows a block outside it refused)
      method: 'eth_getProof',
      calls: [
        (e) => e.eth.getProof(f.contract, ['0x0', SLOT_32], 'latest'),
        (e) => e.eth.getProof(EWOQ.cAddress, [], { blockNumber: acceptedTag }),
      ],
    },
    {
      method: 'eth_getUncleByBlockHashAndIndex',
      calls: [(e) => e.eth.getUncleByBlockHashAndIndex(f.deployBlockHash, '0x0')],
    },
    {
      method: 'eth_getUncleByBlockNumberAndIndex',
      calls: [(e) => e.eth.getUncleByBlockNumberAndIndex('latest', '0x0')],
    },
    {
      method: 'eth_getUncleCountByBlockHash',
      calls: [
        (e) => e.eth.getUncleCountByBlockHash(f.deployBlockHash),
        (e) => e.eth.getUncleCountByBlockHash(`0x${'00'.repeat(32)}`),
      ],
    },
    { method: 'eth_getUncleCountByBlockNumber', calls: [(e) => e.eth.getUncleCountByBlockNumber('0x0')] },
    {
      method: 'eth_getBlockTransactionCountByHash',
      calls: [(e) => e.eth.getBlockTransactionCountByHash(f.transferBlockHash)],
    },
    {
      method: 'eth_getBlockTransactionCountByNumber',
      calls: [
        (e) => e.eth.getBlockTransactionCountByNumber(f.transferBlock),
        (e) => e.eth.getBlockTransactionCountByNumber('pending'),
      ],
    },
    {
      method: 'eth_getTransactionByBlockHashAndIndex',
      calls: [
        (e) => e.eth.getTransactionByBlockHashAndIndex(f.transferBlockHash, '0x0'),
        (e) => e.eth.getTransactionByBlockHashAndIndex(f.transferBlockHash, '0x9'),
      ],
    },
    {
      method: 'eth_getTransactionByBlockNumberAndIndex',
      calls: [(e) => e.eth.getTransactionByBlockNumberAndIndex(f.transferBlock, '0x0')],
    },
    {
      method: 'eth_getRawTransactionByBlockHashAndIndex',
      calls: [(e) => e.eth.getRawTransactionByBlockHashAndIndex(f.transferBlockHash, '0x0')],
    },
    {
      method: 'eth_getRawTransactionByBlockNumberAndIndex',
      calls: [
        (e) => e.eth.getRawTransactionByBlockNumberAndIndex(f.transferBlock, '0x0'),
        (e) => e.eth.getRawTransactionByBlockNumberAndIndex('0x0', '0x0'),
      ],
    },
    {
      method: 'eth_getRawTransactionByHash',
      calls: [
        (e) => e.eth.getRawTransactionByHash(f.transferHash),
        (e) => e.eth.getRawTransactionByHash(`0x${'00'.repeat(32)}`),
      ],
    },
    { method: 'eth_pendingTransactions', calls: [(e) => e.eth.pendingTransactions()] },
    { method: 'eth_accounts', calls: [(e) => e.eth.accounts()] },
    { method: 'eth_coinbase', calls: [(e) => e.eth.coinbase()] },
    { method: 'eth_etherbase', calls: [(e) => e.eth.etherbase()] },
    { method: 'eth_sign', calls: [(e) => e.eth.sign(f.keystore, HELLO)], ...signsWithKeystore },
    {
      method: 'eth_signTransaction',
      calls: [async (e) => e.eth.signTransaction(await keystoreTx())],
      ...signsWithKeystore,
    },
    {
      // the node fills nonce, gas and fees, signs with the unlocked keystore account and submits
      method: 'eth_sendTransaction',
      calls: [(e) => e.eth.sendTransaction({ from: f.keystore, to: RECIPIENT, value: '0x1' })],
      ...signsWithKeystore,
    },
    {
      method: 'eth_fillTransaction',
      calls: [(e) => e.eth.fillTransaction({ from: f.keystore, to: RECIPIENT, value: '0x1' })],
      ...signsWithKeystore,
    },
    {
      method: 'eth_resend',
      calls: [
        async (e) => e.eth.resend(await keystoreTx(), '0x77359400', '0x5208'),
        // the prices are Go pointers: the node reads null as absent
        async (e) => e.eth.resend(await keystoreTx(), null, null),
      ],
      ...signsWithKeystore,
      nodeMayRefuse: {
        message: /^transaction 0x[0-9a-f]{64} not found$/,
        why: 'a lone node puts a transaction in a block within a second or two, so none stays pending to be replaced',
      },
    },
    {
      method: 'eth_newFilter',
      calls: [(e) => e.eth.newFilter({ fromBlock: 'latest', address: f.contract, topics: [null] })],
    },
    { method: 'eth_newBlockFilter', calls: [(e) => e.eth.newBlockFilter()] },
    {
      method: 'eth_newPendingTransactionFilter',
      calls: [
        (e) => e.eth.newPendingTransactionFilter(),
        (e) => e.eth.newPendingTransactionFilter(true),
        (e) => e.eth.newPendingTransactionFilter(null),
      ],
    },
    {
      method: 'eth_getFilterChanges',
      calls: [
        async (e) => {
          const id = await e.eth.newBlockFilter();
          await sendAndWait(rpc, await sign({ to: RECIPIENT, value: 1n, gas: 21_000n }));
          return e.eth.getFilterChanges(id); // the hash of the block just made
        },
        async (e) => e.eth.getFilterChanges(await e.eth.newFilter({ fromBlock: '0x0', address: f.contract })),
      ],
    },
    {
      method: 'eth_getFilterLogs',
      calls: [
        async (e) => e.eth.getFilterLogs(await e.eth.newFilter({ fromBlock: '0x0', address: f.contract })),
      ],
    },
    {
      method: 'eth_uninstallFilter',
      calls: [
        async (e) => e.eth.uninstallFilter(await e.eth.newBlockFilter()),
        (e) => e.eth.uninstallFilter('0x1'),
      ],
    },
    { method: 'net_listening', calls: [(e) => e.net.listening()] },
    { method: 'net_peerCount', calls: [(e) => e.net.peerCount()] },
    { method: 'web3_sha3', calls: [(e) => e.web3.sha3(HELLO), (e) => e.web3.sha3('0x')] },
    { method: 'rpc_modules', calls: [(e) => e.rpc.modules()] },
    { method: 'txpool_content', calls: [(e) => e.txpool.content()] },
    { method: 'txpool_contentFrom', calls: [(e) => e.txpool.contentFrom(EWOQ.cAddress)] },
    { method: 'txpool_inspect', calls: [(e) => e.txpool.inspect()] },
    { method: 'txpool_status', calls: [(e) => e.txpool.status()] },
    // the keystore: a fresh key per call, never ewoq's
    { method: 'personal_importRawKey', calls: [(e) => e.personal.importRawKey(fresh(), PASSWORD)] },
    { method: 'personal_newAccount', calls: [(e) => e.personal.newAccount(PASSWORD)] },
    { method: 'personal_listAccounts', calls: [(e) => e.personal.listAccounts()] },
    { method: 'personal_listWallets', calls: [(e) => e.personal.listWallets()] },
    { method: 'personal_ecRecover', calls: [(e) => e.personal.ecRecover(HELLO, f.signature)] },
    { method: 'personal_sign', calls: [(e) => e.personal.sign(HELLO, f.keystore, PASSWORD)] },
    {
      method: 'personal_signTransaction',
      calls: [async (e) => e.personal.signTransaction(await keystoreTx(), PASSWORD)],
    },
    {
      method: 'personal_sendTransaction',
      calls: [(e) => e.personal.sendTransaction({ from: f.keystore, to: RECIPIENT, value: '0x1' }, PASSWORD)],
    },
    {
      method: 'personal_unlockAccount',
      calls: [
        (e) => e.personal.unlockAccount(f.keystore, PASSWORD, 0),
        (e) => e.personal.unlockAccount(f.keystore, PASSWORD, null),
      ],
    },
    {
      // a second keystore account, so the shared one stays unlocked
      method: 'personal_lockAccount',
      calls: [async (e) => e.personal.lockAccount(await e.personal.newAccount(PASSWORD))],
    },
    {
      method: 'personal_openWallet',
      calls: [(e) => e.personal.openWallet(f.wallet), (e) => e.personal.openWallet(f.wallet, null)],
    },
    {
      method: 'personal_deriveAccount',
      calls: [(e) => e.personal.deriveAccount(f.wallet, "m/44'/60'/0'/0/0")],
      nodeMayRefuse: {
        message: /^not supported$/,
        why: 'a lone node has only keystore wallets; deriving is for hardware wallets',
      },
    },
    {
      method: 'personal_initializeWallet',
      calls: [(e) => e.personal.initializeWallet(f.wallet)],
      nodeMayRefuse: {
        message: /^specified wallet does not support initialization$/,
        why: 'a lone node has only keystore wallets; initializing is for smartcard wallets',
      },
    },
    {
      method: 'personal_unpair',
      calls: [(e) => e.personal.unpair(f.wallet, '000000')],
      nodeMayRefuse: {
        message: /^specified wallet does not support pairing$/,
        why: 'a lone node has only keystore wallets; pairing is for smartcard wallets',
      },
    },
    {
      // on /rpc (not the chain's /admin API) in both modes; a file of its own each time (the node refuses to overwrite)
      method: 'admin_exportChain',
      calls: [
        (e, mode) => e.admin.exportChain(exportFile(mode)),
        (e, mode) => e.admin.exportChain(exportFile(mode), 0, 2),
        (e, mode) => e.admin.exportChain(exportFile(mode), 0, null),
      ],
    },
    {
      // importing blocks the chain already has: true, nothing inserted
      method: 'admin_importChain',
      calls: [
        async (e, mode) => {
          const file = exportFile(mode);
          await e.admin.exportChain(file, 0, 1);
          return e.admin.importChain(file);
        },
      ],
    },
  ];
}
