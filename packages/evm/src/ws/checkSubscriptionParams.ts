import { checkParams, type ParamSchema, ValidationError } from '@pkg/core';

/** A block as coreth's `rpc.BlockNumber` reads it: a tag, or hex without leading zeros (hexutil.DecodeUint64). */
const BLOCK_NUMBER_OR_TAG =
  '^(latest|earliest|pending|safe|finalized|accepted|0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15}))$';

/** coreth's TraceConfig (eth/tracers/api.go) with the struct logger's Config embedded. */
const TRACE_CONFIG: ParamSchema = {
  tracer: { type: 'string', minLength: 1 },
  timeout: { type: 'string', minLength: 1 },
  reexec: { type: 'integer', minimum: 0 },
  tracerConfig: { type: 'object' },
  enableMemory: { type: 'boolean' },
  disableStack: { type: 'boolean' },
  disableStorage: { type: 'boolean' },
  enableReturnData: { type: 'boolean' },
  debug: { type: 'boolean' },
  limit: { type: 'integer', minimum: 0 },
  overrides: { type: 'object' },
};

const PARAMS: Record<string, ParamSchema> = {
  newPendingTransactions: { fullTx: { type: 'boolean' } },
  newAcceptedTransactions: { fullTx: { type: 'boolean' } },
  traceChain: {
    start: { type: 'string', pattern: BLOCK_NUMBER_OR_TAG, required: true },
    end: { type: 'string', pattern: BLOCK_NUMBER_OR_TAG, required: true },
    config: { type: 'object' },
  },
};

/**
 * Throws ValidationError (naming the field) when a subscription's params do not fit what the node reads:
 * `fullTx` a boolean; `traceChain`'s `start` and `end` block tags or hex numbers, its `config` only
 * TraceConfig's fields, each of its type.
 */
export function checkSubscriptionParams(kind: keyof typeof PARAMS, params: Record<string, unknown>): void {
  checkParams(params, PARAMS[kind] as ParamSchema);
  const config = params.config;
  if (config === undefined) return;
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
