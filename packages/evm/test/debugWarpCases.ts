import type { EvmClient } from '../src/generated/createEvmClient.js';

/** One method of the spec: how a user calls it, and what must go on the wire (as createEvmClient.test.ts reads it). */
interface Case {
  call: (evm: EvmClient) => Promise<unknown>;
  path: string;
  params: unknown;
  result: unknown;
}

const rpc = '/ext/bc/C/rpc';
const addr = `0x${'11'.repeat(20)}`;
const hash: `0x${string}` = `0x${'aa'.repeat(32)}`;
const msgId = 'vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn';
const subnetId = '2u9ZKtGmSFDAvpSzpZ2FS2h8bpgBJKMqyT4LnfmHDx3mK5Bfne';
const sig = `0x${'ab'.repeat(96)}`;

/** The debug_* and warp_* methods (specs/openrpc/evm/debug.yaml, warp.yaml): all positional, on the chain's /rpc. */
export const debugWarpCases: Record<string, Case> = {
  debug_accountRange: {
    call: (e) => e.debug.accountRange('latest', '0x', 10, false, false, true),
    path: rpc,
    params: ['latest', '0x', 10, false, false, true],
    result: { root: 'ab', accounts: {} },
  },
  debug_dumpBlock: {
    call: (e) => e.debug.dumpBlock('0x1'),
    path: rpc,
    params: ['0x1'],
    result: { root: 'ab', accounts: {} },
  },
  debug_getAccessibleState: {
    call: (e) => e.debug.getAccessibleState('0x0', 'latest'),
    path: rpc,
    params: ['0x0', 'latest'],
    result: 1,
  },
  debug_getBadBlocks: {
    call: (e) => e.debug.getBadBlocks(),
    path: rpc,
    params: [],
    result: [],
  },
  debug_storageRangeAt: {
    call: (e) => e.debug.storageRangeAt(hash, 0, addr, '0x', 10),
    path: rpc,
    params: [hash, 0, addr, '0x', 10],
    result: { storage: null, nextKey: null },
  },
  debug_getModifiedAccountsByHash: {
    call: (e) => e.debug.getModifiedAccountsByHash(hash, hash),
    path: rpc,
    params: [hash, hash],
    result: [addr],
  },
  debug_getModifiedAccountsByNumber: {
    call: (e) => e.debug.getModifiedAccountsByNumber(1, 2),
    path: rpc,
    params: [1, 2],
    result: [addr],
  },
  debug_preimage: {
    call: (e) => e.debug.preimage(hash),
    path: rpc,
    params: [hash],
    result: '0x01',
  },
  debug_getRawBlock: {
    call: (e) => e.debug.getRawBlock('latest'),
    path: rpc,
    params: ['latest'],
    result: '0xc0',
  },
  debug_getRawHeader: {
    call: (e) => e.debug.getRawHeader(hash),
    path: rpc,
    params: [hash],
    result: '0xc0',
  },
  debug_getRawReceipts: {
    call: (e) => e.debug.getRawReceipts('0x1'),
    path: rpc,
    params: ['0x1'],
    result: ['0x02'],
  },
  debug_getRawTransaction: {
    call: (e) => e.debug.getRawTransaction(hash),
    path: rpc,
    params: [hash],
    result: null,
  },
  debug_printBlock: {
    call: (e) => e.debug.printBlock(1),
    path: rpc,
    params: [1],
    result: '(*types.Block)',
  },
  debug_chaindbCompact: { call: (e) => e.debug.chaindbCompact(), path: rpc, params: [], result: null },
  debug_chaindbProperty: {
    call: (e) => e.debug.chaindbProperty('leveldb.stats'),
    path: rpc,
    params: ['leveldb.stats'],
    result: 'Compactions\n',
  },
  debug_dbAncient: {
    call: (e) => e.debug.dbAncient('headers', 1),
    path: rpc,
    params: ['headers', 1],
    result: '0x01',
  },
  debug_dbAncients: { call: (e) => e.debug.dbAncients(), path: rpc, params: [], result: 0 },
  debug_dbGet: { call: (e) => e.debug.dbGet('0x4c'), path: rpc, params: ['0x4c'], result: '0x02' },
  debug_setHead: { call: (e) => e.debug.setHead('0x1'), path: rpc, params: ['0x1'], result: null },
  debug_intermediateRoots: {
    call: (e) => e.debug.intermediateRoots(hash),
    path: rpc,
    params: [hash],
    result: [hash],
  },
  debug_traceBlock: {
    call: (e) => e.debug.traceBlock('0xc0', { tracer: 'callTracer' }),
    path: rpc,
    params: ['0xc0', { tracer: 'callTracer' }],
    result: [],
  },
  debug_traceBlockByHash: {
    call: (e) =>
      e.debug.traceBlockByHash(hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }),
    path: rpc,
    params: [hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }],
    result: [{ txHash: hash, result: { pre: {}, post: {} } }],
  },
  debug_traceBlockByNumber: {
    call: (e) => e.debug.traceBlockByNumber('latest'),
    path: rpc,
    params: ['latest'],
    result: [{ txHash: hash, error: 'execution timeout' }],
  },
  debug_traceCall: {
    call: (e) =>
      e.debug.traceCall({ to: addr, input: '0x' }, 'latest', {
        tracer: 'callTracer',
        stateOverrides: { [addr]: { balance: '0x1' } },
      }),
    path: rpc,
    params: [
      { to: addr, input: '0x' },
      'latest',
      { tracer: 'callTracer', stateOverrides: { [addr]: { balance: '0x1' } } },
    ],
    result: { type: 'CALL', from: addr, gas: '0x1', gasUsed: '0x1', input: '0x' },
  },
  debug_traceTransaction: {
    call: (e) => e.debug.traceTransaction(hash, { tracer: '4byteTracer' }),
    path: rpc,
    params: [hash, { tracer: '4byteTracer' }],
    result: { '0x12345678-32': 1 },
  },
  debug_traceBadBlock: {
    call: (e) => e.debug.traceBadBlock(hash),
    path: rpc,
    params: [hash],
    result: [],
  },
  debug_standardTraceBlockToFile: {
    call: (e) => e.debug.standardTraceBlockToFile(hash, { txHash: hash }),
    path: rpc,
    params: [hash, { txHash: hash }],
    result: ['/tmp/block_0xaaaaaaaa-0-0xaaaaaaaa-1'],
  },
  debug_standardTraceBadBlockToFile: {
    call: (e) => e.debug.standardTraceBadBlockToFile(hash),
    path: rpc,
    params: [hash],
    result: [],
  },
  debug_traceBlockFromFile: {
    call: (e) => e.debug.traceBlockFromFile('/tmp/block.rlp'),
    path: rpc,
    params: ['/tmp/block.rlp'],
    result: [],
  },
  debug_blockProfile: {
    call: (e) => e.debug.blockProfile('/tmp/block.prof', 1),
    path: rpc,
    params: ['/tmp/block.prof', 1],
    result: null,
  },
  debug_cpuProfile: {
    call: (e) => e.debug.cpuProfile('/tmp/cpu.prof', 1),
    path: rpc,
    params: ['/tmp/cpu.prof', 1],
    result: null,
  },
  debug_goTrace: {
    call: (e) => e.debug.goTrace('/tmp/go.trace', 1),
    path: rpc,
    params: ['/tmp/go.trace', 1],
    result: null,
  },
  debug_mutexProfile: {
    call: (e) => e.debug.mutexProfile('/tmp/mutex.prof', 1),
    path: rpc,
    params: ['/tmp/mutex.prof', 1],
    result: null,
  },
  debug_startCPUProfile: {
    call: (e) => e.debug.startCPUProfile('/tmp/cpu.prof'),
    path: rpc,
    params: ['/tmp/cpu.prof'],
    result: null,
  },
  debug_stopCPUProfile: {
    call: (e) => e.debug.stopCPUProfile(),
    path: rpc,
    params: [],
    result: null,
  },
  debug_startGoTrace: {
    call: (e) => e.debug.startGoTrace('/tmp/go.trace'),
    path: rpc,
    params: ['/tmp/go.trace'],
    result: null,
  },
  debug_stopGoTrace: {
    call: (e) => e.debug.stopGoTrace(),
    path: rpc,
    params: [],
    result: null,
  },
  debug_writeBlockProfile: {
    call: (e) => e.debug.writeBlockProfile('/tmp/block.prof'),
    path: rpc,
    params: ['/tmp/block.prof'],
    result: null,
  },
  debug_writeMemProfile: {
    call: (e) => e.debug.writeMemProfile('/tmp/mem.prof'),
    path: rpc,
    params: ['/tmp/mem.prof'],
    result: null,
  },
  debug_writeMutexProfile: {
    call: (e) => e.debug.writeMutexProfile('/tmp/mutex.prof'),
    path: rpc,
    params: ['/tmp/mutex.prof'],
    result: null,
  },
  debug_setBlockProfileRate: {
    call: (e) => e.debug.setBlockProfileRate(1),
    path: rpc,
    params: [1],
    result: null,
  },
  debug_setMutexProfileFraction: {
    call: (e) => e.debug.setMutexProfileFraction(1),
    path: rpc,
    params: [1],
    result: null,
  },
  debug_setGCPercent: {
    call: (e) => e.debug.setGCPercent(50),
    path: rpc,
    params: [50],
    result: 100,
  },
  debug_freeOSMemory: {
    call: (e) => e.debug.freeOSMemory(),
    path: rpc,
    params: [],
    result: null,
  },
  debug_gcStats: {
    call: (e) => e.debug.gcStats(),
    path: rpc,
    params: [],
    result: {
      LastGC: '2026-01-01T00:00:00Z',
      NumGC: 1,
      PauseTotal: 1,
      Pause: [1],
      PauseEnd: ['2026-01-01T00:00:00Z'],
      PauseQuantiles: null,
    },
  },
  debug_memStats: {
    call: (e) => e.debug.memStats(),
    path: rpc,
    params: [],
    result: { Alloc: 1 },
  },
  debug_stacks: {
    call: (e) => e.debug.stacks('coreth'),
    path: rpc,
    params: ['coreth'],
    result: '',
  },
  debug_verbosity: {
    call: (e) => e.debug.verbosity(3),
    path: rpc,
    params: [3],
    result: null,
  },
  debug_vmodule: {
    call: (e) => e.debug.vmodule('eth/*=5'),
    path: rpc,
    params: ['eth/*=5'],
    result: null,
  },
  warp_getMessage: {
    call: (e) => e.warp.getMessage(msgId),
    path: rpc,
    params: [msgId],
    result: '0x00',
  },
  warp_getMessageSignature: {
    call: (e) => e.warp.getMessageSignature(msgId),
    path: rpc,
    params: [msgId],
    result: sig,
  },
  warp_getBlockSignature: {
    call: (e) => e.warp.getBlockSignature(msgId),
    path: rpc,
    params: [msgId],
    result: sig,
  },
  warp_getMessageAggregateSignature: {
    call: (e) => e.warp.getMessageAggregateSignature(msgId, 67, ''),
    path: rpc,
    params: [msgId, 67, ''],
    result: '0x00',
  },
  warp_getBlockAggregateSignature: {
    call: (e) => e.warp.getBlockAggregateSignature(msgId, 67, subnetId),
    path: rpc,
    params: [msgId, 67, subnetId],
    result: '0x00',
  },
};
