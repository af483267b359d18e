/** The one writer of generated code: the do-not-edit header, biome formatting, and replacing a folder. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir, repoRoot } from './paths.ts';

/** The first line of every generated file. */
export function header(specs: readonly string[]): string {
  return `// Generated from ${specs.map((s) => `specs/${s}`).join(', ')}; do not edit. Run \`pnpm generate\`.\n`;
}

/**
 * `source` formatted with the repo's biome config as a file at `virtualPath` (relative to the repo root)
 * would be. Through stdin, so the output may go anywhere (biome refuses paths outside the repo or ignored by git).
 */
export function formatSource(source: string, virtualPath: string): string {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  return execFileSync(biome, ['format', '--log-level=error', `--stdin-file-path=${virtualPath}`], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Each file (name -> content, without header) prefixed with the do-not-edit header naming its specs
 * (`specs`, or `specs(name)` where files of one folder come from different specs) and formatted, so the
 * output is deterministic whatever the generator's whitespace.
 */
export function formatGenerated(
  files: Record<string, string>,
  specs: readonly string[] | ((name: string) => readonly string[]),
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) {
    const named = typeof specs === 'function' ? specs(name) : specs;
    out[name] = formatSource(
      header(named) + content,
      path.join('packages', 'generated', 'src', 'generated', name),
    );
  }
  return out;
}

/** Replaces the folder `dir` with `files` (name -> content, written as they are). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
    writeFileSync(path.join(dir, name), content);
}

/**
 * Replaces packages/<pkg>/src/generated/ with `files` (name -> content, without header), headed and
 * formatted (`specs`: the specs every file names, or the specs of each file by name).
 */
export function writeGenerated(
  pkg: string,
  specs: readonly string[] | ((name: string) => readonly string[]),
  files: Record<string, string>,
): void {
  writeFiles(generatedDir(pkg), formatGenerated(files, specs));
}
