import { existsSync, statSync } from 'node:fs';
import { JsonRpcError } from '@pkg/core';
import { createEvmClient, type EvmClient } from '@pkg/evm';
import { describe, expect, inject, test } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { ERA, EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';
import { debugCases, UNKNOWN_HASH } from './cases/debug.js';

// debug_* on the C chain (nodeFixture.ts turns on every eth-apis value); the same cases run on the
// Subnet-EVM chain in subnet.debug.test.ts.
const url = inject('nodeUrl');
const { cases, fixtures: f } = debugCases({ rpc: `${url}/ext/bc/C/rpc` });
const { file, written } = f;

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
  cases,
});

describe('debug_ on the real node: what the answers say', () => {
  const evm = () => createEvmClient({ url });

  test('each tracer answers its own shape for the same transaction', async () => {
    const e = evm();
    const logger = await e.debug.traceTransaction(f.deployHash);
    expect(logger).toMatchObject({ failed: false, structLogs: expect.any(Array) });
    const call = await e.debug.traceTransaction(f.deployHash, { tracer: 'callTracer' });
    expect(call).toMatchObject({
      type: 'CREATE',
      from: EWOQ.cAddress.toLowerCase(),
      to: f.contract.toLowerCase(),
    });
    const diff = await e.debug.traceTransaction(f.deployHash, {
      tracer: 'prestateTracer',
      tracerConfig: { diffMode: true },
    });
    // the constructor stored 42 in slot 0
    expect(diff).toMatchObject({
      post: { [f.contract.toLowerCase()]: { storage: { [`0x${'0'.repeat(64)}`]: `0x${'0'.repeat(62)}2a` } } },
    });
    const flat = await e.debug.traceTransaction(f.deployHash, { tracer: 'flatCallTracer' });
    expect(flat).toEqual([expect.objectContaining({ type: 'create', transactionHash: f.deployHash })]);
  });

  test('a null config is read as absent: the same answer as leaving it out (Go *TraceConfig)', async () => {
    const e = evm();
    expect(await e.debug.traceTransaction(f.deployHash, null)).toEqual(
      await e.debug.traceTransaction(f.deployHash),
    );
    expect(await e.debug.intermediateRoots(f.deployBlockHash, null)).toEqual(
      await e.debug.intermediateRoots(f.deployBlockHash),
    );
    expect(await e.debug.traceBlockByHash(f.deployBlockHash, null)).toEqual(
      await e.debug.traceBlockByHash(f.deployBlockHash),
    );
  });

  // Helicon removed storageRangeAt and the runtime handler from the C chain (the cases above expect that)
  test.runIf(ERA !== 'helicon')(
    'storageRangeAt reads the storage before the transaction: the slot the constructor set, then none before it',
    async () => {
      const e = evm();
      const after = await e.debug.storageRangeAt(f.transferBlockHash, 0, f.contract, '0x', 10);
      expect(Object.values(after.storage ?? {}).map((s) => s.value)).toEqual([`0x${'0'.repeat(62)}2a`]);
      expect(after.nextKey).toBeNull();
      // before the deploy ran, the f.contract had no storage
      expect(await e.debug.storageRangeAt(f.deployBlockHash, 0, f.contract, '0x', 10)).toEqual({
        storage: null,
        nextKey: null,
      });
    },
  );

  test.runIf(ERA !== 'helicon')(
    'the runtime handler writes its profiles on the node’s disk, at the paths given',
    () => {
      for (const name of [
        'cpu.prof',
        'mem.prof',
        'go.trace',
        'block.prof',
        'mutex.prof',
        'stopped-cpu.prof',
      ]) {
        const f = file(name, 'seed');
        expect(existsSync(f), f).toBe(true);
        expect(statSync(f).size, f).toBeGreaterThan(0);
      }
      expect(written.length).toBeGreaterThan(0);
      for (const f of written) expect(existsSync(f), f).toBe(true);
    },
  );

  test.runIf(ERA !== 'helicon')(
    'a stop without a start is the node’s refusal, sent once (never retried)',
    async () => {
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
    },
  );

  test('a block whose hash the node does not know is the node’s error, not a result', async () => {
    const error = await evm()
      .debug.traceBlockByHash(UNKNOWN_HASH)
      .catch((err: unknown) => err);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).message).toMatch(/not found/);
  });
});
