/** The requests of a page's log (`<METHOD> <url>`) that are not CORS preflights: what the clients themselves sent. */
export function withoutPreflights(requests: readonly string[]): string[] {
  return requests.filter((request) => !request.startsWith('OPTIONS '));
}
