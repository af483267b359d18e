import { redactText } from './redactText.js';

/**
 * Returns `url` without `user:password@` and with secret-looking query values (`api-key`, `token`, ...)
 * replaced by `***`, for messages and logs.
 *
 * @example
 * import { redactUrl } from '@pkg/core';
 * redactUrl('https://user:pw@node.example/rpc?api-key=abc'); // 'https://node.example/rpc?api-key=***'
 */
export function redactUrl(url: string): string {
  return redactText(url);
}
