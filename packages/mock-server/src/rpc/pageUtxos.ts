import type { Utxo } from '../data/types.js';
import { invalidParams, serviceError } from './rpcError.js';

/** The most UTXOs a getUTXOs page holds (AvalancheGo's cap). */
const MAX_UTXOS = 1024;

const EMPTY_ID = '11111111111111111111111111111111LpoYY';

/**
 * Pages UTXOs the way xvm.getUTXOs / atomic.getUTXOs do: limit (capped at 1024), startIndex, endIndex.
 * `startInclusive`: the page starts AT startIndex, as AvalancheGo's shared memory pages atomic UTXOs
 * (avax.getUTXOs, and avm/platform.getUTXOs with a sourceChain); a chain's own UTXO index starts after it.
 */
export function pageUtxos(
  list: Utxo[],
  p: Record<string, unknown>,
  chainPrefix: string,
  { startInclusive = false }: { startInclusive?: boolean } = {},
) {
  let limit = MAX_UTXOS;
  if (p.limit !== undefined) {
    if (typeof p.limit !== 'number' || !Number.isInteger(p.limit) || p.limit < 0)
      throw invalidParams('limit must be a non-negative integer');
    if (p.limit > 0 && p.limit <= MAX_UTXOS) limit = p.limit;
  }
  let from = 0;
  const start = p.startIndex as { address?: unknown; utxo?: unknown } | undefined;
  if (start && typeof start === 'object' && typeof start.utxo === 'string' && start.utxo !== '') {
    const at = list.findIndex(
      (u) => u.txID === start.utxo && `${chainPrefix}-${u.address}` === start.address,
    );
    if (at < 0)
      throw serviceError(`startIndex ${String(start.utxo)} is not a known UTXO of the given addresses`);
    from = startInclusive ? at : at + 1;
  }
  if (p.encoding !== undefined && p.encoding !== 'hex') throw invalidParams('encoding must be hex');
  const page = list.slice(from, from + limit);
  const last = page.at(-1);
  // an empty page ends where it started: the startIndex, else the first address and the empty id
  const firstAddress = Array.isArray(p.addresses) ? String(p.addresses[0] ?? '') : '';
  const endIndex = last
    ? { address: `${chainPrefix}-${last.address}`, utxo: last.txID }
    : {
        address: typeof start?.address === 'string' && start.address !== '' ? start.address : firstAddress,
        utxo: typeof start?.utxo === 'string' && start.utxo !== '' ? start.utxo : EMPTY_ID,
      };
  // as the node answers: no sourceChain echoed
  return { numFetched: String(page.length), utxos: page.map((u) => u.hex), endIndex, encoding: 'hex' };
}
