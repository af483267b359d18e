import { type CrossRule, checkParams, type ParamSchema, ValidationError } from '@pkg/core';
import { describe, expect, test } from 'vitest';
import { serviceMessage } from './serviceMessage.js';

/** The service's message for what core's checkers throw on `params` (the mock's 400 text). */
function messageFor(params: Record<string, unknown>, schema: ParamSchema, rules: CrossRule[] = []): string {
  try {
    checkParams(params, schema, rules);
  } catch (error) {
    if (ValidationError.isInstance(error)) return serviceMessage(error);
    throw error;
  }
  throw new Error('the params passed');
}

describe("serviceMessage: the Data and Metrics services' words for core's rules", () => {
  test.each<[string, Record<string, unknown>, ParamSchema, string]>([
    ['required', {}, { chainId: { type: 'string', required: true } }, 'chainId is required'],
    ['integer', { pageSize: 1.5 }, { pageSize: { type: 'integer' } }, 'pageSize must be an integer'],
    [
      'integer, wrong type',
      { pageSize: 'x' },
      { pageSize: { type: 'integer' } },
      'pageSize must be an integer',
    ],
    ['safe integer', { n: 2 ** 60 }, { n: { type: 'integer' } }, 'n must be an integer'],
    ['number', { v: 'x' }, { v: { type: 'number' } }, 'v must be a number'],
    [
      'minimum',
      { pageSize: 0 },
      { pageSize: { type: 'integer', minimum: 1 } },
      'pageSize must not be less than 1',
    ],
    [
      'maximum',
      { pageSize: 500 },
      { pageSize: { type: 'integer', maximum: 100 } },
      'pageSize must not be greater than 100',
    ],
    ['string', { txHash: 5 }, { txHash: { type: 'string' } }, 'txHash must be a string'],
    [
      'enum',
      { sortOrder: 'up' },
      { sortOrder: { type: 'string', enum: ['asc', 'desc'] } },
      'sortOrder must be one of the following values: asc, desc',
    ],
    ['minLength', { s: '' }, { s: { type: 'string', minLength: 2 } }, 's must be at least 2 characters long'],
    [
      'maxLength',
      { s: 'abc' },
      { s: { type: 'string', maxLength: 2 } },
      's must be at most 2 characters long',
    ],
    ['hex', { message: 'zz' }, { message: { type: 'string', hex: true } }, 'message must be a hex string'],
    [
      'pattern',
      { address: '0x1' },
      { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
      'address must match the pattern ^0x[0-9a-fA-F]{40}$',
    ],
    ['boolean', { b: 'yes' }, { b: { type: 'boolean' } }, 'b must be a boolean'],
    ['array', { a: 'x' }, { a: { type: 'array' } }, 'a must be an array'],
    ['minItems', { a: [] }, { a: { type: 'array', minItems: 1 } }, 'a must hold at least 1 items'],
    ['maxItems', { a: [1, 2] }, { a: { type: 'array', maxItems: 1 } }, 'a must hold at most 1 items'],
    ['object', { o: 1 }, { o: { type: 'object' } }, 'o must be an object'],
    [
      'a nested field',
      { options: {} },
      { options: { type: 'object', properties: { addresses: { type: 'array', required: true } } } },
      'options.addresses is required',
    ],
  ])('%s', (_name, params, schema, expected) => {
    expect(messageFor(params, schema)).toBe(expected);
  });

  test.each<[string, Record<string, unknown>, CrossRule, string]>([
    ['anyOf', {}, { anyOf: ['message', 'justification'] }, 'one of message, justification must be provided'],
    [
      'sumAtMost',
      { quorumPercentage: 67, quorumPercentageBuffer: 34 },
      { sumAtMost: { fields: ['quorumPercentage', 'quorumPercentageBuffer'], max: 100 } },
      'the sum of quorumPercentage and quorumPercentageBuffer must not be greater than 100',
    ],
    [
      'lessThan',
      { startBlock: 9, endBlock: 9 },
      { lessThan: ['startBlock', 'endBlock'] },
      'startBlock must be less than endBlock',
    ],
    [
      'lessOrEqual',
      { startTimestamp: 9, endTimestamp: 8 },
      { lessOrEqual: ['startTimestamp', 'endTimestamp'] },
      'startTimestamp must be less than or equal to endTimestamp',
    ],
  ])('cross-field %s', (_name, params, rule, expected) => {
    expect(messageFor(params, {}, [rule])).toBe(expected);
  });
});
