import { DEFAULTS } from '../defaults.js';

/** Options of `parseJsonLossless`. */
export interface ParseJsonOptions {
  /** Deepest nesting of arrays and objects accepted; deeper is a SyntaxError. @default 1000 (`DEFAULTS.maxJsonDepth`) */
  maxDepth?: number;
}

/**
 * `JSON.parse` (as strict: what it refuses, this refuses), except that an integer the service sent beyond
 * `Number.MAX_SAFE_INTEGER` (a node's uint64 amounts in JSON transactions, for instance) becomes its exact
 * decimal string instead of a rounded number: wire values stay as the wire has them. Nesting deeper than
 * `maxDepth` throws a SyntaxError (code using the value, `JSON.stringify` included, would otherwise run out of
 * stack). Every answer the transports parse (HTTP and WebSocket) goes through it:
 * `{"amount":300000000000000001}` gives `{ amount: '300000000000000001' }`.
 *
 * How: `JSON.parse`, then one walk over the value (depth, and any number past 2^53 - 1). Only when such a
 * number is there is the text scanned once, its integers past 2^53 - 1 quoted, and parsed again. Linear.
 */
export function parseJsonLossless(text: string, options: ParseJsonOptions = {}): unknown {
  const maxDepth = options.maxDepth ?? DEFAULTS.maxJsonDepth;
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' && unsafe(value) ? JSON.parse(quoteBigIntegers(text)) : value;
  }
  // stops at the first unsafe number: restore() checks the depth of the rest as it goes
  if (!walk(value, maxDepth, true)) return value;
  // Put the exact digits in place of the rounded numbers, in document order; when the value's order cannot be
  // trusted to be the text's (duplicate keys, integer-like keys, a rounded number that is no integer token),
  // parse again from a text with those integers quoted.
  const { tokens, pairs, risky } = scan(text);
  try {
    const state = { tokens, next: 0, pairs: 0, check: risky, maxDepth };
    restore(value, state, 1);
    if (state.next === tokens.length && state.pairs === pairs) return value;
  } catch (error) {
    // reorder, or a maxDepth set past what the stack holds: the quoting path needs no recursion
    if (error !== reorder && !(error instanceof RangeError)) throw error;
  }
  const fixed = JSON.parse(quoteBigIntegers(text)) as object;
  walk(fixed, maxDepth, false);
  return fixed;
}

const reorder = Symbol('reorder');

/** Replaces each unsafe number of `node` (recursively, in document order) by the next token. */
function restore(node: object, state: RestoreState, depth: number): void {
  if (depth > state.maxDepth) tooDeep(state.maxDepth);
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const item: unknown = node[i];
      if (typeof item === 'object') {
        if (item !== null) restore(item, state, depth + 1);
      } else if (typeof item === 'number' && unsafe(item)) node[i] = take(item, state);
    }
    return;
  }
  const record = node as Record<string, unknown>;
  for (const key in record) {
    state.pairs++;
    const first = key.charCodeAt(0);
    if (first >= 0x30 && first <= 0x39) throw reorder; // index-like keys come first, not in text order
    const item = record[key];
    if (typeof item === 'object') {
      if (item !== null) restore(item, state, depth + 1);
    } else if (typeof item === 'number' && unsafe(item)) record[key] = take(item, state);
  }
}

interface RestoreState {
  tokens: string[];
  next: number;
  pairs: number;
  /** Compare each token with the rounded number it replaces: some other number (an exponent) may be unsafe too. */
  check: boolean;
  maxDepth: number;
}

function take(item: number, state: RestoreState): string {
  const token = state.tokens[state.next++];
  if (token === undefined || (state.check && Number(token) !== item)) throw reorder;
  return token;
}

function unsafe(n: number): boolean {
  return n > Number.MAX_SAFE_INTEGER || n < -Number.MAX_SAFE_INTEGER;
}

/**
 * Walks `root` without recursion: throws a SyntaxError past `maxDepth` levels; true when a number past
 * 2^53 - 1 is somewhere (its digits may have been rounded), found first when `stopAtBig`.
 */
function walk(root: object, maxDepth: number, stopAtBig: boolean): boolean {
  const stack: object[] = [root];
  const depths: number[] = [1];
  let big = false;
  if (maxDepth < 1) tooDeep(maxDepth);
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown> | unknown[];
    const depth = depths.pop() as number;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item = node[i];
        if (typeof item === 'object') {
          if (item === null) continue;
          if (depth >= maxDepth) tooDeep(maxDepth);
          stack.push(item);
          depths.push(depth + 1);
        } else if (!big && typeof item === 'number' && unsafe(item)) {
          if (stopAtBig) return true;
          big = true;
        }
      }
    } else {
      for (const key in node) {
        const item = node[key];
        if (typeof item === 'object') {
          if (item === null) continue;
          if (depth >= maxDepth) tooDeep(maxDepth);
          stack.push(item);
          depths.push(depth + 1);
        } else if (!big && typeof item === 'number' && unsafe(item)) {
          if (stopAtBig) return true;
          big = true;
        }
      }
    }
  }
  return big;
}

function tooDeep(maxDepth: number): never {
  throw new SyntaxError(`JSON nested deeper than ${maxDepth} levels (maxDepth)`);
}

/**
 * The unsafe integer tokens of `text` (valid JSON), in order; its count of `key: value` pairs; and whether some
 * other number token could also be past 2^53 - 1 (an exponent, or a fraction with 16 digits or more before its
 * point). Without such a token, the unsafe numbers of the parsed value are exactly these tokens, in order.
 */
function scan(text: string): { tokens: string[]; pairs: number; risky: boolean } {
  const tokens: string[] = [];
  let pairs = 0;
  let risky = false;
  eachBigInteger(
    text,
    (start, end) => {
      tokens.push(text.slice(start, end));
    },
    () => {
      pairs++;
    },
    () => {
      risky = true;
    },
  );
  return { tokens, pairs, risky };
}

/** `text` (valid JSON) with every integer token past 2^53 - 1 put in quotes. */
function quoteBigIntegers(text: string): string {
  const parts: string[] = [];
  let from = 0;
  eachBigInteger(text, (start, end) => {
    parts.push(text.slice(from, start), '"', text.slice(start, end), '"');
    from = end;
  });
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts.join('');
}

/**
 * Calls `found` for every integer token of 16 digits or more of `text` (valid JSON) that is not a safe
 * integer, outside strings (not an exponent's digits), and `colon` for every `:` outside strings.
 */
function eachBigInteger(
  text: string,
  found: (start: number, end: number) => void,
  colon?: () => void,
  risky?: () => void,
): void {
  const n = text.length;
  /** The last character outside strings and blanks. */
  let last = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // skip the string: jump to each `"`, counting the backslashes before it
      let j = i;
      for (;;) {
        j = text.indexOf('"', j + 1);
        if (j < 0) return; // cannot happen in valid JSON
        let k = j - 1;
        while (text.charCodeAt(k) === 0x5c) k--;
        if ((j - 1 - k) % 2 === 0) break;
      }
      i = j;
      last = c;
    } else if (c === 0x2d /* - */ || (c >= 0x31 && c <= 0x39) /* 1-9: JSON has no leading zero */) {
      const start = i;
      if (c === 0x2d) i++;
      let end = i;
      let after = text.charCodeAt(end);
      while (isDigit(after)) after = text.charCodeAt(++end); // NaN past the end: not a digit
      const digits = end - i;
      if (after === 0x65 || after === 0x45 || (after === 0x2e && (digits >= 16 || hasExponent(text, end)))) {
        risky?.();
      }
      if (
        digits >= 16 &&
        (last === 0 || last === 0x3a || last === 0x2c || last === 0x5b) &&
        !isFractionOrExponent(after) &&
        (digits > 16 || pastSafe(text, i))
      ) {
        found(start, end);
      }
      i = end - 1;
      last = 0x30;
    } else if (c === 0x3a /* : */) {
      colon?.();
      last = c;
    } else if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) {
      last = c;
    }
  }
}

/** Whether the 16 digits at `from` are past 9007199254740991 (compared digit by digit: no substring made). */
function pastSafe(text: string, from: number): boolean {
  for (let k = 0; k < 16; k++) {
    const a = text.charCodeAt(from + k);
    const b = MAX_SAFE_DIGITS.charCodeAt(k);
    if (a !== b) return a > b;
  }
  return false;
}

const MAX_SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER);

/** Whether the fraction at `from` (its `.`) ends in an exponent. */
function hasExponent(text: string, from: number): boolean {
  let i = from + 1;
  while (isDigit(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  return c === 0x65 || c === 0x45;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isFractionOrExponent(c: number): boolean {
  return c === 0x2e || c === 0x65 || c === 0x45;
}
