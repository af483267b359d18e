import { type CallOptions, ValidationError } from '@pkg/core';
import { subscriptionKinds } from '../generated/subscriptions.js';
import { checkLogsFilter } from './checkLogsFilter.js';
import { checkSubscriptionParams } from './checkSubscriptionParams.js';
import type { LogsFilter } from './types.js';

/** What `subscribe(kind, ...args)` sends: the namespace of its subscribe method, the wire params, the call options. */
export interface SubscriptionRequest {
  /** `eth` (eth_subscribe) or `debug` (debug_subscribe, for traceChain): from the spec's `x-subscribe`. */
  readonly namespace: string;
  /** The wire params: the kind first, then its own, trailing absent ones left out. */
  readonly params: readonly unknown[];
  readonly options: CallOptions | undefined;
}

type Kind = keyof typeof subscriptionKinds;

/** The kinds of the spec, in its order, as an error lists them. */
const KINDS = Object.keys(subscriptionKinds)
  .map((kind) => `'${kind}'`)
  .join(', ');

/** Throws ValidationError (naming the field) when `kind`'s params do not fit what the node reads. */
function check(kind: Kind, params: readonly unknown[]): void {
  if (kind === 'logs') checkLogsFilter(params[0] as LogsFilter | undefined);
  else if (kind === 'newPendingTransactions' || kind === 'newAcceptedTransactions')
    checkSubscriptionParams(kind, { fullTx: params[0] });
  else if (kind === 'traceChain')
    checkSubscriptionParams(kind, { start: params[0], end: params[1], config: params[2] });
}

/**
 * Reads `subscribe(kind, ...args)` by the spec's table of kinds (generated from `x-subscriptions`): the kind's
 * params (by position, then the call options), checked before anything is sent (a ValidationError naming the
 * field), and what goes on the wire.
 */
export function subscriptionRequest(kind: string, args: readonly unknown[]): SubscriptionRequest {
  if (!Object.hasOwn(subscriptionKinds, kind))
    throw new ValidationError({ field: 'kind', rule: `one of ${KINDS}`, got: JSON.stringify(kind) });
  const { method, params: names } = subscriptionKinds[kind as Kind];
  const own = args.slice(0, names.length);
  check(kind as Kind, own);
  const params = [kind, ...own];
  while (params.length > 1 && params.at(-1) === undefined) params.pop();
  const options = args[names.length] as SubscriptionRequest['options'];
  return { namespace: method.slice(0, method.indexOf('_')), params, options };
}
