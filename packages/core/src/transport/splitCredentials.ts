import { ValidationError } from '../errors/ValidationError.js';

/** A URL without credentials, and the Basic authorization value they made (if it had any). */
export interface Target {
  url: string;
  authorization?: string | undefined;
}

/**
 * Reads `url` with `new URL` (what fetch itself does: `http://a\\@b/` goes to `a`, `http:\\\\u:pw@h` has
 * credentials) and moves `user:password@` out of it into a Basic authorization value (fetch refuses URLs with
 * credentials). Throws a ValidationError naming `field` (never showing the URL, which may hold them) for a URL
 * that does not parse, or whose credentials are not percent-encoded properly.
 */
export function splitCredentials(url: string, field: string): Target {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ValidationError({
      field,
      rule: 'an absolute URL',
      requirement: 'must be an absolute URL (such as https://api.avax.network)',
      details: 'new URL() could not read it (the value is not shown: it may hold credentials).',
    });
  }
  if (parsed.username === '' && parsed.password === '') return { url: parsed.href };
  const user = decodeCredential(parsed.username, field);
  const password = decodeCredential(parsed.password, field);
  parsed.username = '';
  parsed.password = '';
  return {
    url: parsed.href,
    authorization: `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`,
  };
}

function decodeCredential(part: string, field: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new ValidationError({
      field,
      rule: 'percent-encoded credentials',
      requirement: 'must have its user and password percent-encoded',
      details:
        'A `%` in the user or password of the URL must start a %XX escape (the credentials are not shown).',
    });
  }
}
