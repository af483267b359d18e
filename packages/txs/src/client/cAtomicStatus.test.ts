import { JsonRpcError, type MethodEntry, ParseError, SdkError, TimeoutError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { nodeWireName } from '../../test/nodeWireName.js';
import { TxRejectedError } from '../errors.js';
import type { TxContext } from '../shared/context.js';
import { hexWithChecksum } from '../shared/hexWithChecksum.js';
import { txIdOf } from '../sign/signedTxBytes.js';
import { wait } from './wait.js';

const BYTES = new Uint8Array([0, 0, 0, 0, 0, 1, 2, 3]);
const TX_ID = txIdOf(BYTES);
const TX = hexWithChecksum(BYTES);
const notFound = (message: string) =>
  new JsonRpcError({ code: -32000, message, method: 'avax.getAtomicTx', url: 'http://node/ext/bc/C/avax' });

/**
 * A C chain whose avax.* and eth_* methods answer (or throw) from `answers[method]` in turn, the last one
 * repeating; `eth_blockNumber` answers 0xffff (every block executed) unless given.
 */
function cChain(answers: Record<string, unknown[]>) {
  const calls: { method: string; params: unknown }[] = [];
  const executed = answers.eth_blockNumber ?? ['0xffff'];
  const ctx = {
    url: 'http://node',
    wireName: nodeWireName,
    async call(entry: MethodEntry, params?: unknown) {
      const method = nodeWireName(entry);
      if (method === 'eth_blockNumber') {
        expect(entry.endpoint).toBe('/ext/bc/{blockchainId}/rpc');
        calls.push({ method, params });
        const seen = calls.filter((c) => c.method === method).length;
        return executed[Math.min(seen - 1, executed.length - 1)];
      }
      expect(entry.endpoint).toBe('/ext/bc/C/atomic'); // served at /ext/bc/C/avax under the deployed names
      calls.push({ method, params });
      const list = answers[method] ?? [];
      const seen = calls.filter((c) => c.method === method).length;
      const answer = list[Math.min(seen - 1, list.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as TxContext;
  return { ctx, calls };
}

describe('wait on C reads avax.getAtomicTx', () => {
  it('Helicon: not found until accepted, then its blockHeight; never the deprecated getAtomicTxStatus', async () => {
    const { ctx, calls } = cChain({
      'avax.getAtomicTx': [
        notFound('fetching tx: reading tx: not found'),
        { tx: TX, encoding: 'hex', blockHeight: '7' },
      ],
    });
    await expect(wait(ctx, { chain: 'C', txId: TX_ID })).resolves.toEqual({
      txId: TX_ID,
      status: 'Accepted',
    });
    const asked = { method: 'avax.getAtomicTx', params: [{ txID: TX_ID, encoding: 'hex' }] };
    expect(calls).toEqual([asked, asked, { method: 'eth_blockNumber', params: [] }]);
  });

  it('Helicon: accepted in block 7 resolves only once eth_blockNumber (the last executed block) reaches 7', async () => {
    const { ctx, calls } = cChain({
      'avax.getAtomicTx': [{ tx: TX, encoding: 'hex', blockHeight: '7' }],
      eth_blockNumber: ['0x5', '0x6', '0x7'],
    });
    await expect(wait(ctx, { chain: 'C', txId: TX_ID })).resolves.toEqual({
      txId: TX_ID,
      status: 'Accepted',
    });
    expect(calls.filter((c) => c.method === 'eth_blockNumber')).toHaveLength(3);
    // the block it was accepted in is read once; later polls ask eth_blockNumber alone
    expect(calls.filter((c) => c.method === 'avax.getAtomicTx')).toHaveLength(1);
  });

  it('Helicon: a block never executed ends at the deadline, naming the last status Executing', async () => {
    const { ctx } = cChain({
      'avax.getAtomicTx': [{ tx: TX, encoding: 'hex', blockHeight: '7' }],
      eth_blockNumber: ['0x6'],
    });
    const error = await wait(ctx, { chain: 'C', txId: TX_ID }, { timeoutMs: 80 }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('last status Executing');
  });

  it('a blockHeight or eth_blockNumber that is no block number is a ParseError naming the method', async () => {
    for (const [blockHeight, executed, method] of [
      ['-1', '0x9', 'avax.getAtomicTx'],
      [7, '0x9', 'avax.getAtomicTx'],
      ['7', '9', 'eth_blockNumber'],
      ['7', null, 'eth_blockNumber'],
      ['7', `0x${'f'.repeat(17)}`, 'eth_blockNumber'],
    ] as const) {
      const { ctx } = cChain({
        'avax.getAtomicTx': [{ tx: TX, encoding: 'hex', blockHeight }],
        eth_blockNumber: [executed],
      });
      const error = await wait(ctx, { chain: 'C', txId: TX_ID }).catch((e: unknown) => e);
      expect(ParseError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain(`Invalid answer to ${method} http://node: no block number`);
    }
  });

  it('Helicon: a tx the node dropped (forgotten, not found) ends at the wait deadline with a TimeoutError', async () => {
    const { ctx } = cChain({ 'avax.getAtomicTx': [notFound('fetching tx: reading tx: not found')] });
    const error = await wait(ctx, { chain: 'C', txId: TX_ID }, { timeoutMs: 80 }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(`avax.getAtomicTx txID ${TX_ID}, last status Unknown`);
  });

  it('pre-Helicon: a tx held but not accepted (no blockHeight) is Processing, then Dropped: a TxRejectedError', async () => {
    const { ctx, calls } = cChain({
      'avax.getAtomicTx': [notFound(`could not find tx ${TX_ID}`), { tx: TX, encoding: 'hex' }],
      'avax.getAtomicTxStatus': [{ status: 'Processing' }, { status: 'Dropped' }],
    });
    const error = await wait(ctx, { chain: 'C', txId: TX_ID }).catch((e: unknown) => e);
    expect(TxRejectedError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ status: 'Dropped', txId: TX_ID });
    expect(calls.map((c) => c.method)).toEqual([
      'avax.getAtomicTx',
      'avax.getAtomicTx',
      'avax.getAtomicTxStatus',
      'avax.getAtomicTx',
      'avax.getAtomicTxStatus',
    ]);
  });

  it('pre-Helicon: accepted once its chain reaches the block (blockHeight present)', async () => {
    const { ctx } = cChain({
      'avax.getAtomicTx': [
        { tx: TX, encoding: 'hex' },
        { tx: TX, encoding: 'hex', blockHeight: '3' },
      ],
      'avax.getAtomicTxStatus': [{ status: 'Processing' }],
    });
    await expect(wait(ctx, { chain: 'C', txId: TX_ID })).resolves.toMatchObject({ status: 'Accepted' });
  });

  it('refuses an accepted answer that is another tx, and passes on any other node error', async () => {
    const other = cChain({
      'avax.getAtomicTx': [{ tx: hexWithChecksum(new Uint8Array(9)), encoding: 'hex', blockHeight: '1' }],
    });
    const error = await wait(other.ctx, { chain: 'C', txId: TX_ID }).catch((e: unknown) => e);
    expect(SdkError.isInstance(error) && (error as Error).message).toContain('another tx');
    const broken = cChain({ 'avax.getAtomicTx': [notFound('problem with the database')] });
    await expect(wait(broken.ctx, { chain: 'C', txId: TX_ID })).rejects.toThrow('problem with the database');
  });
});
