import { ValidationError } from '@pkg/core';
import { fakeNode } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import {
  createXChainClient,
  createXChainClientFor,
  type XChainClient,
  type XChainMethodTable,
} from './generated/createXChainClient.js';
import { methods } from './generated/methods.js';

const url = 'http://127.0.0.1:9650';

function client(
  answer?: Parameters<typeof fakeNode>[0],
  options: Parameters<typeof createXChainClient>[0] = {},
) {
  const fake = fakeNode(answer);
  return {
    xchain: createXChainClient({ url, fetch: fake.fetch, retry: false, ...options }),
    sent: fake.sent,
  };
}

type Case = [wire: string, call: (x: XChainClient) => Promise<unknown>, params: unknown];
const addr = 'X-avax1qr4pu2f0ruwnq2p3hcnyfkszrf6ny2xm0s0mxq';

const cases: Case[] = [
  ['xvm.getAllBalances', (x) => x.xvm.getAllBalances({ address: addr }), { address: addr }],
  ['xvm.getAssetDescription', (x) => x.xvm.getAssetDescription({ assetID: 'AVAX' }), { assetID: 'AVAX' }],
  [
    'xvm.getBalance',
    (x) => x.xvm.getBalance({ address: addr, assetID: 'AVAX' }),
    { address: addr, assetID: 'AVAX' },
  ],
  [
    'xvm.getBlock',
    (x) => x.xvm.getBlock({ blockID: 'b', encoding: 'json' }),
    { blockID: 'b', encoding: 'json' },
  ],
  ['xvm.getBlockByHeight', (x) => x.xvm.getBlockByHeight({ height: '12' }), { height: '12' }],
  ['xvm.getHeight', (x) => x.xvm.getHeight(), {}],
  ['xvm.issueTx', (x) => x.xvm.issueTx({ tx: '0x00aa', encoding: 'hex' }), { tx: '0x00aa', encoding: 'hex' }],
  ['xvm.getTx', (x) => x.xvm.getTx({ txID: 't', encoding: 'hex' }), { txID: 't', encoding: 'hex' }],
  ['xvm.getTxFee', (x) => x.xvm.getTxFee(), {}],
  ['xvm.getTxStatus', (x) => x.xvm.getTxStatus({ txID: 't' }), { txID: 't' }],
  [
    'xvm.getUTXOs',
    (x) => x.xvm.getUTXOs({ addresses: [addr], limit: 10, sourceChain: 'P', encoding: 'hex' }),
    { addresses: [addr], limit: 10, sourceChain: 'P', encoding: 'hex' },
  ],
];

describe('createXChainClient: every method', () => {
  it('covers every method of the spec', () => {
    expect([...cases.map(([wire]) => wire), 'wallet.issueTx'].sort()).toEqual(Object.keys(methods).sort());
  });

  it('wallet.issueTx posts to /ext/bc/X/wallet as wallet.issueTx in every wireNames mode, never retried', async () => {
    for (const wireNames of ['seed', 'deployed'] as const) {
      const { xchain, sent } = client(() => ({ txID: 't' }), { wireNames });
      await expect(xchain.wallet.issueTx({ tx: '0x00aa' })).resolves.toEqual({ txID: 't' });
      expect(sent).toEqual([
        {
          url: `${url}/ext/bc/X/wallet`,
          method: 'POST',
          items: [{ method: 'wallet.issueTx', params: { tx: '0x00aa' } }],
          batch: false,
        },
      ]);
    }
    expect(methods['wallet.issueTx']).toMatchObject({
      retry: false,
      deprecated: expect.stringContaining('xvm.issueTx'),
    });
  });

  it.each(cases)(
    '%s posts to /ext/bc/X with its name and params and resolves the result',
    async (wire, call, params) => {
      const result = { answer: wire };
      // 'seed': the wire itself; under 'auto' a submit is preceded by a read that settles the names (core's tests)
      const { xchain, sent } = client(() => result, { wireNames: 'seed' });
      await expect(call(xchain)).resolves.toEqual(result);
      expect(sent).toEqual([
        { url: `${url}/ext/bc/X`, method: 'POST', items: [{ method: wire, params }], batch: false },
      ]);
    },
  );

  it.each(cases)(
    '%s: createXChainClientFor given its entry alone sends what createXChainClient sends',
    async (wire, call) => {
      const result = { answer: wire };
      const whole = fakeNode(() => result);
      const one = fakeNode(() => result);
      const entry = { [wire.replace('.', '_')]: methods[wire]! } as XChainMethodTable;
      await expect(call(createXChainClient({ url, fetch: whole.fetch, wireNames: 'seed' }))).resolves.toEqual(
        result,
      );
      const picked = createXChainClientFor(entry, { url, fetch: one.fetch, wireNames: 'seed' });
      await expect(call(picked as unknown as XChainClient)).resolves.toEqual(result);
      expect(one.sent).toEqual(whole.sent);
    },
  );

  it('marks the deprecated methods with their versions', () => {
    expect(methods['xvm.getAllBalances']?.deprecated).toBe('since v1.9.12');
    expect(methods['xvm.getBalance']?.deprecated).toBe('since v1.9.12');
    expect(methods['xvm.getTxStatus']?.deprecated).toBe('since v1.10.0');
    expect(methods['xvm.getTx']?.deprecated).toBeUndefined();
  });
});

describe('createXChainClient: options', () => {
  it('calls /ext/bc/<blockchainId> when given one (encoded)', async () => {
    const { xchain, sent } = client(() => ({ height: '1' }), {
      blockchainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
    });
    await xchain.xvm.getHeight();
    const odd = client(() => ({ height: '1' }), { blockchainId: 'a/b?c' });
    await odd.xchain.xvm.getHeight();
    expect([sent[0]?.url, odd.sent[0]?.url]).toEqual([
      `${url}/ext/bc/2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM`,
      `${url}/ext/bc/a%2Fb%3Fc`,
    ]);
  });

  it("sends the deployed nodes' avm.* names with wireNames: 'deployed', or a custom map", async () => {
    const deployed = client(() => ({ height: '1' }), { wireNames: 'deployed' });
    await deployed.xchain.xvm.getHeight();
    await deployed.xchain.request('xvm.getAddressTxs', { address: addr });
    expect(deployed.sent.map((s) => s.items[0]?.method)).toEqual(['avm.getHeight', 'avm.getAddressTxs']);
    const custom = client(() => ({ height: '1' }), { wireNames: { namespaces: { xvm: 'myvm' } } });
    await custom.xchain.xvm.getHeight();
    expect(custom.sent[0]?.items[0]?.method).toBe('myvm.getHeight');
    const paths = client(() => ({ height: '1' }), {
      wireNames: { paths: { '/ext/bc/{blockchainId}': '/ext/vm/{blockchainId}' } },
      blockchainId: 'myX',
    });
    await paths.xchain.xvm.getHeight();
    expect(paths.sent[0]?.url).toBe(`${url}/ext/vm/myX`);
    const seed = client(() => ({ height: '1' }));
    await seed.xchain.xvm.getHeight();
    expect(seed.sent[0]?.items[0]?.method).toBe('xvm.getHeight');
  });

  it('sends a namespace to an endpoints override', async () => {
    const { xchain, sent } = client(() => ({ height: '1' }), { endpoints: { xvm: 'https://rpc.example/x' } });
    await xchain.xvm.getHeight();
    expect(sent[0]?.url).toBe('https://rpc.example/x');
  });
});

describe('createXChainClient: input rules', () => {
  it('getUTXOs: limit at most 1024, only hex encoding, at least one address', async () => {
    const { xchain, sent } = client(() => ({
      numFetched: '0',
      utxos: [],
      endIndex: { address: '', utxo: '' },
      encoding: 'hex',
    }));
    await xchain.xvm.getUTXOs({ addresses: [addr], limit: 1024 });
    await expect(xchain.xvm.getUTXOs({ addresses: [addr], limit: 1025 })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'limit',
      rule: 'maximum 1024',
    });
    // @ts-expect-error only hex
    await expect(xchain.xvm.getUTXOs({ addresses: [addr], encoding: 'json' })).rejects.toMatchObject({
      field: 'encoding',
    });
    // @ts-expect-error at least one address
    await expect(xchain.xvm.getUTXOs({ addresses: [] })).rejects.toMatchObject({ field: 'addresses' });
    await expect(
      // @ts-expect-error startIndex needs address and utxo
      xchain.xvm.getUTXOs({ addresses: [addr], startIndex: { address: addr } }),
    ).rejects.toMatchObject({ field: 'startIndex.utxo' });
    expect(sent).toHaveLength(1);
  });

  it('encodings: hex or json only; heights as decimal strings', async () => {
    const { xchain, sent } = client();
    // @ts-expect-error encoding is hex or json
    await expect(xchain.xvm.getTx({ txID: 't', encoding: 'cb58' })).rejects.toBeInstanceOf(ValidationError);
    await expect(xchain.xvm.getBlockByHeight({ height: '-1' })).rejects.toMatchObject({ field: 'height' });
    expect(sent).toHaveLength(0);
  });
});

describe('createXChainClient: xvm.issueTx', () => {
  it('is never retried: a 503 is the answer, not a reason to send the transaction again', async () => {
    const fake = fakeNode(undefined, () => new Response('busy', { status: 503 }));
    const retry = { retries: 3, minDelayMs: 1 };
    const xchain = createXChainClient({ url, fetch: fake.fetch, retry, wireNames: 'deployed' });
    await expect(xchain.xvm.issueTx({ tx: '0x00aa' })).rejects.toMatchObject({ status: 503 });
    expect(fake.sent).toHaveLength(1);
    expect(methods['xvm.issueTx']?.retry).toBe(false);
  });

  it('checks tx (0x then hex) and encoding (hex, hexc, hexnc) before sending', async () => {
    const { xchain, sent } = client(() => ({ txID: 't' }));
    await expect(xchain.xvm.issueTx({ tx: '00aa' })).rejects.toMatchObject({ field: 'tx' });
    await expect(xchain.xvm.issueTx({ tx: '0x00', encoding: 'json' as 'hex' })).rejects.toMatchObject({
      field: 'encoding',
    });
    expect(sent).toHaveLength(0);
    await expect(xchain.xvm.issueTx({ tx: '0x00', encoding: 'hexnc' })).resolves.toEqual({ txID: 't' });
  });
});

describe('createXChainClient: iterate.getUTXOs', () => {
  const page = (from: number, count: number) => ({
    numFetched: String(count),
    utxos: Array.from({ length: count }, (_, i) => `utxo${from + i}`),
    endIndex: { address: addr, utxo: `utxo${from + count - 1}` },
    encoding: 'hex',
  });

  it('follows endIndex as startIndex until a page is short, yielding every UTXO', async () => {
    const pages = [page(0, 2), page(2, 2), page(4, 1)];
    const { xchain, sent } = client(() => pages.shift());
    const utxos: string[] = [];
    for await (const utxo of xchain.iterate.getUTXOs({ addresses: [addr], limit: 2, sourceChain: 'P' }))
      utxos.push(utxo);
    expect(utxos).toEqual(['utxo0', 'utxo1', 'utxo2', 'utxo3', 'utxo4']);
    expect(sent.map((s) => s.items[0]?.params)).toEqual([
      { addresses: [addr], limit: 2, sourceChain: 'P' },
      { addresses: [addr], limit: 2, sourceChain: 'P', startIndex: { address: addr, utxo: 'utxo1' } },
      { addresses: [addr], limit: 2, sourceChain: 'P', startIndex: { address: addr, utxo: 'utxo3' } },
    ]);
  });

  it('with sourceChain, yields once the UTXO the node repeats at the start of each later page; limit 1 goes as 2', async () => {
    // atomic UTXOs: AvalancheGo's shared memory pages from startIndex inclusive
    const pages = [page(0, 2), page(1, 2), page(2, 1)];
    const { xchain, sent } = client(() => pages.shift());
    const utxos: string[] = [];
    for await (const utxo of xchain.iterate.getUTXOs({ addresses: [addr], limit: 1, sourceChain: 'C' }))
      utxos.push(utxo);
    expect(utxos).toEqual(['utxo0', 'utxo1', 'utxo2']);
    expect(sent.map((s) => s.items[0]?.params)).toEqual([
      { addresses: [addr], limit: 2, sourceChain: 'C' },
      { addresses: [addr], limit: 2, sourceChain: 'C', startIndex: { address: addr, utxo: 'utxo1' } },
      { addresses: [addr], limit: 2, sourceChain: 'C', startIndex: { address: addr, utxo: 'utxo2' } },
    ]);
  });

  it('stops on an empty page and on a repeated endIndex, and honours maxItems', async () => {
    const empty = client(() => ({
      numFetched: '0',
      utxos: [],
      endIndex: { address: addr, utxo: 'x' },
      encoding: 'hex',
    }));
    const none: string[] = [];
    for await (const utxo of empty.xchain.iterate.getUTXOs({ addresses: [addr] })) none.push(utxo);
    expect([none, empty.sent.length]).toEqual([[], 1]);

    const stuck = client(() => page(0, 2));
    const repeated: string[] = [];
    for await (const utxo of stuck.xchain.iterate.getUTXOs({ addresses: [addr], limit: 2 }))
      repeated.push(utxo);
    expect([repeated, stuck.sent.length]).toEqual([['utxo0', 'utxo1'], 2]);

    let n = 0;
    const endless = client(() => {
      n += 2;
      return page(n, 2);
    });
    const first: string[] = [];
    for await (const utxo of endless.xchain.iterate.getUTXOs(
      { addresses: [addr], limit: 2 },
      { maxItems: 3 },
    ))
      first.push(utxo);
    expect(first).toEqual(['utxo2', 'utxo3', 'utxo4']);
  });

  it('stops when its signal aborts, with the abort reason', async () => {
    const controller = new AbortController();
    let n = 0;
    const { xchain, sent } = client(() => {
      n += 2;
      return page(n, 2);
    });
    const seen: string[] = [];
    const run = async () => {
      for await (const utxo of xchain.iterate.getUTXOs(
        { addresses: [addr], limit: 2 },
        { signal: controller.signal },
      )) {
        seen.push(utxo);
        if (seen.length === 3) controller.abort(new Error('enough'));
      }
    };
    await expect(run()).rejects.toThrow('enough');
    expect(seen).toEqual(['utxo2', 'utxo3', 'utxo4']);
    expect(sent).toHaveLength(2);
  });

  it('rejects bad input on the first step', async () => {
    const { xchain, sent } = client();
    await expect(xchain.iterate.getUTXOs({ addresses: [addr], limit: 5000 }).next()).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(sent).toHaveLength(0);
  });
});
