import { checkParams, type ParamSchema, ValidationError } from '@pkg/core';
import { debug_traceBlockByNumber } from '../generated/methods.js';

/** A block as coreth's `rpc.BlockNumber` reads it: a tag, or hex without leading zeros (hexutil.DecodeUint64). */
const BLOCK_NUMBER_OR_TAG =
  '^(latest|earliest|pending|safe|finalized|accepted|0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15}))$';

/**
 * coreth's TraceConfig (eth/tracers/api.go) with the struct logger's Config embedded: the fields the spec gives
 * every debug_trace* method's `config` (read from the generated entry, so the two cannot drift), with `tracer` and
 * `timeout` non-empty as the node reads them.
 */
const TRACE_CONFIG: ParamSchema = {
  ...((debug_traceBlockByNumber.schema as ParamSchema).config as { properties: ParamSchema }).properties,
  tracer: { type: 'string', minLength: 1 },
  timeout: { type: 'string', minLength: 1 },
};

const PARAMS: Record<string, ParamSchema> = {
  newPendingTransactions: { fullTx: { type: 'boolean' } },
  newAcceptedTransactions: { fullTx: { type: 'boolean' } },
  traceChain: {
    start: { type: 'string', pattern: BLOCK_NUMBER_OR_TAG, required: true },
    end: { type: 'string', pattern: BLOCK_NUMBER_OR_TAG, required: true },
    // null: read as absent, as the spec's null member says (the node takes a *TraceConfig)
    config: { type: 'object', nullable: true },
  },
};

/**
 * Throws ValidationError (naming the field) when a subscription's params do not fit what the node reads:
 * `fullTx` a boolean; `traceChain`'s `start` and `end` block tags or hex numbers, its `config` null or only
 * TraceConfig's fields, each of its type.
 */
export function checkSubscriptionParams(kind: keyof typeof PARAMS, params: Record<string, unknown>): void {
  checkParams(params, PARAMS[kind] as ParamSchema);
  const config = params.config;
  if (config === undefined || config === null) return;
  try {
    checkParams(config as Record<string, unknown>, TRACE_CONFIG, [], { exact: true });
  } catch (error) {
    if (!ValidationError.isInstance(error)) throw error;
    throw new ValidationError({
      field: `config.${error.field}`,
      rule: error.rule,
      details: error.details,
    });
  }
}
