import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';

/** Where one call goes on the wire under one name map: the method name and the URL. */
export interface WireTarget {
  readonly name: string;
  readonly url: string;
}

/**
 * A refusal of the seed's wire name that proves the endpoint ran nothing, so `'auto'` may send the call
 * again under the deployed name (even a submit): the node's RPC server found no service of that name
 * (`can't find service`) or could not split the name into service and method (`ill-formed`: `admin_x` at
 * the `admin.x` endpoint), both answered before any method is looked up; or an HTTP 404 from an endpoint
 * whose path the deployed names change (no handler at `/ext/bc/C/atomic`). A `-32601` or any "method not
 * found" is no such proof: an EVM `/rpc` answers it for names that no deployed name would fix either.
 */
export function provesNameUnknown(error: unknown, tried: WireTarget, other: WireTarget): boolean {
  if (JsonRpcError.isInstance(error))
    return (
      tried.name !== other.name &&
      /^(rpc: )?(can't find service\b|service\/method request ill-formed\b)/.test(error.shortMessage)
    );
  return HttpError.isInstance(error) && error.status === 404 && tried.url !== other.url;
}
