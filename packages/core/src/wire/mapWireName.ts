import { splitWireName } from './splitWireName.js';
import type { WireNameMap } from './types.js';

/** A seed wire name and endpoint template under a name map. */
export interface MappedWireName {
  /** The method name sent (`avm.getHeight` for the seed's `xvm.getHeight` under the deployed names). */
  readonly name: string;
  /** The endpoint template it goes to (`/ext/bc/C/avax` for the seed's `/ext/bc/C/atomic`). */
  readonly template: string;
  /** The params go as one object (the map's `objectParams` names the namespace or the template). */
  readonly objectParams: boolean;
}

/**
 * The wire name and endpoint template of the seed's `name` at `template` under `map` (an OpenRPC document's
 * `x-deployed-names`, or a map of the user's own): its namespace renamed, its path moved, and `ns_method`
 * sent as `ns.method` with one params object where `objectParams` says so. The one place a name map is applied:
 * the clients route their calls by it, and the mock server serves the deployed names by it.
 *
 * @example
 * import { mapWireName } from '@pkg/core/wire';
 * mapWireName({ namespaces: { xvm: 'avm' } }, 'xvm.getHeight', '/ext/bc/{blockchainId}');
 * // { name: 'avm.getHeight', template: '/ext/bc/{blockchainId}', objectParams: false }
 */
export function mapWireName(map: WireNameMap, name: string, template: string): MappedWireName {
  const [namespace, separator, key] = splitWireName(name);
  const objectParams = map.objectParams?.some((entry) => entry === namespace || entry === template) === true;
  const mapped = map.namespaces?.[namespace] ?? namespace;
  return {
    name: objectParams ? `${mapped}.${key}` : mapped + separator + key,
    template: mapTemplate(map, template),
    objectParams,
  };
}

/** The endpoint template the seed's `template` is served at under `map` (its `paths`). */
export function mapTemplate(map: WireNameMap, template: string): string {
  return map.paths?.[template] ?? template;
}
