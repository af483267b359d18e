import { TimeoutError } from '../errors/TimeoutError.js';
import { namedForCall } from '../jsonrpc/namedForCall.js';
import type { JsonRpcTransport } from '../jsonrpc/types.js';
import { createDeadline, type Deadline } from '../utils/createDeadline.js';
import { provesNameUnknown } from '../wire/refusals.js';
import { type CallOverWireOptions, callOverWire } from './callOverWire.js';
import type { Wire, WireRouter } from './createWireRouter.js';
import { explainRemoved } from './explainRemoved.js';
import { paramsForWire } from './paramsForWire.js';
import { createSubmitSettler, probeOf } from './settleSubmitName.js';
import type { MethodTable, RpcClientConfig, RpcRequestOptions, WireNameMap, WireNames } from './types.js';
import { withWireNamesHint } from './withWireNamesHint.js';

/** What {@link createRpcSender} sends through and with. */
export interface RpcSenderOptions {
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
export interface RpcSender {
  /** Checks, routes and sends a call; resolves its result. */
  send(name: string, params: unknown, options: RpcRequestOptions | undefined): Promise<unknown>;
  /** The name map calls to an endpoint template go out with now (`'auto'`: deployed once learned). */
  namesAt(template: string): WireNameMap;
}

/**
 * A client's calls: the config's refusal, the input checks, the route, and the `wireNames` policy. `'auto'`
 * sends the seed's name; when the endpoint proves it ran nothing (see `provesNameUnknown`) the call goes once
 * more under the deployed name, within the same deadline, and the endpoint keeps the deployed names from then
 * on. A submit (a method whose spec says `retry: false`) never falls back: where the endpoint has not proved a name
 * yet, a read of the same service settles it first (see `settleSubmitName`), and the submit goes out once under
 * the name proved. With `'seed'`, a refusal that may mean "no such name" names the `wireNames` fix. On a C-Chain
 * client, the "not found" of a method Helicon removed says so (`explainRemoved`).
 */
export function createRpcSender(options: RpcSenderOptions): RpcSender {
  const { table, config, router, transport, wireNames, base, timeoutMs } = options;
  const deployed = config.deployedNames ?? {};
  const auto = wireNames === 'auto';
  const names: WireNameMap =
    wireNames === 'seed' || wireNames === 'auto' ? {} : wireNames === 'deployed' ? deployed : wireNames;
  /** `'auto'`: the endpoint templates that refused a seed name, so take the deployed names from now on. */
  const deployedEndpoints = new Set<string>();
  /** `'auto'`: the endpoint templates that answered under a seed name, so a submit goes there under its seed name. */
  const seedEndpoints = new Set<string>();
  const settle = createSubmitSettler({ table, router, transport, deployed });
  const namesAt = (template: string): WireNameMap =>
    auto && deployedEndpoints.has(template) ? deployed : names;

  async function sendChecked(name: string, params: unknown, callOptions: RpcRequestOptions | undefined) {
    const refused = config.refuse?.(name);
    if (refused) throw refused;
    const spec = table[name];
    const given = paramsForWire(spec, params);
    const template = router.templateOf(name);
    const idempotent = callOptions?.idempotent ?? (spec ? spec.retry !== false : false);
    // a submit: a method the spec marks `retry: false`, or any call its caller marks `idempotent: false`
    // (one that takes no params and has no read beside it to settle its endpoint's names keeps the fallback, which
    // only follows a refusal that proves nothing ran)
    const submit =
      (callOptions?.idempotent === false || (spec?.retry === false && !idempotent)) &&
      probeOf(table, name, template) !== undefined;
    // 'auto' on an endpoint not yet known to take the deployed names: this call goes out with the seed's
    // (decided now: another call may learn the endpoint while this one is on the wire, and must not keep
    // this one from falling back)
    const seedFirst = auto && !deployedEndpoints.has(template);
    const wire = router.wireOf(namesAt(template), name);
    const other = seedFirst ? router.wireOf(deployed, name) : undefined;
    // A second try is possible only where the deployed name or URL differs: only then does the call keep one
    // deadline of its own (its limit and signal) across both tries, passed down as it is
    const deadline =
      other && (other.name !== wire.name || other.url !== wire.url)
        ? callDeadline(name, wire.url, callOptions, timeoutMs)
        : undefined;
    try {
      return await sendOver(
        name,
        template,
        wire,
        other,
        { params: given, callOptions, idempotent, deadline },
        submit,
      );
    } finally {
      // the caller's own deadline is the caller's to clear
      if (deadline !== callOptions?.deadline) deadline?.clear();
    }
  }

  async function sendOver(
    name: string,
    template: string,
    wire: Wire,
    other: Wire | undefined,
    call: CallOverWireOptions,
    submit: boolean,
  ): Promise<unknown> {
    const { deadline } = call;
    const seedFirst = other !== undefined;
    if (deadline && other && submit && !seedEndpoints.has(template)) {
      const served = await settle(name, template, deadline);
      (served ? seedEndpoints : deployedEndpoints).add(template);
      return callOverWire(transport, served ? wire : other, call);
    }
    try {
      const result = await callOverWire(transport, wire, call);
      if (deadline) seedEndpoints.add(template); // the seed's name is served here: a submit may go under it
      return result;
    } catch (error) {
      if (!seedFirst)
        throw wireNames === 'seed'
          ? withWireNamesHint(error, wire, router.wireOf(deployed, name), base)
          : error;
      // The seed's name, refused before anything ran: once more under the deployed name, remembered (never a
      // submit: a server may refuse one by name after running it)
      if (!deadline || !other || submit || !provesNameUnknown(error, wire, other)) throw error;
      try {
        const result = await callOverWire(transport, other, call);
        deployedEndpoints.add(template);
        return result;
      } catch (retried) {
        if (!provesNameUnknown(retried, other, wire)) deployedEndpoints.add(template);
        throw retried;
      }
    }
  }

  // a C-Chain's "not found" for a method Helicon removed says so (the EVM client)
  return { send: config.chain === 'c-chain' ? explainingRemoved(table, sendChecked) : sendChecked, namesAt };
}

/**
 * The deadline of a call that may go out twice (the `'auto'` fallback, a submit after its settling read): the
 * caller's `timeoutMs` (else the client's) and signal, ending with a TimeoutError naming that limit and the method
 * called.
 */
function callDeadline(
  name: string,
  url: string,
  callOptions: RpcRequestOptions | undefined,
  clientTimeoutMs: number,
): Deadline {
  if (callOptions?.deadline) return callOptions.deadline;
  const limit = callOptions?.timeoutMs ?? clientTimeoutMs;
  return createDeadline({
    timeoutMs: limit,
    signals: [callOptions?.signal],
    timeoutError: () =>
      namedForCall(new TimeoutError({ timeoutMs: limit, url, method: 'POST' }), { method: name }, []),
  });
}

/** `send`, with a C-Chain's "not found" for a method Helicon removed explained (`explainRemoved`). */
function explainingRemoved(table: MethodTable, send: RpcSender['send']): RpcSender['send'] {
  return async (name, params, callOptions) => {
    try {
      return await send(name, params, callOptions);
    } catch (error) {
      throw explainRemoved(name, table[name], error);
    }
  };
}
