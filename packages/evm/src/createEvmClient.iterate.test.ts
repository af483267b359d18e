import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { answerEach, fakeFetch } from '../test/fakeFetch.js';
import { createEvmClient } from './generated/createEvmClient.js';

const node = 'http://node.test:9650';
const address = 'C-avax1qr4pu2f0ruwnq2p3hcnyfkszrf6ny2xm0s0mxq';
const page = (from: number, count: number) => ({
  numFetched: String(count),
  utxos: Array.from({ length: count }, (_, i) => `utxo${from + i}`),
  endIndex: { address, utxo: `utxo${from + count - 1}` },
  encoding: 'hex',
});

function client(pages: () => unknown, options: Parameters<typeof createEvmClient>[0] = {}) {
  const { fetch, sent } = fakeFetch(answerEach(pages));
  return { evm: createEvmClient({ url: node, fetch, retry: false, ...options }), sent };
}

const paramsOf = (sent: { body: unknown }[]) => sent.map((s) => (s.body as { params: unknown }).params);

describe('iterate.getUTXOs (atomic.getUTXOs, page after page)', () => {
  it('follows endIndex as startIndex until a page is short, yielding every UTXO', async () => {
    const pages = [page(0, 2), page(2, 2), page(4, 1)];
    const { evm, sent } = client(() => pages.shift());
    const utxos: string[] = [];
    for await (const utxo of evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X', limit: 2 }))
      utxos.push(utxo);
    expect(utxos).toEqual(['utxo0', 'utxo1', 'utxo2', 'utxo3', 'utxo4']);
    expect(sent.map((s) => s.url)).toEqual(Array(3).fill(`${node}/ext/bc/C/atomic`));
    expect(paramsOf(sent)).toEqual([
      [{ addresses: [address], sourceChain: 'X', limit: 2 }],
      [{ addresses: [address], sourceChain: 'X', limit: 2, startIndex: { address, utxo: 'utxo1' } }],
      [{ addresses: [address], sourceChain: 'X', limit: 2, startIndex: { address, utxo: 'utxo3' } }],
    ]);
  });

  it('yields once the UTXO the node repeats at the start of each later page; a limit of 1 is sent as 2', async () => {
    // AvalancheGo's shared memory starts a page at startIndex inclusive
    const pages = [page(0, 2), page(1, 2), page(2, 1)];
    const { evm, sent } = client(() => pages.shift());
    const utxos: string[] = [];
    for await (const utxo of evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X', limit: 1 }))
      utxos.push(utxo);
    expect(utxos).toEqual(['utxo0', 'utxo1', 'utxo2']);
    expect(paramsOf(sent)).toEqual([
      [{ addresses: [address], sourceChain: 'X', limit: 2 }],
      [{ addresses: [address], sourceChain: 'X', limit: 2, startIndex: { address, utxo: 'utxo1' } }],
      [{ addresses: [address], sourceChain: 'X', limit: 2, startIndex: { address, utxo: 'utxo2' } }],
    ]);
  });

  it("sends avax.getUTXOs to /ext/bc/C/avax with wireNames: 'deployed'", async () => {
    const { evm, sent } = client(() => page(0, 1), { wireNames: 'deployed' });
    const utxos: string[] = [];
    for await (const utxo of evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'P' }))
      utxos.push(utxo);
    expect(utxos).toEqual(['utxo0']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: `${node}/ext/bc/C/avax`, body: { method: 'avax.getUTXOs' } });
  });

  it('stops on an empty page and on a repeated endIndex, and honours maxItems', async () => {
    const empty = client(() => ({ ...page(0, 0), endIndex: { address, utxo: 'x' } }));
    const none: string[] = [];
    for await (const utxo of empty.evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X' }))
      none.push(utxo);
    expect([none, empty.sent.length]).toEqual([[], 1]);

    const stuck = client(() => page(0, 2));
    const repeated: string[] = [];
    for await (const utxo of stuck.evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X', limit: 2 }))
      repeated.push(utxo);
    expect([repeated, stuck.sent.length]).toEqual([['utxo0', 'utxo1'], 2]);

    let n = 0;
    const endless = client(() => {
      n += 2;
      return page(n, 2);
    });
    const first: string[] = [];
    for await (const utxo of endless.evm.iterate.getUTXOs(
      { addresses: [address], sourceChain: 'X', limit: 2 },
      { maxItems: 3 },
    ))
      first.push(utxo);
    expect(first).toEqual(['utxo2', 'utxo3', 'utxo4']);
  });

  it('rejects on the first step, before sending, on a subnet EVM chain and for bad input', async () => {
    const subnet = client(() => page(0, 1), {
      blockchainId: '2u9ZKtGmSFDAvpSzpZ2FS2h8bpgBJKMqyT4LnfmHDx3mK5Bfne',
    });
    await expect(
      subnet.evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X' }).next(),
    ).rejects.toSatisfy((e: unknown) => ValidationError.isInstance(e) && /C chain/.test(String(e)));
    const bad = client(() => page(0, 1));
    await expect(
      bad.evm.iterate.getUTXOs({ addresses: [address], sourceChain: 'X', limit: -1 }).next(),
    ).rejects.toBeInstanceOf(ValidationError);
    expect([subnet.sent.length, bad.sent.length]).toEqual([0, 0]);
  });
});
