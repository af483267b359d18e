import { SdkError } from '../errors/SdkError.js';
import type { Transport } from '../transport/types.js';
import { matchResponses } from './matchResponses.js';
import { namedForCall } from './namedForCall.js';
import type { PendingCall } from './PendingCall.js';
import { settleAnswer } from './settleAnswer.js';
import { toJsonRpcError } from './toJsonRpcError.js';

/** Options of {@link createJsonRpcPoster}. */
export interface JsonRpcPosterOptions {
  /** The HTTP transport the requests go through (retries, the concurrency limit, the body cap). */
  readonly http: Transport;
  /** Told when `url` answered a batch with one error object (it takes no batches). */
  readonly onRefused: (url: string) => void;
}

/** A batch's request is over: its callers no longer end it as they settle. */
function release(calls: readonly PendingCall[]): void {
  for (const call of calls) call.onSettled = undefined;
}

/** Why a shared request was aborted: every caller sharing it had gone. */
const allGone = () => new SdkError('Every caller of the request has gone');

/**
 * Sends calls to one URL as one HTTP POST: a lone call as a plain request object, several as an array, and
 * settles each call with its own answer. A lone call's request follows that call's deadline; a batch's is aborted
 * once every caller sharing it has gone (each caller's own timer rejects it at its own deadline, with a TimeoutError
 * naming its own timeoutMs). When an endpoint refuses the array as a whole, reads go out again alone (each keeping
 * its own deadline) and a submit gets the endpoint's error: it is never sent twice.
 */
export function createJsonRpcPoster(
  options: JsonRpcPosterOptions,
): (url: string, calls: PendingCall[]) => void {
  const { http, onRefused } = options;

  async function post(url: string, calls: PendingCall[]): Promise<void> {
    const single = calls.length === 1;
    let idempotent = true;
    for (const call of calls) if (!call.idempotent) idempotent = false;
    // A lone call's request follows the call's own deadline (its time limit and signal); a batch's has no timer of
    // its own: it is aborted once every caller has gone (each settled by its own timer, its signal or its answer).
    let signal: AbortSignal | undefined;
    if (!single) {
      const controller = new AbortController();
      signal = controller.signal;
      // a caller's signal or timer settles its call (PendingCall): the last one to settle ends the request
      const leave = () => {
        if (!controller.signal.aborted && calls.every((q) => q.settled)) controller.abort(allGone());
      };
      for (const call of calls) call.onSettled = leave;
    }
    try {
      const { data } = await http.request<unknown>({
        method: 'POST',
        url,
        body: single ? calls[0]!.payload : calls.map((call) => call.payload),
        idempotent,
        // a call not safe to repeat submits something: its request follows no redirect
        submit: !idempotent,
        deadline: single ? calls[0]!.limit : undefined,
        // a batch: no limit of the transport's (0), only the signal its callers share
        timeoutMs: single ? undefined : 0,
        signal,
      });
      if (!single) release(calls);
      if (single) return settleAnswer(calls[0]!, data, url, true);
      const refusal = matchResponses(calls, data, url);
      if (refusal) {
        // The endpoint refused the array as a whole (a node's non-EVM endpoints answer one -32700 object).
        onRefused(url);
        for (const call of calls) {
          if (call.settled) continue;
          if (!call.idempotent) call.reject(toJsonRpcError(refusal, call, url));
          else void post(url, [call]);
        }
      }
    } catch (error) {
      if (!single) release(calls);
      for (const call of calls) call.reject(namedForCall(error, call, calls));
    }
  }

  return (url, calls) => void post(url, calls);
}
