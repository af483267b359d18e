/** Test helper: type-checks every .ts file of a folder with the repository's base tsconfig (as a package would). */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

/** Runs `tsc -p` on `dir` (a tsconfig extending tsconfig.base.json is written there); tsc's output and exit code. */
export function typecheckDir(dir: string): { output: string; status: number | null } {
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(repoRoot, 'tsconfig.base.json'), include: ['**/*.ts'] }),
  );
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  const result = spawnSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  return { output: result.stdout + result.stderr, status: result.status };
}
