/**
 * The JSON parser's cost (issue 25): core's `parseJsonLossless` against `JSON.parse` on 20 MB bodies with no,
 * some and all integers past 2^53. A script that prints figures, never a timed test.
 * `pnpm --filter @pkg/bench run parser` alone, or the `parser` section of `pnpm bench`.
 */
import { parseJsonLossless } from '@pkg/core';
import { fmt, median, ratio, table } from './stats.ts';

const TARGET_BYTES = 20 * 1024 * 1024;

/** An `eth_getLogs`-like answer: hex strings, small numbers, and a uint64 amount in `share` of the items. */
function body(share: number): string {
  const items: string[] = [];
  let size = 0;
  for (let i = 0; size < TARGET_BYTES; i++) {
    const big = share > 0 && i % Math.round(1 / share) === 0;
    const item = `{"address":"0x${(i * 7919).toString(16).padStart(40, '0')}","blockNumber":"0x${i.toString(16)}","logIndex":${i % 300},"removed":false,"data":"0x${'00'.repeat(32)}","topics":["0x${'ab'.repeat(32)}","0x${(i * 31).toString(16).padStart(64, '0')}"],"amount":${big ? `${18446744073709551615n - BigInt(i)}` : i},"fee":${big ? `${9007199254740993n + BigInt(i)}` : 21000}}`;
    items.push(item);
    size += item.length + 1;
  }
  return `{"jsonrpc":"2.0","id":1,"result":[${items.join(',')}]}`;
}

/** A body made of big integers only (the worst case: every token is rewritten). */
function allBig(): string {
  const items: string[] = [];
  let size = 0;
  for (let i = 0; size < TARGET_BYTES; i++) {
    const item = `[${18446744073709551615n - BigInt(i)},${9007199254740993n + BigInt(i)},${123456789012345678901234n + BigInt(i)}]`;
    items.push(item);
    size += item.length + 1;
  }
  return `[${items.join(',')}]`;
}

/** Median ms of each, and the median of the per-round ratios: the two run back to back in every round (load moves both). */
function timePair(plain: () => unknown, ours: () => unknown, rounds: number) {
  const a: number[] = [];
  const b: number[] = [];
  const r: number[] = [];
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < rounds; i++) {
    gc?.();
    let start = performance.now();
    plain();
    const p = performance.now() - start;
    gc?.();
    start = performance.now();
    ours();
    const o = performance.now() - start;
    a.push(p);
    b.push(o);
    r.push(o / p);
  }
  return { plain: median(a), ours: median(b), ratio: median(r) };
}

/** Prints the table and returns the worst ratio and the ratio with no big integer. */
export function parserBench(rounds = Number(process.env.BENCH_PARSER_ROUNDS ?? 7)): {
  none: number;
  worst: number;
  text: string;
} {
  const bodies: [string, string][] = [
    ['no big integer', body(0)],
    ['some (1 item in 100: 2 of its 8 numbers)', body(0.01)],
    ['many (every item: 2 of its 8 numbers)', body(1)],
    ['all (every token a big integer)', allBig()],
  ];
  const rows: string[][] = [];
  let none = 0;
  let worst = 0;
  for (const [name, text] of bodies) {
    // warm both up, and check they agree where no big integer is
    JSON.parse(text);
    parseJsonLossless(text);
    const {
      plain,
      ours,
      ratio: r,
    } = timePair(
      () => JSON.parse(text),
      () => parseJsonLossless(text),
      rounds,
    );
    if (name === 'no big integer') none = r;
    worst = Math.max(worst, r);
    rows.push([name, fmt(text.length / 1024 / 1024, 1), fmt(plain, 1), fmt(ours, 1), ratio(r)]);
  }
  const text = table(
    ['body', 'MB', 'JSON.parse ms', 'parseJsonLossless ms', 'ratio (median of rounds)'],
    rows,
  );
  return { none, worst, text };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text, none, worst } = parserBench();
  console.log(
    `parser: Node ${process.versions.node}, median of ${process.env.BENCH_PARSER_ROUNDS ?? 7} rounds\n`,
  );
  console.log(text);
  console.log(`\nno big integer: ${ratio(none)} (goal <= 1.2x); worst: ${ratio(worst)} (goal <= 3x)`);
}
