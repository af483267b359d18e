import type { PendingCall } from '@pkg/core';
import type { WsMessage } from './WsConnection.js';

/** What an answer to a subscribe names: the subscription's namespace (`eth`, `debug`) and the node's id for it. */
export interface SubscribeAnswer {
  readonly namespace: string;
  readonly serverId: string;
}

/** The subscribe calls of a connection waiting for their answers (see {@link subscribeAnswers}). */
export interface SubscribeAnswers {
  /** Notes `call` when it is a `<namespace>_subscribe`. */
  sent(call: PendingCall): void;
  /** What `message` names when it answers a subscribe call still waiting (with a result), else undefined. */
  answered(message: WsMessage): SubscribeAnswer | undefined;
  /** The connection closed: no answer will come. */
  clear(): void;
}

/**
 * The `<namespace>_subscribe` calls sent on a connection, by JSON-RPC id, so that the answer naming a subscription
 * is seen in the order of the wire: notifications read before it were sent before it, those read after it belong to
 * the subscription it names, even when they are read before the caller's `await` has resumed. A call that settled
 * without its answer (deadline, signal) is forgotten at the next subscribe sent.
 */
export function subscribeAnswers(): SubscribeAnswers {
  const waiting = new Map<number, PendingCall>();
  return {
    sent(call) {
      for (const [id, other] of waiting) if (other.settled) waiting.delete(id);
      if (/^[a-z]+_subscribe$/.test(call.method)) waiting.set(call.id, call);
    },
    answered(message) {
      const id = typeof message.id === 'string' && message.id !== '' ? Number(message.id) : message.id;
      const call = typeof id === 'number' ? waiting.get(id) : undefined;
      if (!call) return undefined;
      waiting.delete(call.id);
      if (call.settled || message.result === undefined || message.result === null) return undefined;
      return { namespace: call.method.slice(0, -'_subscribe'.length), serverId: String(message.result) };
    },
    clear() {
      waiting.clear();
    },
  };
}
