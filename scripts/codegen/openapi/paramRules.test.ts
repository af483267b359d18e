import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './load.ts';
import { isCommaList } from './paramRules.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  components: {
    schemas: {
      Network: { type: 'string', enum: ['mainnet', 'fuji'] },
      Hex: { type: 'string', pattern: '^(0x)?[0-9a-f]+$' },
    },
  },
} as OpenApiDocument;

describe('isCommaList', () => {
  const list = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
  it('is true for a form/explode:false parameter that may be an array', () => {
    expect(isCommaList(doc, list, false)).toBe(true);
    expect(isCommaList(doc, { type: 'array', items: { type: 'string' } }, false)).toBe(true);
  });
  it('is false when exploded or not an array', () => {
    expect(isCommaList(doc, list, undefined)).toBe(false);
    expect(isCommaList(doc, { type: 'string' }, false)).toBe(false);
  });
});
