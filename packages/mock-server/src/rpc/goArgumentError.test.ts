import { describe, expect, test } from 'vitest';
import { goArgumentError } from './goArgumentError.js';

const QUANTITY = { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' } as const;

describe('goArgumentError', () => {
  test.each([
    ['0x01', 'hex number with leading zero digits'],
    ['0x', 'hex string "0x"'],
    ['12', 'hex string without 0x prefix'],
    ['0xg', 'invalid hex string'],
  ])("a quantity %j: hexutil's words, without a Go type the spec does not name", (value, detail) => {
    expect(goArgumentError(2, value, QUANTITY, 'fallback')).toBe(`invalid argument 2: ${detail}`);
  });

  test("a rule whose Go type and error the spec does not tell: the check's message in go-ethereum's frame", () => {
    const rule = { type: 'string', enum: ['a', 'b'] } as const;
    expect(goArgumentError(1, 'c', rule, "kind must be one of 'a', 'b'")).toBe(
      "invalid argument 1: kind must be one of 'a', 'b'",
    );
  });
});
