import { createEvmClient, type EvmClient, JsonRpcError } from '@pkg/evm';
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  keccak256,
  pad,
  parseTransaction,
  toHex,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { EWOQ, LOCAL_C_CHAIN_ID } from '../src/localNetwork.js';
import {
  EVENT_CONTRACT_INITIAL_VALUE,
  eventContractAbi,
  eventContractDeployData,
  eventContractRuntime,
  SET_EVENT_TOPIC,
} from '../src/signing/eventContract.js';
import { signEvmTx } from '../src/signing/signEvmTx.js';
import { waitFor } from '../src/signing/waitFor.js';
import { waitForReceipt } from '../src/signing/waitForReceipt.js';

// C chain through @pkg/evm: a viem-signed EIP-1559 transfer sent with eth_sendRawTransaction, and a
// hand-assembled contract (src/signing/eventContract.ts) deployed, called and made to emit an event.
// The tests of a describe run in order and share its transactions.

let cchain: EvmClient;
let ewoq: PrivateKeyAccount;

beforeAll(() => {
  cchain = createEvmClient({ url: inject('nodeUrl'), wireNames: 'deployed' });
  ewoq = privateKeyToAccount(EWOQ.privateKeyHex);
  expect(ewoq.address).toBe(EWOQ.cAddress);
});

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}: an earlier test failed`);
  return value;
}

describe('C chain: an EIP-1559 transfer signed with viem', () => {
  const VALUE = 123_456_789n; // wei
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  let raw: Hex | undefined;
  let hash: Hex | undefined;
  let nonceBefore: bigint | undefined;

  test('eth_sendRawTransaction answers the hash of the signed bytes', async () => {
    nonceBefore = BigInt(await cchain.eth.getTransactionCount(ewoq.address, 'latest'));
    raw = await signEvmTx(cchain, ewoq, { to: recipient, value: VALUE });
    hash = (await cchain.eth.sendRawTransaction(raw)) as Hex;
    expect(hash).toBe(keccak256(raw));
  });

  test('eth_getTransactionReceipt: mined, status 0x1, 21000 gas, from ewoq to the recipient', async () => {
    const receipt = await waitForReceipt(cchain, need(hash, 'transaction'));
    expect(receipt.transactionHash).toBe(hash);
    expect(receipt.status).toBe('0x1');
    expect(BigInt(receipt.gasUsed)).toBe(21_000n);
    expect(receipt.from.toLowerCase()).toBe(ewoq.address.toLowerCase());
    expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase());
    expect(receipt.contractAddress).toBeNull();
    expect(receipt.logs).toEqual([]);
    expect(receipt.type).toBe('0x2');
  });

  test('eth_getTransactionByHash returns what was signed, in the block of the receipt', async () => {
    const tx = await cchain.eth.getTransactionByHash(need(hash, 'transaction'));
    const signed = parseTransaction(need(raw, 'signed transaction'));
    const receipt = await waitForReceipt(cchain, need(hash, 'transaction'));
    expect(tx).not.toBeNull();
    expect(tx?.hash).toBe(hash);
    expect(tx?.type).toBe('0x2');
    expect(BigInt(tx?.chainId ?? -1)).toBe(BigInt(LOCAL_C_CHAIN_ID));
    expect(BigInt(tx?.nonce ?? -1)).toBe(BigInt(signed.nonce ?? -1));
    expect(BigInt(tx?.value ?? -1)).toBe(VALUE);
    expect(BigInt(tx?.maxFeePerGas ?? -1)).toBe(signed.maxFeePerGas);
    expect(tx?.to?.toLowerCase()).toBe(recipient.toLowerCase());
    expect(tx?.blockHash).toBe(receipt.blockHash);
    expect(tx?.blockNumber).toBe(receipt.blockNumber);
  });

  test('eth_getTransactionCount of ewoq went up by one; eth_getBalance of the recipient is the value', async () => {
    const nonce = BigInt(await cchain.eth.getTransactionCount(ewoq.address, 'latest'));
    expect(nonce).toBe(need(nonceBefore, 'nonce') + 1n);
    expect(BigInt(await cchain.eth.getBalance(recipient, 'latest'))).toBe(VALUE);
  });

  test('sending the same signed transaction again rejects with a JsonRpcError (nonce too low)', async () => {
    await waitForReceipt(cchain, need(hash, 'transaction'));
    await expect(cchain.eth.sendRawTransaction(need(raw, 'signed transaction'))).rejects.toSatisfy(
      (error: unknown) =>
        JsonRpcError.isInstance(error) &&
        error.method === 'eth_sendRawTransaction' &&
        /nonce too low/.test(error.message),
    );
  });

  test('eth_getBlockByNumber(n, true) holds the transaction as an object', async () => {
    const receipt = await waitForReceipt(cchain, need(hash, 'transaction'));
    const block = await cchain.eth.getBlockByNumber(receipt.blockNumber, true);
    expect(block?.hash).toBe(receipt.blockHash);
    expect(block?.number).toBe(receipt.blockNumber);
    const txs = (block?.transactions ?? []).filter((t) => typeof t === 'object');
    expect(txs.map((t) => (typeof t === 'object' ? t.hash : t))).toContain(hash);
    const byHash = await cchain.eth.getBlockByHash(receipt.blockHash, false);
    expect(byHash?.transactions).toContain(hash);
  });
});

describe('C chain: reading right after a receipt (packages/evm/README.md)', () => {
  test("at the receipt's block number, the balance and nonce already show the transaction, without waiting for latest", async () => {
    const VALUE = 987_654_321n;
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const raw = await signEvmTx(cchain, ewoq, { to: recipient, value: VALUE });
    const nonce = BigInt(parseTransaction(raw).nonce ?? -1);
    const hash = (await cchain.eth.sendRawTransaction(raw)) as Hex;
    // the receipt alone, polled as a user would (under Helicon it can come before `latest` moves)
    const receipt = await waitFor(
      `eth_getTransactionReceipt(${hash})`,
      () => cchain.eth.getTransactionReceipt(hash),
      (r) => r !== null,
      { intervalMs: 20 },
    );
    const at = need(receipt ?? undefined, 'receipt').blockNumber;
    const [balance, count] = await Promise.all([
      cchain.eth.getBalance(recipient, at),
      cchain.eth.getTransactionCount(ewoq.address, at),
    ]);
    expect(BigInt(balance)).toBe(VALUE);
    expect(BigInt(count)).toBe(nonce + 1n);
  });
});

describe('C chain: a contract that emits an event', () => {
  let address: Hex | undefined;
  let setHash: Hex | undefined;
  let estimate: bigint | undefined;
  const setData = encodeFunctionData({ abi: eventContractAbi, functionName: 'set', args: [7n] });
  const getData = encodeFunctionData({ abi: eventContractAbi, functionName: 'get' });

  /** eth_call of get(), decoded. */
  const callGet = async () =>
    decodeFunctionResult({
      abi: eventContractAbi,
      functionName: 'get',
      data: (await cchain.eth.call({ to: need(address, 'contract'), data: getData }, 'latest')) as Hex,
    });

  test('deploy: the receipt names the contract address; eth_getCode returns the runtime code', async () => {
    const hash = await cchain.eth.sendRawTransaction(
      await signEvmTx(cchain, ewoq, { data: eventContractDeployData }),
    );
    const receipt = await waitForReceipt(cchain, hash);
    expect(receipt.status).toBe('0x1');
    expect(receipt.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    address = receipt.contractAddress as Hex;
    expect(await cchain.eth.getCode(address, 'latest')).toBe(eventContractRuntime);
    // before the deploy block there was no code
    expect(await cchain.eth.getCode(address, toHex(BigInt(receipt.blockNumber) - 1n))).toBe('0x');
  });

  test('eth_getStorageAt slot 0 holds the constructor value; eth_call get() returns it', async () => {
    const slot = await cchain.eth.getStorageAt(need(address, 'contract'), '0x0', 'latest');
    expect(slot).toBe(pad(toHex(EVENT_CONTRACT_INITIAL_VALUE)));
    expect(await callGet()).toBe(EVENT_CONTRACT_INITIAL_VALUE);
  });

  test('eth_call of a function the contract lacks rejects with a JsonRpcError (execution reverted)', async () => {
    const call = cchain.eth.call({ to: need(address, 'contract'), data: '0xdeadbeef' }, 'latest');
    await expect(call).rejects.toSatisfy(
      (error: unknown) =>
        JsonRpcError.isInstance(error) && /revert/i.test(error.message) && error.method === 'eth_call',
    );
  });

  test('eth_estimateGas of set(7) is above 21000 and enough for the transaction', async () => {
    estimate = BigInt(
      await cchain.eth.estimateGas({ from: ewoq.address, to: need(address, 'contract'), data: setData }),
    );
    expect(estimate).toBeGreaterThan(21_000n);
    setHash = (await cchain.eth.sendRawTransaction(
      await signEvmTx(cchain, ewoq, { to: need(address, 'contract'), data: setData, gas: estimate }),
    )) as Hex;
    const receipt = await waitForReceipt(cchain, setHash);
    expect(receipt.status).toBe('0x1');
    expect(BigInt(receipt.gasUsed)).toBeLessThanOrEqual(estimate);
  });

  test('the receipt of set(7) holds the Set(ewoq, 7) log', async () => {
    const receipt = await waitForReceipt(cchain, need(setHash, 'set transaction'));
    expect(receipt.logs).toHaveLength(1);
    const [log] = receipt.logs;
    expect(log?.address).toBe(address);
    expect(log?.topics).toEqual([SET_EVENT_TOPIC, pad(ewoq.address.toLowerCase() as Hex)]);
    expect(BigInt(log?.data ?? '0x')).toBe(7n);
  });

  test('eth_getLogs with address and topic filters returns exactly that log; a topic it lacks, none', async () => {
    const receipt = await waitForReceipt(cchain, need(setHash, 'set transaction'));
    const contract = need(address, 'contract');
    const logs = await cchain.eth.getLogs({
      fromBlock: '0x0',
      toBlock: 'latest',
      address: contract,
      topics: [SET_EVENT_TOPIC, pad(ewoq.address.toLowerCase() as Hex)],
    });
    expect(logs).toEqual(receipt.logs);
    const byBlockHash = await cchain.eth.getLogs({ blockHash: receipt.blockHash, address: [contract] });
    expect(byBlockHash).toEqual(receipt.logs);
    // a list in a topic position matches any of its topics
    const eitherTopic = await cchain.eth.getLogs({
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
      topics: [[pad('0x01'), SET_EVENT_TOPIC]],
    });
    expect(eitherTopic).toEqual(receipt.logs);
    const otherSender = await cchain.eth.getLogs({
      fromBlock: '0x0',
      toBlock: 'latest',
      address: contract,
      topics: [null, pad(recipientlessTopic)],
    });
    expect(otherSender).toEqual([]);
  });

  test('after set(7): eth_call get() returns 7 and eth_getStorageAt slot 0 holds 7', async () => {
    expect(await callGet()).toBe(7n);
    expect(await cchain.eth.getStorageAt(need(address, 'contract'), '0x0', 'latest')).toBe(pad(toHex(7n)));
  });
});

/** A topic no log of the test has (an address that never sends). */
const recipientlessTopic: Hex = '0x000000000000000000000000000000000000dead';
