import { TimeoutError } from '../errors/TimeoutError.js';
import { namedForCall } from '../jsonrpc/namedForCall.js';
import type { JsonRpcCallOptions } from '../jsonrpc/types.js';
import { createDeadline, type Deadline } from '../utils/createDeadline.js';
import { provesNameUnknown } from '../wire/refusals.js';
import { type CallOverWireOptions, callOverWire } from './callOverWire.js';
import { createSubmitSettler, probeOf, type SubmitSettler } from './settleSubmitName.js';
import type {
  MethodSpec,
  NameFallback,
  NameFallbackCaller,
  NameFallbackOptions,
  NameFallbackStart,
  Wire,
  WireNameMap,
} from './types.js';
import { withWireNamesHint } from './withWireNamesHint.js';

/**
 * The `wireNames` policy for a method whose deployed name or route differs from the seed's (`xvm.*` served as
 * `avm.*`, `atomic.*` at `/ext/bc/C/avax`): generated entries of such methods carry it, so a client of methods that
 * are the same everywhere bundles none of it. `'auto'` sends the seed's name; when the endpoint proves it ran
 * nothing (see `provesNameUnknown`) the call goes once more under the deployed name within the same deadline, and
 * the endpoint keeps the deployed names from then on. A submit (a method whose spec says `retry: false`) never falls
 * back: where the endpoint has not proved a name yet, a read of the same service settles it first (see
 * `settleSubmitName`), and the submit goes out once under the name proved. With `'seed'`, a refusal that may mean
 * "no such name" names the `wireNames` fix.
 *
 * @example
 * import { nameFallback, type MethodSpec } from '@pkg/core';
 * const xvm_getHeight: MethodSpec = { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [], fallback: nameFallback };
 */
export const nameFallback = ((options) =>
  new FallbackSender(options)) satisfies NameFallbackStart as unknown as NameFallback;

/**
 * `'auto'`: the seed's name, then the deployed one where the endpoint proved it ran nothing; remembered per
 * endpoint. `'seed'`: the seed's name only, a refusal that may mean "no such name" naming the `wireNames` fix.
 */
class FallbackSender implements NameFallbackCaller {
  /** The endpoint templates that refused a seed name, so take the deployed names from now on. */
  readonly #deployedEndpoints = new Set<string>();
  /** The endpoint templates that answered under a seed name, so a submit goes there under its seed name. */
  readonly #seedEndpoints = new Set<string>();
  readonly #settle: SubmitSettler;

  constructor(readonly options: NameFallbackOptions) {
    this.#settle = createSubmitSettler(options);
  }

  namesAt(template: string): WireNameMap {
    return this.#deployedEndpoints.has(template) ? this.options.deployed : {};
  }

  async call(
    name: string,
    spec: MethodSpec | undefined,
    params: unknown,
    callOptions: JsonRpcCallOptions | undefined,
  ) {
    const { table, router, transport, deployed, timeoutMs, mode, base } = this.options;
    const template = router.templateOf(name);
    // as `createRpcCaller` decides it: a known method's own flag always wins (a submit never becomes retryable
    // through a call option), the caller's `idempotent` is read only for a name the table lacks
    const idempotent = spec ? spec.retry !== false : callOptions?.idempotent === true;
    const wire = router.wireOf(this.namesAt(template), name);
    if (mode === 'seed') {
      try {
        return await callOverWire(transport, wire, { params, callOptions, idempotent });
      } catch (error) {
        throw withWireNamesHint(error, wire, router.wireOf(deployed, name), base);
      }
    }
    // a submit: a method the spec marks `retry: false`, or a name the table lacks that its caller marks
    // `idempotent: false` (one that takes no params and has no read beside it to settle its endpoint's names keeps
    // the fallback, which only follows a refusal that proves nothing ran)
    const submit =
      (spec ? spec.retry === false : callOptions?.idempotent === false) &&
      probeOf(table, name, template) !== undefined;
    // an endpoint not yet known to take the deployed names: this call goes out with the seed's (decided now:
    // another call may learn the endpoint while this one is on the wire, and must not keep it from falling back)
    const other = this.#deployedEndpoints.has(template) ? undefined : router.wireOf(deployed, name);
    // a second try is possible only where the deployed name or URL differs: only then does the call keep one
    // deadline of its own (its limit and signal) across both tries, passed down as it is
    const deadline =
      other && (other.name !== wire.name || other.url !== wire.url)
        ? callDeadline(name, wire.url, callOptions, timeoutMs)
        : undefined;
    try {
      const call = { params, callOptions, idempotent, deadline };
      return await this.#sendOver(name, template, [wire, other], call, submit);
    } finally {
      // the caller's own deadline is the caller's to clear
      if (deadline !== callOptions?.deadline) deadline?.clear();
    }
  }

  async #sendOver(
    name: string,
    template: string,
    [wire, other]: [Wire, Wire | undefined],
    call: CallOverWireOptions,
    submit: boolean,
  ): Promise<unknown> {
    const { transport } = this.options;
    const { deadline } = call;
    if (deadline && other && submit && !this.#seedEndpoints.has(template)) {
      const served = await this.#settle(name, template, deadline);
      (served ? this.#seedEndpoints : this.#deployedEndpoints).add(template);
      return callOverWire(transport, served ? wire : other, call);
    }
    try {
      const result = await callOverWire(transport, wire, call);
      if (deadline) this.#seedEndpoints.add(template); // the seed's name is served here: a submit may go under it
      return result;
    } catch (error) {
      // the seed's name, refused before anything ran: once more under the deployed name, remembered (never a
      // submit: a server may refuse one by name after running it)
      if (!deadline || !other || submit || !provesNameUnknown(error, wire, other)) throw error;
      try {
        const result = await callOverWire(transport, other, call);
        this.#deployedEndpoints.add(template);
        return result;
      } catch (retried) {
        if (!provesNameUnknown(retried, other, wire)) this.#deployedEndpoints.add(template);
        throw retried;
      }
    }
  }
}

/**
 * The deadline of a call that may go out twice (the fallback, a submit after its settling read): the caller's
 * `deadline`, else its `timeoutMs` (else the client's) and signal, ending with a TimeoutError naming that limit and
 * the method called.
 */
function callDeadline(
  name: string,
  url: string,
  callOptions: JsonRpcCallOptions | undefined,
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
