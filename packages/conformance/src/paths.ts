import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The folder holding the deployed services' published OpenAPI documents: `../shared/live-specs` beside
 * the repository (on CI too: a fresh clone has `shared/` beside it), or `LIVE_SPECS_DIR`.
 */
export const liveSpecsDir =
  process.env.LIVE_SPECS_DIR ?? path.resolve(repoRoot, '..', 'shared', 'live-specs');

/** Absolute path of one live document, failing loudly when it is missing. */
export function liveSpec(name: 'data-api.json' | 'metrics-api.json'): string {
  const file = path.join(liveSpecsDir, name);
  if (!existsSync(file)) throw new Error(`live OpenAPI document not found: ${file} (set LIVE_SPECS_DIR)`);
  return file;
}
