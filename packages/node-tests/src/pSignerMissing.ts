import { spawnSync } from 'node:child_process';
import { ERA } from './localNetwork.js';
import { PSignerUnavailableError, pSignerBinary } from './pSignerBinary.js';

/**
 * Why this machine cannot ask the P chain for a signature (`go` not on PATH; under Helicon, the v1.15 peer not built),
 * or undefined. Builds the v1.14.0 peer once ({@link pSignerBinary}).
 * @example
 * ```ts
 * const missing = pSignerMissing();
 * if (missing) console.log(`P chain signature: skipped, ${missing}`);
 * ```
 */
export function pSignerMissing(): string | undefined {
  if (spawnSync('go', ['version']).status !== 0)
    return '`go` is not on PATH (the ACP-118 test peer is built with Go)';
  try {
    pSignerBinary(ERA === 'helicon' ? 'v1.15' : 'v1.14.0');
  } catch (error) {
    if (error instanceof PSignerUnavailableError) return error.message;
    throw error;
  }
  return undefined;
}
