import { ValidationError } from '../errors/ValidationError.js';

/** A header value fetch accepts: no NUL, CR, LF or other control character, nothing above U+00FF. */
const legalHeaderValue = /^[\t\x20-\x7e\x80-\xff]*$/;
const legalHeaderName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/**
 * Throws a ValidationError (naming the header, never showing its value: it may be a key) for a header
 * fetch would refuse or mangle, before anything is sent.
 */
export function checkHeaders(headers: Record<string, string>): void {
  for (const name in headers) {
    if (!legalHeaderName.test(name)) {
      throw new ValidationError({ field: `header ${name}`, rule: 'a legal header name' });
    }
    if (!legalHeaderValue.test(headers[name]!)) {
      throw new ValidationError({
        field: `header ${name}`,
        rule: 'a legal header value',
        details: 'No CR, LF, NUL or other control character, nothing beyond U+00FF (the value is not shown).',
      });
    }
  }
}
