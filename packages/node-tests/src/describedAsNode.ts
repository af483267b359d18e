import { cb58, decodeSignedTx, describeTx, readPTx, readXTx, type SignedTx, type TxClient } from '@pkg/txs';
import { expect } from 'vitest';
import { rawRpc } from './rawRpc.js';
import { acceptedTxBytes } from './txsReads.js';

// describeTx checked against the node: what the SDK shows a signer (read from the tx's bytes alone) must be what the
// node reports for the accepted tx (`avm.getTx` / `platform.getTx`, JSON encoding): the same outputs (owner,
// amount, asset) and the same fee, the node's own amounts consumed minus produced.

interface NodeOwner {
  addresses?: string[];
  amount?: string | number;
  locktime?: string | number;
  threshold?: string | number;
  output?: NodeOwner;
}
interface NodeMove {
  assetID: string;
  output?: NodeOwner;
  input?: { amount?: string | number; input?: { amount?: string | number } };
}
type NodeTx = Record<string, unknown> & { outputs?: NodeMove[]; inputs?: NodeMove[] };

const amountOf = (m: NodeMove): bigint =>
  BigInt(m.output?.amount ?? m.output?.output?.amount ?? m.input?.amount ?? m.input?.input?.amount ?? 0);

/** The sum of a list of the node's inputs or outputs in `assetId`. */
function sumOf(list: unknown, assetId: string): bigint {
  if (!Array.isArray(list)) return 0n;
  return (list as NodeMove[]).filter((m) => m.assetID === assetId).reduce((t, m) => t + amountOf(m), 0n);
}

/** The AVAX fee as the node's JSON reports the tx: consumed minus produced, L1 balances counted as produced. */
function nodeFee(u: NodeTx, avax: string): bigint {
  const consumed = sumOf(u.inputs, avax) + sumOf(u.importedInputs, avax);
  let produced = sumOf(u.outputs, avax) + sumOf(u.exportedOutputs, avax) + sumOf(u.stake, avax);
  if (u.balance !== undefined) produced += BigInt(u.balance as string);
  for (const v of (u.validators as { balance?: string | number }[] | undefined) ?? []) {
    if (v.balance !== undefined) produced += BigInt(v.balance);
  }
  return consumed - produced;
}

/** An output as owner, amount and asset, from the node's JSON (a stakeable lock unwrapped). */
function nodeOutput(m: NodeMove) {
  const o = (m.output?.output ?? m.output) as NodeOwner;
  return {
    assetId: m.assetID,
    amount: BigInt(o.amount ?? 0),
    addresses: [...(o.addresses ?? [])].sort(),
    threshold: Number(o.threshold ?? 0),
  };
}

/**
 * Checks an accepted X or P tx: describeTx's outputs and fee are the node's. `avaxAssetId` for networks describeTx
 * does not know by itself.
 */
export async function expectDescribedAsNodeReports(
  url: string,
  signed: SignedTx,
  avaxAssetId: Uint8Array,
): Promise<void> {
  const chain = signed.unsigned.chain;
  if (chain === 'C') return; // the C chain's atomic API gives no JSON form of a tx
  const { tx } = await rawRpc<{ tx: { unsignedTx: NodeTx } }>(
    `${url}/ext/bc/${chain}`,
    chain === 'X' ? 'avm.getTx' : 'platform.getTx',
    { txID: signed.txId, encoding: 'json' },
    { exactIntegers: true },
  );
  const described = describeTx(signed, { avaxAssetId });
  const u = tx.unsignedTx;
  expect(described.fee).toBe(nodeFee(u, cb58(avaxAssetId)));
  const ours = described.outputs.map((o) => ({
    assetId: o.assetId,
    amount: o.amount,
    addresses: ('address' in o ? [o.address] : [...o.owner.addresses]).sort(),
    threshold: 'address' in o ? 1 : o.owner.threshold,
  }));
  expect(ours).toEqual((u.outputs ?? []).map(nodeOutput));
}

/**
 * {@link expectDescribedAsNodeReports} for a tx an operation issued, known by its id: its bytes as the node stores
 * them, decoded, described and checked against the node's JSON of the same tx.
 */
export async function expectTxDescribedAsNode(
  txs: TxClient,
  url: string,
  chain: 'X' | 'P' | 'C',
  txId: string,
): Promise<void> {
  if (chain === 'C') return;
  const bytes = await acceptedTxBytes(url, chain, txId);
  const signed: SignedTx =
    chain === 'X' ? decodeSignedTx(bytes, 'X', readXTx) : decodeSignedTx(bytes, 'P', readPTx);
  expect(signed.txId).toBe(txId);
  await expectDescribedAsNodeReports(url, signed, (await txs.context()).avaxAssetId);
}
