import type { PendingCall } from './PendingCall.js';
import { settleAnswer } from './settleAnswer.js';
import type { JsonRpcAnswer } from './types.js';

/** The calls of a socket waiting for their answers, by id (see {@link createPendingCalls}). */
export interface PendingCalls {
  /** Keeps `call` until it settles (its answer, its deadline or its signal). */
  add(call: PendingCall): void;
  /** Settles the call a message answers (matched by id, `7` or `"7"`); false when no call waits on it. */
  receive(answer: JsonRpcAnswer): boolean;
  /** Rejects every call still waiting with `error(call)` (its socket closed). */
  rejectAll(error: (call: PendingCall) => unknown): void;
}

/**
 * The calls a socket adapter sent through the JSON-RPC requester and whose answers come back as messages of their
 * own: each answer settles its call by id, read as every answer is (`settleAnswer`: the result, a JsonRpcError, or
 * an SdkError for anything else). Over HTTP each request's answer settles its calls directly: this is for sockets.
 *
 * @example
 * import { createJsonRpcRequester, createPendingCalls } from '@pkg/core';
 * const pending = createPendingCalls();
 * const rpc = createJsonRpcRequester({ via: '', send: (call) => (pending.add(call), socket.send(JSON.stringify(call.payload))) });
 * socket.onmessage = (event) => pending.receive(JSON.parse(event.data));
 */
export function createPendingCalls(): PendingCalls {
  const waiting = new Map<number, PendingCall>();
  return {
    add(call) {
      waiting.set(call.id, call);
      call.onSettled = () => waiting.delete(call.id);
    },
    receive(answer) {
      const id = typeof answer.id === 'string' && answer.id !== '' ? Number(answer.id) : answer.id;
      const call = typeof id === 'number' ? waiting.get(id) : undefined;
      if (!call) return false;
      settleAnswer(call, answer, call.url, false);
      return true;
    },
    rejectAll(error) {
      for (const call of waiting.values()) call.reject(error(call));
    },
  };
}
