import { createHash } from 'node:crypto';

/** A seeded pseudo-random source (mulberry32): the same seed always gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `bytes` random bytes as lower-case hex with a 0x prefix. */
  hex(bytes: number): string;
  /** A cb58-looking id of `length` characters. */
  cb58(length?: number): string;
  /** A decimal string of an integer in [0, 10^digits). */
  decimal(digits: number): string;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Creates a random source from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const chars = (alphabet: string, length: number): string => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    hex: (bytes) => `0x${chars('0123456789abcdef', bytes * 2)}`,
    cb58: (length = 49) => chars(BASE58, length),
    decimal: (digits) => {
      const s = chars('0123456789', digits).replace(/^0+(?=.)/, '');
      return s;
    },
  };
}

/** A random source derived from a seed and a label, so each part of the data set draws independently. */
export function randomFor(seed: number, ...labels: (string | number)[]): Random {
  const digest = createHash('sha256')
    .update(`${seed}:${labels.join(':')}`)
    .digest();
  return createRandom(digest.readUInt32BE(0));
}

/** A 32-byte hash (0x-prefixed hex) of a seed and labels: stable ids for blocks and transactions. */
export function hashOf(seed: number, ...labels: (string | number)[]): string {
  return `0x${createHash('sha256')
    .update(`${seed}:${labels.join(':')}`)
    .digest('hex')}`;
}

/** A 20-byte EVM address derived from a seed and labels. */
export function addressOf(seed: number, ...labels: (string | number)[]): string {
  return hashOf(seed, 'address', ...labels).slice(0, 42);
}

/** A cb58-looking id derived from a seed and labels. */
export function idOf(seed: number, ...labels: (string | number)[]): string {
  return randomFor(seed, 'id', ...labels).cb58(49);
}

/** A bech32-looking address body derived from a seed and labels. */
export function bech32Of(seed: number, ...labels: (string | number)[]): string {
  const r = randomFor(seed, 'bech32', ...labels);
  let out = '';
  for (let i = 0; i < 38; i++) out += BECH32[r.int(0, BECH32.length - 1)];
  return out;
}
