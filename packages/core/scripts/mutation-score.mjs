// Prints the mutation score per file from Stryker's JSON report (stryker.config.mjs writes it outside the repo).
// Usage: node scripts/mutation-score.mjs [report.json] [--survivors]
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const showSurvivors = args.includes('--survivors');
const file =
  args.find((a) => !a.startsWith('--')) ??
  join(
    process.env.STRYKER_REPORT_DIR ?? join(homedir(), '.cache', 'avalanche-sdk-mutation', 'core'),
    'mutation.json',
  );
const report = JSON.parse(readFileSync(file, 'utf8'));

const pct = (n, d) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(2).padStart(6)}`);
const count = (mutants) => {
  const c = { killed: 0, survived: 0, noCoverage: 0, timeout: 0, invalid: 0, ignored: 0 };
  for (const m of mutants) {
    if (m.status === 'Killed') c.killed++;
    else if (m.status === 'Timeout') c.timeout++;
    else if (m.status === 'Survived') c.survived++;
    else if (m.status === 'NoCoverage') c.noCoverage++;
    else if (m.status === 'Ignored') c.ignored++;
    else c.invalid++; // CompileError, RuntimeError
  }
  return c;
};
const row = (name, c) => {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return [
    name.padEnd(44),
    pct(detected, valid),
    pct(detected, detected + c.survived),
    String(c.killed).padStart(6),
    String(c.timeout).padStart(5),
    String(c.survived).padStart(5),
    String(c.noCoverage).padStart(5),
    String(c.invalid).padStart(6),
  ].join(' ');
};

console.log(
  ['file'.padEnd(44), ' score', 'covered', 'killed', 'tmout', ' surv', 'nocov', 'invalid'].join(' '),
);
const all = [];
const survivors = [];
for (const [path, entry] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  all.push(...entry.mutants);
  console.log(row(path, count(entry.mutants)));
  for (const m of entry.mutants) {
    if (m.status === 'Survived' || m.status === 'NoCoverage') {
      const where = `${path}:${m.location.start.line}:${m.location.start.column}`;
      survivors.push(
        `${m.status.padEnd(10)} ${where} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}`,
      );
    }
  }
}
console.log(row('all files', count(all)));
console.log(
  'score = detected / (detected + survived + no coverage); covered = detected / (detected + survived)',
);
if (showSurvivors) for (const line of survivors) console.log(line);
