/** What one call sends (before redirects and middleware). */
export interface Exchange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
}
