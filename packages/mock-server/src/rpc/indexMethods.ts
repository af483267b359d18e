import { createHash } from 'node:crypto';
import { idOf } from '../data/random.js';
import { named, type RpcContext, type RpcHandler } from './context.js';
import { serviceError } from './rpcError.js';

/** One container of an index: what the node keeps (id, bytes, the time it accepted it). */
interface Container {
  id: string;
  /** Unix seconds. */
  timestamp: number;
  /** A stand-in for the container's bytes. */
  raw: Buffer;
}

/**
 * The containers of an index, in order of acceptance: P/block and X/block are the data set's P and X blocks,
 * C/block the C chain's blocks (by a CB58 id of their own, as the node's index ids C blocks by their
 * ProposerVM block id); X/tx and X/vtx stay empty, as on AvalancheGo v1.14.0 (a linearized X chain).
 */
function containersOf(ctx: RpcContext): Container[] {
  const net = ctx.network;
  const raw = (label: string) => Buffer.from(label, 'utf8');
  switch (ctx.index) {
    case 'P/block':
      return net.pBlocks.map((b) => ({ id: b.id, timestamp: b.timestamp, raw: raw(`P ${b.id}`) }));
    case 'X/block':
      return net.xBlocks.map((b) => ({ id: b.id, timestamp: b.timestamp, raw: raw(`X ${b.id}`) }));
    case 'C/block':
      return (net.evmChains[0]?.blocks ?? []).map((b) => ({
        id: idOf(ctx.data.seed, 'C/block', b.blockHash),
        timestamp: b.blockTimestamp,
        raw: raw(`C ${b.blockHash}`),
      }));
    default:
      return [];
  }
}

/** `formatting.Encode`: 0x hex, with the last 4 bytes of its sha256 appended unless `hexnc`. */
function encode(raw: Buffer, encoding: string): string {
  const checksum = createHash('sha256').update(raw).digest().subarray(-4);
  return `0x${(encoding === 'hexnc' ? raw : Buffer.concat([raw, checksum])).toString('hex')}`;
}

/** A container as the Index API sends it: time as RFC 3339 (Go's RFC3339Nano drops a zero fraction). */
function formatted(c: Container, index: number, encoding: unknown) {
  const enc = typeof encoding === 'string' ? encoding.toLowerCase() : 'hex';
  return {
    id: c.id,
    bytes: encode(c.raw, enc),
    timestamp: new Date(c.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
    encoding: enc,
    index: String(index),
  };
}

function accepted(ctx: RpcContext): Container[] {
  const all = containersOf(ctx);
  if (all.length === 0) throw serviceError('no containers have been accepted');
  return all;
}

function positionOf(ctx: RpcContext, id: unknown): number {
  const i = containersOf(ctx).findIndex((c) => c.id === id);
  if (i < 0) throw serviceError('not found');
  return i;
}

/** The Index API (`index.*` at `/ext/index/<chain>/<kind>`), with the node's own errors. */
export const indexMethods: Record<string, RpcHandler> = {
  'index.getLastAccepted': (params, ctx) => {
    const all = accepted(ctx);
    return formatted(all[all.length - 1] as Container, all.length - 1, named(params).encoding);
  },
  'index.getContainerByIndex': (params, ctx) => {
    const { index, encoding } = named(params);
    const i = Number(index);
    const c = containersOf(ctx)[i];
    if (!c) throw serviceError(`no container at index ${i}`);
    return formatted(c, i, encoding);
  },
  'index.getContainerRange': (params, ctx) => {
    const { startIndex, numToFetch, encoding } = named(params);
    const start = Number(startIndex);
    const n = Number(numToFetch);
    if (!(n >= 1 && n <= 1024)) throw serviceError(`numToFetch must be in [1,1024] but is ${n}`);
    const all = accepted(ctx);
    if (start > all.length - 1)
      throw serviceError(`start index (${start}) > last accepted index (${all.length - 1})`);
    return {
      containers: all.slice(start, start + n).map((c, k) => formatted(c, start + k, encoding)),
    };
  },
  'index.getContainerByID': (params, ctx) => {
    const { id, encoding } = named(params);
    const i = positionOf(ctx, id);
    return formatted(containersOf(ctx)[i] as Container, i, encoding);
  },
  'index.getIndex': (params, ctx) => ({ index: String(positionOf(ctx, named(params).id)) }),
  'index.isAccepted': (params, ctx) => ({
    isAccepted: containersOf(ctx).some((c) => c.id === named(params).id),
  }),
};

/**
 * The ProposerVM API (`proposervm.*` at `/ext/bc/P/proposervm` and `/ext/bc/<EVM chain>/proposervm`): the
 * proposed P-chain height is the data set's P tip; the epoch is the zero epoch, as a node answers before the
 * Granite upgrade (the mock's mainnet schedules Granite far ahead).
 */
export const proposervmMethods: Record<string, RpcHandler> = {
  'proposervm.getProposedHeight': (_params, ctx) => ({
    height: String(ctx.network.pBlocks.at(-1)?.height ?? 0),
  }),
  'proposervm.getCurrentEpoch': () => ({ number: '0', startTime: '0', pChainHeight: '0' }),
};
