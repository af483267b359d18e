import { readFileSync } from 'node:fs';
import { createMetricsClient, type MetricsClient } from '@pkg/metrics';
import { type Exchange, recordingFetch, requestErrors } from '@pkg/testkit/prism';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain } from '../src/drain.js';
import { type MetricsCall, metricsCalls } from '../src/metricsCalls.js';
import { liveSpec } from '../src/paths.js';
import { type PrismServer, startPrism } from '../src/startPrism.js';

// Requests direction for the Metrics API: every operation of the deployed service's published document, as
// our client sends it, passes the request validation of Prism serving that document (static mode, its own
// examples as answers). Prism's refusal (4xx and `sl-violations`) is the failure signal.

type LiveOp = {
  operationId: string;
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
};
const live = JSON.parse(readFileSync(liveSpec('metrics-api.json'), 'utf8')) as {
  paths: Record<string, Record<string, LiveOp>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
const liveOps = Object.values(live.paths).flatMap((item) => Object.values(item));
/** The operations that take a page token in the live document (a query parameter, or a body field). */
const takesPageToken = new Set(
  liveOps
    .filter((op) => {
      if (op.parameters?.some((p) => p.name === 'pageToken')) return true;
      const ref = op.requestBody?.content['application/json']?.schema.$ref;
      return (
        ref !== undefined && 'pageToken' in (live.components.schemas[ref.split('/').pop()!]?.properties ?? {})
      );
    })
    .map((op) => op.operationId),
);

let prism: PrismServer;
beforeAll(async () => {
  prism = await startPrism({ document: liveSpec('metrics-api.json') });
});
afterAll(async () => {
  await prism?.stop();
});

function call(client: MetricsClient, { operationId, params }: MetricsCall): Promise<unknown> {
  return (client[operationId] as (p: unknown) => Promise<unknown>)(params);
}

const refusal = (exchange: Exchange | undefined) => ({
  status: exchange?.status,
  url: exchange?.url,
  errors: exchange ? requestErrors(exchange) : 'no request',
});

describe("requests: every Metrics operation passes the live document's validation", () => {
  it('covers the 16 operations of the live document; iterate pages exactly those that take a page token', () => {
    const ids = liveOps.map((op) => op.operationId);
    expect(ids).toHaveLength(16);
    expect(metricsCalls.map((c) => c.operationId).sort()).toEqual([...ids].sort());
    const metrics = createMetricsClient({ baseUrl: prism.url });
    for (const id of ids) expect([id, typeof metrics[id as keyof MetricsClient]]).toEqual([id, 'function']);
    const paged = Object.keys(metrics.iterate).filter((id) => id !== 'getAvgTps');
    expect(paged.sort()).toEqual([...takesPageToken].sort());
  });

  it('the detector: a pageSize past the document maximum (sent with plain fetch) is refused', async () => {
    const { fetch, exchanges } = recordingFetch();
    await fetch(`${prism.url}/v2/chains/43114/metrics/txCount?pageSize=2161`);
    expect(exchanges[0]?.status).toBeGreaterThanOrEqual(400);
    expect(requestErrors(exchanges[0] as Exchange)).not.toHaveLength(0);
  });

  for (const wireNames of ['seed', 'deployed', undefined] as const) {
    const mode = wireNames === undefined ? 'default options' : `wireNames '${wireNames}'`;
    it.each(metricsCalls)(`$operationId (${mode})`, async (c) => {
      const { fetch, exchanges } = recordingFetch();
      const metrics = createMetricsClient({
        baseUrl: prism.url,
        fetch,
        retry: false,
        ...(wireNames === undefined ? {} : { wireNames }),
      });
      await call(metrics, c);
      expect(exchanges).toHaveLength(1);
      expect(refusal(exchanges[0])).toEqual({
        status: exchanges[0]?.status,
        url: exchanges[0]?.url,
        errors: [],
      });
      expect(exchanges[0]?.status).toBeLessThan(300);
    });
  }

  it.each(metricsCalls.filter((c) => takesPageToken.has(c.operationId)))(
    'iterate.$operationId follows nextPageToken with requests that pass',
    async ({ operationId, params }) => {
      const { fetch, exchanges } = recordingFetch();
      const metrics = createMetricsClient({ baseUrl: prism.url, fetch, retry: false });
      const iterate = metrics.iterate as unknown as Record<string, (p: unknown) => AsyncIterable<unknown>>;
      // Prism answers every page with the document's example, the same nextPageToken each time: the second
      // page is requested with it, then iterate stops (a cursor seen before would repeat pages forever)
      const error = await drain(iterate[operationId]!(params));
      expect(error).toMatchObject({ message: expect.stringContaining('cursor it had returned before') });
      expect(exchanges).toHaveLength(2);
      for (const exchange of exchanges) expect(refusal(exchange).errors).toEqual([]);
    },
  );
});
