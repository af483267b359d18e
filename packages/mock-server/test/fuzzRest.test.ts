/**
 * Property tests over every generated REST operation (@pkg/data, @pkg/metrics): any input either rejects
 * with ValidationError before a request is sent, or sends one request whose path lands on that same
 * operation (path parameters decoded back to the input) and whose path and query the mock server's
 * spec validator accepts. Valid inputs are never rejected.
 */
import { ValidationError } from '@pkg/core';
import { createDataClient } from '@pkg/data';
import { dataOperations } from '@pkg/data/operations';
import { createMetricsClient } from '@pkg/metrics';
import { metricsOperations } from '@pkg/metrics/operations';
import { json, type RecordedRequest, recordingFetch } from '@pkg/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataSet } from '../src/data/dataSet.js';
import { handleRest } from '../src/rest/handleRest.js';
import { matchRest } from '../src/rest/router.js';
import { anyParams, keepsRules, PARAMS, type Schema, validParams } from './arbitraries.js';

interface Info {
  method: string;
  path: string;
  pathParams?: readonly string[];
  queryParams?: readonly string[];
  commaParams?: readonly string[];
  explodeParams?: readonly string[];
  body?: boolean;
  schema: Schema;
  rules?: readonly never[];
  /** Values the cross-field rules assume for absent fields (the seed's defaults). */
  ruleDefaults?: Record<string, unknown>;
  items?: string;
}

const dataSet = createDataSet(1);
const ORIGIN = 'http://fuzz.test';

const services = [
  {
    service: 'data' as const,
    prefix: '',
    table: dataOperations as unknown as Record<string, Info>,
    create: (fetch: typeof globalThis.fetch) => createDataClient({ baseUrl: ORIGIN, fetch, retry: false }),
  },
  {
    service: 'metrics' as const,
    prefix: '/metrics',
    table: metricsOperations as unknown as Record<string, Info>,
    create: (fetch: typeof globalThis.fetch) =>
      createMetricsClient({ baseUrl: `${ORIGIN}/metrics`, fetch, retry: false }),
  },
];

/** Checks one sent request: same operation, path params decoded back, declared query keys, validator accepts. */
function checkRequest(
  service: 'data' | 'metrics',
  prefix: string,
  operationId: string,
  info: Info,
  params: Record<string, unknown>,
  sent: RecordedRequest,
): void {
  const url = new URL(sent.url);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname.startsWith(`${prefix}/`), `path ${url.pathname}`).toBe(true);
  const match = matchRest(service, sent.method, url.pathname.slice(prefix.length));
  expect(typeof match === 'object' ? match.op.operationId : match, `${sent.method} ${url.pathname}`).toBe(
    operationId,
  );
  if (typeof match !== 'object') return;
  for (const name of info.pathParams ?? []) expect(match.pathParams[name]).toBe(String(params[name]));
  // Declared query params carry the input's value (unknown keys are the caller's own; the validator ignores them).
  for (const p of match.op.params) {
    if (p.in !== 'query' || params[p.name] === undefined) continue;
    const value = params[p.name];
    if (info.explodeParams?.includes(p.name)) {
      // one key per item (form, explode: true)
      expect(url.searchParams.getAll(p.name), `query ${p.name} of ${url.search}`).toEqual(
        (value as unknown[]).map(String),
      );
      continue;
    }
    expect(url.searchParams.get(p.name), `query ${p.name} of ${url.search}`).toBe(
      Array.isArray(value) ? value.join(',') : String(value),
    );
  }
  const reply = handleRest(match, url.searchParams, sent.body, dataSet, () => ({}));
  expect(
    reply.status,
    `mock validator: ${JSON.stringify(reply.body)} for ${sent.method} ${url.pathname}${url.search} ${sent.body}`,
  ).not.toBe(400);
}

for (const { service, prefix, table, create } of services) {
  describe(`fuzz @pkg/${service}`, () => {
    const recorder = recordingFetch((r) => json(r.method === 'GET' ? {} : { signedMessage: '0x00' }));
    const client = create(recorder.fetch) as unknown as Record<string, (p: unknown) => Promise<unknown>>;

    for (const [operationId, info] of Object.entries(table)) {
      it(`${operationId}: any input rejects with ValidationError before a request, or lands on its own path`, async () => {
        await fc.assert(
          fc.asyncProperty(anyParams(info.schema, info.pathParams), async (params) => {
            recorder.calls.length = 0;
            let error: unknown;
            try {
              await client[operationId]!(params);
            } catch (e) {
              error = e;
            }
            if (error !== undefined) {
              expect(ValidationError.isInstance(error), String(error)).toBe(true);
              expect(recorder.calls).toHaveLength(0);
              return;
            }
            expect(recorder.calls).toHaveLength(1);
            checkRequest(service, prefix, operationId, info, params, recorder.calls[0]!);
          }),
          PARAMS,
        );
      });

      it(`${operationId}: valid input is sent, and the mock server's validator accepts it`, async () => {
        await fc.assert(
          fc.asyncProperty(
            validParams(info.schema, info.pathParams).filter((p) =>
              keepsRules(p, info.rules, info.ruleDefaults),
            ),
            async (params) => {
              recorder.calls.length = 0;
              await client[operationId]!(params);
              expect(recorder.calls).toHaveLength(1);
              checkRequest(service, prefix, operationId, info, params, recorder.calls[0]!);
            },
          ),
          PARAMS,
        );
      });
    }
  });
}
