import { amountOf, type IndexContext } from './primaryContext.js';
import { PRIMARY_NETWORK_ID } from './primaryIds.js';
import type { PrimaryTx, PUtxo } from './primaryTypes.js';
import { hashOf, idOf } from './random.js';

/**
 * The P chain's UTXOs of the data set in the Data API's shape, each emitted by a BaseTx of its own (before
 * the indexed blocks), and those BaseTxs.
 */
export function pUtxosOf(ctx: IndexContext): { utxos: PUtxo[]; txs: PrimaryTx[] } {
  const { seed, net, avax, blocks } = ctx;
  const oldest = Math.min(...blocks.p.map((b) => b.blockTimestamp));
  const utxos: PUtxo[] = [];
  const creators = new Map<string, PUtxo[]>();
  net.pUtxos.forEach((u, i) => {
    const timestamp = oldest - 86_400 - i * 60;
    const body = {
      addresses: [u.address],
      asset: amountOf(avax, u.amount),
      consumedOnChainId: PRIMARY_NETWORK_ID,
      createdOnChainId: PRIMARY_NETWORK_ID,
      utxoId: idOf(seed, 'utxo-id', net.network, 'P', u.txID, u.outputIndex),
      amount: u.amount,
      assetId: avax.assetId,
      blockNumber: String(Number(blocks.p.at(-1)?.blockNumber ?? 1_000_000) - 1 - i),
      blockTimestamp: timestamp,
      outputIndex: u.outputIndex,
      threshold: 1,
      platformLocktime: 0,
      staked: false,
      txHash: u.txID,
      utxoType: 'TRANSFER',
    };
    const utxo = { address: u.address, amount: BigInt(u.amount), timestamp, txHash: u.txID, body };
    utxos.push(utxo);
    creators.set(u.txID, [...(creators.get(u.txID) ?? []), utxo]);
  });
  const txs = [...creators].map(([txHash, emitted]) => baseTxOf(ctx, txHash, emitted));
  return { utxos, txs };
}

function baseTxOf(ctx: IndexContext, txHash: string, emitted: PUtxo[]): PrimaryTx {
  const { seed, net, avax } = ctx;
  const first = emitted[0] as PUtxo;
  const total = emitted.reduce((sum, u) => sum + u.amount, 0n);
  return {
    txHash,
    timestamp: first.timestamp,
    txType: 'BaseTx',
    addresses: new Set(emitted.map((u) => u.address)),
    activeStaking: false,
    body: {
      txHash,
      txType: 'BaseTx',
      blockTimestamp: first.timestamp,
      blockNumber: first.body.blockNumber,
      blockHash: hashOf(seed, 'p-old-block', net.network, txHash),
      consumedUtxos: [],
      emittedUtxos: emitted.map((u) => u.body),
      value: [amountOf(avax, total)],
      amountBurned: [amountOf(avax, 1_000_000n)],
      amountStaked: [],
      amountL1ValidatorBalanceBurned: [],
      memo: '',
    },
  };
}
