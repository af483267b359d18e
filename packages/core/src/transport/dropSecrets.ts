/** Header names whose values are always secret: never in errors, dropped on a redirect to another origin. */
const alwaysSecret = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'x-data-api-key'];

/** The secret header names of a transport: the ones always secret and the `secretHeaders` option's (lower case). */
export function secretHeaderSet(extra: readonly string[] = []): ReadonlySet<string> {
  return new Set([...alwaysSecret, ...extra.map((h) => h.toLowerCase())]);
}

/** A copy of `headers` without the secret ones (names in lower case, as the transport keeps them). */
export function dropSecrets(
  headers: Record<string, string>,
  secret: ReadonlySet<string>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!secret.has(name)) kept[name] = value;
  return kept;
}
