import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EvmClient, TraceConfig } from '@pkg/evm';
import type { Hex } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import type { Mode } from '../../src/coverage.js';
import { STORE_AND_LOG_INITCODE, sendAndWait, signFromEwoq } from '../../src/evmFixtures.js';
import { ERA, EWOQ } from '../../src/localNetwork.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { rawRpc } from '../../src/rawRpc.js';

const RECIPIENT: Hex = '0x000000000000000000000000000000000000dEaD';
export const UNKNOWN_HASH: Hex = `0x${'ab'.repeat(32)}`;

/**
 * Every tracer coreth v0.16.0-rc.0 and Subnet-EVM v0.8.0 ship (libevm's; no tracer: the struct logger), and
 * `null`: the config is a Go pointer, so the node reads null as absent (the struct logger again).
 */
const TRACERS: (TraceConfig | null | undefined)[] = [
  undefined,
  null,
  { tracer: 'callTracer', tracerConfig: { withLog: true } },
  { tracer: 'prestateTracer' },
  { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
  { tracer: '4byteTracer' },
  { tracer: 'flatCallTracer' },
  { tracer: 'muxTracer', tracerConfig: { callTracer: {}, '4byteTracer': {} } },
  { tracer: 'noopTracer' },
];

const NO_BAD_BLOCKS = {
  message: /^bad block 0x[0-9a-f]{64} not found$/,
  why: 'a healthy lone node has refused no block, so debug_getBadBlocks is empty and no hash names a bad block',
};
const NO_PREIMAGES = {
  message: /^no preimage found for hash [0-9a-f]{64}$/,
  why: 'the node stores no address preimages by default (AvalancheGo v1.14.0 local network)',
};

/** What the debug_ cases trace: made in the calling file's beforeAll, read by its own tests. */
export interface DebugFixtures {
  deployHash: Hex;
  deployBlockHash: Hex;
  deployBlock: Hex;
  /** STORE_AND_LOG_INITCODE's contract: slot 0 holds 42. */
  contract: Hex;
  /** A transfer in a later block: the storage before it holds the contract's slot 0. */
  transferBlockHash: Hex;
  rawDeployBlock: Hex;
  /** The deploy block's RLP, in a file on this machine (the node's too). */
  blockFile: string;
  /** The profile file the runtime handler writes for `name` in `mode`. */
  file: (name: string, mode: Mode) => string;
  /** Files debug_standardTraceBlockToFile wrote in the node's temp folder, removed after the run. */
  written: string[];
}

/**
 * Cases for every `debug_` method of an EVM chain's `/rpc` (the C chain or a Subnet-EVM chain, with every
 * `eth-apis` value on). Neither coreth nor Subnet-EVM re-executes history, so the blocks traced are made
 * in a beforeAll registered here (a deploy of STORE_AND_LOG_INITCODE, then a transfer, from ewoq), while
 * their state is still in the node's memory; the profiles the runtime handler writes go to a temp folder
 * of this machine (the node runs here), removed in an afterAll.
 */
/** What a node answers for a method it does not register. */
const NOT_SERVED = {
  message: /the method debug_\w+ does not exist\/is not available/,
  why: 'the database group is served only where a node turns on db inspecting (x-served-on: [])',
};

/** Bytes that are no RLP block: what the block-from-bytes tracers get on Helicon's C chain. */
const NOT_A_BLOCK: Hex = '0xc0';

/** The node's refusal of {@link NOT_A_BLOCK}: the tracer is served and says it cannot decode the bytes. */
const UNDECODABLE = {
  message: /decode|rlp/i,
  why: "Helicon's C chain serves no debug_getRawBlock, so the test has no block's bytes to give the tracer",
};

export function debugCases(options: {
  rpc: string;
  /** A Subnet-EVM chain's EVM chain id (default: the local C chain's). */
  chainId?: number;
}): { cases: MethodCase<EvmClient>[]; fixtures: DebugFixtures } {
  const { rpc, chainId } = options;
  // the C chain of the Helicon node (a Subnet-EVM chain gives its EVM chain id)
  const onHeliconC = ERA === 'helicon' && chainId === undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'evm-debug-'));
  const f: DebugFixtures = {
    deployHash: '0x',
    deployBlockHash: '0x',
    deployBlock: '0x0',
    contract: '0x',
    transferBlockHash: '0x',
    rawDeployBlock: '0x',
    blockFile: path.join(dir, 'deploy-block.rlp'),
    file: (name, mode) => path.join(dir, `${mode}-${name}`),
    written: [],
  };
  const { file, written } = f;

  beforeAll(async () => {
    const deploy = await sendAndWait(
      rpc,
      await signFromEwoq(rpc, { data: STORE_AND_LOG_INITCODE, gas: 200_000n }, chainId),
    );
    f.deployHash = deploy.hash;
    f.deployBlockHash = deploy.receipt.blockHash;
    f.deployBlock = deploy.receipt.blockNumber;
    f.contract = deploy.receipt.contractAddress!;
    const transfer = await sendAndWait(
      rpc,
      await signFromEwoq(rpc, { to: RECIPIENT, value: 1n, gas: 21_000n }, chainId),
    );
    f.transferBlockHash = transfer.receipt.blockHash;
    // Helicon's C chain serves no debug_getRaw*: the block-from-bytes tracers then get bytes that are no
    // block, and must answer with the node's decode error (they are served: the error is the tracer's)
    f.rawDeployBlock = onHeliconC
      ? NOT_A_BLOCK
      : await rawRpc<Hex>(rpc, 'debug_getRawBlock', [f.deployBlockHash]);
    writeFileSync(f.blockFile, Buffer.from(f.rawDeployBlock.slice(2), 'hex'));
  }, 120_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const w of written) rmSync(w, { force: true });
  });

  const cases: MethodCase<EvmClient>[] = [
    // the database group: registered only behind a db-inspecting switch that neither coreth, Subnet-EVM nor
    // the v1.15.0-fuji C chain turns on (x-served-on: []): every node answers the method unknown
    { method: 'debug_chaindbCompact', calls: [(e) => e.debug.chaindbCompact()], nodeMayRefuse: NOT_SERVED },
    {
      method: 'debug_chaindbProperty',
      calls: [(e) => e.debug.chaindbProperty('')],
      nodeMayRefuse: NOT_SERVED,
    },
    { method: 'debug_dbAncient', calls: [(e) => e.debug.dbAncient('headers', 0)], nodeMayRefuse: NOT_SERVED },
    { method: 'debug_dbAncients', calls: [(e) => e.debug.dbAncients()], nodeMayRefuse: NOT_SERVED },
    { method: 'debug_dbGet', calls: [(e) => e.debug.dbGet('0x00')], nodeMayRefuse: NOT_SERVED },
    { method: 'debug_setHead', calls: [(e) => e.debug.setHead('0xffffffff')], nodeMayRefuse: NOT_SERVED },
    // state (eth-apis: debug)
    {
      method: 'debug_accountRange',
      calls: [
        (e) => e.debug.accountRange('latest', '0x', 5, false, false, true),
        (e) => e.debug.accountRange(f.deployBlockHash, '0x', 0, true, true, false),
      ],
    },
    {
      method: 'debug_dumpBlock',
      calls: [(e) => e.debug.dumpBlock('latest'), (e) => e.debug.dumpBlock('0x0')],
    },
    { method: 'debug_getAccessibleState', calls: [(e) => e.debug.getAccessibleState('0x0', 'latest')] },
    { method: 'debug_getBadBlocks', calls: [(e) => e.debug.getBadBlocks()] },
    {
      method: 'debug_storageRangeAt',
      calls: [
        (e) => e.debug.storageRangeAt(f.transferBlockHash, 0, f.contract, '0x', 10),
        (e) => e.debug.storageRangeAt(f.deployBlockHash, 0, f.contract, '0x', 10),
      ],
    },
    {
      method: 'debug_getModifiedAccountsByHash',
      calls: [
        (e) => e.debug.getModifiedAccountsByHash(f.deployBlockHash),
        (e) => e.debug.getModifiedAccountsByHash(f.deployBlockHash, null),
      ],
      nodeMayRefuse: NO_PREIMAGES,
    },
    {
      method: 'debug_getModifiedAccountsByNumber',
      calls: [
        (e) => e.debug.getModifiedAccountsByNumber(Number(f.deployBlock)),
        (e) => e.debug.getModifiedAccountsByNumber(Number(f.deployBlock), null),
      ],
      nodeMayRefuse: NO_PREIMAGES,
    },
    {
      method: 'debug_preimage',
      calls: [(e) => e.debug.preimage(f.deployHash)],
      nodeMayRefuse: {
        message: /^unknown preimage$/,
        why: 'the node records no preimages by default',
      },
    },
    // raw data (eth-apis: internal-debug)
    {
      method: 'debug_getRawBlock',
      calls: [(e) => e.debug.getRawBlock(f.deployBlock), (e) => e.debug.getRawBlock('latest')],
    },
    { method: 'debug_getRawHeader', calls: [(e) => e.debug.getRawHeader(f.deployBlockHash)] },
    { method: 'debug_getRawReceipts', calls: [(e) => e.debug.getRawReceipts(f.deployBlockHash)] },
    {
      method: 'debug_getRawTransaction',
      calls: [(e) => e.debug.getRawTransaction(f.deployHash), (e) => e.debug.getRawTransaction(UNKNOWN_HASH)],
    },
    { method: 'debug_printBlock', calls: [(e) => e.debug.printBlock(Number(f.deployBlock))] },
    // tracing (eth-apis: debug-tracer, debug-file-tracer)
    {
      method: 'debug_intermediateRoots',
      calls: [
        (e) => e.debug.intermediateRoots(f.deployBlockHash),
        (e) => e.debug.intermediateRoots(f.deployBlockHash, null),
      ],
    },
    {
      method: 'debug_traceBlock',
      calls: [
        (e) => e.debug.traceBlock(f.rawDeployBlock, { tracer: 'callTracer' }),
        (e) => e.debug.traceBlock(f.rawDeployBlock, null),
      ],
      ...(onHeliconC ? { nodeMayRefuse: UNDECODABLE } : {}),
    },
    {
      method: 'debug_traceBlockByHash',
      calls: TRACERS.map((config) => (e: EvmClient) => e.debug.traceBlockByHash(f.deployBlockHash, config)),
    },
    {
      method: 'debug_traceBlockByNumber',
      calls: [
        (e) => e.debug.traceBlockByNumber(f.deployBlock, { tracer: 'callTracer' }),
        (e) => e.debug.traceBlockByNumber(f.deployBlock, null),
        (e) =>
          e.debug.traceBlockByNumber(f.deployBlock, { disableStack: true, enableMemory: true, limit: 5 }),
      ],
    },
    {
      method: 'debug_traceCall',
      calls: [
        (e) => e.debug.traceCall({ from: EWOQ.cAddress, to: f.contract }, 'latest'),
        (e) => e.debug.traceCall({ from: EWOQ.cAddress, to: f.contract }, 'latest', null),
        (e) => e.debug.traceCall({ to: f.contract, input: '0x' }, 'latest', { tracer: 'callTracer' }),
        (e) =>
          e.debug.traceCall({ from: EWOQ.cAddress, to: f.contract }, 'latest', {
            tracer: 'prestateTracer',
            stateOverrides: { [RECIPIENT]: { balance: '0x1' } },
          }),
      ],
    },
    {
      method: 'debug_traceTransaction',
      calls: TRACERS.map((config) => (e: EvmClient) => e.debug.traceTransaction(f.deployHash, config)),
    },
    {
      method: 'debug_traceBadBlock',
      calls: [
        (e) => e.debug.traceBadBlock(f.deployBlockHash),
        (e) => e.debug.traceBadBlock(f.deployBlockHash, null),
      ],
      nodeMayRefuse: NO_BAD_BLOCKS,
    },
    {
      method: 'debug_standardTraceBlockToFile',
      calls: [
        async (e) => {
          const files = await e.debug.standardTraceBlockToFile(f.deployBlockHash, { disableStack: true });
          written.push(...files);
          return files;
        },
        async (e) => {
          const files = await e.debug.standardTraceBlockToFile(f.deployBlockHash, null);
          written.push(...files);
          return files;
        },
      ],
    },
    {
      method: 'debug_standardTraceBadBlockToFile',
      calls: [
        (e) => e.debug.standardTraceBadBlockToFile(f.deployBlockHash),
        (e) => e.debug.standardTraceBadBlockToFile(f.deployBlockHash, null),
      ],
      nodeMayRefuse: NO_BAD_BLOCKS,
    },
    {
      method: 'debug_traceBlockFromFile',
      calls: [
        (e) => e.debug.traceBlockFromFile(f.blockFile, { tracer: '4byteTracer' }),
        (e) => e.debug.traceBlockFromFile(f.blockFile, null),
      ],
      ...(onHeliconC ? { nodeMayRefuse: UNDECODABLE } : {}),
    },
    // the runtime handler (eth-apis: debug-handler); profiles of 1 s keep the suite quick
    { method: 'debug_blockProfile', calls: [(e, mode) => e.debug.blockProfile(file('block.prof', mode), 1)] },
    { method: 'debug_cpuProfile', calls: [(e, mode) => e.debug.cpuProfile(file('cpu.prof', mode), 1)] },
    { method: 'debug_goTrace', calls: [(e, mode) => e.debug.goTrace(file('go.trace', mode), 1)] },
    { method: 'debug_mutexProfile', calls: [(e, mode) => e.debug.mutexProfile(file('mutex.prof', mode), 1)] },
    {
      method: 'debug_startCPUProfile',
      // stopped at once, so the next mode (and debug_cpuProfile) can start one
      calls: [
        (e, mode) => e.debug.startCPUProfile(file('started-cpu.prof', mode)),
        (e) => e.debug.stopCPUProfile(),
      ],
    },
    {
      method: 'debug_stopCPUProfile',
      calls: [
        async (e, mode) => {
          await e.debug.startCPUProfile(file('stopped-cpu.prof', mode));
          return e.debug.stopCPUProfile();
        },
      ],
    },
    {
      method: 'debug_startGoTrace',
      calls: [(e, mode) => e.debug.startGoTrace(file('started.trace', mode)), (e) => e.debug.stopGoTrace()],
    },
    {
      method: 'debug_stopGoTrace',
      calls: [
        async (e, mode) => {
          await e.debug.startGoTrace(file('stopped.trace', mode));
          return e.debug.stopGoTrace();
        },
      ],
    },
    {
      method: 'debug_writeBlockProfile',
      calls: [(e, mode) => e.debug.writeBlockProfile(file('w-block.prof', mode))],
    },
    {
      method: 'debug_writeMemProfile',
      calls: [(e, mode) => e.debug.writeMemProfile(file('mem.prof', mode))],
    },
    {
      method: 'debug_writeMutexProfile',
      calls: [(e, mode) => e.debug.writeMutexProfile(file('w-mutex.prof', mode))],
    },
    // the defaults (0: off), so the node is left as it was
    { method: 'debug_setBlockProfileRate', calls: [(e) => e.debug.setBlockProfileRate(0)] },
    { method: 'debug_setMutexProfileFraction', calls: [(e) => e.debug.setMutexProfileFraction(0)] },
    { method: 'debug_setGCPercent', calls: [(e) => e.debug.setGCPercent(100)] },
    { method: 'debug_freeOSMemory', calls: [(e) => e.debug.freeOSMemory()] },
    { method: 'debug_gcStats', calls: [(e) => e.debug.gcStats()] },
    { method: 'debug_memStats', calls: [(e) => e.debug.memStats()] },
    {
      method: 'debug_stacks',
      calls: [(e) => e.debug.stacks('pprof'), (e) => e.debug.stacks(), (e) => e.debug.stacks(null)],
    },
    // 0 is slog's info, the node's level
    { method: 'debug_verbosity', calls: [(e) => e.debug.verbosity(0)] },
    { method: 'debug_vmodule', calls: [(e) => e.debug.vmodule('')] },
  ];
  return { cases, fixtures: f };
}
