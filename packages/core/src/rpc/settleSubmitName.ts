import { JsonRpcError } from '../errors/JsonRpcError.js';
import type { JsonRpcTransport } from '../jsonrpc/types.js';
import type { Deadline } from '../utils/createDeadline.js';
import { provesNameUnknown } from '../wire/refusals.js';
import { callOverWire } from './callOverWire.js';
import type { WireRouter } from './createWireRouter.js';
import { splitWireName } from './splitWireName.js';
import type { MethodTable, RpcRequestOptions, WireNameMap } from './types.js';

/** What {@link createSubmitSettler} asks endpoints with. */
export interface SettlerOptions {
  readonly table: MethodTable;
  readonly router: WireRouter;
  readonly transport: JsonRpcTransport;
  /** The deployed names (the other map `'auto'` may need). */
  readonly deployed: WireNameMap;
}

/** Settles an endpoint template's names before a submit: true when the seed's name is served there. */
export type SubmitSettler = (
  name: string,
  template: string,
  callOptions: RpcRequestOptions | undefined,
  deadline: Deadline,
) => Promise<boolean>;

/** {@link settleSubmitName} with one read in flight per endpoint template: concurrent submits share it. */
export function createSubmitSettler(options: SettlerOptions): SubmitSettler {
  const settling = new Map<string, Promise<boolean>>();
  return (name, template, callOptions, deadline) => {
    let served = settling.get(template);
    if (!served) {
      served = settleSubmitName({ ...options, callOptions, deadline }, name, template).finally(() =>
        settling.delete(template),
      );
      settling.set(template, served);
    }
    return served;
  };
}

/**
 * The read that settles an endpoint's names before a submit goes there under `'auto'`: a method of the same
 * namespace and endpoint that is safe to repeat (`xvm.getHeight` before `xvm.issueTx`), else the submit's own name
 * with no params when it takes some (without its tx it carries nothing to run); undefined when neither exists (a
 * method without params could run as its own probe).
 */
export function probeOf(
  table: MethodTable,
  name: string,
  template: string,
): { name: string; params: unknown } | undefined {
  const namespace = splitWireName(name)[0];
  for (const other in table) {
    const spec = table[other]!;
    if (spec.endpoint === template && spec.retry !== false && splitWireName(other)[0] === namespace) {
      return { name: other, params: spec.by === 'position' ? [] : {} };
    }
  }
  const own = table[name];
  if (!own || own.params.length === 0) return undefined;
  return { name, params: own.by === 'position' ? [] : {} };
}

/**
 * `'auto'` before a submit to an endpoint whose names are not settled yet: asks the endpoint a read under the
 * seed's name. Resolves true when the seed's name is served (any answer but a proof that the name is unknown,
 * a node's refusal of the read's params included), false when the endpoint proved it unknown (the submit goes
 * under the deployed name); rejects with the read's own failure (a network error, a 5xx), and then the submit
 * is not sent. So a submit goes out once, under a name the endpoint has proved, and is never re-sent.
 */
export async function settleSubmitName(
  options: SettlerOptions & { callOptions: RpcRequestOptions | undefined; deadline: Deadline },
  name: string,
  template: string,
): Promise<boolean> {
  const { table, router, transport, deployed, callOptions, deadline } = options;
  const probe = probeOf(table, name, template) as { name: string; params: unknown };
  const seed = router.wireOf({}, probe.name);
  const other = router.wireOf(deployed, probe.name);
  try {
    await callOverWire(transport, seed, { params: probe.params, callOptions, idempotent: true, deadline });
    return true;
  } catch (error) {
    if (provesNameUnknown(error, seed, other)) return false;
    if (JsonRpcError.isInstance(error)) return true;
    throw error;
  }
}
