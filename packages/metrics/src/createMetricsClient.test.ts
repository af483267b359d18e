import { json, recordingFetch } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createMetricsClient } from './createMetricsClient.js';
import { HttpError, RateLimitError, ValidationError } from './index.js';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const expired = {
  message: ['pageToken has expired, request the first page again'],
  statusCode: 400,
  error: 'Bad Request',
};

describe('createMetricsClient', () => {
  it('getAvgTps calls GET /v1/avg_tps/{chainId} on the public Metrics API, with no key header', async () => {
    const series = {
      results: [{ timestamp: 1_700_000_000, value: 1.5 }],
      status: 200,
      lastRun: 1_700_000_100,
    };
    const { fetch, calls } = recordingFetch(() => json(series));
    const metrics = createMetricsClient({ fetch });
    await expect(metrics.getAvgTps({ chainId: '43114' })).resolves.toEqual(series);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url.href).toBe('https://metrics.avax.network/v1/avg_tps/43114');
    expect(calls[0]!.headers.has('x-data-api-key')).toBe(false);
    expect(calls[0]!.body).toBe('');
  });

  it('sends no key header even when an apiKey is passed by mistake', async () => {
    const { fetch, calls } = recordingFetch(() => json({ results: [], status: 200, lastRun: 0 }));
    await createMetricsClient({ fetch, apiKey: 'k-1' } as never).getAvgTps({ chainId: '1' });
    expect(calls[0]!.headers.has('x-data-api-key')).toBe(false);
    expect(JSON.stringify([...calls[0]!.headers])).not.toContain('k-1');
  });

  it('sends pageToken in the query and encodes the chain id', async () => {
    const { fetch, calls } = recordingFetch(() => json({ results: [], status: 200, lastRun: 0 }));
    await createMetricsClient({ fetch, baseUrl: 'http://127.0.0.1:9/m' }).getAvgTps({
      chainId: '43114/../x',
      pageToken: '0b6a4a5e-0000-4000-8000-000000000000',
    });
    expect(calls[0]!.url.pathname).toBe('/m/v1/avg_tps/43114%2F..%2Fx');
    expect(calls[0]!.url.searchParams.get('pageToken')).toBe('0b6a4a5e-0000-4000-8000-000000000000');
  });

  it.each([
    [{}, 'chainId'],
    [{ chainId: '' }, 'chainId'],
    [{ chainId: '..' }, 'chainId'],
    [{ chainId: 43114 }, 'chainId'],
    [{ chainId: '1', pageToken: 5 }, 'pageToken'],
  ])('refuses %j before sending, naming %s', async (params, field) => {
    const { fetch, calls } = recordingFetch();
    const error = await createMetricsClient({ fetch })
      .getAvgTps(params as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(calls).toHaveLength(0);
  });

  it('passes unknown fields through', async () => {
    const series = {
      results: [{ timestamp: 1, value: 2, extra: 'x' }],
      status: 200,
      lastRun: 3,
      newField: true,
    };
    const { fetch } = recordingFetch(() => json(series));
    await expect(createMetricsClient({ fetch }).getAvgTps({ chainId: '1' })).resolves.toEqual(series);
  });

  it('throws RateLimitError on 429 and retries the GET before that', async () => {
    const { fetch, calls } = recordingFetch(() =>
      json({ message: ['slow down'], statusCode: 429, error: 'Too Many Requests' }, 429),
    );
    const metrics = createMetricsClient({ fetch, retry: { retries: 1, minDelayMs: 1, maxDelayMs: 1 } });
    await expect(metrics.getAvgTps({ chainId: '1' })).rejects.toBeInstanceOf(RateLimitError);
    expect(calls).toHaveLength(2);
  });
});

describe('iterate.getAvgTps', () => {
  it('yields the series points of every page, repeating the path and adding pageToken', async () => {
    const { fetch, calls } = recordingFetch((request) => {
      const token = request.url.searchParams.get('pageToken');
      if (token === null) {
        return json({
          results: [{ timestamp: 1, value: 0.5 }],
          status: 200,
          lastRun: 9,
          nextPageToken: 'u-1',
        });
      }
      return json({ results: [{ timestamp: 2, value: 1 }], status: 200, lastRun: 9 });
    });
    const points = await collect(createMetricsClient({ fetch }).iterate.getAvgTps({ chainId: '43114' }));
    expect(points).toEqual([
      { timestamp: 1, value: 0.5 },
      { timestamp: 2, value: 1 },
    ]);
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/v1/avg_tps/43114',
      '/v1/avg_tps/43114?pageToken=u-1',
    ]);
  });

  it('honours maxItems', async () => {
    const { fetch, calls } = recordingFetch(() =>
      json({
        results: [
          { timestamp: 1, value: 1 },
          { timestamp: 2, value: 2 },
        ],
        status: 200,
        lastRun: 0,
        nextPageToken: 'n',
      }),
    );
    const points = await collect(
      createMetricsClient({ fetch }).iterate.getAvgTps({ chainId: '1' }, { maxItems: 1 }),
    );
    expect(points).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('surfaces an expired pageToken (400) as HttpError carrying the message array', async () => {
    const { fetch } = recordingFetch((request) =>
      request.url.searchParams.has('pageToken')
        ? json(expired, 400)
        : json({ results: [{ timestamp: 1, value: 1 }], status: 200, lastRun: 0, nextPageToken: 'old' }),
    );
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const point of createMetricsClient({ fetch }).iterate.getAvgTps({ chainId: '1' }))
        seen.push(point);
    })().catch((e: unknown) => e);
    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body: expired });
    expect((error as HttpError).body).toEqual(expect.objectContaining({ message: [expect.any(String)] }));
  });
});

describe("wireNames: 'deployed'", () => {
  it('getAvgTps calls GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day and returns the body as the series', async () => {
    const page = { results: [{ value: 1.25, timestamp: 1_700_000_000 }], nextPageToken: 'n-1' };
    const { fetch, calls } = recordingFetch(() => json(page));
    const metrics = createMetricsClient({ fetch, wireNames: 'deployed' });
    await expect(metrics.getAvgTps({ chainId: '43114' })).resolves.toEqual(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url.href).toBe(
      'https://metrics.avax.network/v2/chains/43114/metrics/avgTps?timeInterval=day',
    );
  });

  it('iterate.getAvgTps follows nextPageToken on the /v2 route, and an empty token ends it', async () => {
    const { fetch, calls } = recordingFetch((request) =>
      request.url.searchParams.get('pageToken') === null
        ? json({ results: [{ value: 1, timestamp: 2 }], nextPageToken: 'p-2' })
        : json({ results: [{ value: 3, timestamp: 1 }], nextPageToken: '' }),
    );
    const metrics = createMetricsClient({
      fetch,
      wireNames: { getAvgTps: 'deployed' },
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(collect(metrics.iterate.getAvgTps({ chainId: '1' }))).resolves.toEqual([
      { value: 1, timestamp: 2 },
      { value: 3, timestamp: 1 },
    ]);
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/v2/chains/1/metrics/avgTps?timeInterval=day',
      '/v2/chains/1/metrics/avgTps?pageToken=p-2&timeInterval=day',
    ]);
  });

  it.each([
    [{}, 'chainId'],
    [{ chainId: '..' }, 'chainId'],
    [{ chainId: '1', timeInterval: 'hour' }, 'timeInterval'],
    [{ chainId: '1', extra: 1 }, 'extra'],
  ])('refuses %j as the seed operation does, before sending, naming %s', async (params, field) => {
    const { fetch, calls } = recordingFetch();
    const metrics = createMetricsClient({ fetch, wireNames: 'deployed' });
    const error = await metrics.getAvgTps(params as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    const iterated = await collect(metrics.iterate.getAvgTps(params as never)).catch((e: unknown) => e);
    expect(iterated).toBeInstanceOf(ValidationError);
    expect(calls).toHaveLength(0);
  });

  it("with seed names, a 404 (the deployed service has no /v1/avg_tps) names wireNames: 'deployed' as the fix", async () => {
    const body = { message: 'Cannot GET /v1/avg_tps/43114', statusCode: 404, error: 'Not Found' };
    const { fetch } = recordingFetch(() => json(body, 404));
    const metrics = createMetricsClient({ fetch, retry: false, wireNames: 'seed' });
    for (const error of [
      await metrics.getAvgTps({ chainId: '43114' }).catch((e: unknown) => e),
      await collect(metrics.iterate.getAvgTps({ chainId: '43114' })).catch((e: unknown) => e),
    ]) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, body });
      expect((error as HttpError).message).toContain(
        "wireNames: 'deployed'; 'auto', the default, falls back to it by itself",
      );
    }
    const other = await createMetricsClient({
      fetch: recordingFetch(() => json(body, 400)).fetch,
      retry: false,
      wireNames: 'seed',
    })
      .getAvgTps({ chainId: '1' })
      .catch((e: unknown) => e);
    expect((other as HttpError).message).not.toContain('wireNames');
  });

  it("'seed' keeps GET /v1/avg_tps/{chainId}", async () => {
    const { fetch, calls } = recordingFetch(() => json({ results: [], status: 200, lastRun: 0 }));
    await createMetricsClient({ fetch, wireNames: 'seed' }).getAvgTps({ chainId: '1' });
    expect(calls[0]!.url.pathname).toBe('/v1/avg_tps/1');
  });
});

describe("wireNames: 'auto' (the default)", () => {
  const notFound = { message: 'Cannot GET /v1/avg_tps/43114', statusCode: 404, error: 'Not Found' };
  /** The deployed service: no /v1/avg_tps, the /v2 route paged by pageToken. */
  const deployedService = () =>
    recordingFetch((request) => {
      if (request.url.pathname.startsWith('/v1/avg_tps/')) return json(notFound, 404);
      if (request.url.pathname.startsWith('/v2/')) {
        return request.url.searchParams.get('pageToken') === null
          ? json({ results: [{ value: 1, timestamp: 2 }], nextPageToken: 'p-2' })
          : json({ results: [{ value: 3, timestamp: 1 }] });
      }
      return json({ message: 'other' });
    });
  const route = (c: { url: URL }) => `${c.url.pathname}${c.url.search}`;

  it('on a 404 of /v1/avg_tps calls the /v2 route, and remembers it for the life of the client', async () => {
    const { fetch, calls } = deployedService();
    const metrics = createMetricsClient({ fetch, retry: false });
    await expect(metrics.getAvgTps({ chainId: '43114' })).resolves.toEqual({
      results: [{ value: 1, timestamp: 2 }],
      nextPageToken: 'p-2',
    });
    await metrics.getAvgTps({ chainId: '43114', pageToken: 'p-2' });
    expect(calls.map(route)).toEqual([
      '/v1/avg_tps/43114',
      '/v2/chains/43114/metrics/avgTps?timeInterval=day',
      '/v2/chains/43114/metrics/avgTps?pageToken=p-2&timeInterval=day',
    ]);
    // another client starts over
    const again = deployedService();
    await createMetricsClient({ fetch: again.fetch, retry: false }).getAvgTps({ chainId: '1' });
    expect(again.calls).toHaveLength(2);
  });

  it('iterate.getAvgTps goes through the same fallback, pages on the /v2 route, and is remembered', async () => {
    const { fetch, calls } = deployedService();
    const metrics = createMetricsClient({ fetch, retry: false });
    await expect(collect(metrics.iterate.getAvgTps({ chainId: '43114' }))).resolves.toEqual([
      { value: 1, timestamp: 2 },
      { value: 3, timestamp: 1 },
    ]);
    await metrics.getAvgTps({ chainId: '1' });
    expect(calls.map(route)).toEqual([
      '/v1/avg_tps/43114',
      '/v2/chains/43114/metrics/avgTps?timeInterval=day',
      '/v2/chains/43114/metrics/avgTps?pageToken=p-2&timeInterval=day',
      '/v2/chains/1/metrics/avgTps?timeInterval=day',
    ]);
  });

  it('keeps the seed route where it answers (the mock), pages included', async () => {
    const { fetch, calls } = recordingFetch((request) =>
      request.url.searchParams.get('pageToken') === null
        ? json({ results: [{ value: 1, timestamp: 2 }], nextPageToken: 's-2', status: 200, lastRun: 5 })
        : json({ results: [{ value: 3, timestamp: 1 }], status: 200, lastRun: 5 }),
    );
    const metrics = createMetricsClient({ fetch, retry: false });
    await expect(collect(metrics.iterate.getAvgTps({ chainId: '1' }))).resolves.toHaveLength(2);
    await metrics.getAvgTps({ chainId: '1' });
    expect(calls.map(route)).toEqual(['/v1/avg_tps/1', '/v1/avg_tps/1?pageToken=s-2', '/v1/avg_tps/1']);
  });

  it('a page of the seed route that 404s after the first keeps its route (no switch mid-iteration)', async () => {
    const { fetch, calls } = recordingFetch((request) =>
      request.url.searchParams.get('pageToken') === null
        ? json({ results: [{ value: 1, timestamp: 2 }], nextPageToken: 's-2' })
        : json(notFound, 404),
    );
    const metrics = createMetricsClient({ fetch, retry: false });
    const error = await collect(metrics.iterate.getAvgTps({ chainId: '1' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(calls.map(route)).toEqual(['/v1/avg_tps/1', '/v1/avg_tps/1?pageToken=s-2']);
  });

  it('falls back on a 404 only: any other error of /v1 is the answer, sent once', async () => {
    for (const status of [400, 401, 429, 500]) {
      const { fetch, calls } = recordingFetch(() => json({ message: 'x', statusCode: status }, status));
      const error = await createMetricsClient({ fetch, retry: false })
        .getAvgTps({ chainId: '1' })
        .catch((e: unknown) => e);
      expect(HttpError.isInstance(error)).toBe(true);
      expect((error as HttpError).status).toBe(status);
      expect(calls.map(route)).toEqual(['/v1/avg_tps/1']);
    }
  });

  it('when /v2 answers 404 too, rejects with that answer and remembers nothing', async () => {
    const { fetch, calls } = recordingFetch(() => json(notFound, 404));
    const metrics = createMetricsClient({ fetch, retry: false });
    const error = await metrics.getAvgTps({ chainId: '1' }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).message).not.toContain('wireNames');
    await metrics.getAvgTps({ chainId: '1' }).catch(() => undefined);
    expect(calls.map(route)).toEqual([
      '/v1/avg_tps/1',
      '/v2/chains/1/metrics/avgTps?timeInterval=day',
      '/v1/avg_tps/1',
      '/v2/chains/1/metrics/avgTps?timeInterval=day',
    ]);
  });

  it('refuses bad params before sending anything', async () => {
    const { fetch, calls } = deployedService();
    const metrics = createMetricsClient({ fetch });
    await expect(metrics.getAvgTps({ chainId: '1', timeInterval: 'hour' } as never)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(collect(metrics.iterate.getAvgTps({} as never))).rejects.toBeInstanceOf(ValidationError);
    expect(calls).toHaveLength(0);
  });
});
