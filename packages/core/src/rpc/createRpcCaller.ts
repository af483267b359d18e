import type { JsonRpcCallOptions, JsonRpcTransport } from '../jsonrpc/types.js';
import { callOverWire } from './callOverWire.js';
import type { WireRouter } from './createWireRouter.js';
import { explainRemoved } from './explainRemoved.js';
import { paramsForWire } from './paramsForWire.js';
import type {
  MethodTable,
  NameFallbackCaller,
  NameFallbackStart,
  RpcClientConfig,
  WireNameMap,
  WireNames,
} from './types.js';

/** What {@link createRpcCaller} calls through and with. */
export interface RpcCallerOptions {
  readonly table: MethodTable;
  readonly config: RpcClientConfig;
  readonly router: WireRouter;
  readonly transport: JsonRpcTransport;
  readonly wireNames: WireNames;
  /** The node's base URL (for the `wireNames` hint). */
  readonly base: string;
  /** The client's time limit of a call, in ms. */
  readonly timeoutMs: number;
}

/** Sends one call of a client by its seed wire name. */
export interface RpcCaller {
  /** Checks, routes and sends a call; resolves its result. */
  call(name: string, params: unknown, options: JsonRpcCallOptions | undefined): Promise<unknown>;
  /** The name map calls to an endpoint template go out with now (`'auto'`: deployed once learned). */
  namesAt(template: string): WireNameMap;
}

/**
 * A client's calls: the config's refusal, the input checks, the route, and the `wireNames` policy. A method whose
 * deployed name or route differs from the seed's carries core's name fallback in its entry (`fallback`:
 * `'auto'` and `'seed'` go through it, see `nameFallback`); every other call goes out once under the client's name
 * map. A name the table lacks (`request`) takes the fallback of the table's first entry that carries one. On a
 * C-Chain client, the "not found" of a method Helicon removed says so (`explainRemoved`).
 */
export function createRpcCaller(options: RpcCallerOptions): RpcCaller {
  const { table, config, router, transport, wireNames } = options;
  const deployed = config.deployedNames ?? {};
  const mode = wireNames === 'auto' || wireNames === 'seed' ? wireNames : undefined;
  const names: WireNameMap = mode ? {} : wireNames === 'deployed' ? deployed : (wireNames as WireNameMap);
  let anyFallback: NameFallbackStart | undefined;
  for (const name in table) {
    anyFallback = table[name]!.fallback as NameFallbackStart | undefined;
    if (anyFallback) break;
  }
  /** The client's fallback state, made at its first renamed call. */
  let fallen: NameFallbackCaller | undefined;

  async function callChecked(name: string, params: unknown, callOptions: JsonRpcCallOptions | undefined) {
    const refused = config.refuse?.(name);
    if (refused) throw refused;
    const spec = table[name];
    const given = paramsForWire(spec, params);
    const fallback = mode && (spec ? (spec.fallback as NameFallbackStart | undefined) : anyFallback);
    if (fallback) {
      fallen ??= fallback({ ...options, mode: mode!, deployed });
      return await fallen.call(name, spec, given, callOptions);
    }
    // a known method's own flag always wins, so that a submit never becomes retryable through a call option; the
    // caller's `idempotent` is read only for a name the table lacks (`request`), false unless given
    const idempotent = spec ? spec.retry !== false : callOptions?.idempotent === true;
    const wire = router.wireOf(names, name);
    return await callOverWire(transport, wire, { params: given, callOptions, idempotent });
  }

  return {
    // a C-Chain's "not found" for a method Helicon removed says so (the EVM client)
    call: config.chain === 'c-chain' ? explainingRemoved(table, callChecked) : callChecked,
    namesAt: (template) => (fallen ? fallen.namesAt(template) : names),
  };
}

/** `call`, with a C-Chain's "not found" for a method Helicon removed explained (`explainRemoved`). */
function explainingRemoved(table: MethodTable, call: RpcCaller['call']): RpcCaller['call'] {
  return async (name, params, callOptions) => {
    try {
      return await call(name, params, callOptions);
    } catch (error) {
      throw explainRemoved(name, table[name], error);
    }
  };
}
