import type { GenericTransaction } from '@pkg/evm';
import { type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll } from 'vitest';
import { RECIPIENT, STORE_AND_LOG_INITCODE, sendAndWait, signFromEwoq } from '../../src/evmFixtures.js';
import { ERA } from '../../src/localNetwork.js';
import { rawRpc } from '../../src/rawRpc.js';

export const PASSWORD = 'issue-24-throwaway';
/** A 32-byte slot that starts with a zero byte (a keccak-derived mapping slot can): the standard's bytesMax32. */
export const SLOT_32: Hex = `0x00ab${'00'.repeat(29)}01`;
export const HELLO: Hex = '0x68656c6c6f';

/** A node without a keystore (Helicon's C chain) refuses to sign with an account it does not hold. */
const NO_KEYSTORE = {
  message: /unknown account|not found|no keystore|account/i,
  why: "Helicon's C chain has no keystore (personal_ removed): the node holds no key to sign with",
};

/** What the cases read of the chain, made in the calling file's beforeAll. */
export interface EvmRpcFixtures {
  contract: Hex;
  deployBlock: Hex;
  deployBlockHash: Hex;
  transferHash: Hex;
  transferBlock: Hex;
  transferBlockHash: Hex;
  /** The keystore account (on Helicon's C chain a fresh key the node does not hold). */
  keystore: Hex;
  /** The keystore wallet's URL (personal_listWallets), '' without a keystore. */
  wallet: string;
  /** The keystore key's signature of {@link HELLO}. */
  signature: Hex;
}

/** What every group of cases reads: the fixtures (filled before the tests) and the era's choices. */
export interface EvmRpcContext {
  rpc: string;
  f: EvmRpcFixtures;
  /** The tag naming the last settled block: `accepted`, or `safe` where the node refuses `accepted`. */
  acceptedTag: 'accepted' | 'safe';
  /** Spread into a case that signs with a node-held key: the node's refusal where it has no keystore. */
  signsWithKeystore: { nodeMayRefuse?: typeof NO_KEYSTORE };
  /** Signs a transaction from ewoq for the chain. */
  sign: (tx: Parameters<typeof signFromEwoq>[1]) => Promise<Hex>;
  /** A dynamic-fee transfer of 1 wei from the keystore account, with the fields eth_signTransaction needs. */
  keystoreTx: () => Promise<GenericTransaction>;
  /** A fresh private key (hex without 0x): never ewoq's. */
  fresh: () => string;
}

/**
 * The context of the cases, its fixtures made in a beforeAll registered here: a contract, a transfer, and a
 * throwaway keystore account (a fresh key, funded with 0.01 AVAX from ewoq, unlocked until the node stops).
 */
export function evmRpcContext(options: { rpc: string; chainId?: number; txAllowList?: Hex }): EvmRpcContext {
  const { rpc, chainId } = options;
  // Helicon removed personal_ (the keystore) from the C chain: its account is then a fresh key the node
  // does not hold, and the eth_ methods that sign with a node-held key answer the node's refusal
  const keystore = !(ERA === 'helicon' && chainId === undefined);
  const f: EvmRpcFixtures = {
    contract: '0x',
    deployBlock: '0x0',
    deployBlockHash: '0x',
    transferHash: '0x',
    transferBlock: '0x0',
    transferBlockHash: '0x',
    keystore: '0x',
    wallet: '',
    signature: '0x',
  };
  const context: EvmRpcContext = {
    rpc,
    f,
    // Helicon's C chain refuses the `accepted` tag (-32602, behaviour.test.ts): there the calls that name it
    // use `safe`, the last settled block
    acceptedTag: keystore ? 'accepted' : 'safe',
    signsWithKeystore: keystore ? {} : { nodeMayRefuse: NO_KEYSTORE },
    sign: (tx) => signFromEwoq(rpc, tx, chainId),
    keystoreTx: () => keystoreTx(rpc, f.keystore),
    fresh: () => generatePrivateKey().slice(2),
  };
  beforeAll(() => makeFixtures(context, keystore, options.txAllowList), 180_000);
  return context;
}

/** Deploys the contract, then makes, funds and (with a keystore) unlocks and enables the keystore account. */
async function makeFixtures({ rpc, f, sign, fresh }: EvmRpcContext, keystore: boolean, txAllowList?: Hex) {
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
}

/** A dynamic-fee transfer of 1 wei from `from`, with the fields eth_signTransaction needs. */
async function keystoreTx(rpc: string, from: Hex): Promise<GenericTransaction> {
  const nonce = await rawRpc<Hex>(rpc, 'eth_getTransactionCount', [from, 'pending']);
  const baseFee = BigInt(await rawRpc<Hex>(rpc, 'eth_baseFee', []));
  return {
    from,
    to: RECIPIENT,
    value: '0x1',
    gas: '0x5208',
    nonce,
    maxFeePerGas: `0x${(baseFee * 2n + 1_000_000_000n).toString(16)}` as const,
    maxPriorityFeePerGas: '0x3b9aca00',
  };
}
