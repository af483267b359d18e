import type { Dispatcher } from 'undici';
import { type Answer, declaredTooLarge, decodeChunks } from '../transport/answer.js';
import { decodeBody } from './decodeBody.js';
import { drop } from './drop.js';
import { toHeaders } from './toHeaders.js';

/**
 * An undici answer as the lean Answer core's transport reads: no Response, no web stream. The body is counted
 * as it is decoded; past `maxBytes` the download stops (declared too large: before a byte is read).
 */
export function toAnswer({ statusCode, statusText, headers, body }: Dispatcher.ResponseData): Answer {
  const header = (name: string): string | null => {
    const value = headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    status: statusCode,
    statusText: statusText ?? '',
    header,
    headers: () => toHeaders(headers),
    async read(maxBytes, tooLarge) {
      if (declaredTooLarge({ header }, maxBytes)) {
        drop(body);
        throw tooLarge();
      }
      // a declared length within the limit, not compressed: undici's parser holds the body to it
      if (header('content-length') !== null && header('content-encoding') === null) return body.text();
      const stream = decodeBody(body, header('content-encoding'));
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of stream as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          drop(stream);
          drop(body);
          throw tooLarge();
        }
        chunks.push(chunk);
      }
      return decodeChunks(chunks, size);
    },
    cancel() {
      drop(body);
    },
  };
}
