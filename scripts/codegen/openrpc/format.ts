/** Formats generated TypeScript with the repo's biome config, in memory (so any output folder works). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

/** `source` formatted as biome would format a file at `virtualPath` (relative to the repo root). */
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
