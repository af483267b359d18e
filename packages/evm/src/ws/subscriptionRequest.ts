import { ValidationError } from '@pkg/core';
import { checkLogsFilter } from './checkLogsFilter.js';
import { checkSubscriptionParams } from './checkSubscriptionParams.js';
import type { LogsFilter } from './types.js';

/** What `subscribe(kind, ...args)` sends: the namespace of its subscribe method, the wire params, the call options. */
export interface SubscriptionRequest {
  /** `eth` (eth_subscribe) or `debug` (debug_subscribe, for traceChain). */
  readonly namespace: 'eth' | 'debug';
  /** The wire params: the kind first, then its own, trailing absent ones left out. */
  readonly params: readonly unknown[];
  readonly options: { signal?: AbortSignal; timeoutMs?: number } | undefined;
}

/** The kinds a chain serves, in the order an error lists them. */
const KINDS = "'newHeads', 'logs', 'newPendingTransactions', 'newAcceptedTransactions', 'traceChain'";

/** The wire params of `kind` with `args` (the kind first, absent trailing params left out). */
const wire = (kind: string, args: readonly unknown[]): unknown[] => {
  const params = [kind, ...args];
  while (params.length > 1 && params.at(-1) === undefined) params.pop();
  return params;
};

/**
 * Reads `subscribe(kind, ...args)`: checks the kind's params (a ValidationError naming the field, before anything
 * is sent) and says what goes on the wire.
 */
export function subscriptionRequest(kind: string, args: readonly unknown[]): SubscriptionRequest {
  type Options = SubscriptionRequest['options'];
  switch (kind) {
    case 'newHeads':
      return { namespace: 'eth', params: [kind], options: args[0] as Options };
    case 'logs':
      checkLogsFilter(args[0] as LogsFilter | undefined);
      return { namespace: 'eth', params: wire(kind, [args[0]]), options: args[1] as Options };
    case 'newPendingTransactions':
    case 'newAcceptedTransactions':
      checkSubscriptionParams(kind, { fullTx: args[0] });
      return { namespace: 'eth', params: wire(kind, [args[0]]), options: args[1] as Options };
    case 'traceChain': {
      const [start, end, config] = args;
      checkSubscriptionParams(kind, { start, end, config });
      return { namespace: 'debug', params: wire(kind, [start, end, config]), options: args[3] as Options };
    }
    default:
      throw new ValidationError({ field: 'kind', rule: `one of ${KINDS}`, got: JSON.stringify(kind) });
  }
}
