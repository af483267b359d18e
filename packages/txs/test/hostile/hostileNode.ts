// A loopback node (node:http on 127.0.0.1, a free port) for the hostile-node suite (issue 34): it answers what
// @pkg/txs reads of a local network, lets each test make it lie, and counts what arrives (every method, every
// issueTx with the decoded tx).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2.js';
import { createUndiciSend, type Send } from '@pkg/core/undici';
import { readCTx } from '../../src/c/codec.js';
import { cb58, cb58Decode, encodeUtxo, type Utxo } from '../../src/codec/index.js';
import { shortIdOf } from '../../src/keys/shortIdOf.js';
import { readPTx } from '../../src/p/decodePTx.js';
import { fromHexWithChecksum, hexWithChecksum } from '../../src/shared/hexWithChecksum.js';
import { decodeSignedTx } from '../../src/sign/decodeSignedTx.js';
import { privateKeySigner } from '../../src/sign/privateKeySigner.js';
import { readXTx } from '../../src/x/codec.js';

export const signer = privateKeySigner('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
export const OWNER = shortIdOf(signer.publicKey);
export const AVAX = new Uint8Array(32).fill(9);
const CHAIN_IDS = { X: new Uint8Array(32).fill(1), P: new Uint8Array(32), C: new Uint8Array(32).fill(3) };
export const AVAX_1 = 1_000_000_000n;

let serial = 0;
/** A UTXO of `amount` nAVAX AVAX owned by the signer (a fresh id each time). */
export function utxo(amount: bigint): Utxo {
  serial++;
  return {
    txId: sha256(new TextEncoder().encode(`utxo ${serial}`)),
    outputIndex: 0,
    assetId: AVAX,
    output: { type: 'TransferOutput', amount, owners: { locktime: 0n, threshold: 1, addresses: [OWNER] } },
  };
}

/** What the node answers; each test changes what it needs. */
export interface NodeState {
  networkId: string;
  txFee: unknown;
  utxos: { X: Utxo[]; P: Utxo[] };
  /** Atomic UTXOs waiting in each chain's shared memory. */
  atomic: { X: Utxo[]; P: Utxo[]; C: Utxo[] };
  /** Every getUTXOs page claims 1,024 more with a fresh endIndex. */
  endlessPages: boolean;
  feeState: Record<string, unknown>;
  feeConfig: Record<string, unknown>;
  baseFee: string;
  balanceWei: string;
  /** ms a status call is held before it is answered. */
  statusDelayMs: number;
  /** Where an issueTx is redirected (307), if anywhere. */
  issueRedirect: string | undefined;
  /** The C chain's `web3_clientVersion` (its era: `avalanchego/...` under Helicon). */
  clientVersion: string;
}

export interface Issued {
  method: string;
  type: string;
  inputs: number;
  /** The tx as the node read it from the bytes issued. */
  tx: { type: string };
}

function defaults(): NodeState {
  return {
    networkId: '12345',
    txFee: '1000000',
    utxos: { X: [], P: [] },
    atomic: { X: [], P: [], C: [] },
    endlessPages: false,
    feeState: { capacity: '1000000', excess: '0', price: '1', timestamp: new Date().toISOString() },
    feeConfig: {
      weights: [1, 1000, 1000, 4],
      maxCapacity: '1000000',
      maxPerSecond: '100000',
      targetPerSecond: '50000',
      minPrice: '1',
      excessConversionConstant: '2164043',
    },
    baseFee: '0x5d21dba00', // 25 gwei
    balanceWei: `0x${(1000n * AVAX_1 * AVAX_1).toString(16)}`,
    statusDelayMs: 0,
    issueRedirect: undefined,
    clientVersion: 'avalanchego/1.15.0 [database=v1.4.5, rpcchainvm=46]',
  };
}

const READERS = { X: readXTx, P: readPTx, C: readCTx } as const;
/** The chain whose UTXOs each getUTXOs method reads. */
const UTXO_CHAINS = new Map<string, 'X' | 'P' | 'C'>([
  ['avm.getUTXOs', 'X'],
  ['platform.getUTXOs', 'P'],
  ['avax.getUTXOs', 'C'],
]);
/** The chain whose txs each issueTx method takes. */
const ISSUE_CHAINS = new Map<string, 'X' | 'P' | 'C'>([
  ['avm.issueTx', 'X'],
  ['platform.issueTx', 'P'],
  ['avax.issueTx', 'C'],
]);

/** What the node holds and counts, shared by its answers. */
interface Books {
  state: NodeState;
  arrivals: Record<string, number>;
  issued: Issued[];
  /** The C atomic txs issued, by id (hex with checksum), for avax.getAtomicTx. */
  atomicTxs: Map<string, string>;
  /** Pages served while `endlessPages` is on. */
  pages: number;
}

/** Starts the node; `state` may be changed at any time, `arrivals` counts every method, `issued` every issueTx. */
export async function startNode() {
  const books: Books = { state: defaults(), arrivals: {}, issued: [], atomicTxs: new Map(), pages: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => respond(books, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state: books.state,
    arrivals: books.arrivals,
    issued: books.issued,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Request = { id: number; method: string; params?: Record<string, unknown> | unknown[] };
type Body = Request | Request[];

/** Answers a request or a batch; an issueTx is redirected (307) while `issueRedirect` is set. */
async function respond(books: Books, raw: Buffer, res: http.ServerResponse): Promise<void> {
  const body = JSON.parse(raw.toString()) as Body;
  const first = Array.isArray(body) ? body[0] : body;
  if (books.state.issueRedirect && first?.method.endsWith('issueTx')) {
    books.arrivals[first.method] = (books.arrivals[first.method] ?? 0) + 1;
    res.writeHead(307, { location: books.state.issueRedirect }).end();
    return;
  }
  const one = (r: Request) => answerOne(books, r);
  const out = Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body);
  if (res.destroyed) return;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
}

/** One JSON-RPC answer: the result, or the error the node would give. */
async function answerOne(books: Books, body: Request) {
  try {
    // as a node's gorilla json2 endpoints read it, a by-position call's one object is the params (avax.* is sent so)
    const params =
      Array.isArray(body.params) && !body.method.startsWith('eth_') ? body.params[0] : body.params;
    return {
      jsonrpc: '2.0',
      id: body.id,
      result: await answer(books, body.method, (params ?? {}) as Record<string, unknown>),
    };
  } catch (e) {
    return { jsonrpc: '2.0', id: body.id, error: { code: -32000, message: (e as Error).message } };
  }
}

/** Counts the method's arrival, then answers it. */
async function answer(books: Books, method: string, params: Record<string, unknown>): Promise<unknown> {
  books.arrivals[method] = (books.arrivals[method] ?? 0) + 1;
  const utxoChain = UTXO_CHAINS.get(method);
  if (utxoChain) return utxoPage(books, utxoChain, params);
  const issueChain = ISSUE_CHAINS.get(method);
  if (issueChain) return issueTx(books, method, issueChain, params);
  const { state } = books;
  switch (method) {
    case 'info.getNetworkID':
      return { networkID: state.networkId };
    case 'info.getBlockchainID':
      return { blockchainID: cb58(CHAIN_IDS[params.alias as 'X' | 'P' | 'C']) };
    case 'avm.getAssetDescription':
      return { assetID: cb58(AVAX), name: 'Avalanche', symbol: 'AVAX', denomination: '9' };
    case 'avm.getTxFee':
      return { txFee: state.txFee, createAssetTxFee: '10000000' };
    case 'platform.getFeeConfig':
      return state.feeConfig;
    case 'platform.getFeeState':
      return state.feeState;
    case 'eth_baseFee':
      return state.baseFee;
    case 'eth_getTransactionCount':
      return '0x0';
    case 'eth_getBlockByNumber':
      // the last accepted block (the export's nonce and balance are read at it)
      return { number: '0x1' };
    case 'eth_getBalance':
      return state.balanceWei;
    case 'eth_blockNumber':
      return '0x1'; // the block every atomic tx is accepted in (avax.getAtomicTx's blockHeight), executed
    case 'web3_clientVersion':
      return state.clientVersion;
    case 'avax.getAtomicTx':
    case 'avm.getTxStatus':
    case 'platform.getTxStatus':
    case 'avax.getAtomicTxStatus':
      return txStatus(books, method, params);
  }
  throw new Error(`the hostile node has no ${method}`);
}

/** A getUTXOs page: the chain's UTXOs (or its shared memory's, given a sourceChain), or endless pages. */
function utxoPage(books: Books, chain: 'X' | 'P' | 'C', params: Record<string, unknown>) {
  const { state } = books;
  if (state.endlessPages) {
    books.pages++;
    const utxos = Array.from({ length: 1024 }, () => hexWithChecksum(encodeUtxo(utxo(1n), 'X')));
    return {
      numFetched: '1024',
      utxos,
      endIndex: { address: 'X-local1x', utxo: `page${books.pages}` },
      encoding: 'hex',
    };
  }
  const list = params.sourceChain === undefined ? state.utxos[chain as 'X' | 'P'] : state.atomic[chain];
  const utxos = list.map((u) => hexWithChecksum(encodeUtxo(u, (params.sourceChain as 'X') ?? chain)));
  return { numFetched: String(utxos.length), utxos, endIndex: { address: '', utxo: '' }, encoding: 'hex' };
}

/** Decodes and records an issued tx (a C atomic tx is kept for avax.getAtomicTx); answers its id. */
function issueTx(books: Books, method: string, chain: 'X' | 'P' | 'C', params: Record<string, unknown>) {
  const bytes = fromHexWithChecksum(String(params.tx), 'tx');
  const signed = decodeSignedTx(bytes, chain, READERS[chain] as typeof readXTx);
  const tx = signed.unsigned.tx as { type: string; inputs?: unknown[]; importedInputs?: unknown[] };
  books.issued.push({
    method,
    type: tx.type,
    inputs: (tx.inputs?.length ?? 0) + (tx.importedInputs?.length ?? 0),
    tx,
  });
  if (chain === 'C') books.atomicTxs.set(signed.txId, hexWithChecksum(bytes));
  if (tx.type === 'ExportTx') shareExported(books, chain, signed.txId, tx as unknown as ExportLike);
  return { txID: signed.txId };
}

/** What an ExportTx of any chain holds that shared memory keeps. */
interface ExportLike {
  destinationChain: Uint8Array;
  outputs?: unknown[];
  exportedOutputs: { assetId: Uint8Array; output: Utxo['output'] }[];
}

/** Puts an issued export's outputs in its destination's shared memory, as the node does once it is accepted. */
function shareExported(books: Books, chain: 'X' | 'P' | 'C', txId: string, tx: ExportLike): void {
  const destination = (['X', 'P', 'C'] as const).find(
    (c) => cb58(CHAIN_IDS[c]) === cb58(tx.destinationChain),
  );
  if (destination === undefined) return;
  const first = chain === 'C' ? 0 : (tx.outputs?.length ?? 0);
  tx.exportedOutputs.forEach((o, i) => {
    books.state.atomic[destination].push({
      txId: cb58Decode(txId, 'txId', 32),
      outputIndex: first + i,
      assetId: o.assetId,
      output: o.output,
    });
  });
}

/** A tx's status (or, for avax.getAtomicTx, the accepted tx), after `statusDelayMs`. */
async function txStatus(books: Books, method: string, params: Record<string, unknown>) {
  if (books.state.statusDelayMs > 0) await new Promise((r) => setTimeout(r, books.state.statusDelayMs));
  if (method === 'avax.getAtomicTx') {
    // as AvalancheGo v1.15 answers an accepted atomic tx (C's wait reads it)
    const tx = books.atomicTxs.get(String(params.txID));
    if (!tx) throw new Error('fetching tx: reading tx: not found');
    return { tx, encoding: 'hex', blockHeight: '1' };
  }
  return { status: method === 'platform.getTxStatus' ? 'Committed' : 'Accepted' };
}

export type HostileNode = Awaited<ReturnType<typeof startNode>>;

/** Both HTTP paths of @pkg/core: the global fetch, and the undici fast path given as the `send` option. */
export const TRANSPORTS: [string, () => { send?: Send }][] = [
  ['global fetch', () => ({})],
  ['undici', () => ({ send: createUndiciSend() })],
];
