/** What `wireNames: 'auto'` sends of one name (a REST spec's `x-auto-names`): the seed's, the deployed one, or both. */
export type AutoNameChoice = 'seed' | 'deployed' | 'both';

/** A REST client's names by `wireNames`: each name's values to send (two under `'auto'` with `both`), and all it may have. */
export interface RestWireNames<K extends string> {
  /** The values to use of each name (`apiKeyHeader: ['x-data-api-key', 'x-glacier-api-key']`). */
  readonly chosen: Readonly<Record<K, readonly string[]>>;
  /** Every value each name has under any `wireNames` (the seed's and the deployed one). */
  readonly every: Readonly<Record<K, readonly string[]>>;
}

/**
 * The names a REST client uses under `wireNames`, from its spec: the seed's (`seed`), the deployed service's
 * (`deployed`, `x-deployed-names`), what `'auto'` takes of each (`auto`, `x-auto-names`; a name it does not
 * list is the seed's), or a map of the user's own (a name it lacks is the seed's).
 *
 * @example
 * import { restWireNames } from '@pkg/core/wire';
 * const seed = { baseUrl: 'https://glacier-api.avax.network', apiKeyHeader: 'x-data-api-key' };
 * const deployed = { baseUrl: 'https://data-api.avax.network', apiKeyHeader: 'x-glacier-api-key' };
 * restWireNames('auto', seed, deployed, { baseUrl: 'deployed', apiKeyHeader: 'both' }).chosen.apiKeyHeader;
 * // ['x-data-api-key', 'x-glacier-api-key']
 */
export function restWireNames<K extends string>(
  wireNames: 'auto' | 'seed' | 'deployed' | Partial<Record<K, string>>,
  seed: Readonly<Record<K, string>>,
  deployed: Readonly<Partial<Record<K, string>>>,
  auto: Readonly<Partial<Record<K, AutoNameChoice>>>,
): RestWireNames<K> {
  const chosen = {} as Record<K, readonly string[]>;
  const every = {} as Record<K, readonly string[]>;
  for (const name of Object.keys(seed) as K[]) {
    const mine = seed[name];
    const theirs = deployed[name] ?? mine;
    every[name] = [...new Set([mine, theirs])];
    const choice: AutoNameChoice =
      wireNames === 'auto' ? (auto[name] ?? 'seed') : wireNames === 'deployed' ? 'deployed' : 'seed';
    chosen[name] =
      typeof wireNames === 'object'
        ? [wireNames[name] ?? mine]
        : choice === 'both'
          ? every[name]
          : [choice === 'deployed' ? theirs : mine];
  }
  return { chosen, every };
}
