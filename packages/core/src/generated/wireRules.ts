// Generated from specs/wire.yaml; do not edit. Run `pnpm generate`.
import type { NameRefusalRule } from '../wire/types.js';

/** The refusals of a name by the node's JSON-RPC servers (`%q`: the name quoted as Go quotes it; `%s`: as sent). */
export const jsonRpcServerRefusals = {
  'gorilla-json2': {
    illFormed: { code: -32000, message: 'rpc: service/method request ill-formed: %q' },
    unknownService: { code: -32000, message: "rpc: can't find service %q" },
    unknownMethod: { code: -32000, message: "rpc: can't find method %q" },
  },
  'go-ethereum': {
    unknownMethod: { code: -32601, message: 'the method %s does not exist/is not available' },
  },
} as const;

/** The endpoint ran nothing: no service of that name, or a name it could not split (`admin_x` at the `admin.x` endpoint), both answered before any method is looked up; or a 404 from a path the deployed names change. `'auto'` sends the call once more under the deployed name, a submit included. A `-32601` or a "method not found" is no such proof: an EVM /rpc answers it for names no deployed name would fix either. */
export const provesNameUnknownRules: readonly NameRefusalRule[] = [
  { nameDiffers: true, message: /^(rpc: )?(can't find service\b|service\/method request ill-formed\b)/ },
  { status: 404, urlDiffers: true },
];

/** The node has no such method (a C-Chain method Helicon removed gets the note saying so): go-ethereum's -32601, gorilla's -32000 `can't find method` (the C-Chain's /avax), a 404 (an endpoint no longer served: /admin). */
export const methodNotFoundRules: readonly NameRefusalRule[] = [
  { code: -32601, message: /does not exist\/is not available/ },
  { code: -32000, message: /can't find method\b/ },
  { status: 404 },
];

/** A REST operation's seed route answered 404: the deployed service has no such route (the Metrics API's `/v2` routes, `x-deployed-route-of`). `'auto'` sends the call to the deployed route and keeps it for the client's life; `'seed'` names `wireNames: 'deployed'` in the error. */
export const provesRouteUnknownRules: readonly NameRefusalRule[] = [{ status: 404 }];

/** An answer that may mean "no such name or path here": under `wireNames: 'seed'` it gets the hint naming `wireNames` (a message only, so the rule may be generous). */
export const mayMeanUnknownNameRules: readonly NameRefusalRule[] = [
  { code: -32601 },
  { message: /can't find (service|method)|ill-formed|method not found|does not exist/i },
  { status: 404 },
];
