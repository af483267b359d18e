import { SdkError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
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
    async call(...args: unknown[]) {
      calls.push(args);
      return { txID };
    },
  } as unknown as TxContext;
  return { ctx, calls };
}

describe('issue', () => {
  it("sends the signed bytes once to the chain's issueTx, as hex with the checksum", async () => {
    for (const [chain, method] of [
      ['X', 'avm.issueTx'],
      ['P', 'platform.issueTx'],
      ['C', 'avax.issueTx'],
    ] as const) {
      const { ctx, calls } = fakeContext('id-of-the-bytes');
      await expect(issue(ctx, signed(chain))).resolves.toEqual({ txId: 'id-of-the-bytes' });
      expect(calls).toEqual([[chain, method, { tx: '0x00010203f0c990d8', encoding: 'hex' }, undefined]]);
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
