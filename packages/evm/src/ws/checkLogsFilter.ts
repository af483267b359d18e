import { ValidationError } from '@pkg/core';
import type { LogsFilter } from './types.js';

const address = /^0x[0-9a-fA-F]{40}$/;
const topic = /^0x[0-9a-fA-F]{64}$/;

/** Throws ValidationError when a `logs` subscription filter has a malformed address or topic. */
export function checkLogsFilter(filter: LogsFilter | undefined): void {
  if (filter === undefined) return;
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
    throw new ValidationError({ field: 'filter', rule: 'an object with address and/or topics' });
  }
  const addresses =
    filter.address === undefined ? [] : Array.isArray(filter.address) ? filter.address : [filter.address];
  addresses.forEach((value: unknown, i: number) => {
    if (typeof value !== 'string' || !address.test(value)) {
      const field = Array.isArray(filter.address) ? `filter.address.${i}` : 'filter.address';
      throw new ValidationError({ field, rule: 'a 0x-prefixed 20-byte hex address' });
    }
  });
  if (filter.topics === undefined) return;
  if (!Array.isArray(filter.topics)) throw new ValidationError({ field: 'filter.topics', rule: 'an array' });
  filter.topics.forEach((entry: unknown, i: number) => {
    const options = entry === null ? [] : Array.isArray(entry) ? entry : [entry];
    options.forEach((value: unknown, j: number) => {
      if (typeof value !== 'string' || !topic.test(value)) {
        const field = Array.isArray(entry) ? `filter.topics.${i}.${j}` : `filter.topics.${i}`;
        throw new ValidationError({
          field,
          rule: 'null, a 0x-prefixed 32-byte hex topic, or an array of them',
        });
      }
    });
  });
}
