import { json, recordingFetch } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createDataClient } from './createDataClient.js';
import { HttpError, ParseError, RateLimitError, TimeoutError, ValidationError } from './index.js';

type Case = {
  op: string;
  params: Record<string, unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

const wallet = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const tokenA = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const tokenB = '0x49d5c2bdffac6ce2bfdb6640f4f80f226bc10bab';

/** Every Data API endpoint of the seed, with every parameter it takes. */
const endpoints: Case[] = [
  {
    op: 'aggregateSignatures',
    params: {
      network: 'fuji',
      message: '0xdeadBEEF',
      justification: 'abcd',
      signingSubnetId: '11111111111111111111111111111111LpoYY',
      quorumPercentage: 67,
      quorumPercentageBuffer: 33,
      pChainHeight: 0,
    },
    method: 'POST',
    path: '/v1/signatureAggregator/fuji/aggregateSignatures',
    body: {
      message: '0xdeadBEEF',
      justification: 'abcd',
      signingSubnetId: '11111111111111111111111111111111LpoYY',
      quorumPercentage: 67,
      quorumPercentageBuffer: 33,
      pChainHeight: 0,
    },
  },
  {
    op: 'getAggregatedSignatures',
    params: { network: 'mainnet', txHash: '2QmnEsbgWtWqpsT8G1bEeTCkkPK2wS6YkxjRAu5y6WsWJ2iz4G' },
    method: 'GET',
    path: '/v1/signatureAggregator/mainnet/aggregateSignatures/2QmnEsbgWtWqpsT8G1bEeTCkkPK2wS6YkxjRAu5y6WsWJ2iz4G',
  },
  {
    op: 'listBlockchains',
    params: { network: 'testnet', pageToken: 't1', pageSize: 10000, sortOrder: 'desc' },
    method: 'GET',
    path: '/v1/networks/testnet/blockchains',
    query: { pageToken: 't1', pageSize: '10000', sortOrder: 'desc' },
  },
  {
    op: 'getSubnetById',
    params: { network: 'mainnet', subnetId: '11111111111111111111111111111111LpoYY' },
    method: 'GET',
    path: '/v1/networks/mainnet/subnets/11111111111111111111111111111111LpoYY',
  },
  {
    op: 'listPrimaryNetworkBlocksByNodeId',
    params: {
      network: 'fuji',
      blockchainId: 'p-chain',
      nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
      startTimestamp: 1_700_000_000,
      endTimestamp: 1_700_000_600,
      pageToken: 'abc',
      pageSize: 100,
    },
    method: 'GET',
    path: '/v1/networks/fuji/blockchains/p-chain/nodes/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg/blocks',
    query: { startTimestamp: '1700000000', endTimestamp: '1700000600', pageToken: 'abc', pageSize: '100' },
  },
  {
    op: 'supportedChains',
    params: { network: 'mainnet', feature: 'teleporter' },
    method: 'GET',
    path: '/v1/chains',
    query: { network: 'mainnet', feature: 'teleporter' },
  },
  {
    op: 'getLatestBlocks',
    params: { chainId: '43114', pageToken: 'p2', pageSize: 5 },
    method: 'GET',
    path: '/v1/chains/43114/blocks',
    query: { pageToken: 'p2', pageSize: '5' },
  },
  {
    op: 'getBlock',
    params: { chainId: '43114', blockId: '0xabc' },
    method: 'GET',
    path: '/v1/chains/43114/blocks/0xabc',
  },
  {
    op: 'listLatestTransactions',
    params: { chainId: '43113', pageSize: 1, status: 'failed' },
    method: 'GET',
    path: '/v1/chains/43113/transactions',
    query: { pageSize: '1', status: 'failed' },
  },
  {
    op: 'listErc721Transactions',
    params: { chainId: '43114', address: wallet, startBlock: 10, endBlock: 20, pageSize: 50 },
    method: 'GET',
    path: `/v1/chains/43114/addresses/${wallet}/transactions:listErc721`,
    query: { startBlock: '10', endBlock: '20', pageSize: '50' },
  },
  {
    op: 'listTransfers',
    params: { chainId: '43114', address: wallet, startBlock: 0, pageToken: 'x' },
    method: 'GET',
    path: `/v1/chains/43114/tokens/${wallet}/transfers`,
    query: { startBlock: '0', pageToken: 'x' },
  },
  {
    op: 'listErc20Balances',
    params: {
      chainId: '43114',
      address: wallet,
      blockNumber: '123456',
      pageSize: 500,
      filterSpamTokens: false,
      contractAddresses: [tokenA, tokenB],
      currency: 'eur',
    },
    method: 'GET',
    path: `/v1/chains/43114/addresses/${wallet}/balances:listErc20`,
    query: {
      blockNumber: '123456',
      pageSize: '500',
      filterSpamTokens: 'false',
      contractAddresses: `${tokenA},${tokenB}`,
      currency: 'eur',
    },
  },
  {
    op: 'listErc1155Balances',
    params: { chainId: '43114', address: wallet, blockNumber: '7', pageSize: 20, contractAddress: tokenA },
    method: 'GET',
    path: `/v1/chains/43114/addresses/${wallet}/balances:listErc1155`,
    query: { blockNumber: '7', pageSize: '20', contractAddress: tokenA },
  },
  {
    op: 'listContractDeployments',
    params: { chainId: '43114', address: wallet, pageSize: 100 },
    method: 'GET',
    path: `/v1/chains/43114/contracts/${wallet}/deployments`,
    query: { pageSize: '100' },
  },
];

async function callOp(client: ReturnType<typeof createDataClient>, op: string, params: unknown) {
  const method = (client as unknown as Record<string, (p: unknown) => Promise<unknown>>)[op]!;
  return method(params);
}

describe('createDataClient: one method per endpoint', () => {
  it('covers all 14 Data API endpoints', () => {
    expect(endpoints.map((e) => e.op).sort()).toEqual(
      [
        'aggregateSignatures',
        'getAggregatedSignatures',
        'listBlockchains',
        'getSubnetById',
        'listPrimaryNetworkBlocksByNodeId',
        'supportedChains',
        'getLatestBlocks',
        'getBlock',
        'listLatestTransactions',
        'listErc721Transactions',
        'listTransfers',
        'listErc20Balances',
        'listErc1155Balances',
        'listContractDeployments',
      ].sort(),
    );
  });

  it.each(endpoints)('$op sends $method $path', async ({ op, params, method, path, query, body }) => {
    const answer = { ok: op };
    const { fetch, calls } = recordingFetch(() => json(answer));
    const data = createDataClient({ fetch, retry: false });
    await expect(callOp(data, op, params)).resolves.toEqual(answer);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe(method);
    expect(`${call!.url.origin}${call!.url.pathname}`).toBe(`https://data-api.avax.network${path}`);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual(query ?? {});
    if (body === undefined) {
      expect(call!.body).toBe('');
    } else {
      expect(JSON.parse(call!.body)).toEqual(body);
      expect(call!.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(call!.headers.has('x-data-api-key')).toBe(false);
    expect(call!.headers.has('x-glacier-api-key')).toBe(false);
  });

  it('leaves out params that are undefined', async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch }).getLatestBlocks({ chainId: '1', pageToken: undefined, pageSize: 10 });
    expect(calls[0]!.url.search).toBe('?pageSize=10');
  });

  it('takes no params at all where none is required', async () => {
    const { fetch, calls } = recordingFetch(() => json({ chains: [] }));
    await expect(createDataClient({ fetch }).supportedChains()).resolves.toEqual({ chains: [] });
    expect(calls[0]!.url.href).toBe('https://data-api.avax.network/v1/chains');
  });
});

describe('createDataClient: paths', () => {
  it('encodes path parameters so no input changes the path or the query', async () => {
    const { fetch, calls } = recordingFetch();
    const data = createDataClient({ fetch });
    await data.getBlock({ chainId: '43114', blockId: '../../v1/chains?x=1#frag' });
    expect(calls[0]!.url.pathname).toBe('/v1/chains/43114/blocks/..%2F..%2Fv1%2Fchains%3Fx%3D1%23frag');
    expect(calls[0]!.url.search).toBe('');
    expect(calls[0]!.url.hash).toBe('');
  });

  it.each(['.', '..', ''])('refuses the path segment %j before sending', async (segment) => {
    const { fetch, calls } = recordingFetch();
    const data = createDataClient({ fetch });
    const error = await data.getBlock({ chainId: segment, blockId: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('chainId');
    expect(calls).toHaveLength(0);
  });

  it('keeps the :listErc721, :listErc20 and :listErc1155 suffixes literal', async () => {
    const { fetch, calls } = recordingFetch();
    const data = createDataClient({ fetch });
    await data.listErc721Transactions({ chainId: '1', address: wallet });
    await data.listErc20Balances({ chainId: '1', address: wallet });
    await data.listErc1155Balances({ chainId: '1', address: wallet });
    expect(calls.map((c) => c.url.pathname)).toEqual([
      `/v1/chains/1/addresses/${wallet}/transactions:listErc721`,
      `/v1/chains/1/addresses/${wallet}/balances:listErc20`,
      `/v1/chains/1/addresses/${wallet}/balances:listErc1155`,
    ]);
  });

  it('uses baseUrl instead of the public Data API', async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch, baseUrl: 'http://127.0.0.1:8080/data/' }).getBlock({
      chainId: '1',
      blockId: '2',
    });
    expect(calls[0]!.url.href).toBe('http://127.0.0.1:8080/data/v1/chains/1/blocks/2');
  });

  it('sends contractAddresses given as a comma list as it is', async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch }).listErc20Balances({
      chainId: '1',
      address: wallet,
      contractAddresses: `${tokenA},${tokenB}`,
    });
    expect(calls[0]!.url.search).toBe(`?contractAddresses=${tokenA},${tokenB}`);
  });
});

describe('createDataClient: API key', () => {
  it('with no wireNames (auto), sends the key in x-data-api-key and x-glacier-api-key, and nowhere else', async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch, apiKey: 'key-123' }).getBlock({ chainId: '1', blockId: '1' });
    expect(calls[0]!.url.origin).toBe('https://data-api.avax.network');
    expect(calls[0]!.headers.get('x-data-api-key')).toBe('key-123');
    expect(calls[0]!.headers.get('x-glacier-api-key')).toBe('key-123');
    expect(calls[0]!.url.href).not.toContain('key-123');
    const others = [...calls[0]!.headers].filter(
      ([name]) => name !== 'x-data-api-key' && name !== 'x-glacier-api-key',
    );
    expect(JSON.stringify(others)).not.toContain('key-123');
  });

  it("wireNames 'seed' sends the key only in x-data-api-key to https://glacier-api.avax.network", async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch, apiKey: 'key-123', wireNames: 'seed' }).getBlock({
      chainId: '1',
      blockId: '1',
    });
    expect(calls[0]!.url.origin).toBe('https://glacier-api.avax.network');
    expect(calls[0]!.headers.get('x-data-api-key')).toBe('key-123');
    expect(calls[0]!.headers.has('x-glacier-api-key')).toBe(false);
  });

  it('sends it in apiKeyHeader when that is set', async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch, apiKey: 'key-123', apiKeyHeader: 'x-glacier-key' }).getBlock({
      chainId: '1',
      blockId: '1',
    });
    expect(calls[0]!.headers.get('x-glacier-key')).toBe('key-123');
    expect(calls[0]!.headers.has('x-data-api-key')).toBe(false);
    expect(calls[0]!.headers.has('x-glacier-api-key')).toBe(false);
  });

  it('keeps the key out of errors', async () => {
    const { fetch } = recordingFetch(() =>
      json({ message: 'nope', statusCode: 403, error: 'Forbidden' }, 403),
    );
    const data = createDataClient({ fetch, apiKey: 'key-secret-9', retry: false });
    const error = await data.getBlock({ chainId: '1', blockId: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const seen = [String(error), (error as Error).stack, JSON.stringify(error), JSON.stringify(data)];
    for (const text of seen) expect(text).not.toContain('key-secret-9');
  });

  it("wireNames 'deployed' sends the key as x-glacier-api-key to https://data-api.avax.network", async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch, apiKey: 'key-123', wireNames: 'deployed' }).getBlock({
      chainId: '43114',
      blockId: '1',
    });
    expect(calls[0]!.url.href).toBe('https://data-api.avax.network/v1/chains/43114/blocks/1');
    expect(calls[0]!.headers.get('x-glacier-api-key')).toBe('key-123');
    expect(calls[0]!.headers.has('x-data-api-key')).toBe(false);
  });

  it("every wireNames leaves an explicit baseUrl and apiKeyHeader as given; 'auto' is the default", async () => {
    const { fetch, calls } = recordingFetch();
    const opts = { fetch, apiKey: 'k', baseUrl: 'http://127.0.0.1:9' };
    await createDataClient(opts).supportedChains();
    await createDataClient({ ...opts, wireNames: 'auto', apiKeyHeader: 'x-mine' }).supportedChains();
    await createDataClient({ ...opts, wireNames: 'deployed' }).supportedChains();
    await createDataClient({ ...opts, wireNames: 'deployed', apiKeyHeader: 'x-mine' }).supportedChains();
    await createDataClient({ ...opts, wireNames: 'seed' }).supportedChains();
    await createDataClient({ ...opts, wireNames: { apiKeyHeader: 'x-map' } }).supportedChains();
    expect(calls.map((c) => [c.url.origin, [...c.headers.keys()].filter((h) => h.startsWith('x-'))])).toEqual(
      [
        ['http://127.0.0.1:9', ['x-data-api-key', 'x-glacier-api-key']],
        ['http://127.0.0.1:9', ['x-mine']],
        ['http://127.0.0.1:9', ['x-glacier-api-key']],
        ['http://127.0.0.1:9', ['x-mine']],
        ['http://127.0.0.1:9', ['x-data-api-key']],
        ['http://127.0.0.1:9', ['x-map']],
      ],
    );
  });

  it('keeps a key sent under either wire name out of errors', async () => {
    const { fetch } = recordingFetch(() =>
      json({ message: ['nope'], statusCode: 401, error: 'Unauthorized' }, 401),
    );
    for (const wireNames of ['auto', 'seed', 'deployed'] as const) {
      const data = createDataClient({ fetch, apiKey: 'key-secret-7', retry: false, wireNames });
      const error = await data.getBlock({ chainId: '1', blockId: '1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).body).toEqual({
        message: ['nope'],
        statusCode: 401,
        error: 'Unauthorized',
      });
      for (const text of [String(error), (error as Error).stack, JSON.stringify(error)])
        expect(text).not.toContain('key-secret-7');
    }
  });

  it('sends the default headers, and the extra headers given', async () => {
    const { fetch, calls } = recordingFetch();
    await createDataClient({ fetch, headers: { 'x-trace': 't1' } }).getBlock({ chainId: '1', blockId: '1' });
    expect(calls[0]!.headers.get('x-trace')).toBe('t1');
  });
});

describe('createDataClient: answers and errors', () => {
  it('treats any 2xx as success (the service answers aggregateSignatures with 201)', async () => {
    const { fetch } = recordingFetch(() => json({ signedMessage: '0xabc' }, 201));
    const data = createDataClient({ fetch });
    await expect(data.aggregateSignatures({ network: 'mainnet', message: '0x01' })).resolves.toEqual({
      signedMessage: '0xabc',
    });
    await expect(data.getAggregatedSignatures({ network: 'mainnet', txHash: 'abc' })).resolves.toEqual({
      signedMessage: '0xabc',
    });
  });

  it('passes unknown fields and enum values through', async () => {
    const chain = {
      chainId: '1',
      status: 'DEGRADED',
      vmName: 'NEWVM',
      enabledFeatures: ['x'],
      brandNew: { a: 1 },
    };
    const { fetch } = recordingFetch(() => json({ chains: [chain], extra: true }));
    await expect(createDataClient({ fetch }).supportedChains()).resolves.toEqual({
      chains: [chain],
      extra: true,
    });
  });

  it('throws ParseError when a 2xx body is not the JSON promised', async () => {
    const { fetch } = recordingFetch(
      () =>
        new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const error = await createDataClient({ fetch })
      .getBlock({ chainId: '1', blockId: '1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toMatchObject({ status: 200 });
  });

  it.each([
    ['text/html', '<html>proxy page</html>'],
    ['text/plain', 'ok'],
  ])('throws ParseError, never a bare SyntaxError, for a 2xx %s body', async (type, text) => {
    const { fetch } = recordingFetch(
      () => new Response(text, { status: 200, headers: { 'content-type': type } }),
    );
    const error = await createDataClient({ fetch, apiKey: 'k-secret' })
      .getBlock({ chainId: '43114', blockId: '1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toMatchObject({
      status: 200,
      body: text,
      url: 'https://data-api.avax.network/v1/chains/43114/blocks/1',
    });
    expect(String(error)).not.toContain('k-secret');
  });

  it('throws HttpError with the service error body on a 4xx', async () => {
    const body = { message: 'Invalid chainId', statusCode: 400, error: 'Bad Request' };
    const { fetch } = recordingFetch(() => json(body, 400));
    const error = await createDataClient({ fetch })
      .getBlock({ chainId: '1', blockId: '1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body, method: 'GET' });
  });

  it('throws RateLimitError on a 429 once retries are spent', async () => {
    const body = { message: 'slow down', statusCode: 429, error: 'Too Many Requests' };
    const { fetch, calls } = recordingFetch(() => json(body, 429, { 'retry-after': '0' }));
    const data = createDataClient({ fetch, retry: { retries: 2, minDelayMs: 1, maxDelayMs: 1 } });
    const error = await data.getBlock({ chainId: '1', blockId: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, body });
    expect(calls).toHaveLength(3);
  });

  it('retries a GET on 503 and returns the answer that follows', async () => {
    const { fetch, calls } = recordingFetch((_, i) =>
      i === 0
        ? json({ message: 'down', statusCode: 503, error: 'Service Unavailable' }, 503)
        : json({ ok: 1 }),
    );
    const data = createDataClient({ fetch, retry: { retries: 2, minDelayMs: 1, maxDelayMs: 1 } });
    await expect(data.getBlock({ chainId: '1', blockId: '1' })).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it('does not retry aggregateSignatures (a POST)', async () => {
    const { fetch, calls } = recordingFetch(() => json({ message: 'x', statusCode: 503, error: 'e' }, 503));
    const data = createDataClient({ fetch, retry: { retries: 3, minDelayMs: 1, maxDelayMs: 1 } });
    await expect(data.aggregateSignatures({ network: 'fuji', message: '00' })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(calls).toHaveLength(1);
  });

  it('refuses params the operation does not have (own __proto__ included), naming the key, before sending', async () => {
    const { fetch, calls } = recordingFetch();
    const data = createDataClient({ fetch });
    await expect(
      data.listBlockchains({ network: 'mainnet', sortBy: 'blockchainName', newParam: 'x' } as never),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'newParam', rule: 'unknown parameter' });
    await expect(
      data.aggregateSignatures({ network: 'fuji', message: '00', newField: 1 } as never),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'newField' });
    await expect(
      data.getLatestBlocks(JSON.parse('{"chainId":"1","__proto__":{"pageSize":"1000"}}')),
    ).rejects.toMatchObject({ name: 'ValidationError', field: '__proto__' });
    await expect(
      data.getLatestBlocks({ chainId: '1', pageSize: 10, 'pageSize=100000&x': 'y' } as never),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'pageSize=100000&x' });
    expect(calls).toHaveLength(0);
  });

  it('rejects (never throws synchronously) on bad input', () => {
    const data = createDataClient({ fetch: recordingFetch().fetch });
    const result = data.getLatestBlocks({ chainId: '1', pageSize: 0 });
    expect(result).toBeInstanceOf(Promise);
    return expect(result).rejects.toBeInstanceOf(ValidationError);
  });

  it('stops a call whose signal is aborted', async () => {
    const { fetch } = recordingFetch();
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const data = createDataClient({ fetch });
    await expect(
      data.getBlock({ chainId: '1', blockId: '1' }, { signal: controller.signal }),
    ).rejects.toBeDefined();
  });
});

describe('createDataClient: transport options', () => {
  it('drops the API key, under both names, when a redirect leads to another origin', async () => {
    const { fetch, calls } = recordingFetch((request) =>
      request.url.origin === 'https://data-api.avax.network'
        ? new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/v1/chains' } })
        : json({ chains: [] }),
    );
    const data = createDataClient({ fetch, apiKey: 'key-xyz' });
    await expect(data.supportedChains()).resolves.toEqual({ chains: [] });
    const keys = (c: (typeof calls)[number]) => [
      c.url.origin,
      c.headers.get('x-data-api-key'),
      c.headers.get('x-glacier-api-key'),
    ];
    expect(calls.map(keys)).toEqual([
      ['https://data-api.avax.network', 'key-xyz', 'key-xyz'],
      ['https://elsewhere.example', null, null],
    ]);
    // a redirect within the Data API's origin keeps both
    const same = recordingFetch((request) =>
      request.url.pathname === '/v1/chains'
        ? new Response(null, { status: 307, headers: { location: '/v1/chains/' } })
        : json({ chains: [] }),
    );
    await createDataClient({ fetch: same.fetch, apiKey: 'key-xyz' }).supportedChains();
    expect(same.calls.map(keys)).toEqual([
      ['https://data-api.avax.network', 'key-xyz', 'key-xyz'],
      ['https://data-api.avax.network', 'key-xyz', 'key-xyz'],
    ]);
  });

  it('runs middleware around each request', async () => {
    const { fetch, calls } = recordingFetch();
    const seen: string[] = [];
    const data = createDataClient({
      fetch,
      middleware: [
        {
          onRequest: ({ request }) => {
            seen.push(new URL(request.url).pathname);
            const headers = new Headers(request.headers);
            headers.set('x-added', '1');
            return new Request(request, { headers });
          },
        },
      ],
    });
    await data.getBlock({ chainId: '1', blockId: '2' });
    expect(seen).toEqual(['/v1/chains/1/blocks/2']);
    expect(calls[0]!.headers.get('x-added')).toBe('1');
  });

  it('ends a call that outlives its timeoutMs with TimeoutError', async () => {
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const data = createDataClient({ fetch, retry: false });
    await expect(data.getBlock({ chainId: '1', blockId: '2' }, { timeoutMs: 5 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });
});
