/** An integer token past 2^53 in value position: after `:`, `,` or `[` (or the whole document), sixteen digits or more. */
const LONG_INTEGER = /(?:^|[:,[])\s*-?\d{16,}/;

/**
 * `JSON.parse`, except that an integer the service sent beyond `Number.MAX_SAFE_INTEGER` (a node's uint64
 * amounts in JSON transactions, for instance) becomes its exact decimal string instead of a rounded number:
 * wire values stay as the wire has them. Bodies without such a number take the plain `JSON.parse` path.
 * Every answer the transport parses goes through it: `{"amount":300000000000000001}` gives
 * `{ amount: '300000000000000001' }`.
 */
export function parseJsonLossless(text: string): unknown {
  if (!LONG_INTEGER.test(text)) return JSON.parse(text);
  let out = '';
  let from = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // skip a string, escapes included
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      let end = i + 1;
      while (end < n && /[0-9eE.+-]/.test(text.charAt(end))) end++;
      const token = text.slice(i, end);
      if (/^-?\d{16,}$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(from, i)}"${token}"`;
        from = end;
      }
      i = end - 1;
    }
  }
  return JSON.parse(from === 0 ? text : out + text.slice(from));
}
