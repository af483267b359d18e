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
    expectTypeOf<MetricsParams<'getAvgTps'>>().toEqualTypeOf<{ chainId: string } & { pageToken?: string }>();
    expectTypeOf(metrics.getAvgTps).returns.resolves.toEqualTypeOf<MetricsSeries>();
    expectTypeOf<MetricsPoint>().toEqualTypeOf<{ timestamp: number; value: number }>();
    expectTypeOf<MetricsSeries['nextPageToken']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<MetricsSeries['lastRun']>().toEqualTypeOf<number>();
  });

  it('iterates series points', () => {
    expectTypeOf(metrics.iterate.getAvgTps).returns.toEqualTypeOf<AsyncIterableIterator<MetricsPoint>>();
  });

  it('types the error message as an array of strings and takes no API key', () => {
    expectTypeOf<ErrorBody['message']>().toEqualTypeOf<string[]>();
    expectTypeOf<'apiKey' extends keyof MetricsClientOptions ? true : false>().toEqualTypeOf<false>();
  });
});
