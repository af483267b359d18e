// The hostile-server suite, second pass (issue 25): loopback servers that misbehave, run against the default
// path (global fetch) and the opt-in undici path (lean answers, and WHATWG Responses with middleware). Every
// test counts what reached the server. The WebSocket transport's cases sit with it, in
// packages/evm/src/ws/hostile.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/errors/HttpError.js';
import { JsonRpcError } from '../src/errors/JsonRpcError.js';
import { NetworkError } from '../src/errors/NetworkError.js';
import { ParseError } from '../src/errors/ParseError.js';
import { SdkError } from '../src/errors/SdkError.js';
import { TimeoutError } from '../src/errors/TimeoutError.js';
import { ValidationError } from '../src/errors/ValidationError.js';
import {
  createJsonRpcTransport,
  type JsonRpcTransportOptions,
} from '../src/jsonrpc/createJsonRpcTransport.js';
import { paginate } from '../src/paginate.js';
import { createRestClient, type OperationInfo } from '../src/rest/createRestClient.js';
import { createTransport } from '../src/transport/createTransport.js';
import type { TransportOptions } from '../src/transport/types.js';
import { createUndiciSend } from '../src/undici/createUndiciSend.js';
import { redactUrl } from '../src/utils/redactUrl.js';
import { checkParams } from '../src/validation/checkParams.js';
import { type SeenRequest, sendJson, startServer } from './loopbackServer.js';

let server: Awaited<ReturnType<typeof startServer>>;
const held: (() => void)[] = [];
const hits: Record<string, number> = {};
const bodies: Record<string, string[]> = {};
let pageToken = 0;
const deep = (d: number) => '['.repeat(d) + ']'.repeat(d);

/** The id(s) of a JSON-RPC request body. */
const ids = (req: SeenRequest): unknown => {
  const body = JSON.parse(req.body) as { id: number } | { id: number }[];
  return Array.isArray(body) ? body.map((b) => b.id) : body.id;
};
const rpc = (req: SeenRequest, result: unknown) =>
  Array.isArray(ids(req))
    ? (ids(req) as number[]).map((id) => ({ jsonrpc: '2.0', id, result }))
    : { jsonrpc: '2.0', id: ids(req), result };

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url.split('?')[0] ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    bodies[path] = [...(bodies[path] ?? []), req.body];
    const status = /^\/status\/(\d+)$/.exec(path);
    if (status) return sendJson(res, { e: 1 }, Number(status[1]));
    switch (path) {
      case '/echo':
      case '/@evil.invalid/echo':
        return sendJson(res, { path, authorization: req.headers.authorization ?? null });
      case '/rpc-redos':
        return sendJson(res, {
          jsonrpc: '2.0',
          id: ids(req),
          error: { code: -32000, message: 'a-'.repeat(131_072) },
        });
      case '/rpc-hang':
        return void held.push(() => sendJson(res, rpc(req, 'late')));
      case '/rpc-refuse':
        // one error object for the whole array, as a node's non-EVM endpoints answer
        if (Array.isArray(ids(req)))
          return sendJson(res, {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'batch refused' },
          });
        return sendJson(res, rpc(req, 'ok'));
      case '/rpc-refuse-slow':
        if (Array.isArray(ids(req))) {
          return void setTimeout(
            () => sendJson(res, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'no' } }),
            400,
          );
        }
        return void setTimeout(() => sendJson(res, rpc(req, 'ok')), 600);
      case '/rpc-wrong-id':
        return sendJson(res, { jsonrpc: '2.0', id: 999_999, result: 'not yours' });
      case '/rpc-leading-zero':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"jsonrpc":"2.0","id":${ids(req)},"result":00123456789012345678}`);
      case '/rpc-deep':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"jsonrpc":"2.0","id":${JSON.stringify(ids(req))},"result":${deep(100_000)}}`);
      case '/rpc-deep-object':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"a":${deep(100_000)}}`);
      case '/rpc-big-object':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"big":"${'x'.repeat(1_000_000)}"}`);
      case '/deep-400':
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(`{"error":${deep(100_000)}}`);
      case '/cookie':
        return sendJson(res, { message: 'no' }, 400, { 'set-cookie': 'session=S3CR3T; HttpOnly' });
      case '/retry-after-hour':
        return sendJson(res, { message: 'later' }, 503, { 'retry-after': '3600' });
      case '/pages-empty':
        return sendJson(res, { items: [], nextPageToken: `t${++pageToken}` });
      case '/pages-string':
        return sendJson(res, { items: 'abc', nextPageToken: 't' });
      case '/pages-no-body':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end();
      default:
        return sendJson(res, { path });
    }
  });
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  await server.close();
});

const count = (path: string) => hits[path] ?? 0;

const paths: [string, typeof globalThis.fetch | undefined, TransportOptions][] = [
  ['fetch path', undefined, {}],
  ['undici path', undefined, { send: createUndiciSend() }],
  ['undici path, Responses', undefined, { send: createUndiciSend(), middleware: [{}] }],
];

describe.each(paths)('hostile servers, second pass (%s)', (_name, fetch, extra) => {
  const make = (options: TransportOptions = {}) =>
    createTransport({
      baseUrl: server.url,
      fetch,
      retry: { minDelayMs: 1, maxDelayMs: 2 },
      ...extra,
      ...options,
    });
  const rpcClient = (options: JsonRpcTransportOptions = {}) =>
    createJsonRpcTransport({ fetch, retry: { minDelayMs: 1, maxDelayMs: 2 }, ...extra, ...options });

  describe('1. redaction is linear in the server text', () => {
    it('a 256 KB a-a-a- JSON-RPC error message comes back whole (quadratic redaction took 37 s)', async () => {
      const error = await rpcClient()
        .call<never>(`${server.url}/rpc-redos`, 'eth_call', [])
        .catch((e: unknown) => e as JsonRpcError);
      expect(JsonRpcError.isInstance(error)).toBe(true);
      expect(error.shortMessage).toHaveLength(262_144);
    });

    it('redactUrl over 1 MB of scheme-like text with @ and ? returns', () => {
      const text = `${'a-'.repeat(262_144)}${'?a'.repeat(131_072)}x://${'u'.repeat(1000)}@h/`;
      expect(redactUrl(text)).toHaveLength(text.length - 1001);
    });
  });

  describe('2, 9 and 12. timeoutMs is a deadline per call', () => {
    it("a call batched with a call that has its own longer limit keeps the client's timeoutMs", async () => {
      const client = rpcClient({ timeoutMs: 200 });
      const controller = new AbortController();
      const patient = client
        .call<never>(`${server.url}/rpc-hang`, 'a', [], { timeoutMs: 60_000, signal: controller.signal })
        .catch((e: unknown) => e as Error);
      const error = await client.call(`${server.url}/rpc-hang`, 'b', []).catch((e) => e);
      expect(TimeoutError.isInstance(error)).toBe(true);
      controller.abort(new Error('done'));
      expect((await patient).message).toBe('done');
      expect(JSON.parse(bodies['/rpc-hang']!.at(-1)!)).toHaveLength(2);
    });

    it('a queued call whose deadline passed while it waited is never sent (its timer late on a busy loop)', async () => {
      const started: string[] = [];
      const http = make({
        maxConcurrency: 1,
        retry: false,
        middleware: [
          {
            onRequest: ({ request }) => void started.push(new URL(request.url).pathname),
            onResponse: ({ request }) => {
              // the event loop is busy past the queued call's deadline right when its slot frees
              if (new URL(request.url).pathname === '/echo') {
                const until = Date.now() + 150;
                while (Date.now() < until);
              }
            },
          },
        ],
      });
      const before = count('/target-queued');
      const first = http.request({ method: 'GET', path: '/echo' });
      const queued = http.request({ method: 'GET', path: '/target-queued', timeoutMs: 50 }).catch((e) => e);
      await first;
      expect(TimeoutError.isInstance(await queued)).toBe(true);
      expect(started).toEqual(['/echo']);
      expect(count('/target-queued')).toBe(before);
    });

    it('calls re-sent one by one after a batch refusal keep their original deadline', async () => {
      // the refusal comes at 400 ms, each single answer 600 ms later: within a fresh 800 ms limit, past the
      // 800 ms deadline the calls started with
      const client = rpcClient({ timeoutMs: 800 });
      const url = `${server.url}/rpc-refuse-slow`;
      const results = await Promise.all(
        [client.call(url, 'a', []), client.call(url, 'b', [])].map((p) => p.catch((e) => e)),
      );
      expect(results.map((e) => TimeoutError.isInstance(e))).toEqual([true, true]);
    });
  });

  describe('3. URLs are read with new URL only', () => {
    const host = () => server.url.replace('http://', '');

    it('http://HOST\\@evil.invalid/ goes to HOST, as new URL reads it, with no credentials', async () => {
      const base = `http://${host()}\\@evil.invalid`;
      expect(new URL(base).host).toBe(host());
      const { data } = await make({ baseUrl: base }).request<{ path: string; authorization: null }>({
        method: 'GET',
        path: '/echo',
      });
      expect(data).toEqual({ path: '/@evil.invalid/echo', authorization: null });
    });

    it.each([
      ['backslashes', (h: string) => `http:\\\\u:S3CR3T@${h}`],
      ['one slash', (h: string) => `http:/u:S3CR3T@${h}`],
      ['a leading space', (h: string) => ` http://u:S3CR3T@${h}`],
    ])('%s: the credentials become Basic auth and never show in an error', async (_what, spell) => {
      const { data } = await make({ baseUrl: spell(host()) }).request<{ authorization: string }>({
        method: 'GET',
        path: '/echo',
      });
      expect(atob(data.authorization.replace(/^Basic /, ''))).toBe('u:S3CR3T');
      const error = await make({ baseUrl: spell('127.0.0.1:1') })
        .request({ method: 'GET', path: '/x' })
        .catch((e) => e);
      expect(NetworkError.isInstance(error)).toBe(true);
      const shown = [error.message, JSON.stringify(error), error.stack, String(error.cause?.message)].join(
        '\n',
      );
      expect(shown).not.toContain('S3CR3T');
    });

    it('a URL new URL cannot read is a ValidationError that does not show it, nothing sent', async () => {
      const error = await make({ baseUrl: 'http://u:S3CR3T@[bad' })
        .request({ method: 'GET', path: '/echo' })
        .catch((e) => e);
      expect(ValidationError.isInstance(error)).toBe(true);
      expect(error.field).toBe('url');
      expect(JSON.stringify(error) + error.message).not.toContain('S3CR3T');
    });
  });

  describe('4. a submit is sent at most once', () => {
    it('a submit batched with a read, answered by one error object, is not re-sent; the read is', async () => {
      const before = count('/rpc-refuse');
      const client = rpcClient();
      const url = `${server.url}/rpc-refuse`;
      const [read, submit] = await Promise.all([
        client.call(url, 'eth_blockNumber', []),
        client
          .call<never>(url, 'eth_sendRawTransaction', ['0x00'], { idempotent: false })
          .catch((e: unknown) => e as JsonRpcError),
      ]);
      expect(read).toBe('ok');
      expect(JsonRpcError.isInstance(submit)).toBe(true);
      expect(submit.code).toBe(-32700);
      const sent = bodies['/rpc-refuse']!.slice(before);
      expect(sent.join('\n').match(/eth_sendRawTransaction/g)).toHaveLength(1);
      expect(count('/rpc-refuse') - before).toBe(2);
    });

    it('a POST answered 421 reaches the server once', async () => {
      const before = count('/status/421');
      const error = await make()
        .request({ method: 'POST', path: '/status/421', body: { tx: 1 } })
        .catch((e) => e);
      expect(HttpError.isInstance(error) && error.status).toBe(421);
      await rpcClient()
        .call(`${server.url}/status/421`, 'eth_sendRawTransaction', ['0x00'], { idempotent: false })
        .catch((e) => e);
      expect(count('/status/421') - before).toBe(2);
    });

    it('a 407 is not retried (a GET reaches the server once)', async () => {
      const before = count('/status/407');
      const error = await make()
        .request({ method: 'GET', path: '/status/407' })
        .catch((e) => e);
      expect(SdkError.isInstance(error)).toBe(true);
      expect(error.attempts ?? 1).toBe(1);
      expect(count('/status/407') - before).toBe(1);
    });
  });

  describe('6 and 12. paging', () => {
    const table = {
      listThings: {
        method: 'GET',
        path: '/pages-empty',
        queryParams: ['pageToken'],
        check: checkParams,
        schema: { pageToken: { type: 'string' } },
        retry: true,
        items: 'items',
        paginate,
      },
      listString: {
        method: 'GET',
        path: '/pages-string',
        queryParams: ['pageToken'],
        check: checkParams,
        schema: { pageToken: { type: 'string' } },
        retry: true,
        items: 'items',
        paginate,
      },
      listNoBody: {
        method: 'GET',
        path: '/pages-no-body',
        queryParams: ['pageToken'],
        check: checkParams,
        schema: { pageToken: { type: 'string' } },
        retry: true,
        items: 'items',
        paginate,
      },
    } satisfies Record<string, OperationInfo>;
    type Op = { params: { pageToken?: string }; result: { items: string[] }; item: string };
    type Ops = { listThings: Op; listString: Op; listNoBody: Op };
    const client = () => createRestClient<Ops>(table, { baseUrl: server.url, fetch, ...extra });
    const drain = async (items: AsyncIterable<unknown>) => {
      const seen: unknown[] = [];
      try {
        for await (const item of items) seen.push(item);
      } catch (error) {
        return { seen, error: error as SdkError };
      }
      return { seen, error: undefined };
    };

    it('empty pages with fresh tokens end after maxEmptyPages with an error naming the operation', async () => {
      const before = count('/pages-empty');
      const { error } = await drain(client().iterate.listThings({}, { maxItems: 5 }));
      expect(error?.shortMessage).toBe(
        'Paging listThings stopped: 10 pages in a row held no item (maxEmptyPages)',
      );
      expect(count('/pages-empty') - before).toBe(10);
      const { error: sooner } = await drain(client().iterate.listThings({}, { maxEmptyPages: 2 }));
      expect(sooner?.shortMessage).toMatch(/^Paging listThings stopped: 2 pages/);
    });

    it('an items field that is a string is a ParseError, not characters', async () => {
      const { seen, error } = await drain(client().iterate.listString({}));
      expect(seen).toEqual([]);
      expect(ParseError.isInstance(error)).toBe(true);
      expect(error?.shortMessage).toBe('Invalid page in the answer to listString: items is not an array');
    });

    it('a page answered 200 with an empty body is a ParseError, not the end', async () => {
      const { error } = await drain(client().iterate.listNoBody({}));
      expect(ParseError.isInstance(error)).toBe(true);
    });
  });

  describe('7 and 10. one strict, depth-bounded parser', () => {
    it('a 100,000-deep answer is a ParseError, sent once; a deep non-array batch answer too', async () => {
      const before = count('/rpc-deep');
      const error = await rpcClient()
        .call(`${server.url}/rpc-deep`, 'eth_call', [])
        .catch((e) => e);
      expect(ParseError.isInstance(error)).toBe(true);
      expect(count('/rpc-deep') - before).toBe(1);
      const client = rpcClient();
      const url = `${server.url}/rpc-deep-object`;
      const both = await Promise.all(
        [client.call(url, 'a', []), client.call(url, 'b', [])].map((p) => p.catch((e) => e)),
      );
      expect(both.map((e) => ParseError.isInstance(e))).toEqual([true, true]);
    });

    it('a deep error body is an HttpError with its text, never a retried NetworkError', async () => {
      const before = count('/deep-400');
      const error = await make()
        .request({ method: 'GET', path: '/deep-400' })
        .catch((e) => e);
      expect(HttpError.isInstance(error) && error.status).toBe(400);
      expect(typeof error.body).toBe('string');
      expect(count('/deep-400') - before).toBe(1);
    });

    it('a number with leading zeros is a ParseError, as JSON.parse says', async () => {
      const error = await rpcClient()
        .call(`${server.url}/rpc-leading-zero`, 'eth_call', [])
        .catch((e) => e);
      expect(ParseError.isInstance(error)).toBe(true);
    });

    it('a lone answer with another id is refused', async () => {
      const error = await rpcClient()
        .call<never>(`${server.url}/rpc-wrong-id`, 'eth_chainId', [])
        .catch((e: unknown) => e as SdkError);
      expect(SdkError.isInstance(error)).toBe(true);
      expect(error.shortMessage).toMatch(/^JSON-RPC answer with the wrong id to eth_chainId \(id \d+\)/);
    });
  });

  describe('8. a big non-array batch answer', () => {
    it('is stringified once for 40 callers, not once each', async () => {
      const client = rpcClient();
      const url = `${server.url}/rpc-big-object`;
      const stringify = vi.spyOn(JSON, 'stringify');
      try {
        const errors = await Promise.all(
          Array.from({ length: 40 }, (_, i) => client.call(url, `m${i}`, []).catch((e) => e)),
        );
        expect(
          errors.every((e) => SdkError.isInstance(e) && /^Invalid batch answer/.test(e.shortMessage)),
        ).toBe(true);
        const big = stringify.mock.calls.filter((c) => (c[0] as { big?: unknown } | null)?.big !== undefined);
        expect(big).toHaveLength(1);
      } finally {
        stringify.mockRestore();
      }
    });
  });

  describe('11. smaller points', () => {
    it('batching comes back after unbatchedMs', async () => {
      const client = rpcClient({ batch: { unbatchedMs: 0 } });
      const url = `${server.url}/rpc-refuse`;
      const before = bodies['/rpc-refuse']?.length ?? 0;
      await Promise.all([client.call(url, 'a', []), client.call(url, 'b', [])]);
      await Promise.all([client.call(url, 'c', []), client.call(url, 'd', [])]);
      const arrays = bodies['/rpc-refuse']!.slice(before).filter((b) => b.startsWith('['));
      expect(arrays).toHaveLength(2);
    });

    it('an HttpError JSON carries no Set-Cookie', async () => {
      const error = await make()
        .request({ method: 'GET', path: '/cookie' })
        .catch((e) => e);
      expect(HttpError.isInstance(error)).toBe(true);
      expect(JSON.stringify(error)).not.toContain('S3CR3T');
      expect(error.headers['set-cookie']).toBeUndefined();
    });

    it('with timeoutMs 0 a Retry-After of an hour is not waited (past maxRetryAfterMs)', async () => {
      const before = count('/retry-after-hour');
      const error = await make({ timeoutMs: 0 })
        .request({ method: 'GET', path: '/retry-after-hour' })
        .catch((e) => e);
      expect(HttpError.isInstance(error) && error.status).toBe(503);
      expect(count('/retry-after-hour') - before).toBe(1);
    });

    it('12 calls sharing one signal print no MaxListenersExceededWarning', async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.name);
      process.on('warning', onWarning);
      try {
        const controller = new AbortController();
        const http = make({ maxConcurrency: 2 });
        const client = rpcClient();
        const calls = [
          ...Array.from({ length: 6 }, () =>
            http.request({ method: 'GET', path: '/rpc-hang-get', signal: controller.signal }),
          ),
          ...Array.from({ length: 6 }, (_, i) =>
            client.call(`${server.url}/rpc-hang`, `m${i}`, [], { signal: controller.signal }),
          ),
        ].map((p) => p.catch((e) => e));
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.abort(new Error('stop'));
        await Promise.all(calls);
        await new Promise((resolve) => setImmediate(resolve));
        expect(warnings).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    });
  });
});
