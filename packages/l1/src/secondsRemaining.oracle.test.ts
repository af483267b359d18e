// secondsRemaining, costOf, topUpFor and pricePerSecond against AvalancheGo's own code: the Go peer in
// scripts/real-node/fee-oracle runs vms/platformvm/validators/fee of github.com/ava-labs/avalanchego v1.14.0 (v1.15.0's
// copy is the same code) over the table below, and every row must agree. Skipped, with one line saying so, where
// `go` is not on PATH.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { costOf } from './costOf.js';
import { pricePerSecond } from './pricePerSecond.js';
import { secondsRemaining } from './secondsRemaining.js';
import { topUpFor } from './topUpFor.js';

const oracleDir = fileURLToPath(new URL('../../../scripts/real-node/fee-oracle', import.meta.url));
const hasGo = spawnSync('go', ['version'], { encoding: 'utf8' }).status === 0;
if (!hasGo)
  console.log(
    'fee oracle: skipped, `go` is not on PATH (the AvalancheGo comparison needs Go 1.24.9 or later)',
  );

const MAX = (2n ** 64n - 1n).toString();
interface Row {
  capacity: string;
  target: string;
  minPrice: string;
  excessConversionConstant: string;
  current: string;
  excess: string;
  balance: string;
  maxSeconds: string;
  costSeconds: string;
}
interface Answer {
  price: string;
  secondsRemaining: string;
  costOf: string;
}

const configs = {
  local: { capacity: '20000', target: '10000', minPrice: '1', excessConversionConstant: '865617' },
  mainnet: { capacity: '20000', target: '10000', minPrice: '512', excessConversionConstant: '1246488515' },
  steep: { capacity: '20', target: '10', minPrice: '1', excessConversionConstant: '100' },
  free: { capacity: '20000', target: '10000', minPrice: '0', excessConversionConstant: '865617' },
};
const balances = ['0', '1', '511', '512', '1000000000', '720000000000000000', MAX];

/** Rows of one config: each state with each balance. */
function rowsOf(
  config: (typeof configs)[keyof typeof configs],
  states: { current: bigint; excess: bigint }[],
  caps: { maxSeconds: string; costSeconds: string } = { maxSeconds: MAX, costSeconds: '86400' },
): Row[] {
  return states.flatMap(({ current, excess }) =>
    balances.map((balance) => ({ ...config, current: `${current}`, excess: `${excess}`, balance, ...caps })),
  );
}

/** Every pair of a current and an excess. */
const pairs = (currents: bigint[], excesses: bigint[]) =>
  currents.flatMap((current) => excesses.map((excess) => ({ current, excess })));

/**
 * The table: validators at the target (a constant price), below it (the price falls to minPrice) and above it (it
 * grows), excesses from 0 through the exponential region to where the price caps at 2^64 - 1, balances from 0 to
 * 2^64 - 1. AvalancheGo steps second by second where the price moves, so the rows that move it slowly are capped.
 */
function table(): Row[] {
  const excessesOf = (k: bigint) => [0n, 1n, k / 2n, k, 3n * k, 30n * k, 44n * k, 64n * k, BigInt(MAX)];
  const rows: Row[] = [];
  for (const config of [configs.local, configs.mainnet, configs.steep]) {
    const k = BigInt(config.excessConversionConstant);
    rows.push(...rowsOf(config, pairs([BigInt(config.target)], excessesOf(k))));
  }
  for (const config of [configs.local, configs.steep]) {
    const k = BigInt(config.excessConversionConstant);
    const target = BigInt(config.target);
    rows.push(...rowsOf(config, pairs([0n, BigInt(config.capacity)], excessesOf(k))));
    rows.push(
      ...rowsOf(config, pairs([target - 1n, target + 1n], [0n, k, 44n * k]), {
        maxSeconds: '100000',
        costSeconds: '86400',
      }),
    );
  }
  const mainnetK = BigInt(configs.mainnet.excessConversionConstant);
  rows.push(...rowsOf(configs.mainnet, pairs([0n, 1n], [0n, mainnetK / 2n, mainnetK])));
  rows.push(
    ...rowsOf(configs.free, pairs([0n, 10_000n, 20_000n], [0n, 865_617n]), {
      maxSeconds: MAX,
      costSeconds: '3600',
    }),
  );
  // caps and short costs
  for (const maxSeconds of ['0', '1', '100', '1953125', '1953126'])
    for (const current of ['1', '10000', '20000'])
      rows.push({
        ...configs.mainnet,
        current,
        excess: '0',
        balance: '1000000000',
        maxSeconds,
        costSeconds: '1',
      });
  for (const costSeconds of ['0', '1', '59', '3600', '2592000'])
    rows.push({
      ...configs.steep,
      current: '20',
      excess: '1000',
      balance: '5000',
      maxSeconds: MAX,
      costSeconds,
    });
  return rows;
}

function runOracle(rows: Row[]): Answer[] {
  const run = spawnSync('go', ['run', '-mod=readonly', '.'], {
    cwd: oracleDir,
    input: JSON.stringify(rows),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`fee oracle failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as Answer[];
}

describe.skipIf(!hasGo)(
  'the L1 validator fee, against AvalancheGo v1.14.0 (scripts/real-node/fee-oracle)',
  () => {
    it('agrees on the price, SecondsRemaining, CostOf and the top-up for every row', {
      timeout: 300_000,
    }, () => {
      const rows = table();
      const answers = runOracle(rows);
      expect(answers).toHaveLength(rows.length);
      const mismatches: string[] = [];
      rows.forEach((row, i) => {
        const go = answers[i] as Answer;
        const state = { current: row.current, excess: row.excess };
        const ours = {
          price: pricePerSecond(row, state).toString(),
          secondsRemaining: secondsRemaining(row, state, row.balance, {
            maxSeconds: row.maxSeconds,
          }).toString(),
          costOf: costOf(row, state, row.costSeconds).toString(),
        };
        if (JSON.stringify(ours) !== JSON.stringify(go))
          mismatches.push(`${JSON.stringify(row)}: go ${JSON.stringify(go)}, ts ${JSON.stringify(ours)}`);
        const cost = BigInt(go.costOf);
        const topUp = topUpFor(row, state, row.costSeconds, row.balance);
        expect(topUp).toBe(cost > BigInt(row.balance) ? cost - BigInt(row.balance) : 0n);
        // enough, and one nAVAX less is not (where the sum is a uint64 and the rows's cap does not cut the count)
        const funded = BigInt(row.balance) + topUp;
        if (row.minPrice !== '0' && row.maxSeconds === MAX && cost < BigInt(MAX) && funded <= BigInt(MAX)) {
          expect(secondsRemaining(row, state, funded)).toBeGreaterThanOrEqual(BigInt(row.costSeconds));
          if (topUp > 0n)
            expect(secondsRemaining(row, state, funded - 1n)).toBeLessThan(BigInt(row.costSeconds));
        }
      });
      expect(mismatches.slice(0, 5)).toEqual([]);
      console.log(`fee oracle: ${rows.length} rows agree with AvalancheGo`);
    });
  },
);
