import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, test } from 'vitest';
import { ERA } from '../src/localNetwork.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = path.join(here, '..', '..', 'txs', 'README.md');

// Issue 35: the @pkg/txs README's first example, copied as written, sends AVAX on a real local node. Its
// recipient is an X-local1 address, so it runs on the pre-Helicon local network (12345) only.
test.runIf(ERA !== 'helicon')(
  "the @pkg/txs README's first example, as written, sends AVAX on the local node",
  () => {
    const first = /```ts[^\n]*\n([\s\S]*?)```/.exec(readFileSync(readme, 'utf8'))?.[1];
    expect(first, 'a ```ts block in packages/txs/README.md').toBeDefined();
    expect(first).toContain("from '@pkg/txs'");
    // in this package, so '@pkg/txs' resolves as in a user's project (a workspace dependency here)
    const file = path.join(here, `.readme-first-example-${process.pid}.mts`);
    writeFileSync(file, first ?? '');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
        env: { ...process.env, AVALANCHE_URL: inject('nodeUrl') },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.status, `exit ${run.status}\n${run.stdout}\n${run.stderr}`).toBe(0);
      // it prints the accepted tx id (CB58)
      expect(run.stdout.trim()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{40,60}$/);
    } finally {
      rmSync(file, { force: true });
    }
  },
  150_000,
);
