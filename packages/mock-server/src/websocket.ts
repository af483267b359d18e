import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** One server-side WebSocket connection (RFC 6455): text messages in and out, ping/pong, close. */
export interface WsConnection {
  send(text: string): void;
  /** Closes with a close frame. */
  close(code?: number, reason?: string): void;
  /** Drops the TCP connection without a close frame (the wsdrop fault). */
  drop(): void;
  readonly open: boolean;
}

export interface WsHandlers {
  onMessage(connection: WsConnection, text: string): void;
  onClose(connection: WsConnection): void;
}

/**
 * Completes a WebSocket upgrade on a node:http 'upgrade' event and parses the client's frames
 * (masked, possibly fragmented). Answers 400 and closes the socket for a request that is not a
 * WebSocket handshake.
 */
export function acceptWebSocket(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  handlers: WsHandlers,
): WsConnection | undefined {
  const key = req.headers['sec-websocket-key'];
  if (String(req.headers.upgrade).toLowerCase() !== 'websocket' || typeof key !== 'string') {
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    return undefined;
  }
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\n\r\n`,
  );
  let open = true;
  let buffer: Buffer = head.length > 0 ? Buffer.from(head) : Buffer.alloc(0);
  let fragments: Buffer[] = [];

  const writeFrame = (opcode: number, payload: Buffer) => {
    if (!open || socket.destroyed) return;
    const len = payload.length;
    let header: Buffer;
    if (len < 126) {
      header = Buffer.from([0x80 | opcode, len]);
    } else if (len < 65536) {
      header = Buffer.alloc(4);
      header[0] = 0x80 | opcode;
      header[1] = 126;
      header.writeUInt16BE(len, 2);
    } else {
      header = Buffer.alloc(10);
      header[0] = 0x80 | opcode;
      header[1] = 127;
      header.writeBigUInt64BE(BigInt(len), 2);
    }
    socket.write(Buffer.concat([header, payload]));
  };

  const finish = () => {
    if (!open) return;
    open = false;
    handlers.onClose(connection);
  };

  const connection: WsConnection = {
    send: (text) => writeFrame(0x1, Buffer.from(text, 'utf8')),
    close: (code = 1000, reason = '') => {
      if (!open) return;
      const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
      payload.writeUInt16BE(code, 0);
      payload.write(reason, 2);
      writeFrame(0x8, payload);
      finish();
      socket.end();
    },
    drop: () => {
      finish();
      socket.destroy();
    },
    get open() {
      return open;
    },
  };

  const parse = () => {
    while (buffer.length >= 2) {
      const b0 = buffer[0] as number;
      const b1 = buffer[1] as number;
      const fin = (b0 & 0x80) !== 0;
      const opcode = b0 & 0x0f;
      const masked = (b1 & 0x80) !== 0;
      let len = b1 & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (buffer.length < 4) return;
        len = buffer.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (buffer.length < 10) return;
        len = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (!masked) {
        connection.close(1002, 'client frames must be masked');
        return;
      }
      if (buffer.length < offset + 4 + len) return;
      const mask = buffer.subarray(offset, offset + 4);
      const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + len));
      for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i % 4] as number);
      buffer = buffer.subarray(offset + 4 + len);
      if (opcode === 0x8) {
        const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1000;
        connection.close(code === 1005 ? 1000 : code);
        return;
      }
      if (opcode === 0x9) {
        writeFrame(0xa, payload);
        continue;
      }
      if (opcode === 0xa) continue;
      if (opcode === 0x0 || opcode === 0x1 || opcode === 0x2) {
        fragments.push(payload);
        if (fin) {
          const text = Buffer.concat(fragments).toString('utf8');
          fragments = [];
          handlers.onMessage(connection, text);
        }
      }
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    parse();
  });
  socket.on('close', finish);
  socket.on('error', finish);
  if (buffer.length > 0) queueMicrotask(parse);
  return connection;
}
