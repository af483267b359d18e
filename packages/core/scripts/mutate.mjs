// `pnpm mutate [stryker options]`: runs Stryker on @pkg/core (e.g. `--mutate src/paginate.ts`, `--concurrency 1`),
// then prints the score per file from its JSON report.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stryker = spawnSync('pnpm', ['exec', 'stryker', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
const score = spawnSync(process.execPath, [join(root, 'scripts', 'mutation-score.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(score.status ?? 1);
