// What users of the REST runtime rely on, pinned where mutation testing (issue 18) found no test noticing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, hang, json, text } from '../../test/fakeFetch.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { paginate } from '../paginate.js';
import { checkParams } from '../validation/checkParams.js';
import { createRestClient, type OperationInfo } from './createRestClient.js';

/** For a promise expected to reject: its resolution fails the test. */
const unexpected = (): never => {
  throw new Error('expected a rejection');
};

const table = {
  deleteWebhook: {
    method: 'DELETE',
    path: '/v1/webhooks/{id}',
    pathParams: ['id'],
    check: checkParams,
    schema: { id: { type: 'string', required: true } },
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
  aggregateSignatures: {
    method: 'POST',
    path: '/v1/signatureAggregator/{network}/aggregateSignatures',
    pathParams: ['network'],
    queryParams: ['dryRun'],
    body: true,
    check: checkParams,
    schema: {
      network: { type: 'string', required: true },
      dryRun: { type: 'boolean' },
      message: { type: 'string' },
      quorumPercentage: { type: 'number' },
      quorumPercentageBuffer: { type: 'number' },
    },
    rules: [{ sumAtMost: { fields: ['quorumPercentage', 'quorumPercentageBuffer'], max: 100 } }],
    ruleDefaults: { quorumPercentage: 67, quorumPercentageBuffer: 33 },
    retry: false,
  },
} satisfies Record<string, OperationInfo>;

type Ops = {
  deleteWebhook: { params: { id: string }; result: unknown };
  listTransfers: {
    params: { chainId: string; pageSize?: number; pageToken?: string; addresses?: string | string[] };
    result: { transfers: number[]; nextPageToken?: string };
    item: number;
  };
  aggregateSignatures: {
    params: {
      network: string;
      dryRun?: boolean;
      message?: string;
      quorumPercentage?: number;
      quorumPercentageBuffer?: number;
    };
    result: unknown;
  };
};

const base = 'https://glacier-api.avax.network';

afterEach(() => {
  vi.useRealTimers();
});

describe('createRestClient', () => {
  it('resolves undefined for a 204 and the body of a 201', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }), json({ signedMessage: '0x' }, 201));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    expect(await client.deleteWebhook({ id: 'w1' })).toBeUndefined();
    expect(await client.aggregateSignatures({ network: 'fuji', message: '00' })).toEqual({
      signedMessage: '0x',
    });
  });

  it('sends a list of comma params as one value, leaves out an empty list, and checks each item', async () => {
    const { fetch, sent } = fakeFetch(json({ transfers: [] }));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await client.listTransfers({ chainId: '1', addresses: ['0xa', '0xb'] });
    await client.listTransfers({ chainId: '1', addresses: [] });
    await client.listTransfers({ chainId: '1', addresses: '0xa,0xb' });
    expect(sent.map((s) => s.url.slice(base.length))).toEqual([
      '/v1/chains/1/transfers?addresses=0xa,0xb',
      '/v1/chains/1/transfers',
      '/v1/chains/1/transfers?addresses=0xa,0xb',
    ]);
    const bad = await client
      .listTransfers({ chainId: '1', addresses: ['0xa', 7 as unknown as string] })
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect([bad.field, bad.rule]).toEqual(['addresses[1]', 'string']);
    expect(sent).toHaveLength(3);
  });

  it('checks a sum with the service defaults for the fields left out', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    const over = await client
      .aggregateSignatures({ network: 'fuji', quorumPercentageBuffer: 40 })
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect(ValidationError.isInstance(over) && over.details).toBe(
      'quorumPercentage + quorumPercentageBuffer = 107.',
    );
    expect(sent).toHaveLength(0);
    // a field given as undefined is left out: the service's default still counts
    const undefinedOver = await client
      .aggregateSignatures({ network: 'fuji', quorumPercentage: undefined, quorumPercentageBuffer: 40 })
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect(undefinedOver.details).toBe('quorumPercentage + quorumPercentageBuffer = 107.');
    expect(sent).toHaveLength(0);
    await client.aggregateSignatures({ network: 'fuji', quorumPercentage: 60, quorumPercentageBuffer: 40 });
    await client.aggregateSignatures({ network: 'fuji', quorumPercentage: 50 });
    expect(sent).toHaveLength(2);
  });

  it('puts query params of a body operation in the query and the rest in the JSON body, skipping undefined', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await client.aggregateSignatures({
      network: 'fuji',
      dryRun: true,
      message: '00',
      quorumPercentage: undefined,
    });
    expect(sent[0]!.url).toBe(`${base}/v1/signatureAggregator/fuji/aggregateSignatures?dryRun=true`);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ message: '00' });
    expect(sent[0]!.method).toBe('POST');
  });

  it('sends no body for an operation without one', async () => {
    const { fetch, sent } = fakeFetch(json({ transfers: [] }));
    await createRestClient<Ops>(table, { baseUrl: base, fetch }).listTransfers({ chainId: '1' });
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers['content-type']).toBeUndefined();
  });

  it('refuses a path segment of . or .. and nothing else', async () => {
    const { fetch, sent } = fakeFetch(new Response(null, { status: 204 }));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    for (const id of ['.', '..']) {
      const error = await client.deleteWebhook({ id }).then(unexpected, (e: unknown) => e as ValidationError);
      expect([error.field, error.rule]).toEqual(['id', 'path segment']);
    }
    await client.deleteWebhook({ id: '...' });
    expect(sent.map((s) => s.url)).toEqual([`${base}/v1/webhooks/...`]);
  });

  it('retries operations marked safe, never the others', async () => {
    vi.useFakeTimers();
    const count = async (call: (c: ReturnType<typeof createRestClient<Ops>>) => Promise<unknown>) => {
      const { fetch, sent } = fakeFetch(text('', 503), json({ transfers: [] }));
      const done = call(createRestClient<Ops>(table, { baseUrl: base, fetch })).catch(() => 'failed');
      await vi.runAllTimersAsync();
      await done;
      return sent.length;
    };
    expect(await count((c) => c.deleteWebhook({ id: 'w' }))).toBe(2);
    expect(await count((c) => c.aggregateSignatures({ network: 'fuji' }))).toBe(1);
  });

  it("a call's signal and timeoutMs apply to it", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await expect(client.deleteWebhook({ id: 'w' }, { signal: AbortSignal.abort('stop') })).rejects.toBe(
      'stop',
    );
    const timed = client
      .deleteWebhook({ id: 'w' }, { timeoutMs: 50 })
      .then(unexpected, (e: unknown) => e as TimeoutError);
    await vi.advanceTimersByTimeAsync(50);
    expect((await timed).timeoutMs).toBe(50);
  });

  it('iterate: keeps the params on every page, applies timeoutMs, maxItems and signal to the walk', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(
      json({ transfers: [1, 2], nextPageToken: 't' }),
      json({ transfers: [3, 4], nextPageToken: 'u' }),
      hang,
    );
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    const items: number[] = [];
    for await (const item of client.iterate.listTransfers({ chainId: '1', pageSize: 2 }, { maxItems: 3 }))
      items.push(item);
    expect(items).toEqual([1, 2, 3]);
    expect(sent.map((s) => s.url.slice(base.length))).toEqual([
      '/v1/chains/1/transfers?pageSize=2',
      '/v1/chains/1/transfers?pageSize=2&pageToken=t',
    ]);

    const walk = async (options: { timeoutMs?: number; signal?: AbortSignal }) => {
      const got: unknown[] = [];
      try {
        for await (const item of client.iterate.listTransfers({ chainId: '1' }, options)) got.push(item);
      } catch (error) {
        got.push(error);
      }
      return got;
    };
    const timed = walk({ timeoutMs: 20 });
    await vi.advanceTimersByTimeAsync(20);
    const timedOut = await timed;
    expect(TimeoutError.isInstance(timedOut.at(-1)) && (timedOut.at(-1) as TimeoutError).timeoutMs).toBe(20);
    expect(await walk({ signal: AbortSignal.abort('stop') })).toEqual(['stop']);
  });

  it('iterate: a page without the items field, or without a body, ends the walk', async () => {
    const { fetch } = fakeFetch(json({ nextPageToken: undefined }), new Response(null, { status: 204 }));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    for (let i = 0; i < 2; i++) {
      const items: number[] = [];
      for await (const item of client.iterate.listTransfers({ chainId: '1' })) items.push(item);
      expect(items).toEqual([]);
    }
  });
});
