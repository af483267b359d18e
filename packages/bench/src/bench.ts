/**
 * `pnpm bench`: one run, one loopback server (a separate process), our clients side by side with raw
 * fetch, undici.request and competitor SDKs. Prints plain-text tables and the issue's targets with
 * their verdicts. A script that prints figures, never a timed test.
 *
 * Knobs (environment): BENCH_CALLS (calls per timing, default 1500), BENCH_ROUNDS (default 5),
 * BENCH_COLD_RUNS (default 7), BENCH_SKIP (comma list of sections to skip: net,stub,batch,size,cold,memory,limits,parser,txs),
 * BENCH_LIMIT_CALLS (concurrent calls of the limits section, default 10000).
 */
import { cpus, loadavg } from 'node:os';
import { inspect } from 'node:util';
import { type Call, type Case, type CaseEnv, REST_CASES, RPC_CASES } from './cases.ts';
import { measureColdImports } from './coldImport.ts';
import { blockedHosts, installNetworkGuard } from './guard.ts';
import { BATCH_CEILING, issue26Table, record } from './issue26.ts';
import { iterateMemory } from './iterateMemory.ts';
import { limits } from './limits.ts';
import { type Loopback, startLoopback } from './loopback.ts';
import { timeBurst, timeConcurrent, timeSequential } from './measure.ts';
import { loadOurs } from './ours.ts';
import { parserBench } from './parser.ts';
import { COMPETITOR_ENTRIES, OUR_ENTRIES, overGoalProfiles, type SizeResult, sizeTable } from './size.ts';
import { fmt, median, ratio, table } from './stats.ts';
import { createStubFetch } from './stubFetch.ts';
import { txsBench } from './txs.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 1500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const CONCURRENCY = 32;
const STUB_CALLS = CALLS;
const STUB_ROUNDS = ROUNDS * 2;
const BURST = 1000;
/** Untimed bursts before the batching section's timed rounds. */
const BATCH_WARMUP = 5;

interface Target {
  name: string;
  measured: string;
  met: boolean | undefined; // undefined: could not be measured
}
const targets: Target[] = [];
const target = (name: string, measured: string, met: boolean | undefined) =>
  targets.push({ name, measured, met });

let unhandled = 0;
process.on('unhandledRejection', (reason) => {
  unhandled++;
  console.error('unhandled rejection:', reason);
});

const say = (text = '') => console.log(text);
const section = (title: string) => say(`\n=== ${title}\n`);

interface Ready {
  c: Case;
  call?: Call;
  error?: string;
}

async function prepare(cases: readonly Case[], env: CaseEnv, usedStub?: () => number): Promise<Ready[]> {
  const ready: Ready[] = [];
  for (const c of cases) {
    try {
      const call = await c.setup(env);
      const before = usedStub?.() ?? 0;
      const result = await call();
      if (!c.check(result)) throw new Error(`unexpected result ${inspect(result).slice(0, 60)}`);
      if (usedStub && usedStub() === before) throw new Error('did not call the global or given fetch');
      ready.push({ c, call });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const short = notBuilt(message) ? 'not built yet' : message;
      ready.push({ c, error: short.slice(0, 70) });
    }
  }
  return ready;
}

/** Whether an error says one of our packages is not built (or still a placeholder without its exports). */
const notBuilt = (message: string) =>
  /not built yet|Cannot find (module|package) '@pkg\/|@pkg\/[a-z-]+\/dist|create\w+Client is not a function|does not provide an export/.test(
    message,
  );
const signed = (v: number | undefined, d = 1) => (v === undefined ? '-' : `${v >= 0 ? '+' : ''}${fmt(v, d)}`);

const med = (m: Map<string, number[]>, name: string) => median(m.get(name) ?? []);
const perSec = (us: number) => 1e6 / us;

// ---------------------------------------------------------------- network throughput
async function networkSection(lb: Loopback) {
  section(
    `Loopback throughput: ${CALLS} calls per timing after warm-up, median of ${ROUNDS} rounds, sequential and concurrency ${CONCURRENCY}`,
  );
  const ready = await prepare(
    [...REST_CASES, ...RPC_CASES].filter((c) => !c.stubOnly),
    { origin: lb.origin },
  );
  const times = await timeThroughput(ready);
  for (const kind of ['rest', 'rpc'] as const) printThroughput(kind, ready, times);
  printAgainstSdks(ready, times);
  undiciTargets(ready, times);
  await loneCall(ready);
}

/** Each case's µs per call in each round, sequential and at concurrency CONCURRENCY, and figures read from them. */
interface Throughput {
  /** The medians of a case's rounds: `s` sequential, `c` concurrent. */
  figures(kind: string, name: string): { s: number; c: number };
  /** Throughput of `name` over `ref`: the median of the per-round ratios (each round runs every case close in time). */
  rr(kind: string, ref: string, name: string, mode: 's' | 'c'): number;
}

/** Warms every live case up, then times each in ROUNDS rounds (a case that throws keeps its error, NaN after). */
async function timeThroughput(ready: Ready[]): Promise<Throughput> {
  const live = ready.filter((r) => r.call);
  for (const r of live) {
    for (let i = 0; i < 300; i++) await r.call!();
    await timeConcurrent(r.call!, 300, CONCURRENCY);
  }
  const seq = new Map<string, number[]>();
  const conc = new Map<string, number[]>();
  const key = (r: Ready) => `${r.c.kind}:${r.c.name}`;
  for (let round = 0; round < ROUNDS; round++) {
    const order = live.map((_, i) => live[(i + round) % live.length]!);
    for (const r of order) {
      let s = Number.NaN;
      let c = Number.NaN;
      if (!r.error) {
        try {
          for (let i = 0; i < 50; i++) await r.call!();
          s = await timeSequential(r.call!, CALLS);
          await timeConcurrent(r.call!, 200, CONCURRENCY);
          c = await timeConcurrent(r.call!, CALLS, CONCURRENCY);
        } catch (error) {
          r.error = `failed in round ${round + 1}: ${String((error as Error).message).slice(0, 50)}`;
        }
      }
      seq.set(key(r), [...(seq.get(key(r)) ?? []), s]);
      conc.set(key(r), [...(conc.get(key(r)) ?? []), c]);
    }
  }
  return {
    figures: (kind, name) => ({ s: med(seq, `${kind}:${name}`), c: med(conc, `${kind}:${name}`) }),
    rr: (kind, ref, name, mode) => {
      const m = mode === 's' ? seq : conc;
      const a = m.get(`${kind}:${ref}`) ?? [];
      const b = m.get(`${kind}:${name}`) ?? [];
      return median(a.map((x, i) => x / b[i]!).filter(Number.isFinite));
    },
  };
}

/** The throughput table of one kind of call: µs and calls/s, and the ratios to raw fetch and undici.request. */
function printThroughput(kind: 'rest' | 'rpc', ready: Ready[], { figures, rr }: Throughput) {
  const fetchName = kind === 'rest' ? 'fetch' : 'fetch POST';
  const rows = ready
    .filter((r) => r.c.kind === kind)
    .map((r) => {
      if (r.error) return [r.c.name, r.error, '', '', '', '', '', '', ''];
      const f = figures(kind, r.c.name);
      return [
        r.c.name,
        fmt(f.s),
        fmt(perSec(f.s)),
        fmt(f.c),
        fmt(perSec(f.c)),
        ratio(rr(kind, fetchName, r.c.name, 's')),
        ratio(rr(kind, fetchName, r.c.name, 'c')),
        ratio(rr(kind, 'undici.request', r.c.name, 's')),
        ratio(rr(kind, 'undici.request', r.c.name, 'c')),
      ];
    });
  say(kind === 'rest' ? 'REST GET (2.4 kB JSON body)' : 'JSON-RPC call (POST, one request)');
  say(
    table(
      [
        'client',
        'µs seq',
        'calls/s seq',
        `µs c${CONCURRENCY}`,
        `calls/s c${CONCURRENCY}`,
        'vs fetch seq',
        `vs fetch c${CONCURRENCY}`,
        'vs undici seq',
        `vs undici c${CONCURRENCY}`,
      ],
      rows,
    ),
  );
  say(
    '(ratios are throughput, the median of the per-round ratios: above 1.00x is faster than the reference)',
  );
  if (kind === 'rpc')
    say('(@pkg/evm with batching on, its default, sends the calls in flight at c32 as shared batches)');
  say();
}

/** Ours against each SDK of the same kind: the throughput ratios. */
function printAgainstSdks(ready: Ready[], { rr }: Throughput) {
  const sdks = ready.filter((r) => r.c.group === 'sdk' && r.call);
  const ours = ready.filter((r) => r.c.group === 'ours' && !r.c.variant);
  const rows: string[][] = [];
  for (const o of ours) {
    for (const s of sdks.filter((x) => x.c.kind === o.c.kind)) {
      if (!o.call) {
        rows.push([o.c.name, s.c.name, o.error ?? '', '']);
        continue;
      }
      rows.push([
        o.c.name,
        s.c.name,
        ratio(rr(o.c.kind, s.c.name, o.c.name, 's')),
        ratio(rr(o.c.kind, s.c.name, o.c.name, 'c')),
      ]);
    }
  }
  say('Our clients against each SDK (throughput ratio)');
  say(table(['ours', 'against', 'seq', `c${CONCURRENCY}`], rows));
}

/**
 * Target: the opt-in undici path >= 0.8x undici.request at c32 (and the default fetch path, for the record).
 * JSON-RPC is judged with batching off: with it on, 32 calls in flight share HTTP requests.
 */
function undiciTargets(ready: Ready[], { figures, rr }: Throughput) {
  for (const [kind, ourName, label] of [
    ['rest', '@pkg/data undici', 'REST'],
    ['rpc', '@pkg/evm batch:false undici', 'JSON-RPC (batch:false)'],
  ] as const) {
    const o = ready.find((r) => r.c.kind === kind && r.c.name === ourName);
    const name = `${label} c32 through @pkg/core/undici >= 0.8x undici.request`;
    if (!o?.call) {
      target(name, o?.error ?? 'missing', undefined);
      continue;
    }
    const vsUndici = rr(kind, 'undici.request', ourName, 'c');
    record(`undici:${kind}`, vsUndici);
    const fetchName = kind === 'rest' ? 'fetch' : 'fetch POST';
    target(
      name,
      `${ratio(vsUndici)} (${fmt(figures(kind, ourName).c)} µs/call; ${ratio(rr(kind, fetchName, ourName, 'c'))} raw fetch)`,
      vsUndici >= 0.8,
    );
  }
}

/** A lone sequential call with batching on (the default) against batching off: alternating blocks, paired ratios. */
async function loneCall(ready: Ready[]) {
  const on = ready.find((r) => r.c.name === '@pkg/evm');
  const off = ready.find((r) => r.c.name === '@pkg/evm batch:false');
  const name = 'auto-batching on slows a lone sequential call by <= 10%';
  if (!on?.call || !off?.call || on.error || off.error) return target(name, 'not built yet', undefined);
  const pairs = 31;
  const block = Math.max(50, Math.round(CALLS / 20));
  const ratios: number[] = [];
  const onUs: number[] = [];
  const offUs: number[] = [];
  for (let i = 0; i < pairs; i++) {
    // Alternate which goes first, so drift in load falls on both.
    const first = i % 2 === 0 ? on : off;
    const second = first === on ? off : on;
    const a = await timeSequential(first.call!, block);
    const b = await timeSequential(second.call!, block);
    const [x, y] = first === on ? [a, b] : [b, a];
    onUs.push(x);
    offUs.push(y);
    ratios.push(x / y);
  }
  const slow = median(ratios);
  say(
    `\nLone sequential JSON-RPC call, @pkg/evm batching on vs off (${pairs} alternating pairs of ${block} calls): ` +
      `${fmt(median(onUs))} vs ${fmt(median(offUs))} µs, paired ratio ${slow.toFixed(3)}`,
  );
  target(
    name,
    `${((slow - 1) * 100).toFixed(1)}% (${fmt(median(onUs))} vs ${fmt(median(offUs))} µs)`,
    slow <= 1.1,
  );
}

// ---------------------------------------------------------------- client overhead (stub fetch)
async function stubSection(lb: Loopback) {
  section(
    `Client overhead alone: global fetch replaced by an in-process stub (ours get it as \`fetch\`), ${STUB_CALLS} sequential calls, ${STUB_ROUNDS} rounds, median of the per-round differences`,
  );
  const stub = createStubFetch();
  const realFetch = globalThis.fetch;
  globalThis.fetch = stub.fetch;
  const times = new Map<string, number[]>();
  let ready: Ready[] = [];
  try {
    const cases = [...REST_CASES, ...RPC_CASES].filter((c) => !c.noStub);
    ready = await prepare(cases, { origin: lb.origin, stubFetch: stub.fetch }, stub.calls);
    const live = ready.filter((r) => r.call);
    for (const r of live) for (let i = 0; i < 2000; i++) await r.call!();
    for (let round = 0; round < STUB_ROUNDS; round++) {
      for (let i = 0; i < live.length; i++) {
        const r = live[(i + round) % live.length]!;
        const us = await timeSequential(r.call!, STUB_CALLS);
        times.set(`${r.c.kind}:${r.c.name}`, [...(times.get(`${r.c.kind}:${r.c.name}`) ?? []), us]);
      }
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  const rows: string[][] = [];
  const overhead = new Map<string, number>();
  for (const kind of ['rest', 'rpc'] as const) {
    const baseName = kind === 'rest' ? 'fetch' : 'fetch POST';
    for (const r of ready.filter((x) => x.c.kind === kind)) {
      if (r.error) {
        rows.push([kind === 'rest' ? 'REST' : 'JSON-RPC', r.c.name, r.error, '']);
        continue;
      }
      const us = med(times, `${kind}:${r.c.name}`);
      // The median of per-round differences: each round times every case close together.
      const mine = times.get(`${kind}:${r.c.name}`) ?? [];
      const ref = times.get(`${kind}:${baseName}`) ?? [];
      const added = median(mine.map((x, i) => x - ref[i]!).filter(Number.isFinite));
      overhead.set(`${kind}:${r.c.name}`, added);
      if (r.c.name !== baseName) record(`stub:${kind}:${r.c.name}`, added);
      rows.push([
        kind === 'rest' ? 'REST' : 'JSON-RPC',
        r.c.name,
        fmt(us, 1),
        r.c.name === baseName ? '(reference)' : signed(added),
      ]);
    }
  }
  say(table(['call', 'client', 'µs/call via stub', 'µs added over stub fetch'], rows));

  for (const [kind, ourName, limit, label] of [
    ['rest', '@pkg/data', 15, 'REST'],
    ['rpc', '@pkg/evm', 5, 'JSON-RPC'],
  ] as const) {
    const mine = overhead.get(`${kind}:${ourName}`);
    if (mine === undefined) {
      target(`${label} client overhead <= +${limit} µs and below every SDK`, 'not built yet', undefined);
      continue;
    }
    const sdks = ready.filter((r) => r.c.kind === kind && r.c.group === 'sdk' && r.call);
    const sdkOverheads = sdks.map((s) => overhead.get(`${kind}:${s.c.name}`)!);
    const ahead = sdkOverheads.every((o) => mine < o);
    target(
      `${label} client overhead <= +${limit} µs and below every SDK`,
      `${signed(mine)} µs (SDKs: ${sdks.map((s, i) => `${s.c.name} ${signed(sdkOverheads[i])}`).join(', ')})`,
      mine <= limit && ahead,
    );
  }
}

// ---------------------------------------------------------------- auto-batching
async function batchSection(lb: Loopback) {
  section(`Auto-batching: ${BURST} JSON-RPC calls started in one tick, median of ${ROUNDS} rounds`);
  const rows: string[][] = [];
  const totals = new Map<string, number>();
  for (const v of batchVariants(lb)) {
    let call: Call;
    try {
      call = await v.setup();
      // a few warm-up bursts: every variant's code is compiled before the timed rounds
      for (let w = 0; w < BATCH_WARMUP; w++) await timeBurst(call, BURST);
    } catch (error) {
      const m = (error as Error).message;
      rows.push([v.name, notBuilt(m) ? 'not built yet' : m.slice(0, 60), '', '', '']);
      continue;
    }
    const before = await lb.stats();
    const ms: number[] = [];
    for (let r = 0; r < ROUNDS; r++) ms.push(await timeBurst(call, BURST));
    const after = await lb.stats();
    const posts = ((after.post ?? 0) - (before.post ?? 0)) / ROUNDS;
    const total = median(ms);
    totals.set(v.name, total);
    rows.push([v.name, fmt(total, 1), fmt((BURST / total) * 1000), fmt(posts), '']);
  }
  const base = totals.get('fetch POST, unbatched');
  for (const row of rows) {
    const t = totals.get(row[0]!);
    if (t !== undefined && base !== undefined) row[4] = ratio(base / t);
    if (t !== undefined && base !== undefined) record(`batch:${row[0]}`, base / t);
    record(`batchMs:${row[0]}`, t);
  }
  say(table(['client', `ms for ${BURST} calls`, 'calls/s', 'HTTP requests', 'vs unbatched fetch'], rows));
  const ours = totals.get('@pkg/evm (auto-batch, default)');
  target(
    `${BURST} concurrent JSON-RPC calls auto-batched >= 10x unbatched raw fetch`,
    ours !== undefined && base !== undefined ? ratio(base / ours) : 'not built yet',
    ours !== undefined && base !== undefined ? base / ours >= 10 : undefined,
  );
}

/** The clients the batching section times, each with the setup that makes its call (ids shared, one counter). */
function batchVariants(lb: Loopback): { name: string; setup: () => Promise<Call> }[] {
  const url = `${lb.origin}/ext/bc/C/rpc`;
  let id = 0;
  const nextId = () => ++id;
  return [
    {
      name: 'fetch POST, unbatched',
      setup: async () => async () => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: nextId(), method: 'eth_blockNumber', params: [] }),
        });
        return ((await res.json()) as { result: unknown }).result;
      },
    },
    // the ceiling of batching 40 per request: raw fetch, one JSON.parse per request, no checks, no limits
    { name: BATCH_CEILING, setup: async () => batchCeiling(url, nextId) },
    {
      name: '@pkg/evm batch:false',
      setup: async () => {
        const { createEvmClient } = await loadOurs('@pkg/evm');
        const evm = createEvmClient({ url: lb.origin, batch: false });
        return () => evm.eth.blockNumber();
      },
    },
    {
      name: '@pkg/evm (auto-batch, default)',
      setup: async () => {
        const { createEvmClient } = await loadOurs('@pkg/evm');
        const evm = createEvmClient({ url: lb.origin });
        return () => evm.eth.blockNumber();
      },
    },
    {
      name: 'viem http({ batch: true })',
      setup: async () => {
        const { createPublicClient, http } = await import('viem');
        const client = createPublicClient({ transport: http(url, { batch: true }) });
        return () => client.getBlockNumber({ cacheTime: 0 });
      },
    },
  ];
}

/** eth_blockNumber batched 40 per request by hand: the calls of one tick queued and posted on the next microtask. */
function batchCeiling(url: string, nextId: () => number): Call {
  let queue: { id: number; resolve: (result: unknown) => void }[] = [];
  const post = async (items: typeof queue) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        items.map((i) => ({ jsonrpc: '2.0', id: i.id, method: 'eth_blockNumber', params: [] })),
      ),
    });
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const a of (await res.json()) as { id: number; result: unknown }[])
      byId.get(a.id)?.resolve(a.result);
  };
  const flush = () => {
    const all = queue;
    queue = [];
    for (let i = 0; i < all.length; i += 40) void post(all.slice(i, i + 40));
  };
  return () =>
    new Promise((resolve) => {
      if (queue.length === 0) queueMicrotask(flush);
      queue.push({ id: nextId(), resolve });
    });
}

// ---------------------------------------------------------------- bundle sizes
async function sizeSection() {
  section('Bundle sizes (esbuild bundle, minified, ESM, browser platform; then gzip -9; 1 kB = 1024 bytes)');
  const { text, results } = await sizeTable([...OUR_ENTRIES, ...COMPETITOR_ENTRIES]);
  say(text);
  for (const r of results) record(`size:${r.entry.name}`, r.gzip);
  say('(Node built-ins are left external, so figures of SDKs that import them are lower bounds.)');
  const profiles = await overGoalProfiles(results.filter((r) => OUR_ENTRIES.includes(r.entry)));
  if (profiles) say(`\n${profiles}`);
  const budgeted = results.filter((r: SizeResult) => r.entry.target !== undefined);
  for (const r of budgeted) {
    target(
      `bundle ${r.entry.name} <= ${fmt(r.entry.target! / 1024, 1)} kB`,
      r.gzip === undefined ? (r.error ?? '-') : `${fmt(r.gzip / 1024, 2)} kB`,
      r.gzip === undefined ? undefined : r.gzip <= r.entry.target!,
    );
  }
}

// ---------------------------------------------------------------- cold import
const OUR_PACKAGES = [
  '@pkg/core',
  '@pkg/data',
  '@pkg/metrics',
  '@pkg/node-info',
  '@pkg/xchain',
  '@pkg/pchain',
  '@pkg/evm',
  '@pkg/txs',
  '@pkg/txs/warp',
];
const OTHERS = [
  'openapi-fetch',
  'undici',
  '@avalabs/glacier-sdk',
  '@avalabs/avalanchejs',
  'viem',
  '@avalanche-sdk/client',
  '@avalanche-sdk/chainkit',
];

function coldSection() {
  section(
    `Cold import: a fresh node process importing one package, over a bare node start (median of ${COLD_RUNS})`,
  );
  const { bareMs, results } = measureColdImports([...OUR_PACKAGES, ...OTHERS], COLD_RUNS);
  say(`bare node start: ${fmt(bareMs, 1)} ms`);
  say(
    table(
      ['package', 'ms over bare start'],
      results.map((r) => [
        r.specifier,
        r.error ? (notBuilt(r.error) ? 'not built yet' : r.error) : signed(r.overMs),
      ]),
    ),
  );
  const ours = results.filter((r) => r.specifier.startsWith('@pkg/'));
  const measured = ours.filter((r) => r.overMs !== undefined);
  const worst = measured.reduce<(typeof measured)[number] | undefined>(
    (w, r) => (w === undefined || r.overMs! > w.overMs! ? r : w),
    undefined,
  );
  target(
    'cold import of every package <= +25 ms over a bare node start',
    worst
      ? `worst ${worst.specifier} ${signed(worst.overMs)} ms (${measured.length}/${ours.length} measured)`
      : 'not built yet',
    measured.length === 0
      ? undefined
      : measured.every((r) => r.overMs! <= 25) && measured.length === ours.length
        ? true
        : measured.every((r) => r.overMs! <= 25)
          ? undefined
          : false,
  );
}

// ---------------------------------------------------------------- memory while iterating
async function memorySection(lb: Loopback) {
  section(
    'Memory while iterating 100,000 items through data.iterate.getLatestBlocks (pages of 100, heap after gc)',
  );
  try {
    const { samples } = await iterateMemory(lb.origin);
    say(
      table(
        ['items', 'heap used MB'],
        samples.map((s) => [fmt(s.items), fmt(s.heapMb, 2)]),
      ),
    );
    const from = samples.find((s) => s.items === 10_000)!;
    const last = samples[samples.length - 1]!;
    const growth = last.heapMb - from.heapMb;
    target(
      'iterating 100,000 items: memory flat (no growth with pages)',
      `${signed(growth, 2)} MB from 10,000 to 100,000 items`,
      growth < 1,
    );
  } catch (error) {
    const m = (error as Error).message;
    say(notBuilt(m) ? 'not built yet' : `failed: ${m}`);
    target('iterating 100,000 items: memory flat (no growth with pages)', 'not measured', undefined);
  }
}

// ---------------------------------------------------------------- limits (issue 13)
async function limitsSection(lb: Loopback) {
  const calls = Number(process.env.BENCH_LIMIT_CALLS ?? 10_000);
  section(
    `Limits: ${fmt(calls)} concurrent calls at ulimit -n 1024, a 1 GB body and a gzip bomb (each client a child process, defaults: maxConcurrency 64, maxResponseBytes 64 MiB)`,
  );
  const { rows, notes } = await limits(lb.origin, calls);
  say(
    table(
      ['case', 'path', 'outcome', 'peak RSS MB'],
      rows.map((r) => [r.what, r.path, r.outcome, r.peakMb === undefined ? '-' : fmt(r.peakMb, 0)]),
    ),
  );
  for (const note of notes) say(`(${note})`);
  for (const r of rows) {
    const goal = r.what.includes('concurrent') ? '0 failures' : 'a clear error, one download';
    target(
      `${r.what} (${r.path}): ${goal}`,
      `${r.outcome.slice(0, 60)}; peak ${r.peakMb === undefined ? '-' : fmt(r.peakMb, 0)} MB`,
      r.met,
    );
  }
}

function parserSection() {
  section(
    'JSON parser (issue 25): parseJsonLossless against JSON.parse on 20 MB bodies with no, some and all integers past 2^53',
  );
  const { text, none, worst } = parserBench();
  say(text);
  target('parser, no big integer: at most 1.2x JSON.parse', ratio(none), none <= 1.2);
  target('parser, worst case: at most 3x JSON.parse', ratio(worst), worst <= 3);
}

async function txsSection() {
  section(
    'Transactions (issue 28): build + sign time per tx, @pkg/txs against avalanchejs 5.2.0 on the same UTXOs, in memory',
  );
  const { text } = await txsBench();
  say(text);
}

async function main() {
  installNetworkGuard();
  const lb = await startLoopback();
  const start = Date.now();
  say(
    `bench: Node ${process.versions.node}, ${process.platform}/${process.arch}, loopback server pid ${lb.pid} at ${lb.origin}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  try {
    if (!SKIP.has('net')) await networkSection(lb);
    if (!SKIP.has('stub')) await stubSection(lb);
    if (!SKIP.has('batch')) await batchSection(lb);
    if (!SKIP.has('size')) await sizeSection();
    if (!SKIP.has('cold')) coldSection();
    if (!SKIP.has('memory')) await memorySection(lb);
    if (!SKIP.has('limits')) await limitsSection(lb);
    if (!SKIP.has('parser')) parserSection();
    if (!SKIP.has('txs')) await txsSection();
  } finally {
    await lb.stop();
  }
  section(
    'Issue 26 (core and clients as small parts): each row with the peers measured in this run and the goal',
  );
  say(issue26Table());
  say(
    `(load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${cpus().length} CPUs)`,
  );
  section('Targets (issues 7, 13 and 25), from this run');
  say(
    table(
      ['target', 'measured', 'verdict'],
      targets.map((t) => [
        t.name,
        t.measured,
        t.met === undefined ? 'not measured' : t.met ? 'met' : 'MISSED',
      ]),
    ),
  );
  say(
    `\nnon-loopback connections refused: ${blockedHosts().length}${blockedHosts().length ? ` (${[...new Set(blockedHosts())].join(', ')})` : ''}; unhandled rejections: ${unhandled}; took ${fmt((Date.now() - start) / 1000, 0)} s`,
  );
}

await main();
