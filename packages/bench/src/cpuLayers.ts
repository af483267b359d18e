/**
 * CPU time per sequential call over the stub fetch, layer by layer (issue 26's JSON-RPC overhead row): each
 * variant alternates with the raw stub fetch in one process, `process.cpuUsage` around each round, and the
 * median difference per call is printed. CPU time holds on a loaded machine where wall time does not.
 *
 * `pnpm --filter @pkg/bench run cpu` (CPU_ROUNDS, CPU_CALLS and CPU_ONLY=<substring> to narrow it).
 */
import { createJsonRpcTransport, createTransport } from '@pkg/core';
import { createEvmClient } from '@pkg/evm';
import { createStubFetch } from './stubFetch.ts';

const rounds = Number(process.env.CPU_ROUNDS ?? 10);
const calls = Number(process.env.CPU_CALLS ?? 4000);
const only = process.env.CPU_ONLY;
const origin = 'http://127.0.0.1:9';
const url = `${origin}/ext/bc/C/rpc`;
let id = 0;

type Call = () => Promise<unknown>;

function variants(fetch: typeof globalThis.fetch): [string, Call][] {
  const http = createTransport({ fetch });
  const rpc = createJsonRpcTransport({ fetch });
  const evm = createEvmClient({ url: origin, fetch });
  const evmUnbatched = createEvmClient({ url: origin, fetch, batch: false });
  return [
    [
      'createTransport().request (POST)',
      () =>
        http.request({
          method: 'POST',
          url,
          body: { jsonrpc: '2.0', id: ++id, method: 'eth_blockNumber', params: [] },
        }),
    ],
    ['createJsonRpcTransport().call', () => rpc.call(url, 'eth_blockNumber', [])],
    ['createEvmClient({ batch: false }).eth.blockNumber()', () => evmUnbatched.eth.blockNumber()],
    ['createEvmClient().eth.blockNumber()', () => evm.eth.blockNumber()],
  ];
}

async function cpuOf(call: Call): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await call();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

const signed = (x: number) => (x < 0 ? '' : '+') + x.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stub = createStubFetch();
const raw: Call = () =>
  stub
    .fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'eth_blockNumber', params: [] }),
    })
    .then((r) => r.json());

for (const [name, call] of variants(stub.fetch)) {
  if (only && !name.includes(only)) continue;
  // warm both
  await cpuOf(raw);
  await cpuOf(call);
  const diffs: number[] = [];
  const ours: number[] = [];
  const base: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const b = await cpuOf(raw);
    const o = await cpuOf(call);
    base.push(b);
    ours.push(o);
    diffs.push(o - b);
  }
  console.log(
    `${name.padEnd(52)} ${signed(median(diffs))} µs/call (ours ${median(ours).toFixed(1)}, raw ${median(base).toFixed(1)}; ${rounds} rounds x ${calls})`,
  );
}
