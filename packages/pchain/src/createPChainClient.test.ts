import { describe, expect, it } from 'vitest';
import { fakeNode } from '../test/fakeNode.js';
import { createPChainClient, type PChainClient } from './createPChainClient.js';
import { methods } from './generated/methods.js';

const url = 'http://127.0.0.1:9650';

function client(
  answer?: Parameters<typeof fakeNode>[0],
  options: Parameters<typeof createPChainClient>[0] = {},
) {
  const fake = fakeNode(answer);
  return {
    pchain: createPChainClient({ url, fetch: fake.fetch, retry: false, ...options }),
    sent: fake.sent,
  };
}

type Case = [wire: string, call: (p: PChainClient) => Promise<unknown>, params: unknown];
const addr = 'P-avax1qr4pu2f0ruwnq2p3hcnyfkszrf6ny2xm0s0mxq';

const cases: Case[] = [
  ['platform.getBalance', (p) => p.platform.getBalance({ addresses: [addr] }), { addresses: [addr] }],
  [
    'platform.getBlock',
    (p) => p.platform.getBlock({ blockID: 'b', encoding: 'json' }),
    { blockID: 'b', encoding: 'json' },
  ],
  ['platform.getBlockByHeight', (p) => p.platform.getBlockByHeight({ height: 7 }), { height: 7 }],
  ['platform.getBlockchains', (p) => p.platform.getBlockchains(), {}],
  [
    'platform.getBlockchainStatus',
    (p) => p.platform.getBlockchainStatus({ blockchainID: 'c' }),
    { blockchainID: 'c' },
  ],
  ['platform.getCurrentSupply', (p) => p.platform.getCurrentSupply({ subnetID: 's' }), { subnetID: 's' }],
  [
    'platform.getCurrentValidators',
    (p) => p.platform.getCurrentValidators({ subnetID: 's', nodeIDs: ['NodeID-a', 'NodeID-b'] }),
    { subnetID: 's', nodeIDs: ['NodeID-a', 'NodeID-b'] },
  ],
];

describe('createPChainClient: every method', () => {
  it('covers every method of the spec', () => {
    expect(cases.map(([wire]) => wire).sort()).toEqual(Object.keys(methods).sort());
  });

  it.each(cases)(
    '%s posts to /ext/bc/P with its name and params and resolves the result',
    async (wire, call, params) => {
      const result = { answer: wire };
      const { pchain, sent } = client(() => result);
      await expect(call(pchain)).resolves.toEqual(result);
      expect(sent).toEqual([
        { url: `${url}/ext/bc/P`, method: 'POST', items: [{ method: wire, params }], batch: false },
      ]);
    },
  );

  it('marks getBalance and getBlockchains deprecated since v1.9.12', () => {
    expect(methods['platform.getBalance']?.deprecated).toBe('since v1.9.12');
    expect(methods['platform.getBlockchains']?.deprecated).toBe('since v1.9.12');
    expect(methods['platform.getBlock']?.deprecated).toBeUndefined();
  });

  it('getCurrentValidators takes no params at all, or either filter alone', async () => {
    const { pchain, sent } = client(() => ({ validators: [] }));
    await pchain.platform.getCurrentValidators();
    await pchain.platform.getCurrentValidators({ nodeIDs: ['NodeID-a'] });
    expect(sent.map((s) => s.items[0]?.params)).toEqual([{}, { nodeIDs: ['NodeID-a'] }]);
  });
});

describe('createPChainClient: input rules', () => {
  it('rejects a bad encoding, a non-integer or negative height, and a missing blockID before sending', async () => {
    const { pchain, sent } = client();
    // @ts-expect-error hex or json
    await expect(pchain.platform.getBlock({ blockID: 'b', encoding: 'cb58' })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'encoding',
    });
    await expect(pchain.platform.getBlockByHeight({ height: 1.5 })).rejects.toMatchObject({
      field: 'height',
    });
    await expect(pchain.platform.getBlockByHeight({ height: -1 })).rejects.toMatchObject({ field: 'height' });
    // @ts-expect-error blockID is required
    await expect(pchain.platform.getBlock({})).rejects.toMatchObject({ field: 'blockID' });
    expect(sent).toHaveLength(0);
  });

  it('request() routes platform.* and unknown namespaces to /ext/bc/P, never retrying unknown methods', async () => {
    const fake = fakeNode(() => ({}));
    let posts = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      posts++;
      if (posts === 1) return new Response('busy', { status: 503 });
      return fake.fetch(input, init);
    };
    const pchain = createPChainClient({ url, fetch, retry: { retries: 2, minDelayMs: 1, maxDelayMs: 1 } });
    await expect(pchain.request('platform.issueTx', { tx: '0x00' })).rejects.toMatchObject({
      name: 'HttpError',
      status: 503,
    });
    expect(posts).toBe(1);
    await pchain.request('platform.getHeight');
    expect(fake.sent.map((s) => [s.url, s.items[0]?.method])).toEqual([
      [`${url}/ext/bc/P`, 'platform.getHeight'],
    ]);
  });
});
