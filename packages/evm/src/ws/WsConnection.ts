import {
  createDeadline,
  NetworkError,
  type PendingCall,
  parseJsonLossless,
  SdkError,
  TimeoutError,
} from '@pkg/core';
import { resolveWebSocket, type WebSocketConstructor, type WebSocketLike } from './openWebSocket.js';

/** A message from the node as the client reads it: an answer (`id`) or a notification (`method`, `params`). */
export interface WsMessage {
  id?: unknown;
  method?: unknown;
  params?: { subscription?: unknown; result?: unknown };
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/** What a {@link WsConnection} is made with. */
export interface WsConnectionOptions {
  readonly endpoint: string;
  /** The WebSocket class (else the global one, else the `ws` package). */
  readonly WebSocket: WebSocketConstructor | undefined;
  /** Time limit of opening the connection, in ms. */
  readonly timeoutMs: number;
  /** Largest message accepted; a larger one closes the connection for good. */
  readonly maxFrameBytes: number;
  /** A JSON message within `maxFrameBytes` (anything else is dropped), with its size. */
  readonly onMessage: (message: WsMessage, size: number) => void;
  /** The open connection closed: dropped, closed for a message too large, or by `shutdown()`. */
  readonly onClose: () => void;
}

/** The error of a client that was closed. */
export const closedError = (): SdkError => new SdkError('The WebSocket client is closed');

/**
 * The WebSocket adapter: one connection at a time to the endpoint, opened on demand (one opening at a time,
 * within `timeoutMs`), its messages size-checked and parsed with core's lossless parser, its end reported. A
 * message past `maxFrameBytes` closes it (1009) and it is never opened again (`tooLarge`).
 */
export class WsConnection {
  /** Set once the server sent a message past maxFrameBytes: the connection is not opened again. */
  tooLarge: SdkError | undefined;
  /** When the current connection opened (`Date.now()`). */
  openedAt = 0;
  /** Set by `shutdown()`: nothing opens again. */
  closed = false;
  #socket: WebSocketLike | undefined;
  #opening: Promise<WebSocketLike> | undefined;
  readonly #options: WsConnectionOptions;

  constructor(options: WsConnectionOptions) {
    this.#options = options;
  }

  /** Whether a connection is open now. */
  get open(): boolean {
    return this.#socket !== undefined;
  }

  /** The open connection, opening one first when there is none. */
  connect(): Promise<WebSocketLike> {
    if (this.closed) return Promise.reject(closedError());
    if (this.#socket) return Promise.resolve(this.#socket);
    this.#opening ??= this.#open().finally(() => {
      this.#opening = undefined;
    });
    return this.#opening;
  }

  /**
   * The requester's port: writes `call` as one message on the open connection (opening one first), unless it
   * settled meanwhile; a connection that cannot open or send rejects it.
   */
  write(call: PendingCall): void {
    this.connect().then(
      (ws) => {
        if (call.settled) return;
        try {
          ws.send(JSON.stringify(call.payload));
        } catch (cause) {
          call.reject(new NetworkError({ url: this.#options.endpoint, method: call.method, cause }));
        }
      },
      (error: unknown) => call.reject(error),
    );
  }

  /** Closes for good: the open connection is closed (its end reported) and an opening one is waited for. */
  async shutdown(): Promise<void> {
    this.closed = true;
    const ws = this.#socket;
    if (ws) {
      ws.close(1000);
      this.#drop(ws);
    }
    await this.#opening?.catch(() => {});
  }

  async #open(): Promise<WebSocketLike> {
    if (this.tooLarge) throw this.tooLarge;
    const { endpoint, maxFrameBytes } = this.#options;
    const WebSocketClass = await resolveWebSocket(this.#options.WebSocket, { maxPayload: maxFrameBytes });
    let ws: WebSocketLike;
    try {
      ws = new WebSocketClass(endpoint);
    } catch (cause) {
      throw new NetworkError({ url: endpoint, method: 'connect', cause });
    }
    ws.addEventListener('message', (event) => this.#receive(ws, event.data));
    ws.addEventListener('error', (event) => {
      // The close event that follows carries the outcome; the `ws` package says here that a frame was past
      // its maxPayload (maxFrameBytes), then closes with 1006.
      const error = (event as { error?: { code?: unknown } }).error;
      if (error?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') this.tooLarge ??= this.#frameTooLarge();
    });
    return this.#opened(ws);
  }

  /** Resolves `ws` once it opens; rejects when it closes first or takes longer than `timeoutMs`. */
  #opened(ws: WebSocketLike): Promise<WebSocketLike> {
    const { endpoint, timeoutMs } = this.#options;
    const deadline = createDeadline({
      timeoutMs,
      timeoutError: () => new TimeoutError({ timeoutMs, url: endpoint, method: 'connect' }),
    });
    return new Promise<WebSocketLike>((resolve, reject) => {
      let settled = false;
      deadline.onEnd((reason) => {
        if (settled) return;
        settled = true;
        reject(reason);
        ws.close();
      });
      ws.addEventListener('open', () => {
        if (settled) return;
        settled = true;
        deadline.clear();
        if (this.closed) {
          ws.close(1000);
          return reject(closedError());
        }
        this.#socket = ws;
        this.openedAt = Date.now();
        resolve(ws);
      });
      ws.addEventListener('close', (event) => {
        deadline.clear();
        // 1009: the peer closed for a message too big
        if ((event as { code?: unknown }).code === 1009) this.tooLarge ??= this.#frameTooLarge();
        if (settled) {
          this.#drop(ws);
          return;
        }
        settled = true;
        reject(new NetworkError({ url: endpoint, method: 'connect', details: 'the WebSocket did not open' }));
      });
    });
  }

  #receive(ws: WebSocketLike, data: unknown): void {
    if (ws !== this.#socket) return;
    const size =
      typeof data === 'string'
        ? data.length
        : ((data as { byteLength?: number } | null)?.byteLength ??
          (data as { size?: number } | null)?.size ??
          0);
    if (size > this.#options.maxFrameBytes) {
      this.tooLarge ??= this.#frameTooLarge();
      try {
        ws.close(1009, 'message too big');
      } catch {
        ws.close(); // a browser's WebSocket lets a script send only 1000 and 3000-4999
      }
      this.#drop(ws);
      return;
    }
    let message: unknown;
    try {
      // the parser of the HTTP path: integers past 2^53 kept exact, nesting bounded
      message = parseJsonLossless(
        typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer),
      );
    } catch {
      return; // not JSON-RPC: nothing can be matched to it
    }
    if (message !== null && typeof message === 'object') this.#options.onMessage(message as WsMessage, size);
  }

  /** The connection `ws` ended: reported once, if it is the current one. */
  #drop(ws: WebSocketLike): void {
    if (ws !== this.#socket) return;
    this.#socket = undefined;
    this.#options.onClose();
  }

  #frameTooLarge(): SdkError {
    return new SdkError(
      `WebSocket message larger than maxFrameBytes (${this.#options.maxFrameBytes} bytes) from ${this.#options.endpoint}`,
      {
        details:
          'The connection was closed and is not opened again; raise maxFrameBytes to accept larger messages.',
      },
    );
  }
}
