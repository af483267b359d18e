// `node scripts/check.d/lib/count-tests.mjs`: adds up the vitest JSON results this check wrote
// (`<package>/.vitest/*.json`, from each vitest run's json reporter; on a turbo cache hit turbo
// restores the file, so a replayed task counts too) and prints the closing line CI reads:
// `tests: N passed, M failed`. check.sh removes every results file before it starts, so only this run's
// files are read. Exits 1 when no result was found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dirs = [
  'scripts',
  ...readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('packages', entry.name)),
];
let passed = 0;
let failed = 0;
const read = [];
for (const dir of dirs) {
  const folder = path.join(root, dir, '.vitest');
  if (!existsSync(folder)) continue;
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const result = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    passed += result.numPassedTests ?? 0;
    failed += result.numFailedTests ?? 0;
    read.push(`${dir}/.vitest/${name} ${result.numPassedTests}`);
  }
}
if (read.length === 0) {
  console.error('count-tests: no vitest results found (<package>/.vitest/*.json)');
  process.exit(1);
}
if (process.argv.includes('--verbose')) console.log(`tests per package: ${read.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
