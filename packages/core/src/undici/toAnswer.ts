import type { Dispatcher } from 'undici';
import { type Answer, declaredTooLarge, decodeChunks, fromResponse } from '../transport/answer.js';
import { decodeBody } from './decodeBody.js';
import { drop } from './drop.js';
import { toHeaders } from './toHeaders.js';
import { toResponse } from './toResponse.js';

/**
 * An undici answer as the lean Answer core's transport reads: no Response, no web stream, unless middleware reads
 * `response` (built then, once; the body is read through it from then on). The body is counted as it is decoded;
 * past `maxBytes` the download stops (declared too large: before a byte is read).
 */
export function toAnswer(data: Dispatcher.ResponseData, method: string): Answer {
  return new UndiciAnswer(data, method);
}

class UndiciAnswer implements Answer {
  declare readonly status: number;
  declare readonly statusText: string;
  #response: Response | undefined;

  constructor(
    readonly data: Dispatcher.ResponseData,
    readonly method: string,
  ) {
    this.status = data.statusCode;
    this.statusText = data.statusText ?? '';
  }

  get response(): Response {
    this.#response ??= toResponse(this.data, this.method);
    return this.#response;
  }

  header(name: string): string | null {
    const value = this.data.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  headers(): Headers {
    return toHeaders(this.data.headers);
  }

  async read(maxBytes: number, tooLarge: () => Error): Promise<string> {
    if (this.#response) return fromResponse(this.#response).read(maxBytes, tooLarge);
    const { body } = this.data;
    if (declaredTooLarge(this, maxBytes)) {
      drop(body);
      throw tooLarge();
    }
    // a declared length within the limit, not compressed: undici's parser holds the body to it
    if (this.header('content-length') !== null && this.header('content-encoding') === null)
      return body.text();
    const stream = decodeBody(body, this.header('content-encoding'));
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
  }

  cancel(): void {
    if (this.#response) this.#response.body?.cancel().catch(() => {});
    else drop(this.data.body);
  }
}
