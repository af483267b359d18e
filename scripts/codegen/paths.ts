import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Absolute path of a spec file, from its path under specs/ (e.g. `openapi/data.yaml`). */
export function specPath(relative: string): string {
  return path.join(repoRoot, 'specs', relative);
}

/** Absolute path of a package's src/generated folder. */
export function generatedDir(pkg: string): string {
  return path.join(repoRoot, 'packages', pkg, 'src', 'generated');
}
