// the user info runs to the LAST `@` before the path, as URL parsers read it (a password may hold `@` and `:`)
const credentialsInUrl = /\b([a-z][a-z0-9+.-]*:\/\/)[^/?#\s]*@/gi;
const secretQuery =
  /([?&](?:[a-z0-9_-]*(?:api[-_]?key|(?:access|auth)[-_]?token|secret|passw(?:or)?d)|key|token|auth|sig(?:nature)?)=)[^&#\s"']*/gi;

/**
 * Returns `url` without `user:password@` and with secret-looking query values (`api-key`, `token`, ...)
 * replaced by `***`, for messages and logs. Also redacts URLs inside free text (error messages, details).
 *
 * @example
 * import { redactUrl } from '@pkg/core';
 * redactUrl('https://user:pw@node.example/rpc?api-key=abc'); // 'https://node.example/rpc?api-key=***'
 */
export function redactUrl(url: string): string {
  return url.replace(credentialsInUrl, '$1').replace(secretQuery, '$1***');
}
