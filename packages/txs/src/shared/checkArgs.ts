import { ValidationError } from '@pkg/core';
import { MAX_U64 } from '../codec/Writer.js';

/** Largest uint64: amounts are encoded as one. */

/**
 * Refuses, before anything is sent, an argument object with a key the operation does not have (`__proto__`
 * included) or without a required one: a ValidationError naming the field.
 */
export function checkKeys(
  args: unknown,
  name: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new ValidationError({ field: name, rule: 'an object', got: args === null ? 'null' : typeof args });
  }
  const known = new Set([...required, ...optional]);
  for (const key of Reflect.ownKeys(args)) {
    if (typeof key !== 'string' || !known.has(key)) {
      throw new ValidationError({ field: String(key), rule: 'unknown parameter' });
    }
  }
  const record = args as Record<string, unknown>;
  for (const key of required) {
    if (record[key] === undefined) throw new ValidationError({ field: key, rule: 'required' });
  }
  return record;
}

/** An amount: a bigint from 1 to 2^64 - 1, else a ValidationError naming `field`. */
export function checkAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'bigint') {
    throw new ValidationError({ field, rule: 'a bigint (nAVAX)', got: typeof value });
  }
  if (value <= 0n || value > MAX_U64) {
    throw new ValidationError({ field, rule: 'from 1 to 2^64 - 1', got: String(value) });
  }
  return value;
}

/** One of `allowed`, else a ValidationError naming `field`. */
export function checkOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ValidationError({
      field,
      rule: `one of ${allowed.map((a) => `'${a}'`).join(', ')}`,
      got: typeof value === 'string' ? `'${value}'` : typeof value,
    });
  }
  return value as T;
}
