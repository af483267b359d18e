import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** The wire-name mode a call was made in. */
export type Mode = 'seed' | 'deployed';

/** What one method did in one mode, as the coverage table shows it. */
export interface CoverageRow {
  pkg: string;
  method: string;
  mode: Mode;
  /**
   * `resolves` (result fits its schema), `schema-fails`, `hint` (rejected naming `wireNames: 'deployed'`),
   * `node-refuses` (the node's own JsonRpcError, for what a lone local node cannot answer),
   * `validation` (a ValidationError before any request), `fails` (anything else).
   */
  outcome: 'resolves' | 'schema-fails' | 'hint' | 'node-refuses' | 'validation' | 'fails';
  detail?: string;
}

/** Appends a row to the run's coverage file (one JSON object a line; test files run in workers). */
export function recordCoverage(file: string, row: CoverageRow): void {
  appendFileSync(file, `${JSON.stringify(row)}\n`);
}

const cell = (row: CoverageRow | undefined): string => {
  if (!row) return '(not run)';
  // the first part of a message is enough for a table cell (a ValidationError's details follow 'Details:')
  const short = row.detail?.split(/\s*Details:/)[0];
  const detail = short ? `: ${short.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 140)}` : '';
  switch (row.outcome) {
    case 'resolves':
      return 'resolves, schema fits';
    case 'schema-fails':
      return `resolves, SCHEMA FAILS${detail}`;
    case 'hint':
      return "rejects with the wireNames: 'deployed' hint";
    case 'node-refuses':
      return `node refuses${detail}`;
    case 'validation':
      return `ValidationError before sending${detail}`;
    case 'fails':
      return `FAILS${detail}`;
  }
};

/** The coverage table (markdown): package | method | seed mode | deployed mode, from the rows recorded. */
export function coverageTable(file: string): string {
  if (!existsSync(file)) return '(no coverage recorded)';
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CoverageRow);
  const byMethod = new Map<
    string,
    { pkg: string; method: string; seed?: CoverageRow; deployed?: CoverageRow }
  >();
  for (const row of rows) {
    const key = `${row.pkg} ${row.method}`;
    const entry = byMethod.get(key) ?? { pkg: row.pkg, method: row.method };
    entry[row.mode] = row;
    byMethod.set(key, entry);
  }
  const lines = ['| package | method | seed names (default) | deployed names |', '|---|---|---|---|'];
  // packages in a fixed order (files may run in any order); methods in the order they ran
  const order = ['@pkg/node-info', '@pkg/xchain', '@pkg/pchain', '@pkg/evm'];
  const rank = (pkg: string) => (order.includes(pkg) ? order.indexOf(pkg) : order.length);
  const entries = [...byMethod.values()].sort((a, b) => rank(a.pkg) - rank(b.pkg));
  for (const { pkg, method, seed, deployed } of entries) {
    lines.push(`| ${pkg} | \`${method}\` | ${cell(seed)} | ${cell(deployed)} |`);
  }
  const count = (mode: Mode, outcome: CoverageRow['outcome']) =>
    rows.filter((r) => r.mode === mode && r.outcome === outcome).length;
  const summary = (mode: Mode) =>
    `${mode}: ${count(mode, 'resolves')} resolve with a fitting result, ${count(mode, 'hint')} hint, ` +
    `${count(mode, 'node-refuses')} refused by the node, ${count(mode, 'validation')} ValidationError, ` +
    `${count(mode, 'schema-fails')} schema failures, ${count(mode, 'fails')} other failures`;
  lines.push('', `${byMethod.size} methods. ${summary('seed')}. ${summary('deployed')}.`);
  return lines.join('\n');
}
