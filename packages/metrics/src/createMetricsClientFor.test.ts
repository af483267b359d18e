import { HttpError } from '@pkg/core';
import { json, recordingFetch } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createMetricsClient, createMetricsClientFor } from './createMetricsClient.js';
import { getAvgTps, metricsLiveCheck, metricsOperations } from './generated/operations.js';

const page = { results: [{ timestamp: 1, value: 2 }] };

describe('createMetricsClientFor', () => {
  it('has the methods of the operations passed only', () => {
    const metrics = createMetricsClientFor({ getAvgTps });
    expect(Object.keys(metrics).sort()).toEqual(['getAvgTps', 'iterate']);
    expect(Object.keys(metrics.iterate)).toEqual(['getAvgTps']);
  });

  it("sends getAvgTps to the deployed /v2 route under wireNames: 'deployed', as createMetricsClient does", async () => {
    const picked = recordingFetch(() => json(page));
    const whole = recordingFetch(() => json(page));
    await createMetricsClientFor({ getAvgTps }, { wireNames: 'deployed', fetch: picked.fetch }).getAvgTps({
      chainId: '43114',
    });
    await createMetricsClient({ wireNames: 'deployed', fetch: whole.fetch }).getAvgTps({ chainId: '43114' });
    expect(picked.calls[0]!.url.href).toBe(
      'https://metrics.avax.network/v2/chains/43114/metrics/avgTps?timeInterval=day',
    );
    expect(picked.calls[0]!.url.href).toBe(whole.calls[0]!.url.href);
  });

  it('keeps the wireNames hint on a 404 of the seed route', async () => {
    const { fetch } = recordingFetch(() => json({ message: 'no', statusCode: 404, error: 'Not Found' }, 404));
    const error = await createMetricsClientFor({ getAvgTps }, { fetch, retry: false, wireNames: 'seed' })
      .getAvgTps({ chainId: '43114' })
      .catch((e: unknown) => e);
    expect(HttpError.isInstance(error) && error.message).toMatch(/wireNames: 'deployed'/);
  });

  it('createMetricsClient has a method for every operation of the table (and the aliases of the kebab-case ones), under either wireNames', () => {
    for (const wireNames of ['auto', 'seed', 'deployed'] as const) {
      const metrics = createMetricsClient({ wireNames });
      expect(
        Object.keys(metrics)
          .filter((k) => k !== 'iterate')
          .sort(),
      ).toEqual([...Object.keys(metricsOperations), 'metricsHealthCheck', 'metricsLiveCheck'].sort());
    }
  });

  it('metrics.metricsHealthCheck() is metrics["metrics-health-check"](), also when picked under its camelCase key', async () => {
    const paths: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Response.json({ status: 'ok' });
    };
    const metrics = createMetricsClient({ fetch, baseUrl: 'http://127.0.0.1:9' });
    await metrics.metricsHealthCheck();
    await metrics['metrics-health-check']();
    const picked = createMetricsClientFor({ metricsLiveCheck }, { fetch, baseUrl: 'http://127.0.0.1:9' });
    await picked.metricsLiveCheck();
    await picked['metrics-live-check']();
    expect(paths).toEqual(['/v2/health-check', '/v2/health-check', '/v2/live-check', '/v2/live-check']);
  });
});
