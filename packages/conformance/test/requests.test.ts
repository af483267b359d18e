import { readFileSync } from 'node:fs';
import { createDataClient, type DataClient } from '@pkg/data';
import { createMetricsClient } from '@pkg/metrics';
import { type Exchange, recordingFetch, requestErrors } from '@pkg/testkit/prism';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataCall, dataCalls } from '../src/dataCalls.js';
import { drain } from '../src/drain.js';
import { liveSpec } from '../src/paths.js';
import { type PrismServer, startPrism } from '../src/startPrism.js';
import { withRequiredKey } from '../src/withRequiredKey.js';

// Requests direction: every Data operation (and getAvgTps) as our clients send it must pass the request
// validation of Prism serving the deployed services' published documents. Prism's refusal (a 4xx, 422
// problem+json, and its `sl-violations` header listing what is wrong) is the failure signal.

const KEY = 'conformance-test-key';
let dataPrism: PrismServer;
let securedPrism: PrismServer;
let metricsPrism: PrismServer;
let secured: ReturnType<typeof withRequiredKey>;

beforeAll(async () => {
  secured = withRequiredKey(liveSpec('data-api.json'));
  [dataPrism, securedPrism, metricsPrism] = await Promise.all([
    // static mode: the documents' own examples (the requests are what is checked here)
    startPrism({ document: liveSpec('data-api.json') }),
    startPrism({ document: secured.file }),
    startPrism({ document: liveSpec('metrics-api.json') }),
  ]);
});

afterAll(async () => {
  await Promise.all([dataPrism?.stop(), securedPrism?.stop(), metricsPrism?.stop()]);
  secured?.remove();
});

function call(client: DataClient, { operationId, params }: DataCall): Promise<unknown> {
  return (client[operationId] as (p: unknown) => Promise<unknown>)(params);
}

/** What Prism refused in an exchange, for a readable failure. */
function refusal(exchange: Exchange | undefined) {
  return {
    status: exchange?.status,
    url: exchange?.url,
    errors: exchange ? requestErrors(exchange) : 'no request',
  };
}

describe('the detector: a request the live Data API document refuses is seen as refused', () => {
  it('a blockchainId outside its 8 values (sent with plain fetch, past our check) is refused with violations', async () => {
    const { fetch, exchanges } = recordingFetch();
    await fetch(`${dataPrism.url}/v1/networks/mainnet/blockchains/my-subnet-chain/nodes/NodeID-1/blocks`);
    expect(exchanges[0]?.status).toBeGreaterThanOrEqual(400);
    expect(requestErrors(exchanges[0] as Exchange).map((v) => v.location.join('.'))).toContain(
      'request.path.blockchainid',
    );
  });

  it('a pageSize past its maximum is refused', async () => {
    const { fetch, exchanges } = recordingFetch();
    await fetch(`${dataPrism.url}/v1/chains/43114/blocks?pageSize=101`);
    expect(requestErrors(exchanges[0] as Exchange)).not.toHaveLength(0);
  });
});

describe("requests: every Data operation passes the live document's validation", () => {
  it('covers every operation of the live document, once', () => {
    const live = JSON.parse(readFileSync(liveSpec('data-api.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(live.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(dataCalls.map((c) => c.operationId).sort()).toEqual(ids.filter((id) => id !== undefined).sort());
  });

  it.each(dataCalls)(
    '$operationId with default options, no key (the key is optional in the published document)',
    async (c) => {
      const { fetch, exchanges } = recordingFetch();
      const data = createDataClient({ baseUrl: dataPrism.url, fetch, retry: false });
      await call(data, c);
      expect(exchanges).toHaveLength(1);
      expect(refusal(exchanges[0])).toEqual({
        status: exchanges[0]?.status,
        url: exchanges[0]?.url,
        errors: [],
      });
      expect(exchanges[0]?.status).toBeLessThan(300);
    },
  );

  it.each(dataCalls)(
    '$operationId with default options and a key, where the document requires the key',
    async (c) => {
      const { fetch, exchanges } = recordingFetch();
      const data = createDataClient({ baseUrl: securedPrism.url, fetch, retry: false, apiKey: KEY });
      await call(data, c);
      expect(exchanges).toHaveLength(1);
      expect(exchanges[0]?.requestHeaders[secured.keyHeader]).toBe(KEY);
      expect(refusal(exchanges[0])).toEqual({
        status: exchanges[0]?.status,
        url: exchanges[0]?.url,
        errors: [],
      });
      expect(exchanges[0]?.status).toBeLessThan(300);
    },
  );

  it.each(dataCalls)(
    "$operationId with wireNames 'deployed' and a key, where the document requires the key",
    async (c) => {
      const { fetch, exchanges } = recordingFetch();
      const data = createDataClient({
        baseUrl: securedPrism.url,
        fetch,
        retry: false,
        wireNames: 'deployed',
        apiKey: KEY,
      });
      await call(data, c);
      expect(exchanges).toHaveLength(1);
      expect(exchanges[0]?.requestHeaders[secured.keyHeader]).toBe(KEY);
      expect(refusal(exchanges[0])).toEqual({
        status: exchanges[0]?.status,
        url: exchanges[0]?.url,
        errors: [],
      });
      expect(exchanges[0]?.status).toBeLessThan(300);
    },
  );

  it("with wireNames 'seed', the key under the seed's header name alone is refused where the document requires its own (401)", async () => {
    expect(secured.keyHeader).toBe('x-glacier-api-key');
    const { fetch, exchanges } = recordingFetch();
    const data = createDataClient({
      baseUrl: securedPrism.url,
      fetch,
      retry: false,
      apiKey: KEY,
      wireNames: 'seed',
    });
    await expect(data.getLatestBlocks({ chainId: '43114' })).rejects.toMatchObject({
      name: 'HttpError',
      status: 401,
    });
    expect(exchanges[0]?.requestHeaders['x-data-api-key']).toBe(KEY);
  });

  it('iterate follows nextPageToken with requests that pass too (default options)', async () => {
    const { fetch, exchanges } = recordingFetch();
    const data = createDataClient({ baseUrl: securedPrism.url, fetch, retry: false, apiKey: KEY });
    // Prism answers every page with the document's example, the same nextPageToken each time: the second
    // page is requested with it, then iterate stops (a cursor seen before would repeat pages forever)
    const error = await drain(data.iterate.getLatestBlocks({ chainId: '43114', pageSize: 2 }));
    expect(error).toMatchObject({ message: expect.stringContaining('cursor it had returned before') });
    expect(exchanges).toHaveLength(2);
    expect(new URL(exchanges[1]?.url ?? '').searchParams.get('pageToken')).toEqual(expect.any(String));
    for (const exchange of exchanges) expect(refusal(exchange).errors).toEqual([]);
  });
});

describe("requests: getAvgTps passes the live Metrics API document's validation in deployed mode", () => {
  it("getAvgTps with wireNames 'deployed' calls /v2/chains/{chainId}/metrics/avgTps?timeInterval=day", async () => {
    const { fetch, exchanges } = recordingFetch();
    const metrics = createMetricsClient({
      baseUrl: metricsPrism.url,
      fetch,
      retry: false,
      wireNames: 'deployed',
    });
    await metrics.getAvgTps({ chainId: '43114' });
    await metrics.getAvgTps({ chainId: '43114', pageToken: 'a0b1c2d3-0000-4000-8000-000000000000' });
    const sent = exchanges
      .map((e) => new URL(e.url))
      .map((u) => [u.pathname, Object.fromEntries(u.searchParams)]);
    expect(sent).toEqual([
      ['/v2/chains/43114/metrics/avgTps', { timeInterval: 'day' }],
      [
        '/v2/chains/43114/metrics/avgTps',
        { timeInterval: 'day', pageToken: 'a0b1c2d3-0000-4000-8000-000000000000' },
      ],
    ]);
    for (const exchange of exchanges) {
      expect(refusal(exchange).errors).toEqual([]);
      expect(exchange.status).toBe(200);
    }
  });

  it("iterate.getAvgTps with wireNames 'deployed' pages through requests that pass", async () => {
    const { fetch, exchanges } = recordingFetch();
    const metrics = createMetricsClient({
      baseUrl: metricsPrism.url,
      fetch,
      retry: false,
      wireNames: 'deployed',
    });
    const error = await drain(metrics.iterate.getAvgTps({ chainId: '43114' }));
    expect(error).toMatchObject({ message: expect.stringContaining('cursor it had returned before') });
    expect(exchanges).toHaveLength(2);
    const second = new URL(exchanges[1]?.url ?? '');
    expect(second.pathname).toBe('/v2/chains/43114/metrics/avgTps');
    expect(second.searchParams.get('timeInterval')).toBe('day');
    expect(second.searchParams.get('pageToken')).toEqual(expect.any(String));
    for (const exchange of exchanges) expect(refusal(exchange).errors).toEqual([]);
  });

  it("with wireNames 'seed', getAvgTps's /v1/avg_tps has no route on the deployed service (404)", async () => {
    const { fetch } = recordingFetch();
    const metrics = createMetricsClient({
      baseUrl: metricsPrism.url,
      fetch,
      retry: false,
      wireNames: 'seed',
    });
    await expect(metrics.getAvgTps({ chainId: '43114' })).rejects.toMatchObject({
      name: 'HttpError',
      status: 404,
      message: expect.stringContaining("wireNames: 'deployed'"),
    });
  });
});

describe("requests: getAvgTps with default options finds the live Metrics API's /v2 route and stays there", () => {
  const sent = (exchanges: Exchange[]) =>
    exchanges.map((e) => new URL(e.url)).map((u) => [u.pathname, Object.fromEntries(u.searchParams)]);

  it('getAvgTps: /v1/avg_tps answers 404 once, then every call goes to /v2 with requests that pass', async () => {
    const { fetch, exchanges } = recordingFetch();
    const metrics = createMetricsClient({ baseUrl: metricsPrism.url, fetch, retry: false });
    const page = await metrics.getAvgTps({ chainId: '43114' });
    expect(Array.isArray(page.results)).toBe(true);
    await metrics.getAvgTps({ chainId: '43114', pageToken: 'a0b1c2d3-0000-4000-8000-000000000000' });
    expect(sent(exchanges)).toEqual([
      ['/v1/avg_tps/43114', {}],
      ['/v2/chains/43114/metrics/avgTps', { timeInterval: 'day' }],
      [
        '/v2/chains/43114/metrics/avgTps',
        { timeInterval: 'day', pageToken: 'a0b1c2d3-0000-4000-8000-000000000000' },
      ],
    ]);
    expect(exchanges[0]?.status).toBe(404);
    for (const exchange of exchanges.slice(1)) {
      expect(refusal(exchange).errors).toEqual([]);
      expect(exchange.status).toBe(200);
    }
  });

  it('iterate.getAvgTps: the same fallback, then pages through /v2 requests that pass', async () => {
    const { fetch, exchanges } = recordingFetch();
    const metrics = createMetricsClient({ baseUrl: metricsPrism.url, fetch, retry: false });
    const error = await drain(metrics.iterate.getAvgTps({ chainId: '43114' }));
    expect(error).toMatchObject({ message: expect.stringContaining('cursor it had returned before') });
    expect(sent(exchanges).map(([path]) => path)).toEqual([
      '/v1/avg_tps/43114',
      '/v2/chains/43114/metrics/avgTps',
      '/v2/chains/43114/metrics/avgTps',
    ]);
    expect(new URL(exchanges[2]?.url ?? '').searchParams.get('pageToken')).toEqual(expect.any(String));
    for (const exchange of exchanges.slice(1)) expect(refusal(exchange).errors).toEqual([]);
  });
});
