import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { decodeBody } from './decodeBody.js';
import { drop } from './drop.js';
import { toHeaders } from './toHeaders.js';

const nullBodyStatus = new Set([101, 103, 204, 205, 304]);

/**
 * An undici answer as a WHATWG Response: the body decoded as fetch decodes it and streamed with backpressure;
 * no body for a 1xx/204/205/304 or a HEAD (the connection freed at once).
 */
export function toResponse(answer: Dispatcher.ResponseData, method: string): Response {
  const headers = toHeaders(answer.headers);
  let stream: ReadableStream<Uint8Array> | null = null;
  if (nullBodyStatus.has(answer.statusCode) || method === 'HEAD') {
    answer.body.resume(); // nothing to read: let undici reuse the connection
  } else {
    stream = toWebStream(decodeBody(answer.body, headers.get('content-encoding')));
  }
  return new Response(stream, { status: answer.statusCode, statusText: answer.statusText ?? '', headers });
}

/** A web stream over a Node stream, with backpressure; cancelling it drops the Node stream. */
function toWebStream(source: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      source.on('data', (chunk: Uint8Array) => {
        if (settled) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      source.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      source.on('error', (error) => {
        if (settled) return;
        settled = true;
        controller.error(error);
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      settled = true;
      drop(source);
    },
  });
}
