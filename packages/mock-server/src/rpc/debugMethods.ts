import { createHash } from 'node:crypto';
import type { EvmBlock, EvmChain, EvmTransaction } from '../data/types.js';
import { positional, type RpcContext, type RpcHandler } from './context.js';
import { quantity } from './evmFormat.js';
import { resolveBlock } from './evmMethods.js';
import { invalidParams, serviceError } from './rpcError.js';

/**
 * The chain's debug_* (coreth's debug, internal-debug, debug-tracer, debug-file-tracer and debug-handler
 * APIs) and warp_* methods, answered from the data set in the shapes AvalancheGo v1.14.0 sends: tracer
 * results by tracer name, runtime stats with Go field names, node refusals with the node's text.
 */

function chainOf(ctx: RpcContext): EvmChain {
  if (!ctx.chain) throw serviceError('no EVM chain at this endpoint');
  return ctx.chain;
}

/** Deterministic hex of `bytes` bytes drawn from the given parts (no 0x). */
function hexOf(bytes: number, ...parts: string[]): string {
  let out = '';
  for (let i = 0; out.length < bytes * 2; i++)
    out += createHash('sha256')
      .update(`${parts.join('|')}|${i}`)
      .digest('hex');
  return out.slice(0, bytes * 2);
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

function blockOf(chain: EvmChain, ref: unknown): EvmBlock {
  const block = resolveBlock(chain, ref);
  if (!block)
    throw serviceError(
      typeof ref === 'string' && HASH.test(ref)
        ? `block ${ref} not found`
        : `block #${String(ref)} not found`,
    );
  return block;
}

function blockByHash(chain: EvmChain, hash: unknown): EvmBlock {
  if (typeof hash !== 'string' || !HASH.test(hash)) throw invalidParams('hash must be a 32-byte hex hash');
  const block = chain.blocks.find((b) => b.blockHash === hash.toLowerCase());
  if (!block) throw serviceError(`block ${hash.toLowerCase()} not found`);
  return block;
}

const txsOf = (chain: EvmChain, block: EvmBlock) =>
  chain.transactions.filter((t) => t.blockNumber === block.blockNumber);

/** A call as callTracer reports it. */
function callFrame(tx: EvmTransaction) {
  return {
    from: tx.from.address.toLowerCase(),
    gas: quantity(tx.gasLimit),
    gasUsed: quantity(tx.gasUsed ?? tx.gasLimit),
    to: tx.to.address.toLowerCase(),
    input: tx.method.methodHash === '0x' ? '0x' : `${tx.method.methodHash}${'0'.repeat(128)}`,
    value: quantity(tx.value),
    type: 'CALL',
  };
}

/** What the named tracer answers for a transaction (the struct logger without one). */
function traceOf(tx: EvmTransaction, config: unknown): unknown {
  const tracer = (config as { tracer?: unknown } | undefined)?.tracer;
  const frame = callFrame(tx);
  switch (tracer) {
    case undefined:
      return {
        gas: Number(tx.gasUsed ?? tx.gasLimit),
        failed: false,
        returnValue: '',
        structLogs: [
          { pc: 0, op: 'STOP', gas: Number(tx.gasLimit) - 21000, gasCost: 0, depth: 1, stack: [] },
        ],
      };
    case 'callTracer':
      return frame;
    case 'prestateTracer':
      return {
        [frame.from]: { balance: '0x56bc75e2d63100000', nonce: Number(tx.nonce) },
        [frame.to]: { balance: '0x0' },
      };
    case '4byteTracer':
      return tx.method.methodHash === '0x' ? {} : { [`${tx.method.methodHash}-64`]: 1 };
    case 'flatCallTracer':
      return [
        {
          action: {
            callType: 'call',
            from: frame.from,
            gas: frame.gas,
            input: frame.input,
            to: frame.to,
            value: frame.value,
          },
          blockHash: tx.blockHash,
          blockNumber: Number(tx.blockNumber),
          result: { gasUsed: frame.gasUsed, output: '0x' },
          subtraces: 0,
          traceAddress: [],
          transactionHash: tx.txHash,
          transactionPosition: Number(tx.blockIndex),
          type: 'call',
        },
      ];
    case 'noopTracer':
      return {};
    default:
      if (typeof tracer === 'string' && /^[A-Za-z0-9]+Tracer$/.test(tracer))
        throw serviceError(`tracer ${tracer} not found`);
      return {};
  }
}

function blockTraces(chain: EvmChain, block: EvmBlock, config: unknown) {
  return txsOf(chain, block).map((tx) => ({ txHash: tx.txHash, result: traceOf(tx, config) }));
}

function txByHash(chain: EvmChain, hash: unknown): EvmTransaction | undefined {
  if (typeof hash !== 'string' || !HASH.test(hash)) throw invalidParams('hash must be a 32-byte hex hash');
  return chain.transactions.find((t) => t.txHash === hash.toLowerCase());
}

function file(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw serviceError('open : no such file or directory');
  return value;
}

/** A runtime-handler method that writes a profile to the file it is given, answering null. */
const writesFile: RpcHandler = (params) => {
  file(positional(params)[0]);
  return null;
};

const memFields = [
  'Alloc',
  'TotalAlloc',
  'Sys',
  'Lookups',
  'Mallocs',
  'Frees',
  'HeapAlloc',
  'HeapSys',
  'HeapIdle',
  'HeapInuse',
  'HeapReleased',
  'HeapObjects',
  'StackInuse',
  'StackSys',
  'MSpanInuse',
  'MSpanSys',
  'MCacheInuse',
  'MCacheSys',
  'BuckHashSys',
  'GCSys',
  'OtherSys',
  'NextGC',
  'LastGC',
  'PauseTotalNs',
  'NumGC',
  'NumForcedGC',
];

/** The CB58 form of 32 bytes is checked loosely: what the node's ids.ID parser rejects, it answers -32602. */
function warpId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{36,50}$/.test(value))
    throw invalidParams(`invalid argument 0: ${field} must be a CB58 id`);
  return value;
}

const noValidators = () =>
  serviceError(
    'cannot aggregate signatures from subnet with no validators (SubnetID: 11111111111111111111111111111111LpoYY, Height: 0)',
  );

/** The CPU profile and Go trace of each chain's debug handler, while running. */
const running = new Set<string>();
const start = (key: string, busy: string) => {
  if (running.has(key)) throw serviceError(busy);
  running.add(key);
  return null;
};
const stop = (key: string, idle: string) => {
  if (!running.delete(key)) throw serviceError(idle);
  return null;
};

export const debugMethods: Record<string, RpcHandler> = {
  debug_accountRange: (params, ctx) => {
    const [ref] = positional(params);
    const block = blockOf(chainOf(ctx), ref);
    return { root: hexOf(32, 'root', block.blockHash), accounts: {} };
  },
  debug_dumpBlock: (params, ctx) => {
    const block = blockOf(chainOf(ctx), positional(params)[0]);
    return { root: hexOf(32, 'root', block.blockHash), accounts: {} };
  },
  debug_getAccessibleState: (params, ctx) => {
    // as coreth: numbers taken as given, tags as the last block; the first block (from `from` towards
    // `to`) whose state is held: the mock holds the state of every block of its data set
    const chain = chainOf(ctx);
    const first = Number(chain.blocks[0]?.blockNumber ?? 0);
    const last = Number(chain.blocks.at(-1)?.blockNumber ?? 0);
    const height = (ref: unknown) =>
      typeof ref === 'string' && /^0x[0-9a-fA-F]+$/.test(ref) ? Number(BigInt(ref)) : last;
    const [from, to] = positional(params).map(height) as [number, number];
    if (from === to) throw serviceError('from and to needs to be different');
    const found = from < to ? Math.max(from, first) : Math.min(from, last);
    const inRange = from < to ? found < to && found <= last : found > to && found >= first;
    if (!inRange) throw serviceError('no state found');
    return found;
  },
  debug_getBadBlocks: () => [],
  debug_storageRangeAt: (params, ctx) => {
    blockOf(chainOf(ctx), positional(params)[0]);
    return { storage: {}, nextKey: null };
  },
  debug_getModifiedAccountsByHash: (params, ctx) => {
    const block = blockByHash(chainOf(ctx), positional(params)[0]);
    throw serviceError(`no preimage found for hash ${hexOf(32, 'account', block.blockHash)}`);
  },
  debug_getModifiedAccountsByNumber: (params, ctx) => {
    const [n] = positional(params);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      throw invalidParams('invalid argument 0: startNum must be a non-negative integer');
    const block = resolveBlock(chainOf(ctx), quantity(n));
    if (!block) throw serviceError(`start block ${n.toString(16)} not found`);
    throw serviceError(`no preimage found for hash ${hexOf(32, 'account', block.blockHash)}`);
  },
  debug_preimage: () => {
    throw serviceError('unknown preimage');
  },
  debug_getRawBlock: (params, ctx) =>
    `0xf9${hexOf(120, 'block', blockOf(chainOf(ctx), positional(params)[0]).blockHash)}`,
  debug_getRawHeader: (params, ctx) =>
    `0xf9${hexOf(100, 'header', blockOf(chainOf(ctx), positional(params)[0]).blockHash)}`,
  debug_getRawReceipts: (params, ctx) => {
    const chain = chainOf(ctx);
    return txsOf(chain, blockOf(chain, positional(params)[0])).map(
      (tx) => `0x02${hexOf(60, 'receipt', tx.txHash)}`,
    );
  },
  debug_getRawTransaction: (params, ctx) => {
    const tx = txByHash(chainOf(ctx), positional(params)[0]);
    return tx ? `0x02${hexOf(110, 'tx', tx.txHash)}` : null;
  },
  debug_printBlock: (params, ctx) => {
    const [n] = positional(params);
    const block = typeof n === 'number' ? resolveBlock(chainOf(ctx), quantity(n)) : undefined;
    if (!block) throw serviceError(`block #${String(n)} not found`);
    return `(*types.Block)({\n header: (*types.Header)({\n  Number: (*big.Int)(${block.blockNumber}),\n  Hash: ${block.blockHash}\n })\n})\n`;
  },
  debug_intermediateRoots: (params, ctx) => {
    const chain = chainOf(ctx);
    return txsOf(chain, blockByHash(chain, positional(params)[0])).map(
      (tx) => `0x${hexOf(32, 'root', tx.txHash)}`,
    );
  },
  debug_traceBlock: () => {
    throw serviceError('could not decode block: rlp: expected input list for types.extblock');
  },
  debug_traceBlockByHash: (params, ctx) => {
    const [hash, config] = positional(params);
    const chain = chainOf(ctx);
    return blockTraces(chain, blockByHash(chain, hash), config);
  },
  debug_traceBlockByNumber: (params, ctx) => {
    const [ref, config] = positional(params);
    const chain = chainOf(ctx);
    return blockTraces(chain, blockOf(chain, ref), config);
  },
  debug_traceCall: (params) => {
    const [call, , config] = positional(params);
    const c = (call ?? {}) as { from?: string; to?: string; input?: string; data?: string; value?: string };
    const frame = {
      from: (c.from ?? `0x${'0'.repeat(40)}`).toLowerCase(),
      gas: '0x2faf080',
      gasUsed: '0x5208',
      ...(c.to ? { to: c.to.toLowerCase() } : {}),
      input: c.input ?? c.data ?? '0x',
      value: c.value ?? '0x0',
      type: c.to ? 'CALL' : 'CREATE',
    };
    const tracer = (config as { tracer?: unknown } | undefined)?.tracer;
    if (tracer === 'callTracer') return frame;
    if (tracer === 'noopTracer') return {};
    return { gas: 21000, failed: false, returnValue: '', structLogs: [] };
  },
  debug_traceTransaction: (params, ctx) => {
    const [hash, config] = positional(params);
    const chain = chainOf(ctx);
    const tx = txByHash(chain, hash);
    if (!tx) throw serviceError('transaction not found');
    return traceOf(tx, config);
  },
  debug_traceBadBlock: (params) => {
    throw serviceError(`bad block ${String(positional(params)[0]).toLowerCase()} not found`);
  },
  debug_standardTraceBlockToFile: (params, ctx) => {
    const chain = chainOf(ctx);
    const block = blockByHash(chain, positional(params)[0]);
    return txsOf(chain, block).map(
      (tx, i) =>
        `/tmp/block_${block.blockHash.slice(0, 10)}-${i}-${tx.txHash.slice(0, 10)}-${parseInt(hexOf(4, tx.txHash), 16)}`,
    );
  },
  debug_standardTraceBadBlockToFile: (params) => {
    throw serviceError(`bad block ${String(positional(params)[0]).toLowerCase()} not found`);
  },
  debug_traceBlockFromFile: (params) => {
    const path = file(positional(params)[0]);
    throw serviceError(`could not read file: open ${path}: no such file or directory`);
  },

  debug_blockProfile: writesFile,
  debug_cpuProfile: (params, ctx) => {
    file(positional(params)[0]);
    start(`${chainOf(ctx).blockchainId} cpu`, 'CPU profiling already in progress');
    return stop(`${chainOf(ctx).blockchainId} cpu`, 'CPU profiling not in progress');
  },
  debug_goTrace: (params, ctx) => {
    file(positional(params)[0]);
    start(`${chainOf(ctx).blockchainId} trace`, 'trace already in progress');
    return stop(`${chainOf(ctx).blockchainId} trace`, 'trace not in progress');
  },
  debug_mutexProfile: writesFile,
  debug_startCPUProfile: (params, ctx) => {
    file(positional(params)[0]);
    return start(`${chainOf(ctx).blockchainId} cpu`, 'CPU profiling already in progress');
  },
  debug_stopCPUProfile: (_p, ctx) =>
    stop(`${chainOf(ctx).blockchainId} cpu`, 'CPU profiling not in progress'),
  debug_startGoTrace: (params, ctx) => {
    file(positional(params)[0]);
    return start(`${chainOf(ctx).blockchainId} trace`, 'trace already in progress');
  },
  debug_stopGoTrace: (_p, ctx) => stop(`${chainOf(ctx).blockchainId} trace`, 'trace not in progress'),
  debug_writeBlockProfile: writesFile,
  debug_writeMemProfile: writesFile,
  debug_writeMutexProfile: writesFile,
  debug_setBlockProfileRate: () => null,
  debug_setMutexProfileFraction: () => null,
  debug_setGCPercent: () => 100,
  debug_freeOSMemory: () => null,
  debug_gcStats: () => ({
    LastGC: '2025-01-01T00:00:00Z',
    NumGC: 2,
    PauseTotal: 3000,
    Pause: [1000, 2000],
    PauseEnd: ['2025-01-01T00:00:00Z', '2024-12-31T23:59:59Z'],
    PauseQuantiles: null,
  }),
  debug_memStats: () => ({
    ...Object.fromEntries(memFields.map((f, i) => [f, (i + 1) * 4096])),
    PauseNs: Array(256).fill(0),
    PauseEnd: Array(256).fill(0),
    GCCPUFraction: 0.001,
    EnableGC: true,
    DebugGC: false,
    BySize: [{ Size: 8, Mallocs: 10, Frees: 5 }],
  }),
  debug_stacks: () => 'goroutine 1 [running]:\nmain.main()\n\t/src/main.go:1 +0x1\n\n',
  debug_verbosity: () => null,
  debug_vmodule: () => null,

  warp_getMessage: (params) => {
    const id = warpId(positional(params)[0], 'messageID');
    throw serviceError(`failed to get message ${id} with error not found`);
  },
  warp_getMessageSignature: (params) => {
    const id = warpId(positional(params)[0], 'messageID');
    throw serviceError(`failed to get message ${id} with error not found`);
  },
  warp_getBlockSignature: (params) => `0x${hexOf(96, 'bls', warpId(positional(params)[0], 'blockID'))}`,
  warp_getMessageAggregateSignature: (params) => {
    warpId(positional(params)[0], 'messageID');
    throw serviceError('not found');
  },
  warp_getBlockAggregateSignature: (params) => {
    warpId(positional(params)[0], 'blockID');
    throw noValidators();
  },
};
