import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { restOperations } from './rest/operations.js';

// The README's list of the REST routes the mock serves is made from the route table (generated from the
// specs), so it cannot go stale: this test fails when it differs, and rewrites it when run with
// UPDATE_README=1 (`UPDATE_README=1 pnpm --filter @pkg/mock-server exec vitest run src/readme.test.ts`).
// A test rather than a generator step: the README is hand-written around the list, and `pnpm generate`
// writes only src/generated/ (what check.sh compares).

const readmeFile = fileURLToPath(new URL('../README.md', import.meta.url));
const START = '<!-- routes:start -->';
const END = '<!-- routes:end -->';

const services = [
  { service: 'data', title: 'Data API', prefix: '' },
  { service: 'metrics', title: 'Metrics API (under `/metrics`)', prefix: '/metrics' },
  { service: 'health', title: "the node's health GETs", prefix: '' },
] as const;

/** The generated block: one table per service, every operation with its method, path and operationId. */
function routesBlock(): string {
  const parts = services.map(({ service, title, prefix }) => {
    const ops = restOperations.filter((op) => op.service === service);
    const rows = ops.map((op) => `| \`${op.method}\` | \`${prefix}${op.path}\` | \`${op.operationId}\` |`);
    return [
      `${title}: ${ops.length} routes.`,
      '',
      '| method | path | operation |',
      '|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return `${START}\n${parts.join('\n\n')}\n${END}`;
}

test('the README lists every REST route of the route table, as the table has it', () => {
  const readme = readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, `README.md has no ${START} ... ${END} block`).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  const current = readme.slice(start, end + END.length);
  const expected = routesBlock();
  if (process.env.UPDATE_README === '1' && current !== expected) {
    writeFileSync(readmeFile, readme.replace(current, expected));
    return;
  }
  expect(
    current,
    'README.md is stale: UPDATE_README=1 pnpm --filter @pkg/mock-server exec vitest run src/readme.test.ts',
  ).toBe(expected);
});

test('every service has routes, and the Data API all of its operations', () => {
  const count = (s: string) => restOperations.filter((op) => op.service === s).length;
  expect(count('data')).toBe(81);
  expect(count('metrics')).toBeGreaterThanOrEqual(17);
  expect(count('health')).toBe(3);
});
