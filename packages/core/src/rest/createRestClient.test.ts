import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, text } from '../../test/fakeFetch.js';
import { ParseError } from '../errors/ParseError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { paginate } from '../paginate.js';
import { checkParams } from '../validation/checkParams.js';
import { createRestClient, type OperationInfo } from './createRestClient.js';

const table = {
  getBlock: {
    method: 'GET',
    path: '/v1/chains/{chainId}/blocks/{blockId}',
    pathParams: ['chainId', 'blockId'],
    check: checkParams,
    schema: { chainId: { type: 'string', required: true }, blockId: { type: 'string', required: true } },
    retry: true,
  },
  listTransfers: {
    method: 'GET',
    path: '/v1/chains/{chainId}/transfers',
    pathParams: ['chainId'],
    queryParams: ['pageSize', 'pageToken', 'addresses'],
    commaParams: ['addresses'],
    check: checkParams,
    schema: {
      chainId: { type: 'string', required: true },
      pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      pageToken: { type: 'string' },
      addresses: { type: 'string' },
    },
    retry: true,
    items: 'transfers',
    paginate,
  },
  submit: {
    method: 'POST',
    path: '/v1/{network}/submit',
    pathParams: ['network'],
    body: true,
    check: checkParams,
    schema: { network: { type: 'string', required: true }, message: { type: 'string' } },
    retry: false,
  },
} satisfies Record<string, OperationInfo>;

type Ops = {
  getBlock: { params: { chainId: string; blockId: string }; result: { n: number } };
  listTransfers: {
    params: { chainId: string; pageSize?: number; pageToken?: string; addresses?: string | string[] };
    result: { transfers: number[]; nextPageToken?: string };
    item: number;
  };
  submit: { params: { network: string; message?: string }; result: unknown };
};

const base = 'https://glacier-api.avax.network';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createRestClient', () => {
  it('sends the URL built by openapi-fetch serializers (path params encoded, commas literal)', async () => {
    const { fetch, sent } = fakeFetch(json({ transfers: [] }));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await client.listTransfers({ chainId: 'a/b', pageSize: 5, addresses: ['0x1', '0x2'] });
    expect(sent[0]?.url).toBe(`${base}/v1/chains/a%2Fb/transfers?pageSize=5&addresses=0x1,0x2`);
  });

  it('sends body fields as JSON and path fields in the path', async () => {
    const { fetch, sent } = fakeFetch(json({ ok: true }, 201));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await expect(client.submit({ network: 'fuji', message: '00' })).resolves.toEqual({ ok: true });
    expect(sent[0]).toMatchObject({
      url: `${base}/v1/fuji/submit`,
      method: 'POST',
      body: '{"message":"00"}',
    });
  });

  it('hands fetch a URL string and plain init (no Request, no adapter), and parses the body once (issue 13 item 11)', async () => {
    const inputs: unknown[] = [];
    const { fetch } = fakeFetch(json({ n: 1 }));
    const client = createRestClient<Ops>(table, {
      baseUrl: base,
      fetch: (input, init) => {
        inputs.push(input);
        return fetch(input, init);
      },
    });
    const parse = vi.spyOn(JSON, 'parse');
    await expect(client.getBlock({ chainId: '1', blockId: '2' })).resolves.toEqual({ n: 1 });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(typeof inputs[0]).toBe('string');
  });

  it('refuses an unknown key, an own __proto__ and a path segment of . or .., before sending', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    const refused = [
      { chainId: '1', blockId: '2', 'x#': 1 },
      JSON.parse('{"chainId":"1","blockId":"2","__proto__":{"a":1}}'),
      { chainId: '1', blockId: '..' },
    ];
    for (const params of refused) {
      await expect(client.getBlock(params)).rejects.toBeInstanceOf(ValidationError);
    }
    expect(sent).toHaveLength(0);
  });

  it('a 2xx body that is not JSON is a ParseError', async () => {
    const { fetch } = fakeFetch(text('<html>', 200, { 'content-type': 'text/html' }));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await expect(client.getBlock({ chainId: '1', blockId: '2' })).rejects.toBeInstanceOf(ParseError);
  });

  it('iterates across pages following nextPageToken', async () => {
    const { fetch, sent } = fakeFetch(
      json({ transfers: [1, 2], nextPageToken: 't' }),
      json({ transfers: [3] }),
    );
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    const items: number[] = [];
    for await (const item of client.iterate.listTransfers({ chainId: '1' })) items.push(item);
    expect(items).toEqual([1, 2, 3]);
    expect(sent[1]?.url).toBe(`${base}/v1/chains/1/transfers?pageToken=t`);
  });

  it('a paged entry without its pager: its iterate throws before anything is sent, its call still works', async () => {
    const { paginate: _, ...unpaged } = table.listTransfers;
    const { fetch, sent } = fakeFetch(json({ transfers: [1] }));
    const client = createRestClient<Pick<Ops, 'listTransfers'>>(
      { listTransfers: unpaged },
      { baseUrl: base, fetch },
    );
    expect(() => client.iterate.listTransfers({ chainId: '1' })).toThrow(/need its paginate/);
    expect(sent).toHaveLength(0);
    expect(await client.listTransfers({ chainId: '1' })).toEqual({ transfers: [1] });
  });
});

describe('createRestClient: the checker an entry carries', () => {
  it('an entry with fields but no checker throws a TypeError before anything is sent', async () => {
    const { check: _, ...unchecked } = table.getBlock;
    const { fetch, sent } = fakeFetch(json({ ok: 1 }));
    const client = createRestClient<Pick<Ops, 'getBlock'>>({ getBlock: unchecked }, { baseUrl: base, fetch });
    await expect(client.getBlock({ chainId: '1', blockId: '2' })).rejects.toThrow(
      /need its check: checkParams/,
    );
    expect(sent).toHaveLength(0);
  });

  it("an entry without fields or rules needs none, and refuses any param with checkParams' error", async () => {
    const ping = { method: 'GET', path: '/v1/ping', schema: {}, retry: true } satisfies OperationInfo;
    const { fetch, sent } = fakeFetch(json({ ok: 1 }));
    const client = createRestClient<{ ping: { params: object; result: unknown } }>(
      { ping },
      { baseUrl: base, fetch },
    );
    const error = await client.ping({ x: 1 }).catch((e: unknown) => e);
    expect(ValidationError.isInstance(error) && [error.field, error.rule]).toEqual([
      'x',
      'unknown parameter',
    ]);
    expect(sent).toHaveLength(0);
    expect(await client.ping()).toEqual({ ok: 1 });
  });

  it("calls the entry's own checker with the params and the schema, then with the rules", async () => {
    const calls: unknown[][] = [];
    const info = {
      method: 'GET',
      path: '/v1/x',
      queryParams: ['a'],
      schema: { a: { type: 'integer' } },
      rules: [{ anyOf: ['a'] }],
      ruleDefaults: { b: 3 },
      retry: true,
      check: (...args: unknown[]) => {
        calls.push(args);
      },
    } satisfies OperationInfo;
    const { fetch } = fakeFetch(json({}));
    await createRestClient<{ x: { params: { a?: number }; result: unknown } }>(
      { x: info },
      { baseUrl: base, fetch },
    ).x({
      a: 1,
    });
    expect(calls).toEqual([
      [{ a: 1 }, info.schema, undefined, { exact: true }],
      [{ a: 1, b: 3 }, {}, info.rules],
    ]);
  });
});

describe('createRestClient: kebab-case operationIds', () => {
  const ping = { method: 'GET', path: '/v1/ping', schema: {}, retry: true } satisfies OperationInfo;
  type PingOps = { 'data-ping': { params: object; result: unknown } };

  it('are methods under their own name and their camelCase alias, one function', async () => {
    const fake = fakeFetch(json({ ok: 1 }), json({ ok: 2 }));
    const client = createRestClient<PingOps>(
      { 'data-ping': ping },
      { baseUrl: 'https://x.test', fetch: fake.fetch },
    );
    expect(Object.keys(client).sort()).toEqual(['data-ping', 'dataPing', 'iterate']);
    expect(client.dataPing).toBe(client['data-ping']);
    expect(await client.dataPing()).toEqual({ ok: 1 });
    expect(fake.sent.map((s) => new URL(s.url).pathname)).toEqual(['/v1/ping']);
  });

  it('an entry under the alias with its operationId gets both names; a table naming the alias itself keeps its own', () => {
    const aliased = createRestClient<PingOps>({ dataPing: { ...ping, operationId: 'data-ping' } } as never, {
      baseUrl: 'https://x.test',
    });
    expect(Object.keys(aliased).sort()).toEqual(['data-ping', 'dataPing', 'iterate']);
    const other = { ...ping, path: '/v1/other' };
    const both = createRestClient<PingOps>({ 'data-ping': ping, dataPing: other } as never, {
      baseUrl: 'https://x.test',
    });
    expect((both as unknown as Record<string, unknown>).dataPing).not.toBe(both['data-ping']);
  });
});
