/** Cold import time: a fresh `node` importing one package, against a bare `node` start (wall clock, median). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from './stats.ts';

const cwd = fileURLToPath(new URL('..', import.meta.url));

function runOnce(code: string): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd,
    stdio: 'pipe',
    timeout: 30_000,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0)
    throw new Error(
      r.stderr
        .toString()
        .split('\n')
        .find((l) => l.includes('Error')) ?? 'failed',
    );
  return ms;
}

export interface ColdImport {
  specifier: string;
  /** Median ms over the bare start, or undefined with an error. */
  overMs?: number;
  error?: string;
}

/** Measures every specifier `runs` times, interleaved with bare starts; returns ms over the bare start. */
export function measureColdImports(
  specifiers: readonly string[],
  runs: number,
): { bareMs: number; results: ColdImport[] } {
  const bare: number[] = [];
  const times = new Map<string, number[]>(specifiers.map((s) => [s, []]));
  const errors = new Map<string, string>();
  runOnce('');
  for (let i = 0; i < runs; i++) {
    bare.push(runOnce('await 0;'));
    for (const s of specifiers) {
      if (errors.has(s)) continue;
      try {
        times.get(s)!.push(runOnce(`await import(${JSON.stringify(s)});`));
      } catch (error) {
        errors.set(s, (error as Error).message.slice(0, 80));
      }
    }
  }
  const bareMs = median(bare);
  return {
    bareMs,
    results: specifiers.map((s) =>
      errors.has(s)
        ? { specifier: s, error: errors.get(s)! }
        : { specifier: s, overMs: median(times.get(s)!) - bareMs },
    ),
  };
}
