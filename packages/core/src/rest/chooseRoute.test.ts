import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/HttpError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { checkStringParams } from '../validation/checkStringParams.js';
import { createRestClient, type OperationInfo } from './createRestClient.js';

const route: OperationInfo = {
  method: 'GET',
  path: '/v2/things/{id}',
  pathParams: ['id'],
  schema: { id: { type: 'string', required: true }, kind: { type: 'string', enum: ['day'] } },
  retry: true,
  check: checkStringParams,
};
const getThing: OperationInfo = {
  method: 'GET',
  path: '/v1/thing/{id}',
  pathParams: ['id'],
  schema: { id: { type: 'string', required: true } },
  retry: true,
  check: checkStringParams,
  deployed: { route, params: { kind: 'day' } },
};
type Ops = { getThing: { params: { id: string }; result: unknown } };

/** A service that serves only `served` (a path prefix); records each path asked for. */
function service(served: string) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    asked.push(url.pathname + url.search);
    return url.pathname.startsWith(served)
      ? Response.json({ ok: url.pathname })
      : Response.json({ message: 'Not Found' }, { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

describe('an operation with a deployed route (the spec’s x-deployed-route-of)', () => {
  it("'auto': the seed route, on its 404 the deployed one with its params, then the deployed one only", async () => {
    const { fetch, asked } = service('/v2/');
    const client = createRestClient<Ops>(
      { getThing },
      { baseUrl: 'http://s.test', fetch, retry: false },
      'auto',
    );
    await expect(client.getThing({ id: 'a' })).resolves.toEqual({ ok: '/v2/things/a' });
    await client.getThing({ id: 'b' });
    expect(asked).toEqual(['/v1/thing/a', '/v2/things/a?kind=day', '/v2/things/b?kind=day']);
  });

  it("'auto' keeps the seed route where it answers, and never sends a key the operation lacks", async () => {
    const { fetch, asked } = service('/v1/');
    const client = createRestClient<Ops>(
      { getThing },
      { baseUrl: 'http://s.test', fetch, retry: false },
      'auto',
    );
    await client.getThing({ id: 'a' });
    await expect(client.getThing({ id: 'a', kind: 'day' } as never)).rejects.toBeInstanceOf(ValidationError);
    expect(asked).toEqual(['/v1/thing/a']);
  });

  it("'seed': a 404 names wireNames: 'deployed' and keeps what the service sent; 'deployed': the route only", async () => {
    const seed = createRestClient<Ops>(
      { getThing },
      { baseUrl: 'http://s.test', fetch: service('/v2/').fetch, retry: false },
    );
    const error = await seed.getThing({ id: 'a' }).catch((e: unknown) => e);
    expect(HttpError.isInstance(error) && error.status).toBe(404);
    expect((error as HttpError).message).toContain(
      "(no /v1/thing on the deployed service: wireNames: 'deployed'",
    );
    const { fetch, asked } = service('/v2/');
    await createRestClient<Ops>(
      { getThing },
      { baseUrl: 'http://s.test', fetch },
      { getThing: 'deployed' },
    ).getThing({
      id: 'a',
    });
    expect(asked).toEqual(['/v2/things/a?kind=day']);
  });
});
