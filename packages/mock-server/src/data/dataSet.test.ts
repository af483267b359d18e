import { describe, expect, test } from 'vitest';
import { createDataSet } from './dataSet.js';

describe('createDataSet', () => {
  test('the same seed gives the same data; another seed gives other data', () => {
    const a = createDataSet(7);
    const b = createDataSet(7);
    const c = createDataSet(8);
    const cChain = (d: ReturnType<typeof createDataSet>) => d.chainsById.get('43114');
    expect(JSON.stringify(cChain(a)?.blocks)).toBe(JSON.stringify(cChain(b)?.blocks));
    expect(JSON.stringify(a.networks.mainnet.primaryValidators)).toBe(
      JSON.stringify(b.networks.mainnet.primaryValidators),
    );
    expect(cChain(a)?.blocks.at(-1)?.blockHash).not.toBe(cChain(c)?.blocks.at(-1)?.blockHash);
  });

  test('every EVM chain has blocks whose parent hashes link, numbered without gaps', () => {
    const data = createDataSet(1);
    for (const chain of data.chainsById.values()) {
      expect(chain.blocks.length).toBeGreaterThan(100);
      for (let i = 1; i < chain.blocks.length; i++) {
        const block = chain.blocks[i];
        const parent = chain.blocks[i - 1];
        expect(block?.parentHash).toBe(parent?.blockHash);
        expect(Number(block?.blockNumber)).toBe(Number(parent?.blockNumber) + 1);
        expect(block?.blockTimestamp).toBeGreaterThan(parent?.blockTimestamp ?? 0);
        expect(BigInt(block?.cumulativeTransactions ?? 0)).toBe(
          BigInt(parent?.cumulativeTransactions ?? 0) + BigInt(block?.txCount ?? 0),
        );
      }
    }
  });

  test('transactions belong to the blocks that count them', () => {
    const chain = createDataSet(1).chainsById.get('43114');
    if (!chain) throw new Error('no C chain');
    const byBlock = new Map<string, number>();
    for (const tx of chain.transactions) byBlock.set(tx.blockHash, (byBlock.get(tx.blockHash) ?? 0) + 1);
    for (const block of chain.blocks) expect(byBlock.get(block.blockHash) ?? 0).toBe(block.txCount);
    const hashes = new Set(chain.transactions.map((t) => t.txHash));
    expect(hashes.size).toBe(chain.transactions.length);
  });

  test('token transfers point at transactions of the chain', () => {
    const chain = createDataSet(1).chainsById.get('43114');
    if (!chain) throw new Error('no C chain');
    const txs = new Map(chain.transactions.map((t) => [t.txHash, t]));
    expect(chain.erc20Transfers.length).toBeGreaterThan(10);
    for (const transfer of chain.erc20Transfers) {
      expect(txs.get(transfer.txHash)?.blockNumber).toBe(transfer.blockNumber);
    }
  });

  test('subnets list their blockchains with genesis data, and each subnet EVM chain has validators', () => {
    const net = createDataSet(1).networks.mainnet;
    const subnetChains = net.evmChains.filter((c) => !c.isCChain);
    expect(subnetChains.length).toBeGreaterThan(0);
    for (const chain of subnetChains) {
      const subnet = net.subnets.find((s) => s.subnetId === chain.subnetId);
      expect(subnet?.blockchains.map((b) => b.blockchainId)).toContain(chain.blockchainId);
      expect(subnet?.blockchains[0]?.genesisData).toHaveProperty('config.feeConfig.gasLimit');
      expect(net.subnetValidators.get(chain.subnetId)?.length).toBeGreaterThan(0);
    }
  });
});
