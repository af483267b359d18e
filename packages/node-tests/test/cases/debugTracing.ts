import type { EvmClient, TraceConfig } from '@pkg/evm';
import { RECIPIENT } from '../../src/evmFixtures.js';
import { EWOQ } from '../../src/localNetwork.js';
import type { MethodCase } from '../../src/methodSuite.js';
import type { DebugFixtures } from './debugFixtures.js';

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

/** The node's refusal of bytes that are no block: the tracer is served and says it cannot decode them. */
const UNDECODABLE = {
  message: /decode|rlp/i,
  why: "Helicon's C chain serves no debug_getRawBlock, so the test has no block's bytes to give the tracer",
};

/**
 * The tracers of `debug_` (eth-apis: debug-tracer) over the fixtures' blocks, transaction and a call; on
 * Helicon's C chain (`onHeliconC`) the block-from-bytes tracer gets bytes that are no block.
 */
export function debugTraceCases(f: DebugFixtures, onHeliconC: boolean): MethodCase<EvmClient>[] {
  return [
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
  ];
}

/**
 * The tracers of bad blocks and those that read or write files (eth-apis: debug-file-tracer); the files
 * written are listed in `f.written` for the caller to remove.
 */
export function debugFileTraceCases(f: DebugFixtures, onHeliconC: boolean): MethodCase<EvmClient>[] {
  const { written } = f;
  return [
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
  ];
}
