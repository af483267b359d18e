/**
 * `@pkg/core/wire`: what goes on the wire under a name map, and the node's refusals of a name, as the specs
 * declare them (an OpenRPC document's `x-deployed-names`; specs/wire.yaml). The clients apply them through
 * @pkg/core; the mock server imports them from here to answer as a node does.
 */
export { type MappedWireName, mapTemplate, mapWireName } from './mapWireName.js';
export {
  isMethodNotFound,
  type JsonRpcServerKind,
  type JsonRpcServerRefusal,
  mayRefuseName,
  nodeRefusal,
  provesNameUnknown,
  provesRouteUnknown,
} from './refusals.js';
export { type RestWireNames, restWireNames } from './restWireNames.js';
export type { NameRefusalRule, WireTarget } from './types.js';
