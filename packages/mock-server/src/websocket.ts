import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * One server-side WebSocket connection: answers and notifications out, and a drop without a close frame. What waits
 * to be sent is bounded (`maxBufferedBytes`): a client that stops reading costs the server at most that much.
 */
export interface WsConnection {
  /** Sends an answer; when `maxBufferedBytes` are waiting already, closes the connection (1008) instead. */
  send(text: string): void;
  /** Sends a notification; when `maxBufferedBytes` are waiting already, drops it (the next one may fit again). */
  notify(text: string): void;
  /** Drops the TCP connection without a close frame (the wsdrop fault, the server's close). */
  drop(): void;
  readonly open: boolean;
  /** Bytes queued to be sent that the socket has not taken yet (`ws`'s bufferedAmount). */
  readonly bufferedAmount: number;
}

/** What a connection tells its server: a text message, and its end (once). */
interface WsHandlers {
  onMessage(connection: WsConnection, text: string): void;
  onClose(connection: WsConnection): void;
}

/** What a connection is accepted with: its server's handlers, and the bound of what waits to be sent. */
interface WsOptions extends WsHandlers {
  /** Bytes waiting to be sent past which a notification is dropped and an answer closes the connection (1008). */
  maxBufferedBytes: number;
}

/**
 * The handshakes and frames (RFC 6455) are `ws`'s: one server without a port of its own takes every upgrade. A
 * message is at most 32 MiB, go-ethereum's `wsDefaultReadLimit` (a larger one closes the connection with 1009).
 */
const upgrades = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: 32 * 1024 * 1024 });

/**
 * Completes a WebSocket upgrade on a node:http 'upgrade' event and hands each message to `handlers` as text.
 * A request that is not a valid handshake (no key or a malformed one, another version, not a GET) gets `ws`'s 400
 * and no connection: `undefined`.
 */
export function acceptWebSocket(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  handlers: WsOptions,
): WsConnection | undefined {
  let ws: WebSocket | undefined;
  let finished = false;
  const full = (open: WebSocket) => open.bufferedAmount > handlers.maxBufferedBytes;
  const connection: WsConnection = {
    send: (text) => {
      if (ws?.readyState !== WebSocket.OPEN) return;
      if (full(ws)) ws.close(1008, 'answers not read: too much waiting to be sent');
      else ws.send(text);
    },
    notify: (text) => {
      if (ws?.readyState === WebSocket.OPEN && !full(ws)) ws.send(text);
    },
    drop: () => {
      finish();
      ws?.terminate();
    },
    get open() {
      return !finished && ws?.readyState === WebSocket.OPEN;
    },
    get bufferedAmount() {
      return ws?.bufferedAmount ?? 0;
    },
  };
  function finish() {
    if (finished) return;
    finished = true;
    handlers.onClose(connection);
  }
  // ws calls back at once when the handshake is valid, never otherwise (it has answered 400 or destroyed the socket)
  upgrades.handleUpgrade(req, socket, head, (accepted) => {
    ws = accepted;
    ws.on('message', (data) => {
      if (!finished) handlers.onMessage(connection, data.toString());
    });
    ws.on('close', finish);
    ws.on('error', finish);
  });
  return ws ? connection : undefined;
}
