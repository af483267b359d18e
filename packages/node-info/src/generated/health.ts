// Generated from specs/openrpc/node-info, specs/openapi/health.yaml; do not edit. Run `pnpm generate`.
import type { CallOptions } from '@pkg/core';
import type { HealthReport } from './types.js';

/** The health GET endpoints: method -> path under the `health` endpoint, and whether it takes `tag` queries. */
export const healthGets: Readonly<Record<string, { path: string; tags: boolean }>> = {
  get: { path: '', tags: true },
  getReadiness: { path: '/readiness', tags: true },
  getLiveness: { path: '/liveness', tags: false },
};

/** Params of a health GET that filters by tags. */
export interface HealthGetParams {
  /** Sent as repeated `tag` query parameters; only checks with these tags, plus global checks, are reported. */
  tags?: string[];
}

/** The health GET endpoints (a 503 answer is returned as `healthy: false`, never thrown). */
export interface HealthGetMethods {
  /**
   * The node's holistic health report (the same as /ext/health/health), optionally filtered by tags.
   *
   * With tags, only checks with a matching tag plus global checks (network, database and similar) are reported; a healthy filtered result does not mean the node is healthy in unfiltered checks.
   *
   * HTTP GET `/ext/health` (repeatable `tag` query); a 503 answer is returned as `{ healthy: false, checks }`, not thrown.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const { healthy, checks } = await node.health.get({ tags: ['11111111111111111111111111111111LpoYY'] });
   * ```
   */
  get(params?: HealthGetParams, options?: CallOptions): Promise<HealthReport>;
  /**
   * Readiness, healthy once the node finished initializing, optionally filtered by tags.
   *
   * HTTP GET `/ext/health/readiness` (repeatable `tag` query); a 503 answer is returned as `{ healthy: false, checks }`, not thrown.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const { healthy, checks } = await node.health.getReadiness({ tags: ['11111111111111111111111111111111LpoYY'] });
   * ```
   */
  getReadiness(params?: HealthGetParams, options?: CallOptions): Promise<HealthReport>;
  /**
   * Liveness, healthy once the endpoint is available.
   *
   * HTTP GET `/ext/health/liveness`; a 503 answer is returned as `{ healthy: false, checks }`, not thrown.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const { healthy, checks } = await node.health.getLiveness();
   * ```
   */
  getLiveness(options?: CallOptions): Promise<HealthReport>;
}
