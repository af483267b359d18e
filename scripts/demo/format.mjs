// Small helpers that print readable results (lines and tables, not JSON dumps).

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : String(text));
export const bold = paint('1');
export const dim = paint('2');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');

/** A section title. */
export function section(title) {
  console.log(`\n${bold(`== ${title}`)}`);
}

/** One "label: value" line. */
export function line(label, value) {
  console.log(`  ${label.padEnd(40)} ${value}`);
}

/** A small table: rows of objects, the columns in order, each value as a string. */
export function table(rows, columns) {
  const cells = rows.map((row) => columns.map((c) => String(row[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const fmt = (values) => `  ${values.map((v, i) => v.padEnd(widths[i])).join('  ')}`;
  console.log(dim(fmt(columns)));
  for (const r of cells) console.log(fmt(r));
}

/** 0x1234567890abcdef... -> 0x123456…cdef */
export function short(hash) {
  const s = String(hash ?? '');
  return s.length > 16 ? `${s.slice(0, 8)}…${s.slice(-4)}` : s;
}

/** A decimal string of base units shown with `decimals` places (2 shown). */
export function units(value, decimals) {
  const v = BigInt(value);
  const scale = 10n ** BigInt(decimals);
  const whole = v / scale;
  const frac = ((v % scale) * 100n) / scale;
  return `${whole.toLocaleString('en-US')}.${String(frac).padStart(2, '0')}`;
}

/** A Unix timestamp (seconds) as an ISO date and time. */
export function when(seconds) {
  return new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').replace('.000Z', 'Z');
}

/** A 0x quantity in gwei. */
export function gwei(hex) {
  return `${(Number(BigInt(hex)) / 1e9).toFixed(2)} gwei`;
}
