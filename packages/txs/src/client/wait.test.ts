import { type MethodEntry, TimeoutError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { nodeWireName } from '../../test/nodeWireName.js';
import { TxRejectedError } from '../errors.js';
import type { TxContext } from '../shared/context.js';
import { wait } from './wait.js';

/** A context whose `call` answers from `answers` in turn (the last one repeats) and records every call's wire name. */
function fakeContext(answers: unknown[]) {
  const calls: { method: string; params: unknown }[] = [];
  const ctx = {
    async call(method: MethodEntry, params?: unknown) {
      calls.push({ method: nodeWireName(method), params });
      return answers[Math.min(calls.length - 1, answers.length - 1)];
    },
    wireName: nodeWireName,
  } as unknown as TxContext;
  return { ctx, calls };
}

describe('wait', () => {
  it('polls platform.getTxStatus until Committed', async () => {
    const { ctx, calls } = fakeContext([
      { status: 'Processing' },
      { status: 'Processing' },
      { status: 'Committed' },
    ]);
    await expect(wait(ctx, { chain: 'P', txId: 'tx1' })).resolves.toEqual({
      txId: 'tx1',
      status: 'Committed',
    });
    expect(calls).toEqual(Array(3).fill({ method: 'platform.getTxStatus', params: { txID: 'tx1' } }));
  });

  it('keeps polling through the X chain Unknown until Accepted', async () => {
    const { ctx, calls } = fakeContext([{ status: 'Unknown' }, { status: 'Accepted' }]);
    await expect(wait(ctx, { chain: 'X', txId: 'tx2' })).resolves.toEqual({
      txId: 'tx2',
      status: 'Accepted',
    });
    expect(calls.map((c) => c.method)).toEqual(['avm.getTxStatus', 'avm.getTxStatus']);
  });

  it('asks the C chain with avax.getAtomicTx (cAtomicStatus.test.ts has both eras)', async () => {
    // no blockHeight, a coreth node (web3_clientVersion), whose avax.getAtomicTxStatus says Dropped
    const { ctx, calls } = fakeContext([null, 'v0.15.4@e2fb0f0', { status: 'Dropped' }]);
    await expect(wait(ctx, { chain: 'C', txId: 'tx3' })).rejects.toThrow('Transaction tx3 Dropped');
    expect(calls[0]).toEqual({
      method: 'avax.getAtomicTx',
      params: [{ txID: 'tx3', encoding: 'hex' }],
    });
  });

  it('rejects with TxRejectedError carrying the status and the reason the node gave', async () => {
    const { ctx } = fakeContext([{ status: 'Dropped', reason: 'failed to verify: insufficient funds' }]);
    const error = await wait(ctx, { chain: 'P', txId: 'tx4' }).catch((e: unknown) => e);
    expect(TxRejectedError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      status: 'Dropped',
      reason: 'failed to verify: insufficient funds',
      txId: 'tx4',
    });
  });

  it('rejects with TimeoutError once the deadline passes, naming the method and the last status', async () => {
    const { ctx } = fakeContext([{ status: 'Processing' }]);
    const error = await wait(ctx, { chain: 'P', txId: 'tx5' }, { timeoutMs: 60 }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Timed out after 60 ms: platform.getTxStatus txID tx5, last status Processing',
    );
  });

  it('stops when its signal aborts', async () => {
    const { ctx } = fakeContext([{ status: 'Processing' }]);
    const controller = new AbortController();
    const waiting = wait(ctx, { chain: 'P', txId: 'tx6' }, { signal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
