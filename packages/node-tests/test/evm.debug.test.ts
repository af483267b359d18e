import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JsonRpcError } from '@pkg/core';
import { createEvmClient, type EvmClient, type TraceConfig } from '@pkg/evm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { STORE_AND_LOG_INITCODE, sendAndWait, signFromEwoq } from '../src/evmFixtures.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';

// debug_* on the C chain (nodeFixture.ts turns on every eth-apis value). coreth re-executes no history,
// so the blocks traced here are made in beforeAll, while their state is still in the node's memory.
const url = inject('nodeUrl');
const rpc = `${url}/ext/bc/C/rpc`;
const RECIPIENT: Hex = '0x000000000000000000000000000000000000dEaD';
const UNKNOWN_HASH: Hex = `0x${'ab'.repeat(32)}`;
/** Files the runtime handler writes: the node runs on this machine, so its paths are ours. */
const dir = mkdtempSync(path.join(tmpdir(), 'evm-debug-'));
const file = (name: string, mode: Mode) => path.join(dir, `${mode}-${name}`);
/** Files debug_standardTraceBlockToFile wrote in the node's temp folder, removed after the run. */
const written: string[] = [];

let deployHash: Hex = '0x';
let deployBlockHash: Hex = '0x';
let deployBlock: Hex = '0x0';
let contract: Hex = '0x';
// a transfer in a later block: the storage before it holds the contract's slot 0
let transferBlockHash: Hex = '0x';
let rawDeployBlock: Hex = '0x';
let blockFile = '';

beforeAll(async () => {
  const deploy = await sendAndWait(
    rpc,
    await signFromEwoq(rpc, { data: STORE_AND_LOG_INITCODE, gas: 200_000n }),
  );
  deployHash = deploy.hash;
  deployBlockHash = deploy.receipt.blockHash as Hex;
  deployBlock = deploy.receipt.blockNumber;
  contract = deploy.receipt.contractAddress!;
  const transfer = await sendAndWait(
    rpc,
    await signFromEwoq(rpc, { to: RECIPIENT, value: 1n, gas: 21_000n }),
  );
  transferBlockHash = transfer.receipt.blockHash as Hex;
  rawDeployBlock = (await createEvmClient({ url }).debug.getRawBlock(deployBlockHash)) as Hex;
  blockFile = path.join(dir, 'deploy-block.rlp');
  writeFileSync(blockFile, Buffer.from(rawDeployBlock.slice(2), 'hex'));
}, 120_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const f of written) rmSync(f, { force: true });
});

/** Every tracer coreth v0.16.0-rc.0 ships (no tracer: the struct logger). */
const TRACERS: (TraceConfig | undefined)[] = [
  undefined,
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

describeMethods<EvmClient>({
  pkg: '@pkg/evm (debug_)',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, ...wireNamesOf(mode) }),
  // the other namespaces have their own files (evm.test.ts, evm.warp.test.ts)
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => !m.startsWith('debug_'))
      .map((m) => [m, 'not debug_: covered by evm.test.ts or evm.warp.test.ts']),
  ),
  cases: [
    // state (eth-apis: debug)
    {
      method: 'debug_accountRange',
      calls: [
        (e) => e.debug.accountRange('latest', '0x', 5, false, false, true),
        (e) => e.debug.accountRange(deployBlockHash, '0x', 0, true, true, false),
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
        (e) => e.debug.storageRangeAt(transferBlockHash, 0, contract, '0x', 10),
        (e) => e.debug.storageRangeAt(deployBlockHash, 0, contract, '0x', 10),
      ],
    },
    {
      method: 'debug_getModifiedAccountsByHash',
      calls: [(e) => e.debug.getModifiedAccountsByHash(deployBlockHash)],
      nodeMayRefuse: NO_PREIMAGES,
    },
    {
      method: 'debug_getModifiedAccountsByNumber',
      calls: [(e) => e.debug.getModifiedAccountsByNumber(Number(deployBlock))],
      nodeMayRefuse: NO_PREIMAGES,
    },
    {
      method: 'debug_preimage',
      calls: [(e) => e.debug.preimage(deployHash)],
      nodeMayRefuse: {
        message: /^unknown preimage$/,
        why: 'the node records no preimages by default',
      },
    },
    // raw data (eth-apis: internal-debug)
    {
      method: 'debug_getRawBlock',
      calls: [(e) => e.debug.getRawBlock(deployBlock), (e) => e.debug.getRawBlock('latest')],
    },
    { method: 'debug_getRawHeader', calls: [(e) => e.debug.getRawHeader(deployBlockHash)] },
    { method: 'debug_getRawReceipts', calls: [(e) => e.debug.getRawReceipts(deployBlockHash)] },
    {
      method: 'debug_getRawTransaction',
      calls: [(e) => e.debug.getRawTransaction(deployHash), (e) => e.debug.getRawTransaction(UNKNOWN_HASH)],
    },
    { method: 'debug_printBlock', calls: [(e) => e.debug.printBlock(Number(deployBlock))] },
    // tracing (eth-apis: debug-tracer, debug-file-tracer)
    { method: 'debug_intermediateRoots', calls: [(e) => e.debug.intermediateRoots(deployBlockHash)] },
    {
      method: 'debug_traceBlock',
      calls: [(e) => e.debug.traceBlock(rawDeployBlock, { tracer: 'callTracer' })],
    },
    {
      method: 'debug_traceBlockByHash',
      calls: TRACERS.map((config) => (e: EvmClient) => e.debug.traceBlockByHash(deployBlockHash, config)),
    },
    {
      method: 'debug_traceBlockByNumber',
      calls: [
        (e) => e.debug.traceBlockByNumber(deployBlock, { tracer: 'callTracer' }),
        (e) => e.debug.traceBlockByNumber(deployBlock, { disableStack: true, enableMemory: true, limit: 5 }),
      ],
    },
    {
      method: 'debug_traceCall',
      calls: [
        (e) => e.debug.traceCall({ from: EWOQ.cAddress, to: contract }, 'latest'),
        (e) => e.debug.traceCall({ to: contract, input: '0x' }, 'latest', { tracer: 'callTracer' }),
        (e) =>
          e.debug.traceCall({ from: EWOQ.cAddress, to: contract }, 'latest', {
            tracer: 'prestateTracer',
            stateOverrides: { [RECIPIENT]: { balance: '0x1' } },
          }),
      ],
    },
    {
      method: 'debug_traceTransaction',
      calls: TRACERS.map((config) => (e: EvmClient) => e.debug.traceTransaction(deployHash, config)),
    },
    {
      method: 'debug_traceBadBlock',
      calls: [(e) => e.debug.traceBadBlock(deployBlockHash)],
      nodeMayRefuse: NO_BAD_BLOCKS,
    },
    {
      method: 'debug_standardTraceBlockToFile',
      calls: [
        async (e) => {
          const files = await e.debug.standardTraceBlockToFile(deployBlockHash, { disableStack: true });
          written.push(...files);
          return files;
        },
      ],
    },
    {
      method: 'debug_standardTraceBadBlockToFile',
      calls: [(e) => e.debug.standardTraceBadBlockToFile(deployBlockHash)],
      nodeMayRefuse: NO_BAD_BLOCKS,
    },
    {
      method: 'debug_traceBlockFromFile',
      calls: [(e) => e.debug.traceBlockFromFile(blockFile, { tracer: '4byteTracer' })],
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
    { method: 'debug_stacks', calls: [(e) => e.debug.stacks('pprof'), (e) => e.debug.stacks()] },
    // 0 is slog's info, the node's level
    { method: 'debug_verbosity', calls: [(e) => e.debug.verbosity(0)] },
    { method: 'debug_vmodule', calls: [(e) => e.debug.vmodule('')] },
  ],
});

describe('debug_ on the real node: what the answers say', () => {
  const evm = () => createEvmClient({ url });

  test('each tracer answers its own shape for the same transaction', async () => {
    const e = evm();
    const logger = await e.debug.traceTransaction(deployHash);
    expect(logger).toMatchObject({ failed: false, structLogs: expect.any(Array) });
    const call = await e.debug.traceTransaction(deployHash, { tracer: 'callTracer' });
    expect(call).toMatchObject({
      type: 'CREATE',
      from: EWOQ.cAddress.toLowerCase(),
      to: contract.toLowerCase(),
    });
    const diff = await e.debug.traceTransaction(deployHash, {
      tracer: 'prestateTracer',
      tracerConfig: { diffMode: true },
    });
    // the constructor stored 42 in slot 0
    expect(diff).toMatchObject({
      post: { [contract.toLowerCase()]: { storage: { [`0x${'0'.repeat(64)}`]: `0x${'0'.repeat(62)}2a` } } },
    });
    const flat = await e.debug.traceTransaction(deployHash, { tracer: 'flatCallTracer' });
    expect(flat).toEqual([expect.objectContaining({ type: 'create', transactionHash: deployHash })]);
  });

  test('storageRangeAt reads the storage before the transaction: the slot the constructor set, then none before it', async () => {
    const e = evm();
    const after = await e.debug.storageRangeAt(transferBlockHash, 0, contract, '0x', 10);
    expect(Object.values(after.storage ?? {}).map((s) => s.value)).toEqual([`0x${'0'.repeat(62)}2a`]);
    expect(after.nextKey).toBeNull();
    // before the deploy ran, the contract had no storage
    expect(await e.debug.storageRangeAt(deployBlockHash, 0, contract, '0x', 10)).toEqual({
      storage: null,
      nextKey: null,
    });
  });

  test('the runtime handler writes its profiles on the node’s disk, at the paths given', () => {
    for (const name of ['cpu.prof', 'mem.prof', 'go.trace', 'block.prof', 'mutex.prof', 'stopped-cpu.prof']) {
      const f = file(name, 'seed');
      expect(existsSync(f), f).toBe(true);
      expect(statSync(f).size, f).toBeGreaterThan(0);
    }
    expect(written.length).toBeGreaterThan(0);
    for (const f of written) expect(existsSync(f), f).toBe(true);
  });

  test('a stop without a start is the node’s refusal, sent once (never retried)', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const e = createEvmClient({ url, fetch: counting, batch: false });
    const error = await e.debug.stopCPUProfile().catch((err: unknown) => err);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).message).toMatch(/CPU profiling not in progress/);
    expect(calls).toBe(1);
  });

  test('a block whose hash the node does not know is the node’s error, not a result', async () => {
    const error = await evm()
      .debug.traceBlockByHash(UNKNOWN_HASH)
      .catch((err: unknown) => err);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).message).toMatch(/not found/);
  });
});
