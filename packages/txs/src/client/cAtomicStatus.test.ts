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

/** What coreth (AvalancheGo v1.14.0) answers to web3_clientVersion, and what AvalancheGo v1.15 (Helicon) does. */
const CORETH = 'v0.15.4@e2fb0f0';
const HELICON = 'avalanchego/1.15.0 [database=v1.4.5, rpcchainvm=46]';

/**
 * A C chain whose avax.*, eth_* and web3_* methods answer (or throw) from `answers[method]` in turn, the last one
 * repeating; `eth_blockNumber` answers 0xffff (every block executed) and `web3_clientVersion` coreth's version
 * unless given.
 */
function cChain(answers: Record<string, unknown[]>) {
  const calls: { method: string; params: unknown }[] = [];
  const given: Record<string, unknown[]> = {
    eth_blockNumber: ['0xffff'],
    web3_clientVersion: [CORETH],
    ...answers,
  };
  const ctx = {
    url: 'http://node',
    wireName: nodeWireName,
    async call(entry: MethodEntry, params?: unknown) {
      const method = nodeWireName(entry);
      expect(entry.endpoint).toBe(
        // avax.* is served at /ext/bc/C/avax under the deployed names
        /^(eth|web3)_/.test(method) ? '/ext/bc/{blockchainId}/rpc' : '/ext/bc/C/atomic',
      );
      calls.push({ method, params });
      const list = given[method] ?? [];
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
      'web3_clientVersion', // read once for the client's context, not per poll
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

  it('a blockHeight of 0, above 2^64-1, with a leading zero or not a decimal string is a ParseError', async () => {
    for (const blockHeight of [
      '0',
      '18446744073709551616',
      '99999999999999999999',
      '07',
      '',
      ' 7',
      '7.0',
      '0x7',
    ]) {
      const { ctx } = cChain({ 'avax.getAtomicTx': [{ tx: TX, encoding: 'hex', blockHeight }] });
      const error = await wait(ctx, { chain: 'C', txId: TX_ID }).catch((e: unknown) => e);
      expect(ParseError.isInstance(error), blockHeight).toBe(true);
      expect((error as Error).message).toContain(
        `Invalid answer to avax.getAtomicTx http://node: no block number: blockHeight is a decimal string from 1 to 2^64-1 (got ${JSON.stringify(blockHeight)})`,
      );
    }
    // the largest uint64 is a height (executed once eth_blockNumber reaches it)
    const { ctx } = cChain({
      'avax.getAtomicTx': [{ tx: TX, encoding: 'hex', blockHeight: '18446744073709551615' }],
      eth_blockNumber: ['0xffffffffffffffff'],
    });
    await expect(wait(ctx, { chain: 'C', txId: TX_ID })).resolves.toMatchObject({ status: 'Accepted' });
  });

  it('Helicon: a known tx without its blockHeight is a ParseError, never Accepted by getAtomicTxStatus', async () => {
    const { ctx, calls } = cChain({
      'avax.getAtomicTx': [{ tx: TX, encoding: 'hex' }],
      'avax.getAtomicTxStatus': [{ status: 'Accepted' }],
      web3_clientVersion: [HELICON],
    });
    const error = await wait(ctx, { chain: 'C', txId: TX_ID }).catch((e: unknown) => e);
    expect(ParseError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      'Invalid answer to avax.getAtomicTx http://node: a known tx without its blockHeight, which a Helicon node always sends',
    );
    expect(calls.map((c) => c.method)).toEqual(['avax.getAtomicTx', 'web3_clientVersion']);
  });

  it('pre-Helicon: getAtomicTxStatus Accepted counts only with its blockHeight, once that block is executed', async () => {
    const bare = cChain({
      'avax.getAtomicTx': [{ tx: TX, encoding: 'hex' }],
      'avax.getAtomicTxStatus': [{ status: 'Accepted' }],
    });
    const error = await wait(bare.ctx, { chain: 'C', txId: TX_ID }).catch((e: unknown) => e);
    expect(ParseError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      'Invalid answer to avax.getAtomicTxStatus http://node: no block number: blockHeight is a decimal string from 1 to 2^64-1 (got undefined)',
    );
    const { ctx, calls } = cChain({
      'avax.getAtomicTx': [{ tx: TX, encoding: 'hex' }],
      'avax.getAtomicTxStatus': [{ status: 'Accepted', blockHeight: '7' }],
      eth_blockNumber: ['0x6', '0x7'],
    });
    await expect(wait(ctx, { chain: 'C', txId: TX_ID })).resolves.toMatchObject({ status: 'Accepted' });
    expect(calls.filter((c) => c.method === 'eth_blockNumber')).toHaveLength(2);
    // and the tx getAtomicTx answered must be the one asked for
    const other = cChain({
      'avax.getAtomicTx': [{ tx: hexWithChecksum(new Uint8Array(9)), encoding: 'hex' }],
      'avax.getAtomicTxStatus': [{ status: 'Accepted', blockHeight: '7' }],
    });
    await expect(wait(other.ctx, { chain: 'C', txId: TX_ID })).rejects.toThrow('another tx');
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
