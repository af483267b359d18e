/** A name whose value is a secret: `api-key`, `x-api-key`, `access_token`, `client_secret`, `password`, `key`, `sig`... */
const secretName =
  /^(?:[a-z0-9_-]*(?:api[-_]?key|(?:access|auth)[-_]?token|secret|passw(?:or)?d)|key|token|auth|sig(?:nature)?)$/i;
/**
 * A query parameter `?name=value` / `&name=value`. Linear: a match starts only at `?` or `&`, neither of which
 * the name or value classes hold, so no character is scanned from more than one start.
 */
const queryParam = /([?&])([a-z0-9_-]*)=([^&#\s"']*)/gi;

function isSchemeChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2b ||
    c === 0x2d ||
    c === 0x2e
  );
}

function endsAuthority(c: number): boolean {
  // '/', '?', '#', or whitespace
  return c === 0x2f || c === 0x3f || c === 0x23 || c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0;
}

/** Drops `user:password@` after every `scheme://` in `text`, in one pass (each character is read at most twice). */
function dropCredentials(text: string): string {
  let out = '';
  let from = 0;
  let searchFrom = 0;
  for (;;) {
    const sep = text.indexOf('://', searchFrom);
    if (sep < 0) break;
    // the scheme: letters, digits, + - . back to a letter at a word start; never further back than `from`
    let start = sep;
    while (start > from && isSchemeChar(text.charCodeAt(start - 1))) start--;
    while (start < sep && !/[a-z]/i.test(text.charAt(start))) start++;
    if (start === sep) {
      searchFrom = sep + 3;
      continue;
    }
    // the user info runs to the LAST `@` before the path, as URL parsers read it (a password may hold `@` and `:`)
    let at = -1;
    let end = sep + 3;
    for (; end < text.length; end++) {
      const c = text.charCodeAt(end);
      if (endsAuthority(c)) break;
      if (c === 0x40 /* @ */) at = end;
    }
    if (at >= 0) {
      out += text.slice(from, sep + 3);
      from = at + 1;
    }
    // a `://` right at the end of this authority (its `:` just before the `/` that ended it) is the next one
    searchFrom = Math.max(sep + 3, end - 1);
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Returns `url` without `user:password@` and with secret-looking query values (`api-key`, `token`, ...)
 * replaced by `***`, for messages and logs. Also redacts URLs inside free text (error messages, details).
 * Linear in the length of its input, whatever the text holds (a server's error message goes through it).
 *
 * @example
 * import { redactUrl } from '@pkg/core';
 * redactUrl('https://user:pw@node.example/rpc?api-key=abc'); // 'https://node.example/rpc?api-key=***'
 */
export function redactUrl(url: string): string {
  return dropCredentials(url).replace(queryParam, (match, lead: string, name: string) =>
    secretName.test(name) ? `${lead}${name}=***` : match,
  );
}
