import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { withMessage } from '../errors/withMessage.js';
import type { JsonRpcTransport } from '../jsonrpc/types.js';
import { createDeadline, type Deadline } from '../utils/createDeadline.js';
import { provesNameUnknown } from '../wire/refusals.js';
import { splitWireName } from '../wire/splitWireName.js';
import { callOverWire } from './callOverWire.js';
import type { WireRouter } from './createWireRouter.js';
import type { MethodTable, WireNameMap } from './types.js';

/** What {@link createSubmitSettler} asks endpoints with. */
export interface SettlerOptions {
  readonly table: MethodTable;
  readonly router: WireRouter;
  readonly transport: JsonRpcTransport;
  /** The deployed names (the other map `'auto'` may need). */
  readonly deployed: WireNameMap;
}

/**
 * Settles an endpoint template's names before the submit `name` goes there: true when the seed's name is served.
 * Waits at most until `deadline` (the submit's own) ends, rejecting with its reason.
 */
export type SubmitSettler = (name: string, template: string, deadline: Deadline) => Promise<boolean>;

/** One endpoint's settling read, shared by the submits waiting on it. */
interface Settling {
  readonly served: Promise<boolean>;
  /** Aborts the read once no submit waits on it. */
  readonly stop: AbortController;
  waiting: number;
}

/**
 * {@link settleSubmitName} with one read in flight per endpoint template. Concurrent submits share it, each bounded
 * by its own deadline and signal and failing with its own error: the read follows none of theirs, and is aborted
 * once every submit waiting on it has gone. A failure of the read names the submit it was settling for.
 */
export function createSubmitSettler(options: SettlerOptions): SubmitSettler {
  const settling = new Map<string, Settling>();
  return async (name, template, deadline) => {
    deadline.throwIfEnded();
    let entry = settling.get(template);
    if (!entry) {
      const stop = new AbortController();
      const served = settleSubmitName({ ...options, signal: stop.signal }, name, template);
      const made: Settling = { served, stop, waiting: 0 };
      void served.then(
        () => settling.get(template) === made && settling.delete(template),
        () => settling.get(template) === made && settling.delete(template),
      );
      settling.set(template, made);
      entry = made;
    }
    entry.waiting++;
    try {
      return await untilEnded(entry.served, deadline);
    } catch (error) {
      throw deadline.ended ? error : settlingFor(error, name);
    } finally {
      if (--entry.waiting === 0 && settling.get(template) === entry) {
        settling.delete(template);
        entry.stop.abort(new SdkError('No submit waits on the read any more'));
      }
    }
  };
}

/** `promise`, or the deadline's reason once it ends first. */
function untilEnded<T>(promise: Promise<T>, deadline: Deadline): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const off = deadline.onEnd(reject);
    promise.then(
      (value) => {
        off();
        resolve(value);
      },
      (error: unknown) => {
        off();
        reject(error);
      },
    );
  });
}

/** A failure of the settling read, as the submit waiting on it sees it: it names the submit, which was not sent. */
function settlingFor(error: unknown, name: string): unknown {
  if (!SdkError.isInstance(error)) return error;
  return withMessage(
    error,
    `${error.shortMessage}; that read settles the endpoint's wire names before ${name}, which was not sent`,
  );
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
 * seed's name, until it answers or `signal` aborts (no time limit of its own: the submits waiting on it bound
 * themselves). Resolves true when the seed's name is served (any answer but a proof that the name is unknown, a
 * node's refusal of the read's params included), false when the endpoint proved it unknown (the submit goes under
 * the deployed name); rejects with the read's own failure (a network error, a 5xx), and then the submit is not
 * sent. So a submit goes out once, under a name the endpoint has proved, and is never re-sent.
 */
export async function settleSubmitName(
  options: SettlerOptions & { signal: AbortSignal },
  name: string,
  template: string,
): Promise<boolean> {
  const { table, router, transport, deployed, signal } = options;
  const probe = probeOf(table, name, template) as { name: string; params: unknown };
  const seed = router.wireOf({}, probe.name);
  const other = router.wireOf(deployed, probe.name);
  const deadline = createDeadline({ signals: [signal], timeoutError: () => undefined });
  try {
    await callOverWire(transport, seed, {
      params: probe.params,
      callOptions: undefined,
      idempotent: true,
      deadline,
    });
    return true;
  } catch (error) {
    if (provesNameUnknown(error, seed, other)) return false;
    if (JsonRpcError.isInstance(error)) return true;
    throw error;
  } finally {
    deadline.clear();
  }
}
