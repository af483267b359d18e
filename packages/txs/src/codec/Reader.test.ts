import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { Reader } from './Reader.js';
import { Writer } from './Writer.js';

describe('Writer and Reader', () => {
  it('write big-endian integers, sized bytes, strings and arrays that read back the same', () => {
    const bytes = new Writer()
      .u8(0xab)
      .u16(0x0102)
      .u32(0xdeadbeef)
      .u64(0x0102030405060708n)
      .sized(new Uint8Array([9, 9]))
      .string('héllo')
      .array([1, 2], (w, n) => w.u32(n))
      .finish();
    expect(Array.from(bytes.subarray(0, 15))).toEqual([
      0xab, 1, 2, 0xde, 0xad, 0xbe, 0xef, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const r = new Reader(bytes);
    expect([r.u8(), r.u16(), r.u32(), r.u64()]).toEqual([0xab, 0x0102, 0xdeadbeef, 0x0102030405060708n]);
    expect(Array.from(r.sized())).toEqual([9, 9]);
    expect(r.string()).toBe('héllo');
    expect(r.array((r) => r.u32())).toEqual([1, 2]);
    expect(() => r.end()).not.toThrow();
  });

  it('grows past its first buffer', () => {
    const big = new Uint8Array(1000).fill(7);
    expect(new Writer().bytes(big).bytes(big).finish().length).toBe(2000);
  });

  it('refuses numbers out of range with a ValidationError naming the field', () => {
    expect(() => new Writer().u32(2 ** 32, 'outputIndex')).toThrow(/outputIndex must be a uint32/);
    expect(() => new Writer().u64(-1n, 'amount')).toThrow(ValidationError);
    expect(() => new Writer().u16(1.5)).toThrow(/uint16/);
    expect(() => new Writer().bytes(new Uint8Array(31), 32, 'assetId')).toThrow(/assetId must be 32 bytes/);
  });
});

describe('Reader on hostile input', () => {
  it('throws a clear error on truncated input, naming what it read and where', () => {
    const r = new Reader(new Uint8Array([0, 0, 0]), 'utxo');
    r.u16();
    expect(() => r.u32('outputIndex')).toThrow(
      /utxo is malformed: outputIndex at offset 2 needs 4 bytes \(got only 1 left\)/,
    );
  });

  it('refuses a huge claimed byte length without allocating it', () => {
    const r = new Reader(new Uint8Array([0xff, 0xff, 0xff, 0xff, 1, 2]), 'tx');
    expect(() => r.sized('memo')).toThrow(/memo at offset 4 needs 4294967295 bytes/);
  });

  it('refuses a huge array count before reading any item', () => {
    const r = new Reader(new Uint8Array([0x7f, 0xff, 0xff, 0xff, 0, 0, 0, 0]), 'tx');
    let calls = 0;
    expect(() =>
      r.array(
        (r) => {
          calls++;
          return r.u32();
        },
        4,
        'inputs',
      ),
    ).toThrow(/inputs at offset 4 needs 2147483647 items/);
    expect(calls).toBe(0);
  });

  it('refuses trailing bytes at the end', () => {
    const r = new Reader(new Uint8Array([1, 2]), 'tx');
    r.u8();
    expect(() => r.end()).toThrow(ValidationError);
  });
});
