import { amountOf, type IndexContext } from './primaryContext.js';
import type { PrimaryTx, Vertex, XUtxo } from './primaryTypes.js';
import { hashOf, idOf, randomFor } from './random.js';

/**
 * The X chain: UTXOs (each emitted by a BaseTx before the indexed blocks), block transactions (linear),
 * and the vertices of the DAG era with their transactions (non-linear).
 */
export function xChainOf(ctx: IndexContext): { utxos: XUtxo[]; txs: PrimaryTx[]; vertices: Vertex[] } {
  const { utxos, txs } = xUtxosOf(ctx);
  for (const block of ctx.blocks.x) {
    for (const txHash of block.transactions) {
      txs.push(
        xTransfer(ctx, txHash, block.blockTimestamp, {
          chainFormat: 'linear',
          blockHeight: Number(block.blockNumber),
          blockHash: block.blockHash,
        }),
      );
    }
  }
  const vertices = verticesOf(ctx, txs);
  return { utxos, txs, vertices };
}

function xUtxosOf(ctx: IndexContext): { utxos: XUtxo[]; txs: PrimaryTx[] } {
  const { seed, net, avax } = ctx;
  const utxos: XUtxo[] = [];
  const creators = new Map<string, XUtxo[]>();
  const oldest = Math.min(...ctx.blocks.x.map((b) => b.blockTimestamp));
  net.xUtxos.forEach((u, i) => {
    const timestamp = oldest - 86_400 - i * 60;
    const body = {
      addresses: [u.address],
      asset: amountOf(avax, u.amount),
      consumedOnChainId: net.xChainId,
      createdOnChainId: net.xChainId,
      utxoId: idOf(seed, 'utxo-id', net.network, 'X', u.txID, u.outputIndex),
      creationTxHash: u.txID,
      locktime: 0,
      outputIndex: String(u.outputIndex),
      threshold: 1,
      timestamp,
      utxoType: 'TRANSFER',
    };
    const utxo = { address: u.address, amount: BigInt(u.amount), timestamp, txHash: u.txID, body };
    utxos.push(utxo);
    creators.set(u.txID, [...(creators.get(u.txID) ?? []), utxo]);
  });
  const txs = [...creators].map(([txHash, emitted]) => {
    const first = emitted[0] as XUtxo;
    const total = emitted.reduce((sum, u) => sum + u.amount, 0n);
    return xTx(
      txHash,
      first.timestamp,
      emitted.map((u) => u.address),
      {
        chainFormat: 'linear',
        txType: 'BaseTx',
        consumedUtxos: [],
        emittedUtxos: emitted.map((u) => u.body),
        amountUnlocked: [],
        amountCreated: [amountOf(avax, total)],
        blockHeight: 1000 + utxos.indexOf(first),
        blockHash: hashOf(seed, 'x-old-block', net.network, txHash),
      },
    );
  });
  return { utxos, txs };
}

function xTx(
  txHash: string,
  timestamp: number,
  addresses: string[],
  fields: Record<string, unknown>,
): PrimaryTx {
  return {
    txHash,
    timestamp,
    txType: String(fields.txType),
    addresses: new Set(addresses),
    activeStaking: false,
    body: { txHash, timestamp, memo: '', ...fields },
  };
}

/** A transfer between two strangers, placed in a block or a vertex. */
function xTransfer(
  ctx: IndexContext,
  txHash: string,
  timestamp: number,
  place: Record<string, unknown>,
): PrimaryTx {
  const { seed, net, avax } = ctx;
  const tr = randomFor(seed, 'x-tx', txHash);
  const from = ctx.stranger('x', txHash, 'from');
  const to = ctx.stranger('x', txHash, 'to');
  const amount = BigInt(tr.int(1, 90_000)) * 1_000_000n;
  const utxo = (owner: string, value: bigint, n: number, creator: string) => ({
    addresses: [owner],
    asset: amountOf(avax, value),
    consumedOnChainId: net.xChainId,
    createdOnChainId: net.xChainId,
    utxoId: idOf(seed, 'x-utxo', txHash, owner),
    creationTxHash: creator,
    locktime: 0,
    outputIndex: String(n),
    threshold: 1,
    timestamp,
    utxoType: 'TRANSFER',
  });
  return xTx(txHash, timestamp, [from, to], {
    txType: 'BaseTx',
    consumedUtxos: [
      { ...utxo(from, amount + 1_000_000n, 0, idOf(seed, 'x-prev', txHash)), consumingTxHash: txHash },
    ],
    emittedUtxos: [utxo(to, amount, 0, txHash)],
    amountUnlocked: [amountOf(avax, amount + 1_000_000n)],
    amountCreated: [amountOf(avax, amount)],
    ...place,
  });
}

/** The DAG era's 40 layers of vertices, newest first; their transactions are added to `txs`. */
function verticesOf(ctx: IndexContext, txs: PrimaryTx[]): Vertex[] {
  const { seed, net } = ctx;
  const vertices: Vertex[] = [];
  let parents: string[] = [];
  let index = 0;
  for (let height = 0; height < 40; height++) {
    const width = height % 5 === 2 ? 2 : 1;
    const layer: string[] = [];
    for (let w = 0; w < width; w++) {
      const vr = randomFor(seed, 'vertex', net.network, height, w);
      const vertexHash = idOf(seed, 'vertex', net.network, height, w);
      const vertexTimestamp = 1_600_000_000 + height * 30 + w;
      const transactions = Array.from({ length: vr.int(1, 3) }, (_, t) =>
        idOf(seed, 'vertex-tx', net.network, height, w, t),
      );
      for (const txHash of transactions) {
        txs.push(
          xTransfer(ctx, txHash, vertexTimestamp, {
            chainFormat: 'non-linear',
            vertices: [{ hash: vertexHash, height, timestamp: vertexTimestamp }],
          }),
        );
      }
      vertices.push({
        vertexHash,
        vertexHeight: height,
        vertexIndex: index,
        vertexTimestamp,
        body: {
          vertexHash,
          parentHashes: parents,
          vertexHeight: height,
          vertexIndex: index++,
          vertexTimestamp,
          txCount: transactions.length,
          transactions,
          vertexSizeBytes: vr.int(300, 9000),
        },
      });
      layer.push(vertexHash);
    }
    parents = layer;
  }
  return vertices.reverse();
}
