import { fakeNode } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import {
  createPChainClient,
  createPChainClientFor,
  type PChainClient,
  type PChainMethodTable,
} from './generated/createPChainClient.js';
import { methods } from './generated/methods.js';
import { ValidationError } from './index.js';

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
  [
    'platform.getAllValidatorsAt',
    (p) => p.platform.getAllValidatorsAt({ height: 'proposed' }),
    { height: 'proposed' },
  ],
  ['platform.getFeeConfig', (p) => p.platform.getFeeConfig(), {}],
  ['platform.getFeeState', (p) => p.platform.getFeeState(), {}],
  ['platform.getHeight', (p) => p.platform.getHeight(), {}],
  ['platform.getL1Validator', (p) => p.platform.getL1Validator({ validationID: 'v' }), { validationID: 'v' }],
  ['platform.getMinStake', (p) => p.platform.getMinStake(), {}],
  ['platform.getProposedHeight', (p) => p.platform.getProposedHeight(), {}],
  [
    'platform.getRewardUTXOs',
    (p) => p.platform.getRewardUTXOs({ txID: 't', encoding: 'hexnc' }),
    { txID: 't', encoding: 'hexnc' },
  ],
  [
    'platform.getStake',
    (p) => p.platform.getStake({ addresses: [addr], validatorsOnly: true }),
    { addresses: [addr], validatorsOnly: true },
  ],
  ['platform.getStakingAssetID', (p) => p.platform.getStakingAssetID({ subnetID: 's' }), { subnetID: 's' }],
  ['platform.getSubnet', (p) => p.platform.getSubnet({ subnetID: 's' }), { subnetID: 's' }],
  ['platform.getSubnets', (p) => p.platform.getSubnets({ ids: ['s'] }), { ids: ['s'] }],
  ['platform.getTimestamp', (p) => p.platform.getTimestamp(), {}],
  ['platform.getTotalStake', (p) => p.platform.getTotalStake({ subnetID: 's' }), { subnetID: 's' }],
  [
    'platform.getTx',
    (p) => p.platform.getTx({ txID: 't', encoding: 'json' }),
    { txID: 't', encoding: 'json' },
  ],
  ['platform.getTxStatus', (p) => p.platform.getTxStatus({ txID: 't' }), { txID: 't' }],
  [
    'platform.getUTXOs',
    (p) => p.platform.getUTXOs({ addresses: [addr], limit: 10, sourceChain: 'X' }),
    { addresses: [addr], limit: 10, sourceChain: 'X' },
  ],
  ['platform.getValidatorFeeConfig', (p) => p.platform.getValidatorFeeConfig(), {}],
  ['platform.getValidatorFeeState', (p) => p.platform.getValidatorFeeState(), {}],
  [
    'platform.getValidatorsAt',
    (p) => p.platform.getValidatorsAt({ height: '12', subnetID: 's' }),
    { height: '12', subnetID: 's' },
  ],
  [
    'platform.issueTx',
    (p) => p.platform.issueTx({ tx: '0x00', encoding: 'hex' }),
    { tx: '0x00', encoding: 'hex' },
  ],
  ['platform.sampleValidators', (p) => p.platform.sampleValidators({ size: 2 }), { size: 2 }],
  ['platform.validatedBy', (p) => p.platform.validatedBy({ blockchainID: 'c' }), { blockchainID: 'c' }],
  ['platform.validates', (p) => p.platform.validates({ subnetID: 's' }), { subnetID: 's' }],
];

describe('createPChainClient: every method', () => {
  it('covers every method of the spec (platform.* here, proposervm.* below)', () => {
    const proposervm = ['proposervm.getCurrentEpoch', 'proposervm.getProposedHeight'];
    expect([...cases.map(([wire]) => wire), ...proposervm].sort()).toEqual(Object.keys(methods).sort());
  });

  it.each([
    ['proposervm.getCurrentEpoch', (p: PChainClient) => p.proposervm.getCurrentEpoch()],
    ['proposervm.getProposedHeight', (p: PChainClient) => p.proposervm.getProposedHeight()],
  ] as const)(
    '%s posts {} to /ext/bc/P/proposervm (the ProposerVM API of the P chain)',
    async (wire, call) => {
      const { pchain, sent } = client(() => ({ answer: wire }));
      await expect(call(pchain)).resolves.toEqual({ answer: wire });
      expect(sent).toEqual([
        {
          url: `${url}/ext/bc/P/proposervm`,
          method: 'POST',
          items: [{ method: wire, params: {} }],
          batch: false,
        },
      ]);
    },
  );

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

  it.each(cases)(
    '%s: createPChainClientFor given its entry alone sends what createPChainClient sends',
    async (wire, call) => {
      const result = { answer: wire };
      const whole = fakeNode(() => result);
      const one = fakeNode(() => result);
      const entry = { [wire.replace('.', '_')]: methods[wire]! } as PChainMethodTable;
      await expect(call(createPChainClient({ url, fetch: whole.fetch }))).resolves.toEqual(result);
      const picked = createPChainClientFor(entry, { url, fetch: one.fetch });
      await expect(call(picked as unknown as PChainClient)).resolves.toEqual(result);
      expect(one.sent).toEqual(whole.sent);
    },
  );

  it('marks getBalance and getBlockchains deprecated since v1.9.12', () => {
    expect(methods['platform.getBalance']?.deprecated).toBe('since v1.9.12');
    expect(methods['platform.getBlockchains']?.deprecated).toBe('since v1.9.12');
    expect(methods['platform.getBlock']?.deprecated).toBeUndefined();
  });

  it('marks deprecated what AvalancheGo v1.14.0 logs as deprecated, and never retries issueTx', () => {
    const deprecated = Object.entries(methods)
      .filter(([, m]) => m.deprecated)
      .map(([name]) => name)
      .sort();
    expect(deprecated).toEqual([
      'platform.getBalance',
      'platform.getBlockchains',
      'platform.getRewardUTXOs',
      'platform.getStake',
      'platform.getSubnets',
    ]);
    const notRetried = Object.entries(methods)
      .filter(([, m]) => m.retry === false)
      .map(([name]) => name);
    expect(notRetried).toEqual(['platform.issueTx']);
  });

  it('getCurrentValidators takes no params at all, or either filter alone', async () => {
    const { pchain, sent } = client(() => ({ validators: [] }));
    await pchain.platform.getCurrentValidators();
    await pchain.platform.getCurrentValidators({ nodeIDs: ['NodeID-a'] });
    expect(sent.map((s) => s.items[0]?.params)).toEqual([{}, { nodeIDs: ['NodeID-a'] }]);
  });

  it('getCurrentValidators passes an auto-renewed validator with or without its restaked totals, as sent', async () => {
    const renewed = { txID: 't', nodeID: 'NodeID-a', weight: '2000000010000', nextPeriod: '1209600' };
    // as AvalancheGo with ava-labs/avalanchego#5983 sends them (JSON uint64: decimal strings), and as v1.15.0 (absent)
    const withTotals = { ...renewed, restakedValidationRewards: '7000', restakedDelegateeRewards: '3000' };
    const { pchain } = client(() => ({ validators: [withTotals, renewed] }));
    const { validators } = await pchain.platform.getCurrentValidators();
    expect(validators).toEqual([withTotals, renewed]);
    expect(validators[0]?.restakedValidationRewards).toBe('7000');
    expect(validators[1]?.restakedDelegateeRewards).toBeUndefined();
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
      if (posts <= 2) return new Response('busy', { status: 503 });
      return fake.fetch(input, init);
    };
    const pchain = createPChainClient({ url, fetch, retry: { retries: 2, minDelayMs: 1, maxDelayMs: 1 } });
    await expect(pchain.request('platform.notInTheSpec', {})).rejects.toMatchObject({
      name: 'HttpError',
      status: 503,
    });
    expect(posts).toBe(1);
    await expect(pchain.platform.issueTx({ tx: '0x00' })).rejects.toMatchObject({ status: 503 });
    expect(posts).toBe(2);
    await pchain.request('platform.getHeight');
    expect(fake.sent.map((s) => [s.url, s.items[0]?.method])).toEqual([
      [`${url}/ext/bc/P`, 'platform.getHeight'],
    ]);
  });
});

describe('createPChainClient: new input rules', () => {
  it('checks getUTXOs addresses and limit, encodings and sampleValidators size before sending', async () => {
    const { pchain, sent } = client();
    await expect(pchain.platform.getUTXOs({ addresses: [] as unknown as [string] })).rejects.toMatchObject({
      field: 'addresses',
    });
    await expect(pchain.platform.getUTXOs({ addresses: [addr], limit: 1025 })).rejects.toMatchObject({
      field: 'limit',
    });
    // @ts-expect-error hex, hexc or hexnc
    await expect(pchain.platform.issueTx({ tx: '0x00', encoding: 'json' })).rejects.toMatchObject({
      field: 'encoding',
    });
    await expect(pchain.platform.sampleValidators({ size: -1 })).rejects.toMatchObject({ field: 'size' });
    await expect(
      pchain.platform.getStake({ addresses: Array.from({ length: 257 }, () => addr) }),
    ).rejects.toMatchObject({ field: 'addresses' });
    expect(sent).toHaveLength(0);
  });
});

describe('createPChainClient: iterate.getUTXOs', () => {
  const page = (from: number, count: number) => ({
    numFetched: String(count),
    utxos: Array.from({ length: count }, (_, i) => `utxo${from + i}`),
    endIndex: { address: addr, utxo: `utxo${from + count - 1}` },
    encoding: 'hex',
  });

  it('follows endIndex as startIndex until a page is short, yielding every UTXO', async () => {
    const pages = [page(0, 2), page(2, 2), page(4, 1)];
    const { pchain, sent } = client(() => pages.shift());
    const utxos: string[] = [];
    for await (const utxo of pchain.iterate.getUTXOs({ addresses: [addr], limit: 2 })) utxos.push(utxo);
    expect(utxos).toEqual(['utxo0', 'utxo1', 'utxo2', 'utxo3', 'utxo4']);
    expect(sent.map((s) => [s.items[0]?.method, s.items[0]?.params])).toEqual([
      ['platform.getUTXOs', { addresses: [addr], limit: 2 }],
      ['platform.getUTXOs', { addresses: [addr], limit: 2, startIndex: { address: addr, utxo: 'utxo1' } }],
      ['platform.getUTXOs', { addresses: [addr], limit: 2, startIndex: { address: addr, utxo: 'utxo3' } }],
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
    for await (const utxo of empty.pchain.iterate.getUTXOs({ addresses: [addr] })) none.push(utxo);
    expect([none, empty.sent.length]).toEqual([[], 1]);

    const stuck = client(() => page(0, 2));
    const repeated: string[] = [];
    for await (const utxo of stuck.pchain.iterate.getUTXOs({ addresses: [addr], limit: 2 }))
      repeated.push(utxo);
    expect([repeated, stuck.sent.length]).toEqual([['utxo0', 'utxo1'], 2]);

    let n = 0;
    const endless = client(() => {
      n += 2;
      return page(n, 2);
    });
    const first: string[] = [];
    for await (const utxo of endless.pchain.iterate.getUTXOs(
      { addresses: [addr], limit: 2 },
      { maxItems: 3 },
    ))
      first.push(utxo);
    expect(first).toEqual(['utxo2', 'utxo3', 'utxo4']);
  });

  it('atomic UTXOs (sourceChain): a page starting with the previous last UTXO yields it once; limit 1 is sent as 2', async () => {
    // what a real node answers for 3 atomic UTXOs a, b, c: pages start AT startIndex
    const at = (utxos: string[]) => ({
      numFetched: String(utxos.length),
      utxos,
      endIndex: { address: addr, utxo: utxos.at(-1)! },
      encoding: 'hex',
    });
    const pages = [at(['a', 'b']), at(['b', 'c']), at(['c'])];
    const { pchain, sent } = client(() => pages.shift());
    const utxos: string[] = [];
    for await (const utxo of pchain.iterate.getUTXOs({ addresses: [addr], sourceChain: 'X', limit: 1 }))
      utxos.push(utxo);
    expect(utxos).toEqual(['a', 'b', 'c']);
    expect(sent.map((s) => s.items[0]?.params)).toEqual([
      { addresses: [addr], sourceChain: 'X', limit: 2 },
      { addresses: [addr], sourceChain: 'X', limit: 2, startIndex: { address: addr, utxo: 'b' } },
      { addresses: [addr], sourceChain: 'X', limit: 2, startIndex: { address: addr, utxo: 'c' } },
    ]);
  });

  it('rejects bad input on the first step', async () => {
    const { pchain, sent } = client();
    await expect(pchain.iterate.getUTXOs({ addresses: [addr], limit: 5000 }).next()).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(sent).toHaveLength(0);
  });
});
