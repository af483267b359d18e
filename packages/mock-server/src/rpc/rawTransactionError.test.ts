import { describe, expect, it } from 'vitest';
import { rawTransactionError } from './rawTransactionError.js';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const empty = (n: number) => '80'.repeat(n);
// a list header for n one-byte items (n < 56)
const list = (n: number) => (0xc0 + n).toString(16) + empty(n);

// Each answer is libevm's (core/types/transaction.go UnmarshalBinary, rlp/decode.go), as a node sends it.
describe('rawTransactionError: what a node answers to bytes it cannot decode', () => {
  it.each([
    ['', 'typed transaction too short'],
    ['02', 'typed transaction too short'],
    ['02f8', 'rlp: value size exceeds available input length'],
    ['02f86a0180', 'rlp: value size exceeds available input length'],
    ['05c0', 'transaction type not supported'],
    ['0280', 'rlp: expected input list for types.DynamicFeeTx'],
    [`02${list(11)}`, 'rlp: too few elements for types.DynamicFeeTx'],
    [`02${list(13)}`, 'rlp: input list has too many elements for types.DynamicFeeTx'],
    [`01${list(12)}`, 'rlp: input list has too many elements for types.AccessListTx'],
    [`${list(8)}`, 'rlp: too few elements for types.LegacyTx'],
    [`02${list(12)}00`, 'rlp: input contains more than one value'],
    [`02cc${empty(11)}82`, 'rlp: element is larger than containing list'],
    ['02f800', 'rlp: non-canonical size information'],
  ])('0x%s -> %s', (bytes, message) => {
    expect(rawTransactionError(hex(bytes))).toBe(message);
  });

  it.each([`02${list(12)}`, `01${list(11)}`, list(9), '03c0'])('accepts the well-formed 0x%s', (bytes) => {
    expect(rawTransactionError(hex(bytes))).toBeUndefined();
  });
});
