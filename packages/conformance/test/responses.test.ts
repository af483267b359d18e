import { readFileSync } from 'node:fs';
import { createDataClient } from '@pkg/data';
import { createMetricsClient } from '@pkg/metrics';
import { recordingFetch } from '@pkg/testkit/prism';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../src/dataCalls.js';
import { metricsCalls } from '../src/metricsCalls.js';
import { liveSpec, repoRoot } from '../src/paths.js';
import { responseValidators } from '../src/responseValidators.js';
import { startPrism } from '../src/startPrism.js';

// Responses direction: Prism's dynamic mode (`-d`) generates bodies from the deployed services' published
// documents; each is fetched through OUR client and validated with ajv against OUR spec's response schema
// for the status it came with. Every body must fit.
//
// Prism re-seeds its generator for every response, so one `--seed` gives one body per operation: the
// suite runs Prism once per seed (SEEDS fixed seeds, two processes at a time, each stopped by its PID) and
// fetches each operation once from each, for SEEDS bodies per operation.
//
// "Fits" reads our `type: integer` as `number` (the column "strict integers" counts the bodies that fit
// without that): the published documents type counts, decimals and timestamps `number`, so Prism generates
// fractions where the services send whole numbers; our TypeScript types are `number` for both.

const SEEDS = Array.from({ length: 30 }, (_, i) => 20_260_000 + i);
const KEY = 'conformance-test-key';

const dataSpec = `${repoRoot}/specs/openapi/data/`;
const metricsSpec = `${repoRoot}/specs/openapi/metrics.yaml`;
const typed = {
  data: responseValidators(dataSpec, { integerAsNumber: true }),
  metrics: responseValidators(metricsSpec, { integerAsNumber: true }),
};
const strict = { data: responseValidators(dataSpec), metrics: responseValidators(metricsSpec) };

interface Row {
  operation: string;
  fetched: number;
  distinct: Set<string>;
  fit: number;
  strict: number;
  misfits: string[];
  /** The live-only shapes seen in the bodies (which alternative of a union Prism generated), counted. */
  shapes: Map<string, number>;
}
const AVG_TPS = 'getAvgTps (deployed)';
/** The Data operations whose success answers the live document gives no body (reindexNft's 201): checked empty. */
const bodiless = new Set(
  Object.values(
    (
      JSON.parse(readFileSync(liveSpec('data-api.json'), 'utf8')) as {
        paths: Record<string, Record<string, Json>>;
      }
    ).paths,
  )
    .flatMap((item) => Object.values(item))
    .filter(
      (op) =>
        !Object.entries((op.responses ?? {}) as Record<string, Json>).some(
          ([s, r]) => /^2/.test(s) && r.content,
        ),
    )
    .map((op) => String(op.operationId)),
);
const emptyAnswers: { operationId: string; status: number; body: unknown }[] = [];
const rows = new Map<string, Row>(
  [
    ...dataCalls.filter((c) => !bodiless.has(c.operationId)).map((c) => c.operationId),
    ...metricsCalls.map((c) => c.operationId),
    AVG_TPS,
  ].map((operation) => [
    operation,
    { operation, fetched: 0, distinct: new Set(), fit: 0, strict: 0, misfits: [], shapes: new Map() },
  ]),
);

/** Validates `body` and returns the first error when it does not fit. */
function check(validate: ValidateFunction | undefined, body: unknown): string | undefined {
  if (!validate) return 'no response schema for this status in our spec';
  if (validate(body)) return undefined;
  const e = validate.errors?.[0];
  return `${e?.instancePath || '/'} ${e?.message} ${JSON.stringify(e?.params)}`;
}

type Json = Record<string, unknown>;

/** Tags naming which alternative of each union (issue 14, items 2-5) a generated body holds. */
function shapesOf(body: unknown): string[] {
  const b = body as Json;
  const tags: string[] = [];
  for (const t of (b.transfers ?? []) as Json[]) {
    tags.push(
      'erc721Token' in t ? 'ERC-721 transfer' : 'erc1155Token' in t ? 'ERC-1155 transfer' : 'ERC-20 transfer',
    );
  }
  for (const c of (b.contracts ?? []) as Json[]) tags.push(`${String(c.ercType)} contract`);
  for (const chain of (b.blockchains ?? []) as Json[]) {
    if (chain.genesisData !== undefined) tags.push(`genesisData ${typeof chain.genesisData}`);
  }
  for (const x of (b.erc20TokenBalances ?? []) as Json[])
    tags.push(`tokenReputation ${String(x.tokenReputation)}`);
  return tags;
}

function record(
  row: Row,
  seed: number,
  body: unknown,
  typedCheck: ValidateFunction | undefined,
  strictCheck: ValidateFunction | undefined,
) {
  row.fetched++;
  row.distinct.add(JSON.stringify(body));
  for (const tag of shapesOf(body)) row.shapes.set(tag, (row.shapes.get(tag) ?? 0) + 1);
  const misfit = check(typedCheck, body);
  if (misfit === undefined) row.fit++;
  else row.misfits.push(`seed ${seed}: ${misfit}`);
  if (check(strictCheck, body) === undefined) row.strict++;
}

/** One seed: both documents served by Prism with it, every operation fetched once through our clients. */
async function runSeed(seed: number): Promise<void> {
  const [dataPrism, metricsPrism] = await Promise.all([
    startPrism({ document: liveSpec('data-api.json'), dynamic: true, seed }),
    startPrism({ document: liveSpec('metrics-api.json'), dynamic: true, seed }),
  ]);
  try {
    const { fetch, exchanges } = recordingFetch();
    // default options (wireNames 'auto'): the key under both header names
    const data = createDataClient({ baseUrl: dataPrism.url, fetch, retry: false, apiKey: KEY });
    for (const { operationId, params } of dataCalls) {
      const body = await (data[operationId] as (p: unknown) => Promise<unknown>)(params);
      const status = exchanges.at(-1)?.status ?? 0;
      if (bodiless.has(operationId)) {
        emptyAnswers.push({ operationId, status, body });
        continue;
      }
      record(
        rows.get(operationId) as Row,
        seed,
        body,
        typed.data.get(operationId, status),
        strict.data.get(operationId, status),
      );
    }
    // default options: getAvgTps' /v1 route answers 404 on the deployed document, so the client falls
    // back to the /v2 route (and stays there for the seeds after the first call of this client)
    const metrics = createMetricsClient({ baseUrl: metricsPrism.url, fetch, retry: false });
    const series = await metrics.getAvgTps({ chainId: '43114' });
    expect(new URL(exchanges.at(-1)?.url ?? '').pathname).toBe('/v2/chains/43114/metrics/avgTps');
    // the same result type as the seed's /v1 route: validated against getAvgTps' own response schema
    record(
      rows.get(AVG_TPS) as Row,
      seed,
      series,
      typed.metrics.get('getAvgTps', 200),
      strict.metrics.get('getAvgTps', 200),
    );
    // the deployed Metrics API's 16 operations (the same names under either wireNames)
    for (const { operationId, params } of metricsCalls) {
      const body = await (metrics[operationId] as (p: unknown) => Promise<unknown>)(params);
      const status = exchanges.at(-1)?.status ?? 0;
      record(
        rows.get(operationId) as Row,
        seed,
        body,
        typed.metrics.get(operationId, status),
        strict.metrics.get(operationId, status),
      );
    }
  } finally {
    await Promise.all([dataPrism.stop(), metricsPrism.stop()]);
  }
}

function printTable() {
  const list = [...rows.values()];
  const width = Math.max(...list.map((r) => r.operation.length), 'operation'.length);
  const line = (cells: string[]) =>
    `| ${cells[0]?.padEnd(width)} | ${cells
      .slice(1)
      .map((c, i) => c.padStart([14, 15, 15, 15][i] ?? 0))
      .join(' | ')} |`;
  const table = [
    line(['operation', 'bodies fetched', 'distinct bodies', 'bodies that fit', 'strict integers']),
    line(['-'.repeat(width), '-'.repeat(14), '-'.repeat(15), '-'.repeat(15), '-'.repeat(15)]),
    ...list.map((r) =>
      line([
        r.operation,
        String(r.fetched),
        String(r.distinct.size),
        `${r.fit}/${r.fetched}`,
        `${r.strict}/${r.fetched}`,
      ]),
    ),
  ].join('\n');
  const shapes = list
    .filter((r) => r.shapes.size > 0)
    .map(
      (r) =>
        `  ${r.operation}: ${[...r.shapes]
          .sort()
          .map(([k, n]) => `${k} x${n}`)
          .join(', ')}`,
    )
    .join('\n');
  console.log(`\nunion alternatives in the generated bodies:\n${shapes}`);
  console.log(
    `\nPrism -d, seeds ${SEEDS[0]}..${SEEDS.at(-1)}: generated bodies that fit our response schemas\n${table}\n`,
  );
}

beforeAll(async () => {
  const queue = [...SEEDS];
  const worker = async () => {
    for (let seed = queue.shift(); seed !== undefined; seed = queue.shift()) await runSeed(seed);
  };
  await Promise.all([worker(), worker()]);
  printTable();
}, 1_200_000);

describe(`responses: ${SEEDS.length} generated bodies per operation (one per seed), fetched through our clients, fit our specs`, () => {
  it.each([...rows.keys()])('%s', (operation) => {
    const row = rows.get(operation) as Row;
    expect(row.misfits).toEqual([]);
    expect(row.fetched).toBe(SEEDS.length);
    expect(row.fit).toBe(SEEDS.length);
    // the seeds give different bodies (an operation whose body has no generated part would give one)
    expect(row.distinct.size).toBeGreaterThan(1);
  });
});

describe('answers without a body', () => {
  it('reindexNft is the one operation the live document answers without a body; the client resolves undefined', () => {
    expect([...bodiless]).toEqual(['reindexNft']);
    expect(emptyAnswers).toHaveLength(SEEDS.length);
    for (const answer of emptyAnswers)
      expect(answer).toEqual({ operationId: 'reindexNft', status: 201, body: undefined });
  });
});

describe('the checks can fail', () => {
  it('a body missing a required field, or with a wrong type, does not fit', () => {
    const block = typed.data.get('getBlock', 200);
    expect(check(block, { chainId: '43114' })).toMatch(/required/);
    expect(check(typed.data.get('getLatestBlocks', 200), { blocks: [{ blockNumber: 1 }] })).toBeDefined();
    expect(check(strict.data.get('getBlock', 200), { blockTimestamp: 1.5 })).toBeDefined();
  });

  it('a metrics point without its value, a chain id as a string, an unknown health status do not fit', () => {
    expect(check(typed.metrics.get('getEvmChainMetrics', 200), { results: [{ timestamp: 1 }] })).toMatch(
      /required/,
    );
    const chain = {
      evmChainId: '43114',
      chainName: 'c',
      blockchainId: 'b',
      subnetId: 's',
      network: 'mainnet',
    };
    expect(check(typed.metrics.get('getChain', 200), chain)).toBeDefined();
    expect(check(typed.metrics.get('getChain', 200), { ...chain, evmChainId: 43114 })).toBeUndefined();
    expect(check(typed.metrics.get('metrics-health-check', 200), { status: 'fine' })).toBeDefined();
  });
});

describe('where the live document contradicts its own examples', () => {
  it('Price.value: a number in its schema, a decimal string in its own examples (and in the seed): both fit', () => {
    // The published Data API document types Money.value `number` but gives `"42.42"` as its example; the
    // seed documents a decimal string. Our Price.value is the union `string | number`.
    const price = typed.data.component('Price');
    expect(price({ currencyCode: 'usd', value: '42.42' })).toBe(true); // the live document's example
    expect(price({ currencyCode: 'usd', value: 42.42 })).toBe(true); // the live document's schema
    expect(price({ currencyCode: 'usd', value: true })).toBe(false);
  });
});
