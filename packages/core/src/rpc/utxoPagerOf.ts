import type { iterateUtxos } from './iterateUtxos.js';
import type { MethodSpec } from './types.js';

/**
 * The pager a paged `getUTXOs` entry carries (`iterate: iterateUtxos`, as generated): a hand-made entry without
 * it throws a TypeError here, before anything is sent.
 */
export function utxoPagerOf(entry: MethodSpec): typeof iterateUtxos {
  if (!entry.iterate) throw new TypeError('a paged getUTXOs entry needs its pager: iterate: iterateUtxos');
  return entry.iterate;
}
