import type { JsonRpcCallOptions } from '../jsonrpc/types.js';
import type { MethodSpec } from './types.js';

/** Makes one call of a wire name: what a client's method functions call. */
export type CallMethod = (
  name: string,
  params: unknown,
  options: JsonRpcCallOptions | undefined,
) => Promise<unknown>;

/**
 * The client function of one method, `client.<namespace>.<method>(...)`: a by-position method takes its
 * params as arguments (trailing undefined ones dropped) and the call options after them; a by-name method
 * takes one params object (or none) and the call options.
 */
export function methodFunction(
  name: string,
  spec: MethodSpec,
  call: CallMethod,
): (...args: unknown[]) => Promise<unknown> {
  const arity = spec.params.length;
  if (spec.by === 'position')
    return (...args: unknown[]) => {
      const positional = args.length > arity ? args.slice(0, arity) : args;
      while (positional.length > 0 && positional[positional.length - 1] === undefined) positional.pop();
      return call(name, positional, args[arity] as JsonRpcCallOptions | undefined);
    };
  if (arity === 0) return (options?: unknown) => call(name, {}, options as JsonRpcCallOptions | undefined);
  return (params?: unknown, options?: unknown) =>
    call(name, params ?? {}, options as JsonRpcCallOptions | undefined);
}
