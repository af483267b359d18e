import { describe, expectTypeOf, it } from 'vitest';
import {
  createMetricsClient,
  type ErrorBody,
  type MetricsClientOptions,
  type MetricsParams,
  type MetricsPoint,
  type MetricsSeries,
} from './index.js';

const metrics = createMetricsClient();

describe('types of @pkg/metrics', () => {
  it('types getAvgTps params and result', () => {
    expectTypeOf<MetricsParams<'getAvgTps'>>().toEqualTypeOf<{ chainId: string; pageToken?: string }>();
    expectTypeOf(metrics.getAvgTps).returns.resolves.toEqualTypeOf<MetricsSeries>();
    expectTypeOf<MetricsPoint>().toEqualTypeOf<{ timestamp: number; value: number }>();
    expectTypeOf<MetricsSeries['nextPageToken']>().toEqualTypeOf<string | undefined>();
    // the seed's /v1 sends lastRun and status; the deployed /v2 route does not
    expectTypeOf<MetricsSeries['lastRun']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<MetricsSeries['status']>().toEqualTypeOf<number | undefined>();
  });

  it('has the same method types under wireNames deployed', () => {
    const deployed = createMetricsClient({ wireNames: 'deployed' });
    expectTypeOf(deployed).toEqualTypeOf(metrics);
    expectTypeOf<MetricsClientOptions['wireNames']>().toEqualTypeOf<
      'auto' | 'seed' | 'deployed' | { baseUrl?: string; getAvgTps?: 'seed' | 'deployed' } | undefined
    >();
  });

  it('iterates series points', () => {
    expectTypeOf(metrics.iterate.getAvgTps).returns.toEqualTypeOf<AsyncIterableIterator<MetricsPoint>>();
  });

  it('types the error message as a string or an array of strings and takes no API key', () => {
    expectTypeOf<ErrorBody['message']>().toEqualTypeOf<string | string[]>();
    expectTypeOf<'apiKey' extends keyof MetricsClientOptions ? true : false>().toEqualTypeOf<false>();
  });
});
