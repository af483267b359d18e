import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import {
  jsonRpcServerRefusals,
  mayMeanUnknownNameRules,
  methodNotFoundRules,
  provesNameUnknownRules,
  provesRouteUnknownRules,
} from '../generated/wireRules.js';
import type { NameRefusalRule, WireTarget } from './types.js';

/** Whether `error` fits `rule`, for a call tried at `tried` whose other wire target is `other`. */
function fits(rule: NameRefusalRule, error: unknown, tried?: WireTarget, other?: WireTarget): boolean {
  if (rule.nameDiffers && tried?.name === other?.name) return false;
  if (rule.urlDiffers && tried?.url === other?.url) return false;
  if (rule.status !== undefined) return HttpError.isInstance(error) && error.status === rule.status;
  if (!JsonRpcError.isInstance(error)) return false;
  return (
    (rule.code === undefined || error.code === rule.code) &&
    (rule.message === undefined || rule.message.test(error.shortMessage))
  );
}

/** Whether `error` fits one of `rules` (one kind's, imported alone so that a bundle keeps only the kinds it reads). */
function fitsOne(
  rules: readonly NameRefusalRule[],
  error: unknown,
  tried?: WireTarget,
  other?: WireTarget,
): boolean {
  return rules.some((rule) => fits(rule, error, tried, other));
}

/**
 * A refusal of the seed's wire name that proves the endpoint ran nothing (`provesNameUnknown` in specs/wire.yaml),
 * so `'auto'` may send the call again under the deployed name (even a submit).
 */
export function provesNameUnknown(error: unknown, tried: WireTarget, other: WireTarget): boolean {
  return fitsOne(provesNameUnknownRules, error, tried, other);
}

/** A node's answer that may mean "I do not know that name or path" (`mayMeanUnknownName`): with `'seed'`, it gets the `wireNames` hint. */
export function mayRefuseName(error: unknown): boolean {
  return fitsOne(mayMeanUnknownNameRules, error);
}

/** A node's answer that it has no such method (`methodNotFound`): go-ethereum's -32601, gorilla's `can't find method`, a 404. */
export function isMethodNotFound(error: unknown): boolean {
  return fitsOne(methodNotFoundRules, error);
}

/** A REST operation's seed route is not served there (`provesRouteUnknown`: a 404): `'auto'` takes the deployed route. */
export function provesRouteUnknown(error: unknown): boolean {
  return fitsOne(provesRouteUnknownRules, error);
}

/** A server kind of the node's JSON-RPC (`gorilla-json2`: the node's own endpoints; `go-ethereum`: an EVM `/rpc`). */
export type JsonRpcServerKind = keyof typeof jsonRpcServerRefusals;

/** A refusal a server kind sends (`unknownService`, `illFormed`, `unknownMethod`). */
export type JsonRpcServerRefusal<S extends JsonRpcServerKind> = keyof (typeof jsonRpcServerRefusals)[S];

/**
 * The JSON-RPC error a node's server of `server` kind answers `name` with when it refuses it as `refusal`, as
 * specs/wire.yaml writes it (what the mock server sends).
 *
 * @example
 * import { nodeRefusal } from '@pkg/core/wire';
 * nodeRefusal('gorilla-json2', 'unknownService', 'xvm.GetHeight');
 * // { code: -32000, message: 'rpc: can\'t find service "xvm.GetHeight"' }
 */
export function nodeRefusal<S extends JsonRpcServerKind>(
  server: S,
  refusal: JsonRpcServerRefusal<S>,
  name: string,
): { code: number; message: string } {
  const { code, message } = jsonRpcServerRefusals[server][refusal] as { code: number; message: string };
  return { code, message: message.replace(/%q/g, JSON.stringify(name)).replace(/%s/g, name) };
}
