import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';

/** One server-side WebSocket connection: text messages out, close, and a drop without a close frame. */
export interface WsConnection {
  send(text: string): void;
  /** Closes with a close frame. */
  close(code?: number, reason?: string): void;
  /** Drops the TCP connection without a close frame (the wsdrop fault). */
  drop(): void;
  readonly open: boolean;
}

/** What a connection tells its server: a text message, and its end (once). */
export interface WsHandlers {
  onMessage(connection: WsConnection, text: string): void;
  onClose(connection: WsConnection): void;
}

/** The handshakes and frames (RFC 6455) are `ws`'s: one server without a port of its own takes every upgrade. */
const upgrades = new WebSocketServer({ noServer: true, clientTracking: false });

/**
 * Completes a WebSocket upgrade on a node:http 'upgrade' event and hands each text message to `handlers`;
 * `ws` answers a request that is not a WebSocket handshake with a 400 and closes the socket (no connection
 * is made, `undefined`).
 */
export function acceptWebSocket(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  handlers: WsHandlers,
): WsConnection | undefined {
  if (String(req.headers.upgrade).toLowerCase() !== 'websocket' || !req.headers['sec-websocket-key']) {
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    return undefined;
  }
  let ws: WebSocket | undefined;
  let finished = false;
  const connection: WsConnection = {
    send: (text) => {
      if (ws?.readyState === WebSocket.OPEN) ws.send(text);
    },
    close: (code = 1000, reason = '') => {
      if (ws?.readyState === WebSocket.OPEN) ws.close(code, reason);
      finish();
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
  upgrades.handleUpgrade(req, socket, head, (accepted) => {
    ws = accepted;
    ws.on('message', (data, isBinary) => {
      if (!finished)
        handlers.onMessage(
          connection,
          isBinary ? Buffer.from(data as Buffer).toString('utf8') : String(data),
        );
    });
    ws.on('close', finish);
    ws.on('error', finish);
  });
  return connection;
}
