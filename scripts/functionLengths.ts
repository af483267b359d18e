/**
 * Lists the functions longer than N lines in the given folders (TypeScript compiler API), longest first:
 * declarations, methods, arrow functions and function expressions, each measured from its first line to
 * its last. Generated code (`src/generated/`) and tests are left out unless `--all` is given.
 *
 * Usage: `tsx scripts/functionLengths.ts [--over N] [--top K] [--all] [--exclude <folder>]... <folder>...`
 * (N defaults to 80; an excluded folder is left out wherever it sits).
 * Exits 1 when a function is over N lines, so a check can use it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FunctionLength {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** The functions of one source text with their line counts. */
export function functionLengths(file: string, text: string): FunctionLength[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, line: start + 1, name: nameOf(node), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

function sourceFiles(folder: string, all: boolean, excluded: readonly string[] = []): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(folder, entry);
    if (excluded.includes(relative(process.cwd(), path))) continue;
    if (statSync(path).isDirectory()) {
      if (!all && entry === 'generated') continue;
      files.push(...sourceFiles(path, all, excluded));
    } else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) {
      if (!all && /\.test(-d)?\.ts$/.test(entry)) continue;
      files.push(path);
    }
  }
  return files;
}

function main(argv: string[]): number {
  let over = 80;
  let top = Number.POSITIVE_INFINITY;
  let all = false;
  const folders: string[] = [];
  const excluded: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--over') over = Number(argv[++i]);
    else if (arg === '--top') top = Number(argv[++i]);
    else if (arg === '--all') all = true;
    else if (arg === '--exclude') excluded.push(relative(process.cwd(), argv[++i] as string));
    else folders.push(arg);
  }
  const long = folders
    .flatMap((folder) => sourceFiles(folder, all, excluded))
    .flatMap((file) => functionLengths(relative(process.cwd(), file), readFileSync(file, 'utf8')))
    .filter((f) => f.lines > over)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  for (const f of long.slice(0, top))
    console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${long.length} function(s) over ${over} lines`);
  return long.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
