import { amountOf, type IndexContext } from './primaryContext.js';
import { PRIMARY_NETWORK_ID } from './primaryIds.js';
import type { PrimaryTx } from './primaryTypes.js';
import { idOf, randomFor } from './random.js';
import type { ProposedBlock } from './types.js';

/** The P chain's indexed blocks' transactions: each transaction of a proposed P block is one of that block. */
export function pBlockTxsOf(ctx: IndexContext): PrimaryTx[] {
  return ctx.blocks.p.flatMap((block) =>
    block.transactions.map((txHash, i) => pBlockTxOf(ctx, block, txHash, i)),
  );
}

function pBlockTxOf(ctx: IndexContext, block: ProposedBlock, txHash: string, i: number): PrimaryTx {
  const { seed, net, avax } = ctx;
  const tr = randomFor(seed, 'p-block-tx', txHash);
  const from = ctx.stranger('p', txHash, 'from');
  const to = ctx.stranger('p', txHash, 'to');
  const amount = BigInt(tr.int(1, 50_000)) * 1_000_000n;
  const txType = tr.pick(['BaseTx', 'ImportTx', 'ExportTx', 'IncreaseL1ValidatorBalanceTx']);
  const utxo = (owner: string, n: number, value: bigint) => ({
    addresses: [owner],
    asset: amountOf(avax, value),
    consumedOnChainId: PRIMARY_NETWORK_ID,
    createdOnChainId: PRIMARY_NETWORK_ID,
    utxoId: idOf(seed, 'p-block-utxo', txHash, n),
    amount: String(value),
    assetId: avax.assetId,
    blockNumber: block.blockNumber,
    blockTimestamp: block.blockTimestamp,
    outputIndex: n,
    threshold: 1,
    txHash,
    utxoType: 'TRANSFER',
  });
  const cross =
    txType === 'ImportTx'
      ? { sourceChain: net.xChainId, destinationChain: PRIMARY_NETWORK_ID }
      : txType === 'ExportTx'
        ? { sourceChain: PRIMARY_NETWORK_ID, destinationChain: net.cChainId }
        : {};
  return {
    txHash,
    timestamp: block.blockTimestamp,
    txType,
    addresses: new Set([from, to]),
    activeStaking: false,
    body: {
      txHash,
      txType,
      blockTimestamp: block.blockTimestamp,
      blockNumber: block.blockNumber,
      blockHash: block.blockHash,
      consumedUtxos: [{ ...utxo(from, 0, amount + 1_000_000n), txHash: idOf(seed, 'p-prev', txHash, i) }],
      emittedUtxos: [utxo(to, 0, amount)],
      ...cross,
      value: [amountOf(avax, amount)],
      amountBurned: [amountOf(avax, 1_000_000n)],
      amountStaked: [],
      amountL1ValidatorBalanceBurned:
        txType === 'IncreaseL1ValidatorBalanceTx' ? [amountOf(avax, amount)] : [],
      memo: '',
    },
  };
}
