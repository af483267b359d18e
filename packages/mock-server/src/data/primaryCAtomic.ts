import { amountOf, type IndexContext } from './primaryContext.js';
import type { PrimaryTx } from './primaryTypes.js';
import { idOf, randomFor } from './random.js';
import type { ProposedBlock } from './types.js';

/** The C chain's atomic transactions of the proposed C blocks: exports and imports of the C chain's wallets. */
export function cAtomicTxsOf(ctx: IndexContext): PrimaryTx[] {
  return ctx.blocks.c.flatMap((block) => block.transactions.map((txHash) => cAtomicTxOf(ctx, block, txHash)));
}

function cAtomicTxOf(ctx: IndexContext, block: ProposedBlock, txHash: string): PrimaryTx {
  const { seed, net, avax } = ctx;
  const tr = randomFor(seed, 'c-atomic', txHash);
  const wallet = tr.pick(net.evmChains[0]?.wallets ?? []);
  const owner = ctx.stranger('c', txHash);
  const amount = BigInt(tr.int(1, 40_000)) * 1_000_000n;
  const asset = amountOf(avax, amount);
  const utxo = {
    addresses: [owner],
    asset,
    consumedOnChainId: net.cChainId,
    createdOnChainId: net.xChainId,
    utxoId: idOf(seed, 'c-utxo', txHash),
    creationTxHash: idOf(seed, 'c-utxo-creator', txHash),
    locktime: 0,
    outputIndex: '0',
    threshold: 1,
    timestamp: block.blockTimestamp,
    utxoType: 'TRANSFER',
  };
  const common = {
    txHash,
    blockHeight: Number(block.blockNumber),
    blockHash: block.blockHash,
    timestamp: block.blockTimestamp,
    memo: '',
    amountUnlocked: [asset],
    amountCreated: [asset],
  };
  const exported = tr.next() < 0.5;
  return {
    txHash,
    timestamp: block.blockTimestamp,
    txType: exported ? 'ExportTx' : 'ImportTx',
    addresses: new Set([wallet, owner]),
    activeStaking: false,
    body: exported
      ? {
          ...common,
          sourceChain: net.cChainId,
          destinationChain: net.xChainId,
          txType: 'ExportTx',
          evmInputs: [{ fromAddress: wallet, asset, credentials: [] }],
          emittedUtxos: [{ ...utxo, consumedOnChainId: net.xChainId, createdOnChainId: net.cChainId }],
        }
      : {
          ...common,
          sourceChain: net.xChainId,
          destinationChain: net.cChainId,
          txType: 'ImportTx',
          evmOutputs: [{ toAddress: wallet, asset }],
          consumedUtxos: [{ ...utxo, consumingTxHash: txHash }],
        },
  };
}
