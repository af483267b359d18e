import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** The wire-name mode a call was made in: `'default'` is a client given no `wireNames` option (`'auto'`). */
export type Mode = 'seed' | 'deployed' | 'default';

/** The wire-name modes every method runs in, in the table's column order. */
export const MODES: readonly Mode[] = ['seed', 'deployed', 'default'];

/** The `wireNames` option of a mode: none at all for `'default'`. */
export function wireNamesOf(mode: Mode): { wireNames?: 'seed' | 'deployed' } {
  return mode === 'default' ? {} : { wireNames: mode };
}

/**
 * A node's refusal of a wire name (gorilla/rpc's `can't find service` / `ill-formed`, the 404 of a path it
 * does not serve) or the `wireNames` hint: what a default-options client must never end with.
 */
export const NAME_REFUSAL = /wireNames: 'deployed'|can't find service|request ill-formed|HTTP 404/;

/** What one method did in one mode, as the coverage table shows it. */
export interface CoverageRow {
  pkg: string;
  method: string;
  mode: Mode;
  /**
   * `resolves` (result fits its schema), `schema-fails`, `hint` (rejected naming `wireNames: 'deployed'`),
   * `node-refuses` (the node's own JsonRpcError, for what a lone local node cannot answer),
   * `validation` (a ValidationError before any request), `name-refused` (default mode: rejected as a
   * refused wire name; always a failure), `removed-by-helicon` (the Helicon node's refusal of a method
   * the spec says Helicon removed from the C chain, with the SDK's note naming Helicon), `fails` (anything else).
   */
  outcome:
    | 'resolves'
    | 'schema-fails'
    | 'hint'
    | 'node-refuses'
    | 'validation'
    | 'name-refused'
    | 'removed-by-helicon'
    | 'fails';
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
    case 'name-refused':
      return `REJECTED BY NAME${detail}`;
    case 'removed-by-helicon':
      return `removed by Helicon${detail}`;
    case 'fails':
      return `FAILS${detail}`;
  }
};

/**
 * The coverage table (markdown): package | method | seed names | deployed names | default options, from the
 * rows recorded, and a summary per mode; the default mode's names the rejections by name (0 expected).
 */
export function coverageTable(file: string): string {
  if (!existsSync(file)) return '(no coverage recorded)';
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CoverageRow);
  const byMethod = new Map<
    string,
    { pkg: string; method: string; seed?: CoverageRow; deployed?: CoverageRow; default?: CoverageRow }
  >();
  for (const row of rows) {
    const key = `${row.pkg} ${row.method}`;
    const entry = byMethod.get(key) ?? { pkg: row.pkg, method: row.method };
    entry[row.mode] = row;
    byMethod.set(key, entry);
  }
  const lines = [
    "| package | method | wireNames: 'seed' | wireNames: 'deployed' | no wireNames option ('auto') |",
    '|---|---|---|---|---|',
  ];
  // packages in a fixed order (files may run in any order); methods in the order they ran
  const order = ['@pkg/node-info', '@pkg/xchain', '@pkg/pchain', '@pkg/evm'];
  const rank = (pkg: string) => (order.includes(pkg) ? order.indexOf(pkg) : order.length);
  const entries = [...byMethod.values()].sort((a, b) => rank(a.pkg) - rank(b.pkg));
  for (const entry of entries) {
    const { pkg, method, seed, deployed } = entry;
    lines.push(`| ${pkg} | \`${method}\` | ${cell(seed)} | ${cell(deployed)} | ${cell(entry.default)} |`);
  }
  const count = (mode: Mode, outcome: CoverageRow['outcome']) =>
    rows.filter((r) => r.mode === mode && r.outcome === outcome).length;
  const summary = (mode: Mode) =>
    `${mode}: ${count(mode, 'resolves')} resolve with a fitting result, ${count(mode, 'hint')} hint, ` +
    `${count(mode, 'node-refuses')} refused by the node, ${count(mode, 'validation')} ValidationError, ` +
    `${count(mode, 'schema-fails')} schema failures, ${count(mode, 'fails')} other failures`;
  const byName = rows.filter(
    (r) => r.mode === 'default' && (r.outcome === 'name-refused' || r.outcome === 'hint'),
  ).length;
  lines.push(
    '',
    `${byMethod.size} methods. ${summary('seed')}. ${summary('deployed')}. ${summary('default')}; ` +
      `default mode: ${byName} rejections by name.`,
  );
  return lines.join('\n');
}
