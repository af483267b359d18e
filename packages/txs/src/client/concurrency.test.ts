import { describe, expect, it } from 'vitest';
import { cb58, encodeUtxo, type TransferableInput, toHex, type Utxo } from '../codec/index.js';
import { CrossChainImportError, InsufficientFundsError } from '../errors.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { fromHexWithChecksum, hexWithChecksum } from '../shared/hexWithChecksum.js';
import { decodeSignedTx } from '../sign/decodeSignedTx.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { readXTx } from '../x/codec.js';
import { createTxClient } from './createTxClient.js';

const signer = privateKeySigner('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const OWNER = shortIdOf(signer.publicKey);
const AVAX = new Uint8Array(32).fill(9);
const CHAIN_IDS = { X: new Uint8Array(32).fill(1), P: new Uint8Array(32), C: new Uint8Array(32).fill(3) };

function utxo(n: number, amount: bigint): Utxo {
  return {
    txId: new Uint8Array(32).fill(n),
    outputIndex: 0,
    assetId: AVAX,
    output: { type: 'TransferOutput', amount, owners: { locktime: 0n, threshold: 1, addresses: [OWNER] } },
  };
}

const utxoKey = (u: { txId: Uint8Array; outputIndex: number }) => `${toHex(u.txId)}:${u.outputIndex}`;

/**
 * An X chain behind `fetch` that behaves as the node does: `avm.getUTXOs` answers the unspent UTXOs (of X, or
 * waiting in X's shared memory from `sourceChain`), `avm.issueTx` refuses a tx spending a UTXO that an issued tx
 * already spends, and a tx is accepted (its inputs spent) at its first `avm.getTxStatus`.
 */
function standInX(options: { utxos: Utxo[]; atomic?: Utxo[] }) {
  const unspent = new Map(options.utxos.map((u) => [utxoKey(u), u]));
  const atomic = new Map((options.atomic ?? []).map((u) => [utxoKey(u), u]));
  const claimed = new Set<string>();
  const pending = new Map<string, string[]>();
  const issued: { txId: string; type: string; spent: string[] }[] = [];
  const answer = (method: string, params: Record<string, unknown>): unknown => {
    switch (method) {
      case 'info.getNetworkID':
        return { networkID: '12345' };
      case 'info.getBlockchainID':
        return { blockchainID: cb58(CHAIN_IDS[params.alias as 'X' | 'P' | 'C']) };
      case 'avm.getAssetDescription':
        return { assetID: cb58(AVAX) };
      case 'avm.getTxFee':
        return { txFee: '1000000' };
      // the C chain's fee and era, which a move to C checks its import against before the export
      case 'eth_baseFee':
        return '0x5d21dba00';
      case 'web3_clientVersion':
        return 'avalanchego/1.15.0 [database=v1.4.5, rpcchainvm=46]';
      case 'avm.getUTXOs': {
        const from = params.sourceChain === undefined ? unspent : atomic;
        const page = [...from.values()].map((u) => hexWithChecksum(encodeUtxo(u, 'X')));
        return { numFetched: String(page.length), utxos: page, endIndex: { address: '', utxo: '' } };
      }
      case 'avm.issueTx': {
        const signed = decodeSignedTx(fromHexWithChecksum(String(params.tx), 'tx'), 'X', readXTx);
        const tx = signed.unsigned.tx as {
          type: string;
          inputs: TransferableInput[];
          importedInputs?: TransferableInput[];
        };
        const spent = [...tx.inputs, ...(tx.importedInputs ?? [])].map(utxoKey);
        const conflict = spent.find((k) => claimed.has(k));
        if (conflict !== undefined) throw new Error(`input ${conflict} is already spent`);
        for (const k of spent) claimed.add(k);
        pending.set(signed.txId, spent);
        issued.push({ txId: signed.txId, type: tx.type, spent });
        return { txID: signed.txId };
      }
      case 'avm.getTxStatus': {
        for (const k of pending.get(String(params.txID)) ?? []) {
          unspent.delete(k);
          atomic.delete(k);
        }
        pending.delete(String(params.txID));
        return { status: 'Accepted' };
      }
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    const calls = (Array.isArray(body) ? body : [body]) as {
      id: number;
      method: string;
      params: Record<string, unknown>;
    }[];
    const replies = calls.map(({ id, method, params }) => {
      try {
        return { jsonrpc: '2.0', id, result: answer(method, params ?? {}) };
      } catch (error) {
        return { jsonrpc: '2.0', id, error: { code: -32000, message: (error as Error).message } };
      }
    });
    return new Response(JSON.stringify(Array.isArray(body) ? replies : replies[0]));
  }) as typeof globalThis.fetch;
  const txs = createTxClient({ url: 'http://node', signers: [signer], fetch, retry: false });
  return { txs, issued };
}

describe('operations started at once on one client', () => {
  it('two X sends spend disjoint UTXOs and are both accepted (the second waits for the first)', async () => {
    const node = standInX({ utxos: [utxo(1, 5_000_000_000n), utxo(2, 5_000_000_000n)] });
    const [a, b] = await Promise.all([
      node.txs.send({ chain: 'X', amount: 1_000_000_000n }),
      node.txs.send({ chain: 'X', amount: 1_000_000_000n }),
    ]);
    expect(a.txId).not.toBe(b.txId);
    expect(node.issued).toHaveLength(2);
    const [first, second] = node.issued.map((t) => new Set(t.spent));
    expect([...(first ?? [])].filter((k) => second?.has(k))).toEqual([]);
  });
});

describe('a cross-chain move whose import fails', () => {
  it('rejects with a CrossChainImportError carrying the accepted export id, from and to, and the cause', async () => {
    // X -> C: the import checks out and the export is accepted on X; this stand-in answers no avax.getUTXOs, so the
    // import's first read fails
    const node = standInX({ utxos: [utxo(1, 5_000_000_000n)] });
    const error = await node.txs.crossChain({ from: 'X', to: 'C', amount: 1_000_000_000n }).catch((e) => e);
    expect(CrossChainImportError.isInstance(error)).toBe(true);
    const exportTx = node.issued.find((t) => t.type === 'ExportTx');
    expect(exportTx).toBeDefined();
    expect(error).toMatchObject({ exportTxId: exportTx?.txId, from: 'X', to: 'C' });
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`txs.importPending({ from: 'X', to: 'C' })`);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      exportTxId: exportTx?.txId,
      from: 'X',
      to: 'C',
    });
  });

  it('importPending imports every UTXO waiting in X from P (of two exports), once', async () => {
    const node = standInX({ utxos: [], atomic: [utxo(7, 2_000_000_000n), utxo(8, 3_000_000_000n)] });
    const { txId } = await node.txs.importPending({ from: 'P', to: 'X' });
    expect(node.issued).toEqual([
      { txId, type: 'ImportTx', spent: [utxoKey(utxo(7, 0n)), utxoKey(utxo(8, 0n))].sort() },
    ]);
    const again = await node.txs.importPending({ from: 'P', to: 'X' }).catch((e) => e);
    expect(InsufficientFundsError.isInstance(again)).toBe(true);
    expect(node.issued).toHaveLength(1);
  });

  it('importPending refuses bad chains by name before any request', async () => {
    const node = standInX({ utxos: [] });
    const field = (args: unknown) =>
      node.txs.importPending(args as never).catch((e: { field?: string }) => e.field);
    expect(await field({ from: 'X', to: 'X' })).toBe('to');
    expect(await field({ from: 'Q', to: 'X' })).toBe('from');
    expect(await field({ from: 'P', to: 'X', amount: 1n })).toBe('amount');
    expect(node.issued).toEqual([]);
  });
});
