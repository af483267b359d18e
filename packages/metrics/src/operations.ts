/**
 * The Metrics API's operation table, one export per operation (`getAvgTps`, `listChains`, ...), the whole
 * table (`metricsOperations`) and one table per tag: pass the ones a program calls to
 * `createMetricsClientFor` and its bundle keeps only those.
 *
 * @example
 * import { createMetricsClientFor } from '@pkg/metrics';
 * import { getAvgTps } from '@pkg/metrics/operations';
 * const metrics = createMetricsClientFor({ getAvgTps });
 * const { results } = await metrics.getAvgTps({ chainId: '43114' });
 *
 * @module
 */
export * from './generated/operations.js';
