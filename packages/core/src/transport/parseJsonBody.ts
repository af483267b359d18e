import { ParseError } from '../errors/ParseError.js';
import { type ParseJsonOptions, parseJsonLossless } from '../utils/parseJsonLossless.js';
import type { Exchange } from './exchange.js';

/**
 * Parses a 2xx body as JSON, numbers kept lossless and nesting within `json.maxDepth`; undefined for an empty
 * body. Throws a ParseError (status, body, URL redacted) when it is not JSON.
 */
export function parseJsonBody(
  text: string,
  status: number,
  exchange: Pick<Exchange, 'url' | 'method'>,
  json: ParseJsonOptions,
): unknown {
  if (text === '') return undefined;
  try {
    return parseJsonLossless(text, json);
  } catch (cause) {
    throw new ParseError({ status, body: text, url: exchange.url, method: exchange.method, cause });
  }
}
