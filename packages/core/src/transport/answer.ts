import type { Deadline } from '../utils/createDeadline.js';

/**
 * What the transport reads of one HTTP answer: a fetch Response (wrapped by `fromResponse`), or the lean
 * answer of the undici port (`@pkg/core/undici`), which builds a WHATWG Response only when middleware reads one.
 */
export interface Answer {
  readonly status: number;
  readonly statusText: string;
  /** The answer as a WHATWG Response (what middleware sees; the undici port builds it when first read). */
  readonly response?: Response;
  /** True for a redirect the runtime hides (a browser's `opaqueredirect`). */
  readonly opaque?: boolean;
  /** One header's value, or null. */
  header(name: string): string | null;
  /** Every header (built on demand). */
  headers(): Headers;
  /** Reads the whole decoded body as text, counting its bytes: past `maxBytes` it stops the download and throws `tooLarge()`. */
  read(maxBytes: number, tooLarge: () => Error): Promise<string>;
  /** Drops the body unread. */
  cancel(): void;
}

/** What the transport's port is given to send one request. */
export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  signal: AbortSignal;
  /**
   * The call's deadline, which `signal` aborts with: a port that can stop a request without an AbortSignal
   * (the undici port) listens here instead, and `signal` (made when first read) is never made.
   */
  deadline?: Pick<Deadline, 'ended' | 'reason' | 'onEnd'> | undefined;
  /** The request must reach the server at most once (a submit): never re-sent by the port itself. */
  once?: boolean | undefined;
}

/**
 * The transport's port: sends one request (no redirects followed) and resolves its answer. The default sends
 * through `fetch`; `createUndiciSend()` from `@pkg/core/undici` is the opt-in Node port (the `send` option).
 */
export type Send = (url: string, init: SendInit) => Promise<Answer>;

const decoder = new TextDecoder();

/** Joins byte chunks and decodes them as UTF-8 (a BOM dropped, as `Response.text()` does). */
export function decodeChunks(chunks: readonly Uint8Array[], size: number): string {
  if (chunks.length <= 1) return chunks[0] ? decoder.decode(chunks[0]) : '';
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decoder.decode(all);
}

/** Whether a body declared by Content-Length (and not compressed) is already over `maxBytes`. */
export function declaredTooLarge(answer: Pick<Answer, 'header'>, maxBytes: number): boolean {
  const declared = answer.header('content-length');
  return declared !== null && Number(declared) > maxBytes && answer.header('content-encoding') === null;
}

/**
 * Wraps a fetch Response as an Answer. `framed`: the Response came off the network through a fetch that holds a
 * body to its Content-Length (Node's, Deno's, Bun's own fetch; not a browser, which hides Content-Encoding from
 * cross-origin scripts, and not a fetch the user gave, whose Response may say anything): such a body declared
 * within the cap is read in one `arrayBuffer()`, without a stream reader.
 */
export function fromResponse(response: Response, framed = false): Answer {
  return new FetchAnswer(response, framed);
}

/** A fetch Response as an Answer: a class, so a call allocates one object and no closures. */
class FetchAnswer implements Answer {
  declare readonly status: number;
  declare readonly statusText: string;
  declare readonly opaque: boolean;

  constructor(
    readonly response: Response,
    readonly framed: boolean,
  ) {
    this.status = response.status;
    this.statusText = response.statusText;
    this.opaque = response.type === 'opaqueredirect';
  }

  header(name: string): string | null {
    return this.response.headers.get(name);
  }

  headers(): Headers {
    return this.response.headers;
  }

  async read(maxBytes: number, tooLarge: () => Error): Promise<string> {
    const { response } = this;
    const body = response.body;
    if (!body) return '';
    const declared = response.headers.get('content-length');
    if (declared !== null && response.headers.get('content-encoding') === null) {
      const size = Number(declared);
      if (size > maxBytes) {
        await body.cancel().catch(() => {});
        throw tooLarge();
      }
      // the fetch reads no byte past the declared length: the cap holds without counting chunks
      if (this.framed && size >= 0) return decoder.decode(await response.arrayBuffer());
    }
    const reader = body.getReader();
    // a one-chunk body (most answers) is decoded once with the shared decoder; from a second chunk on, each
    // chunk is decoded as it comes and let go: the bytes are never held twice (chunks, then joined)
    let first: Uint8Array | undefined;
    let stream: TextDecoder | undefined;
    const parts: string[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(() => {});
        throw tooLarge();
      }
      if (!stream && !first) {
        first = value;
        continue;
      }
      if (!stream) {
        stream = new TextDecoder();
        parts.push(stream.decode(first, { stream: true }));
      }
      parts.push(stream.decode(value, { stream: true }));
    }
    if (!stream) return first ? decoder.decode(first) : '';
    parts.push(stream.decode());
    return parts.join('');
  }

  cancel(): void {
    this.response.body?.cancel().catch(() => {});
  }
}
