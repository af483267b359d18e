import { type MethodEntry, SdkError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { nodeWireName } from '../../test/nodeWireName.js';
import type { TxContext } from '../shared/context.js';
import type { SignedTx } from '../types.js';
import { issue } from './issue.js';

function signed(chain: 'X' | 'P' | 'C'): SignedTx {
  return {
    unsigned: { chain, tx: { type: 'BaseTx' }, bytes: Uint8Array.of(0, 0), signers: [] },
    credentials: [],
    bytes: Uint8Array.of(0, 1, 2, 3),
    txId: 'id-of-the-bytes',
  };
}

function fakeContext(txID: string) {
  const calls: unknown[][] = [];
  const ctx = {
    async call(method: MethodEntry, ...args: unknown[]) {
      calls.push([nodeWireName(method), method.retry, ...args]);
      return { txID };
    },
    wireName: nodeWireName,
  } as unknown as TxContext;
  return { ctx, calls };
}

describe('issue', () => {
  it("sends the signed bytes once to the chain's issueTx (the spec's submit, retry: false), as hex with the checksum", async () => {
    const params = { tx: '0x00010203f0c990d8', encoding: 'hex' };
    for (const [chain, method, sent] of [
      ['X', 'avm.issueTx', params],
      ['P', 'platform.issueTx', params],
      ['C', 'avax.issueTx', [params]], // the atomic API's one param, by position
    ] as const) {
      const { ctx, calls } = fakeContext('id-of-the-bytes');
      await expect(issue(ctx, signed(chain))).resolves.toEqual({ txId: 'id-of-the-bytes' });
      expect(calls).toEqual([[method, false, sent, undefined]]);
    }
  });

  it('refuses an answer naming another tx id (keeping the answer in the details)', async () => {
    const { ctx } = fakeContext('something-else');
    const error = await issue(ctx, signed('P')).catch((e: unknown) => e);
    expect(SdkError.isInstance(error)).toBe(true);
    expect((error as SdkError).shortMessage).toBe(
      'platform.issueTx answered tx id something-else, not the id of the bytes sent id-of-the-bytes',
    );
    expect((error as SdkError).details).toBe('{"txID":"something-else"}');
  });
});
