import type { EvmClient } from '@pkg/evm';
import { RECIPIENT } from '../../src/evmFixtures.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { type EvmRpcContext, HELLO, PASSWORD } from './evmRpcFixtures.js';

/** The eth_ methods of accounts the node holds: listing, signing, sending, resending. */
export function ethSigningCases({
  f,
  signsWithKeystore,
  keystoreTx,
}: EvmRpcContext): MethodCase<EvmClient>[] {
  return [
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
  ];
}

/** The keystore (personal_*): a fresh key per import, never ewoq's; the shared account stays unlocked. */
export function personalCases({ f, fresh, keystoreTx }: EvmRpcContext): MethodCase<EvmClient>[] {
  return [
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
  ];
}
