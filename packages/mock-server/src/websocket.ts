import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';

/** One server-side WebSocket connection: text messages out, and a drop without a close frame. */
export interface WsConnection {
  send(text: string): void;
  /** Drops the TCP connection without a close frame (the wsdrop fault, the server's close). */
  drop(): void;
  readonly open: boolean;
}

/** What a connection tells its server: a text message, and its end (once). */
interface WsHandlers {
  onMessage(connection: WsConnection, text: string): void;
  onClose(connection: WsConnection): void;
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
  handlers: WsHandlers,
): WsConnection | undefined {
  let ws: WebSocket | undefined;
  let finished = false;
  const connection: WsConnection = {
    send: (text) => {
      if (ws?.readyState === WebSocket.OPEN) ws.send(text);
    },
    drop: () => {
      finish();
      ws?.terminate();
    },
    get open() {
      return !finished && ws?.readyState === WebSocket.OPEN;
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
