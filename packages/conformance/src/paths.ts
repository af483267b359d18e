import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The folder holding the facts-only copy of the deployed services' published OpenAPI documents, committed
 * in the repository (`specs/live/`, written by `pnpm live-specs:update` from `../shared/live-specs`).
 */
export const liveSpecsDir = path.join(repoRoot, 'specs', 'live');

/** Absolute path of one live document, failing loudly when it is missing. */
export function liveSpec(name: 'data-api.json' | 'metrics-api.json'): string {
  const file = path.join(liveSpecsDir, name);
  if (!existsSync(file))
    throw new Error(`live OpenAPI document not found: ${file} (run pnpm live-specs:update)`);
  return file;
}

/** A folder for this run's scratch files, inside the repository (`.tmp/` is git-ignored). */
export const scratchDir = path.join(repoRoot, '.tmp', 'conformance');
