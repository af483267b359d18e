/**
 * exports.ts of a client package (JSON-RPC and REST): every type the generated files declare, and the types of
 * @pkg/core their signatures use, re-exported by name, so the package entry exports them all
 * (`export type * from './generated/exports.js'`) and a library built on the client can name each type that
 * appears in a signature when it emits declarations.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

/** The type names (`export interface X`, `export type X`) a generated source declares, in order. */
export function declaredTypeNames(source: string): string[] {
  return [...source.matchAll(/^export (?:interface|type) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
}

/**
 * Generates exports.ts (without header) from the generated sources (file name -> source) and the re-exports of
 * core's types the client's signatures use, its statements and names in the order biome's organize-imports keeps
 * (CI checks generated files with it too).
 */
export function emitExports(sources: Readonly<Record<string, string>>, core: readonly string[] = []): string {
  const out =
    core.length === 0
      ? ['// Every type of the generated files, by name: the package entry re-exports them all.']
      : [
          "// Every type of the generated files and core's types their signatures use, by name: the package entry",
          '// re-exports them all.',
          ...core,
        ];
  for (const [file, source] of Object.entries(sources)) {
    const names = declaredTypeNames(source);
    if (names.length > 0)
      out.push(`export type { ${names.join(', ')} } from './${file.replace(/\.ts$/, '.js')}';`);
  }
  return organizeImports(`${out.join('\n')}\n`);
}

/** `source` with its imports and exports in the order biome's organize-imports keeps, as a file at `virtualPath`. */
export function organizeImports(source: string, virtualPath = 'packages/x/src/generated/exports.ts'): string {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  const args = ['check', '--write', '--log-level=error', `--stdin-file-path=${virtualPath}`];
  return execFileSync(biome, args, { cwd: repoRoot, input: source, encoding: 'utf8' });
}
