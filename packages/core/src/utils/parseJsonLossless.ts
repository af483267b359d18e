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
 * number is there is the text scanned once, its integer tokens past 2^53 - 1 quoted, and parsed again. Linear.
 */
export function parseJsonLossless(text: string, options: ParseJsonOptions = {}): unknown {
  const value: unknown = JSON.parse(text);
  return hasUnsafeNumber(value, options.maxDepth ?? DEFAULTS.maxJsonDepth)
    ? JSON.parse(quoteBigIntegers(text))
    : value;
}

/**
 * Walks `root` without recursion: throws a SyntaxError past `maxDepth` levels of arrays and objects; true when a
 * number past 2^53 - 1 is somewhere (its digits may have been rounded).
 */
function hasUnsafeNumber(root: unknown, maxDepth: number): boolean {
  if (typeof root !== 'object' || root === null) return typeof root === 'number' && unsafe(root);
  const stack: object[] = [root];
  const depths: number[] = [0];
  let found = false;
  while (stack.length > 0) {
    const node = stack.pop() as object;
    const depth = depths.pop() as number;
    if (depth >= maxDepth) throw new SyntaxError(`JSON nested deeper than ${maxDepth} levels (maxDepth)`);
    const items: unknown[] = Array.isArray(node) ? node : Object.values(node);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (typeof item === 'object') {
        if (item !== null) {
          stack.push(item);
          depths.push(depth + 1);
        }
      } else if (typeof item === 'number' && unsafe(item)) found = true;
    }
  }
  return found;
}

function unsafe(n: number): boolean {
  return n > Number.MAX_SAFE_INTEGER || n < -Number.MAX_SAFE_INTEGER;
}

/** The characters of a number token besides digits: `.`, `e`, `E`, `+`, `-`. */
const numberChars = [0x2e, 0x65, 0x45, 0x2b, 0x2d];

/** `text` (valid JSON) with every integer token past 2^53 - 1 put in quotes; strings are skipped whole. */
function quoteBigIntegers(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // to the closing quote: the next one not preceded by an odd number of backslashes
      let odd = true;
      while (odd) {
        i = text.indexOf('"', i + 1);
        odd = false;
        for (let j = i - 1; text.charCodeAt(j) === 0x5c; j--) odd = !odd;
      }
    } else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      // a number token runs over digits, sign, point and exponent; an integer is digits only
      let end = i + 1;
      let integer = true;
      for (
        let d = text.charCodeAt(end);
        (d >= 0x30 && d <= 0x39) || numberChars.includes(d);
        d = text.charCodeAt(++end)
      )
        if (d < 0x30 || d > 0x39) integer = false;
      if (integer && end - i > 15 && !Number.isSafeInteger(Number(text.slice(i, end)))) {
        out += `${text.slice(from, i)}"${text.slice(i, end)}"`;
        from = end;
      }
      i = end - 1;
    }
  }
  return out + text.slice(from);
}
