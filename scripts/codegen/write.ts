import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir, repoRoot } from './paths.ts';

/** The first line of every generated file. */
export function header(specs: readonly string[]): string {
  return `// Generated from ${specs.map((s) => `specs/${s}`).join(', ')}; do not edit. Run \`pnpm generate\`.\n`;
}

/**
 * Replaces packages/<pkg>/src/generated/ with `files` (name -> content, without header), each
 * prefixed with the do-not-edit header naming `specs`, then formats them with biome so the output
 * is deterministic whatever the generator's whitespace.
 */
export function writeGenerated(pkg: string, specs: readonly string[], files: Record<string, string>): void {
  const dir = generatedDir(pkg);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    writeFileSync(path.join(dir, name), header(specs) + content);
  }
  formatDir(dir);
}

/** Formats a folder with the repo's biome config (used for generated code). */
export function formatDir(dir: string): void {
  const names = readdirSync(dir);
  if (names.length === 0) return;
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  execFileSync(biome, ['format', '--write', '--log-level=error', dir], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
