// Preloaded (`node --import`) into every README example the README-examples test runs: requests to the
// public services' origins (and to a local node's http://127.0.0.1:9650) go to the mock server whose URL is
// in README_MOCK_URL, path and query unchanged; any other origin that is not loopback is refused, so an
// example runs exactly as written and never reaches the network. The clients send through
// globalThis.fetch, looked up at each call, and @pkg/evm/ws opens the global WebSocket when there is one,
// so a fetch and a WebSocket (the `ws` package's) that move those origins are all it takes.
import { WebSocket as NodeWebSocket } from 'ws';

const mock = process.env.README_MOCK_URL;
if (!mock) throw new Error('README_MOCK_URL is not set');

const origins = new Map([
  ['https://glacier-api.avax.network', mock],
  ['https://data-api.avax.network', mock],
  ['https://metrics.avax.network', `${mock}/metrics`],
  ['https://api.avax.network', mock],
  ['http://127.0.0.1:9650', mock],
  ['http://localhost:9650', mock],
]);
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);
const realFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const target = origins.get(url.origin);
  if (target) {
    const moved = `${target}${url.pathname}${url.search}`;
    return realFetch(input instanceof Request ? new Request(moved, input) : moved, init);
  }
  if (!loopback.has(url.hostname)) {
    return Promise.reject(
      new TypeError(`a README example tried to reach ${url.origin}, which the test does not serve`),
    );
  }
  return realFetch(input, init);
};

const wsOrigins = new Map([
  ['wss://api.avax.network', mock.replace(/^http/, 'ws')],
  ['ws://127.0.0.1:9650', mock.replace(/^http/, 'ws')],
]);

globalThis.WebSocket = class extends NodeWebSocket {
  constructor(address, ...rest) {
    const url = new URL(String(address));
    const target = wsOrigins.get(url.origin);
    if (!target && !loopback.has(url.hostname)) {
      throw new TypeError(`a README example tried to reach ${url.origin}, which the test does not serve`);
    }
    super(target ? `${target}${url.pathname}${url.search}` : url.href, ...rest);
  }
};
