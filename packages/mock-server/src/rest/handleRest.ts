import { checkParams, checkValue, ValidationError } from '@pkg/core';
import type { DataSet } from '../data/dataSet.js';
import { errorReply, type Reply, ReplyError } from '../httpReply.js';
import { coerceQueryValue } from './coerceQueryValue.js';
import type { RestHandler, RestInput } from './dataHandlers.js';
import type { RestMatch } from './router.js';
import { serviceMessage } from './serviceMessage.js';

/** How the service reads a null in a request: as an absent value (class-validator's IsOptional). */
const AS_THE_SERVICE = { nullIsAbsent: true } as const;

/**
 * Answers one REST call: types and checks path, query and body against the operation's spec
 * entry with @pkg/core's checkers (400 naming the field in the service's own words), then runs the
 * handler (404 and token errors come from it).
 */
export function handleRest(
  match: RestMatch,
  query: URLSearchParams,
  rawBody: string,
  data: DataSet,
  handler: RestHandler,
): Reply {
  const { op, pathParams } = match;
  const service = op.service === 'metrics' ? 'metrics' : 'data';
  try {
    const input: RestInput = {};
    for (const param of op.params) {
      let value: unknown;
      if (param.in === 'path') {
        value = pathParams[param.name];
        if (param.rule.type === 'integer' || param.rule.type === 'number')
          value = coerceQueryValue(String(value), param.rule);
      } else {
        const all = query.getAll(param.name);
        if (all.length > 0) value = coerceQueryValue(all.length === 1 ? (all[0] as string) : all, param.rule);
      }
      if (value === undefined || value === '') {
        if (param.required) throw new ValidationError({ field: param.name, rule: 'required' });
        if (param.default !== undefined) input[param.name] = param.default;
        continue;
      }
      checkValue(param.name, value, param.rule, AS_THE_SERVICE);
      input[param.name] = value;
    }
    if (op.body) {
      let body: unknown;
      try {
        body = rawBody.trim() === '' ? undefined : JSON.parse(rawBody);
      } catch {
        throw new ReplyError(400, 'the request body is not valid JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new ReplyError(400, 'the request body must be a JSON object');
      }
      checkParams(body as Record<string, unknown>, op.body, [], AS_THE_SERVICE);
      // cross-field rules count the service's defaults for absent fields (quorum 67 + buffer 34 > 100)
      checkParams({ ...op.bodyDefaults, ...(body as Record<string, unknown>) }, {}, op.rules, AS_THE_SERVICE);
      input.body = body as Record<string, unknown>;
    } else {
      checkParams(input, {}, op.rules, AS_THE_SERVICE);
    }
    const result = handler(input, data, op.operationId);
    // an operation that answers no body (reindexNft's 201)
    if (result === undefined) return { status: op.successStatus, body: '', text: true };
    return {
      status:
        op.operationId === 'aggregateSignatures' || op.operationId === 'getAggregatedSignatures'
          ? 201
          : op.successStatus,
      body: result,
    };
  } catch (error) {
    if (ValidationError.isInstance(error)) return errorReply(400, serviceMessage(error), service);
    if (error instanceof ReplyError) return errorReply(error.status, error.message, service);
    throw error;
  }
}
