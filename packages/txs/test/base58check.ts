import { ajs } from './avalanchejs.js';

/** avalanchejs's CB58 of bytes (the oracle's, not ours). */
export function base58check(bytes: Uint8Array): string {
  return ajs.utils.base58check.encode(bytes);
}
