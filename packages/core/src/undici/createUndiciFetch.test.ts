import { Agent, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../errors/NetworkError.js';
import { createTransport } from '../transport/createTransport.js';
import { createUndiciFetch } from './createUndiciFetch.js';

// What the user set up applies: undici's MockAgent (with the network disabled) answers instead of DNS.
describe('the dispatcher the user set up applies', () => {
  let previous: ReturnType<typeof getGlobalDispatcher>;
  let mock: MockAgent;
  beforeEach(() => {
    previous = getGlobalDispatcher();
    mock = new MockAgent();
    mock.disableNetConnect();
    setGlobalDispatcher(mock);
  });
  afterEach(async () => {
    setGlobalDispatcher(previous);
    await mock.close();
  });

  const answer = () =>
    mock
      .get('https://glacier-api.avax.network')
      .intercept({ path: '/v1/chains', method: 'GET' })
      .reply(200, { chains: ['43114'] }, { headers: { 'content-type': 'application/json' } });

  it.each([
    ['the default fetch (globalThis.fetch at call time)', () => undefined],
    ['createUndiciFetch() (the global dispatcher at call time)', () => createUndiciFetch()],
  ])('%s', async (_name, fetch) => {
    answer();
    const http = createTransport({
      baseUrl: 'https://glacier-api.avax.network',
      fetch: fetch(),
      retry: false,
    });
    await expect(http.request({ method: 'GET', path: '/v1/chains' })).resolves.toMatchObject({
      data: { chains: ['43114'] },
    });
    // nothing intercepts this one, and the network is off: a NetworkError, never a real DNS lookup
    const error = await http.request({ method: 'GET', path: '/v1/other' }).catch((e) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
  });

  it('createUndiciFetch({ dispatcher }) uses the given dispatcher instead of the global one', async () => {
    const own = new MockAgent();
    own.disableNetConnect();
    own
      .get('https://glacier-api.avax.network')
      .intercept({ path: '/v1/chains', method: 'GET' })
      .reply(200, { own: true }, { headers: { 'content-type': 'application/json' } });
    const http = createTransport({
      baseUrl: 'https://glacier-api.avax.network',
      fetch: createUndiciFetch({ dispatcher: own }),
    });
    await expect(http.request({ method: 'GET', path: '/v1/chains' })).resolves.toMatchObject({
      data: { own: true },
    });
    await own.close();
  });

  it('decodes gzip, deflate and br as fetch does, and sends the body of a POST', async () => {
    const zlib = await import('node:zlib');
    const body = JSON.stringify({ ok: 1 });
    for (const [coding, encode] of [
      ['gzip', zlib.gzipSync],
      ['deflate', zlib.deflateSync],
      ['br', zlib.brotliCompressSync],
    ] as const) {
      mock
        .get('https://glacier-api.avax.network')
        .intercept({ path: `/z/${coding}`, method: 'POST', body: '{"a":1}' })
        .reply(200, encode(Buffer.from(body)), {
          headers: { 'content-type': 'application/json', 'content-encoding': coding },
        });
      const http = createTransport({
        baseUrl: 'https://glacier-api.avax.network',
        fetch: createUndiciFetch(),
      });
      await expect(
        http.request({ method: 'POST', path: `/z/${coding}`, body: { a: 1 } }),
      ).resolves.toMatchObject({ data: { ok: 1 } });
    }
  });

  it('is a fetch of its own: real Responses, decoded bodies', async () => {
    answer();
    const response = await createUndiciFetch()('https://glacier-api.avax.network/v1/chains');
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ chains: ['43114'] });
  });

  it('an Agent of its own is a dispatcher too', () => {
    expect(typeof createUndiciFetch({ dispatcher: new Agent() })).toBe('function');
  });
});
