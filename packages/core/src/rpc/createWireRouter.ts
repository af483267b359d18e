import { mapTemplate, mapWireName } from '../wire/mapWireName.js';
import { splitWireName } from '../wire/splitWireName.js';
import type { MethodTable, RpcClientConfig, Wire, WireNameMap, WireRouter } from './types.js';

export type { Wire, WireRouter };

/** Options of {@link createWireRouter}: the client options that decide where calls go. */
export interface WireRouterOptions {
  /** The node's base URL, without a trailing slash. */
  readonly base: string;
  /** Full URLs that replace a namespace's endpoint. */
  readonly endpoints: Readonly<Record<string, string>>;
}

/**
 * Routes a client's calls: a method's endpoint template (a name the table lacks goes where most methods of
 * its namespace go, else `config.defaultEndpoint`), the name map's namespace, path and params-object
 * changes, the template's `{variables}` (encoded) and the user's `endpoints` overrides.
 */
export function createWireRouter(
  table: MethodTable,
  config: RpcClientConfig,
  options: WireRouterOptions,
): WireRouter {
  const { base, endpoints } = options;
  const batchEndpoints = new Set(config.batchEndpoints ?? []);
  const templates = new Map<string, string>();
  const wires = new WeakMap<WireNameMap, Map<string, Wire>>();

  /** The endpoint most of a namespace's methods use (the first on a tie). */
  const endpointOf = (namespace: string): string => {
    const counts = new Map<string, number>();
    for (const name in table)
      if (splitWireName(name)[0] === namespace) {
        const endpoint = table[name]!.endpoint;
        counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
      }
    let best = config.defaultEndpoint;
    let most = 0;
    for (const [endpoint, count] of counts)
      if (count > most) {
        best = endpoint;
        most = count;
      }
    return best;
  };

  const templateOf = (name: string): string => {
    const known = table[name]?.endpoint;
    if (known !== undefined) return known;
    const namespace = splitWireName(name)[0];
    let template = templates.get(namespace);
    if (template === undefined) {
      template = endpointOf(namespace);
      // names the table lacks come from request(): at most 100 of their namespaces are remembered
      if (templates.size < 100) templates.set(namespace, template);
    }
    return template;
  };

  const urlOf = (map: WireNameMap, namespace: string, template: string): string => {
    const override = endpoints[namespace] ?? endpoints[map.namespaces?.[namespace] ?? ''];
    if (override !== undefined) return override;
    const path = mapTemplate(map, template).replace(/\{(\w+)\}/g, (_, v: string) =>
      encodeURIComponent(config.variables?.[v] ?? ''),
    );
    return base + path;
  };

  const wireOf = (map: WireNameMap, name: string): Wire => {
    let known = wires.get(map);
    if (!known) {
      known = new Map();
      wires.set(map, known);
    }
    let wire = known.get(name);
    if (wire) return wire;
    const template = templateOf(name);
    const namespace = splitWireName(name)[0];
    const { name: sent, objectParams } = mapWireName(map, name, template);
    wire = {
      name: sent,
      url: urlOf(map, namespace, template),
      batch: batchEndpoints.has(template),
      objectParams,
    };
    if (name in table) known.set(name, wire); // only the table's names: request() may send any name
    return wire;
  };

  return { templateOf, wireOf, urlOf };
}
