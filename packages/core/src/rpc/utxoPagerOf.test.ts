import { describe, expect, it } from 'vitest';
import { iterateUtxos } from './iterateUtxos.js';
import { utxoPagerOf } from './utxoPagerOf.js';

const entry = { endpoint: '/ext/bc/X', by: 'name', params: ['args'] } as const;

describe('utxoPagerOf', () => {
  it('gives the pager the entry carries', () => {
    expect(utxoPagerOf({ ...entry, iterate: iterateUtxos })).toBe(iterateUtxos);
  });

  it('throws a TypeError naming what is missing for an entry without one', () => {
    expect(() => utxoPagerOf(entry)).toThrow(
      new TypeError('a paged getUTXOs entry needs its pager: iterate: iterateUtxos'),
    );
  });
});
