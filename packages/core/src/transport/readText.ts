import { NetworkError } from '../errors/NetworkError.js';
import { SdkError } from '../errors/SdkError.js';
import { redactUrl } from '../utils/redactUrl.js';
import type { Answer } from './answer.js';
import type { Exchange } from './exchange.js';

/**
 * Reads a body as text, counting its (decompressed) bytes as they stream in: past `maxBytes` the download
 * stops and the call ends with an SdkError that says so (not retried); a connection that closes midway is a
 * NetworkError.
 */
export async function readText(
  answer: Answer,
  exchange: Pick<Exchange, 'url' | 'method'>,
  maxBytes: number,
): Promise<string> {
  const tooLarge = () =>
    new SdkError(
      `Response body larger than maxResponseBytes (${maxBytes} bytes): ${exchange.method} ${redactUrl(exchange.url)}`,
      { details: 'The download was stopped; raise maxResponseBytes to accept larger answers.' },
    );
  try {
    return await answer.read(maxBytes, tooLarge);
  } catch (cause) {
    if (SdkError.isInstance(cause)) throw cause;
    throw new NetworkError({
      url: exchange.url,
      method: exchange.method,
      cause,
      details: 'The connection closed before the whole answer arrived.',
    });
  }
}
