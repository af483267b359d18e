// Quick measurement (not a test): requests/s at concurrency 32 on a loopback server (a child process),
// comparing global fetch, undici.request, and @pkg/core over its Node fast path. Cases run interleaved in
// rounds and the median is reported, since a shared machine is noisy. Build core first, then:
//   node packages/core/bench/fastpath.mjs [seconds per case per round, default 1] [rounds, default 5]
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import { request as undiciRequest } from 'undici';
import * as neutral from '../dist/index.js';
import * as node from '../dist/index.node.js';

const seconds = Number(process.argv[2] ?? 1);
const rounds = Number(process.argv[3] ?? 5);
const concurrency = 32;
const server = fork(fileURLToPath(new URL('./server.mjs', import.meta.url)));
const port = await new Promise((resolve) => server.once('message', resolve));
const base = `http://127.0.0.1:${port}`;
const rpcBody = (id) => JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] });
const post = { method: 'POST', headers: { 'content-type': 'application/json' } };

const fast = node.createTransport({ baseUrl: base });
const viaFetch = neutral.createTransport({ baseUrl: base });
const rpcFast = node.createJsonRpcTransport({ batch: false });
const rpcFetch = neutral.createJsonRpcTransport({ batch: false });
const apiFast = createClient({ baseUrl: base, fetch: (request) => fast.fetch(request) });

const agent = new http.Agent({ keepAlive: true });
/** Raw node:http with a keep-alive agent: the alternative fast path, measured for the record. */
const nodeHttpGet = () =>
  new Promise((resolve, reject) => {
    http
      .get(`${base}/v1/blocks`, { agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      })
      .on('error', reject);
  });

const cases = {
  'REST global fetch': async () => (await fetch(`${base}/v1/blocks`)).json(),
  'REST undici.request': async () => (await undiciRequest(`${base}/v1/blocks`)).body.json(),
  'REST raw node:http keep-alive': nodeHttpGet,
  'REST core request (fast path)': () => fast.request({ method: 'GET', path: '/v1/blocks' }),
  'REST core request (global fetch)': () => viaFetch.request({ method: 'GET', path: '/v1/blocks' }),
  'REST openapi-fetch over core (fast path)': () => apiFast.GET('/v1/blocks'),
  'RPC global fetch': async (i) => (await fetch(base, { ...post, body: rpcBody(i) })).json(),
  'RPC undici.request': async (i) => (await undiciRequest(base, { ...post, body: rpcBody(i) })).body.json(),
  'RPC core call (fast path)': () => rpcFast.call(base, 'eth_chainId', []),
  'RPC core call (global fetch)': () => rpcFetch.call(base, 'eth_chainId', []),
};

const cpu = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));

/** Runs `once` at concurrency 32 for `seconds`: requests per second, and client CPU microseconds per request. */
async function run(once) {
  let count = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) await once(count++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const used = process.cpuUsage(cpuStart);
  return [count / ((performance.now() - start) / 1000), (used.user + used.system) / count];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rates = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (const once of Object.values(cases)) for (let i = 0; i < 300; i++) await once(i); // warm up
for (let round = 0; round < rounds; round++) {
  for (const [name, once] of Object.entries(cases)) {
    const [rate, micros] = await run(once);
    rates[name].push(rate);
    cpu[name].push(micros);
  }
}
server.disconnect();

console.log(
  `concurrency ${concurrency}, ${rounds} rounds x ${seconds} s, Node ${process.version}; medians (client CPU per request is the steadier figure on a busy machine)`,
);
console.log(`${'case'.padEnd(42)} ${'req/s'.padStart(7)} ${'client CPU us/req'.padStart(18)}`);
for (const [name, list] of Object.entries(rates)) {
  const micros = Math.round(median(cpu[name]));
  console.log(
    `${name.padEnd(42)} ${String(Math.round(median(list))).padStart(7)} ${String(micros).padStart(18)}`,
  );
}
const ratio = (a, b) => median(rates[a].map((rate, i) => rate / rates[b][i])).toFixed(2);
console.log('median of per-round ratios:');
for (const kind of ['REST', 'RPC']) {
  const core = kind === 'REST' ? 'REST core request (fast path)' : 'RPC core call (fast path)';
  console.log(
    `${kind}: core fast path / global fetch ${ratio(core, `${kind} global fetch`)}x, / undici.request ${ratio(core, `${kind} undici.request`)}x`,
  );
}
console.log(
  `REST openapi-fetch over core: / global fetch ${ratio('REST openapi-fetch over core (fast path)', 'REST global fetch')}x, / undici.request ${ratio('REST openapi-fetch over core (fast path)', 'REST undici.request')}x`,
);
