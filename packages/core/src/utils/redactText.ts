const credentialsInUrl = /\b([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s]*@/gi;
const secretQuery =
  /([?&](?:[a-z0-9_-]*(?:api[-_]?key|apikey|access[-_]?token|auth[-_]?token|secret|password|passwd)|key|token|auth|sig|signature)=)[^&#\s"']*/gi;

/** Removes URL credentials and secret-looking query values from free text (messages, details). */
export function redactText(text: string): string {
  return text.replace(credentialsInUrl, '$1').replace(secretQuery, '$1***');
}
