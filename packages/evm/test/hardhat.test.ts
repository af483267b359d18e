/**
 * The standard eth_/net_/web3_ methods against a real local EVM node (hardhat, from the npm registry),
 * started and stopped by this file. The client reaches it through `endpoints: { eth }`.
 */
import { JsonRpcError, ValidationError } from '@pkg/core';
import { type Hex, keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmClient, type EvmClient } from '../src/index.js';
import { createEvmWsClient } from '../src/ws/index.js';
import { type HardhatNode, startHardhat } from './startHardhat.js';

// Hardhat's first two default accounts (publicly known keys, funded only on the local node).
const sender = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chainId = 31337;

// A contract assembled by hand (no compiler): the constructor stores 7 in slot 0; every call emits
// LOG1(topic) and returns the word 42.
const topic = `0x${'ab'.repeat(32)}` as const;
const runtime = `7f${topic.slice(2)}60006000a1602a60005260206000f3`;
const initCode = `0x600760005560308060106000396000f3${runtime}`;

let node: HardhatNode;
let evm: EvmClient;

beforeAll(async () => {
  node = await startHardhat();
  evm = createEvmClient({ endpoints: { eth: node.url }, retry: false });
}, 120_000);

afterAll(async () => {
  await node?.stop();
});

async function send(tx: { to?: Hex; value?: bigint; data?: Hex; gas?: bigint }): Promise<Hex> {
  const [nonce, gasPrice] = await Promise.all([
    evm.eth.getTransactionCount(sender.address, 'pending'),
    evm.eth.gasPrice(),
  ]);
  const signed = await sender.signTransaction({
    type: 'eip1559',
    chainId,
    nonce: Number(BigInt(nonce)),
    gas: tx.gas ?? 200_000n,
    maxFeePerGas: BigInt(gasPrice) * 2n,
    maxPriorityFeePerGas: 1n,
    ...tx,
  });
  const hash = await evm.eth.sendRawTransaction(signed);
  expect(hash).toBe(keccak256(signed));
  return hash as Hex;
}

describe('standard methods against a hardhat node', { timeout: 60_000 }, () => {
  let contract: Hex;
  let deployHash: Hex;

  it('eth_chainId, net_version, web3_clientVersion, eth_blockNumber, eth_gasPrice', async () => {
    const [id, version, client, height, price] = await Promise.all([
      evm.eth.chainId(),
      evm.net.version(),
      evm.web3.clientVersion(),
      evm.eth.blockNumber(),
      evm.eth.gasPrice(),
    ]);
    expect(id).toBe('0x7a69');
    expect(version).toBe(String(chainId));
    expect(client).toMatch(/hardhat/i);
    expect(height).toMatch(/^0x[0-9a-f]+$/);
    expect(BigInt(price)).toBeGreaterThan(0n);
  });

  it('eth_getBalance and eth_getTransactionCount of a funded account', async () => {
    const balance = await evm.eth.getBalance(sender.address, 'latest');
    expect(balance).toMatch(/^0x[0-9a-f]+$/);
    expect(BigInt(balance)).toBeGreaterThan(10n ** 18n);
    expect(await evm.eth.getTransactionCount(receiver, 'latest')).toBe('0x0');
  });

  it('eth_sendRawTransaction of a viem-signed transfer, then its receipt, transaction and block', async () => {
    const before = BigInt(await evm.eth.getBalance(receiver, 'latest'));
    const hash = await send({ to: receiver, value: 12345n, gas: 21_000n });

    const receipt = await evm.eth.getTransactionReceipt(hash);
    expect(receipt).toMatchObject({
      transactionHash: hash,
      status: '0x1',
      gasUsed: '0x5208',
      to: receiver.toLowerCase(),
    });
    const tx = await evm.eth.getTransactionByHash(hash);
    expect(tx).toMatchObject({ hash, from: sender.address.toLowerCase(), value: '0x3039' });
    expect(BigInt(await evm.eth.getBalance(receiver, 'latest'))).toBe(before + 12345n);

    const block = await evm.eth.getBlockByNumber(receipt?.blockNumber ?? 'latest', true);
    expect(block?.transactions).toEqual([expect.objectContaining({ hash })]);
    const same = await evm.eth.getBlockByHash(block?.hash as `0x${string}`, false);
    expect(same?.transactions).toEqual([hash]);
    expect(same?.number).toBe(receipt?.blockNumber);
  });

  it('a contract: deploy, eth_getCode, eth_getStorageAt, eth_call, eth_estimateGas', async () => {
    deployHash = await send({ data: initCode as Hex });
    const receipt = await evm.eth.getTransactionReceipt(deployHash);
    expect(receipt?.status).toBe('0x1');
    contract = receipt?.contractAddress as Hex;
    expect(contract).toMatch(/^0x[0-9a-f]{40}$/);

    expect(await evm.eth.getCode(contract, 'latest')).toBe(`0x${runtime}`);
    expect(BigInt(await evm.eth.getStorageAt(contract, '0x0', 'latest'))).toBe(7n);
    expect(BigInt(await evm.eth.call({ to: contract, data: '0x' }, 'latest'))).toBe(42n);
    expect(BigInt(await evm.eth.call({ from: sender.address, to: contract }))).toBe(42n);
    const gas = BigInt(await evm.eth.estimateGas({ from: sender.address, to: contract }));
    expect(gas).toBeGreaterThan(21_000n);
  });

  it('eth_getLogs finds the log a call to the contract emitted', async () => {
    const hash = await send({ to: contract });
    const receipt = await evm.eth.getTransactionReceipt(hash);
    const logs = await evm.eth.getLogs({
      fromBlock: '0x0',
      toBlock: 'latest',
      address: contract,
      topics: [topic],
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      address: contract,
      topics: [topic],
      transactionHash: hash,
      removed: false,
    });
    expect(logs[0]?.blockNumber).toBe(receipt?.blockNumber);
    const none = await evm.eth.getLogs({
      fromBlock: '0x0',
      toBlock: 'latest',
      topics: [`0x${'cd'.repeat(32)}`],
    });
    expect(none).toEqual([]);
  });

  it('eth_feeHistory with reward percentiles', async () => {
    const history = await evm.eth.feeHistory('0x2', 'latest', [25, 75]);
    expect(history.oldestBlock).toMatch(/^0x/);
    expect(history.baseFeePerGas).toHaveLength(3);
    expect(history.gasUsedRatio).toHaveLength(2);
    expect(history.reward).toHaveLength(2);
    expect(history.reward?.[0]).toHaveLength(2);
  });

  it('calls of one tick share one batch and each gets its own answer', async () => {
    const addresses = [sender.address, receiver, contract];
    const balances = await Promise.all(addresses.map((a) => evm.eth.getBalance(a, 'latest')));
    const singles = [];
    for (const a of addresses) singles.push(await evm.eth.getBalance(a, 'latest'));
    expect(balances).toEqual(singles);
  });

  it('a null result stays null; a node error is a JsonRpcError; bad input never reaches the node', async () => {
    expect(await evm.eth.getTransactionReceipt(`0x${'00'.repeat(32)}`)).toBeNull();
    expect(await evm.eth.getBlockByNumber('0xffffff', false)).toBeNull();
    const error = await evm.request('eth_notAMethod', []).catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).method).toBe('eth_notAMethod');
    await expect(evm.eth.getBalance('0x1234', 'latest')).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'address',
    );
    await expect(evm.eth.getBlockByNumber('0x01', false)).rejects.toSatisfy((e) =>
      ValidationError.isInstance(e),
    );
  });

  it('a newHeads subscription over the WebSocket sees the block of a new transaction', async () => {
    const ws = createEvmWsClient({ endpoints: { ws: node.wsUrl } });
    try {
      const heads = await ws.subscribe('newHeads');
      const logs = await ws.subscribe('logs', { address: contract });
      const hash = await send({ to: contract });
      const receipt = await evm.eth.getTransactionReceipt(hash);
      for await (const head of heads) {
        expect(head.number).toBe(receipt?.blockNumber);
        break;
      }
      for await (const log of logs) {
        expect(log).toMatchObject({ transactionHash: hash, topics: [topic] });
        break;
      }
    } finally {
      await ws.close();
    }
  });
});
