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
    const codes = new Array<number>(length);
    for (let i = 0; i < length; i++) codes[i] = alphabet.charCodeAt(Math.floor(next() * alphabet.length));
    return String.fromCharCode(...codes);
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

/**
 * Two 32-bit hashes of a string (xmur3-style mixing): the seeds of the derived random sources.
 * Not cryptographic: the data set needs speed and uniqueness, not secrecy.
 */
function hashString(text: string): [number, number] {
  let h1 = 1779033703 ^ text.length;
  let h2 = 3144134277 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 3432918353);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = Math.imul(h2 ^ c, 2654435761);
    h2 = (h2 << 15) | (h2 >>> 17);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** A random source derived from a seed and labels, so each part of the data set draws independently. */
export function randomFor(seed: number, ...labels: (string | number)[]): Random {
  const [h1, h2] = hashString(`${seed}:${labels.join(':')}`);
  return createRandom((h1 ^ Math.imul(h2, 0x9e3779b1)) >>> 0);
}

/** A 32-byte hash (0x-prefixed hex) of a seed and labels: stable, distinct ids for blocks and transactions. */
export function hashOf(seed: number, ...labels: (string | number)[]): string {
  let [a, b] = hashString(`${seed}:${labels.join(':')}`);
  let out = '0x';
  for (let i = 0; i < 8; i++) {
    // two mulberry32 streams, alternating, so the 256 bits come from 64 bits of state
    a = (a + 0x6d2b79f5) >>> 0;
    b = (b + 0x6d2b79f5) >>> 0;
    let t = i % 2 === 0 ? a : b;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out += ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  }
  return out;
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
