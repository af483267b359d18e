/**
 * Lists the imports that break how the packages may reach each other (issue 36):
 * - a relative path into another package's folder (`../../evm/src/generated/methods.js`): a package reads
 *   another only through that package's name;
 * - `@pkg/<name>/<subpath>` where `<subpath>` is not in that package's `exports` (`@pkg/data/src/...` never
 *   is): what a package offers is what it declares;
 * - `@pkg/<name>` where the importing package does not declare it (dependencies, devDependencies or
 *   peerDependencies): turbo builds in the declared order, and a packed package installs only what it declares;
 * - in @pkg/txs, a file of src/ below `src/client/` (the builders of x/, p/, c/ and what they stand on)
 *   importing from `src/client/`: the client sits on top (`src/index.ts`, `src/client/` itself and the
 *   tests under test/ aside).
 * Every import form counts (static, type-only, re-export, dynamic `import()`, `require`), in every source
 * file of every package (src/generated/ and tests included; node_modules and dist aside).
 *
 * Usage: `tsx scripts/packageImports.ts [<repo root>]`. Exits 1 when it lists one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One workspace package: its folder, its name, the subpaths it exports and the names it depends on. */
export interface WorkspacePackage {
  dir: string;
  name: string;
  exports: readonly string[];
  declares: ReadonlySet<string>;
}

/** Every package under `<root>/packages` with a package.json. */
export function workspacePackages(root: string): WorkspacePackage[] {
  const folder = join(root, 'packages');
  return readdirSync(folder)
    .map((entry) => join(folder, entry))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      // a string or a conditions-only object (`{ import, require }`) exports `.` alone
      const keys = json.exports && typeof json.exports === 'object' ? Object.keys(json.exports) : [];
      const exports = keys.length > 0 && keys.every((key) => key.startsWith('.')) ? keys : ['.'];
      const declares = new Set(
        ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((k) => Object.keys(json[k] ?? {})),
      );
      return { dir, name: String(json.name), exports, declares };
    });
}

/** Whether `subpath` (`.`, `./methods`) is one of `exports`' keys, a `*` pattern key included. */
export function exportsSubpath(exports: readonly string[], subpath: string): boolean {
  return exports.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head = '', tail = ''] = key.split('*');
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

/** The module specifiers of one source text (imports, re-exports, `import()`, `require`), comments aside. */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** What is wrong with one specifier of `file` (a file of `pkg`), or undefined. */
export function problemOf(
  file: string,
  specifier: string,
  pkg: WorkspacePackage,
  all: readonly WorkspacePackage[],
): string | undefined {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    const other = all.find((p) => p !== pkg && (target + sep).startsWith(p.dir + sep));
    if (other)
      return `reaches into ${other.name}'s files (${specifier}): import '${other.name}' or a subpath it exports`;
    return txsLayering(file, target, pkg);
  }
  const match = /^(@pkg\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  const [, name = '', rest] = match;
  const other = all.find((p) => p.name === name);
  if (!other) return undefined;
  const subpath = rest ? `.${rest}` : '.';
  if (!exportsSubpath(other.exports, subpath))
    return `imports ${specifier}, which ${name} does not export (its exports: ${other.exports.join(', ')})`;
  if (other !== pkg && !pkg.declares.has(name))
    return `imports ${name}, which ${pkg.name}'s package.json does not declare`;
  return undefined;
}

/** In @pkg/txs, a file of src/ outside src/client/ (src/index.ts aside) that imports from src/client/. */
function txsLayering(file: string, target: string, pkg: WorkspacePackage): string | undefined {
  if (pkg.name !== '@pkg/txs') return undefined;
  const client = join(pkg.dir, 'src', 'client') + sep;
  if (!(target + sep).startsWith(client)) return undefined;
  if (!file.startsWith(join(pkg.dir, 'src') + sep)) return undefined; // tests use the whole package
  if (file.startsWith(client) || file === join(pkg.dir, 'src', 'index.ts')) return undefined;
  return `imports ${relative(pkg.dir, target)} upward: what a builder needs lives below client/ (src/shared/)`;
}

/** The source files of one package folder (node_modules, dist and dot folders aside). */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(c|m)?(t|j)sx?$/.test(entry)) files.push(path);
  }
  return files;
}

/** Every problem in the packages under `<root>/packages`, one line each (`file: problem`). */
export function packageImportProblems(root: string): string[] {
  const all = workspacePackages(root);
  const problems: string[] = [];
  for (const pkg of all) {
    for (const file of sourceFiles(pkg.dir)) {
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        const problem = problemOf(file, specifier, pkg, all);
        if (problem) problems.push(`${relative(root, file)}: ${problem}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const problems = packageImportProblems(resolve(process.argv[2] ?? '.'));
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exit(1);
}
