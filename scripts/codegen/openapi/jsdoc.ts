/** A JSDoc block of lines (each may hold newlines), indented; a comment end in a line is escaped. */
export function jsdoc(lines: readonly string[], indent = ''): string {
  const body = lines.flatMap((l) => l.split('\n'));
  return `${indent}/**\n${body.map((l) => (l ? `${indent} * ${l.replace(/\*\//g, '*\\/')}` : `${indent} *`)).join('\n')}\n${indent} */\n`;
}
