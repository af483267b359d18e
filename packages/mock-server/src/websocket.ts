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
  const { connection, writeFrame, finish } = connectionOf(socket, handlers);
  let buffer: Buffer = head.length > 0 ? Buffer.from(head) : Buffer.alloc(0);
  let fragments: Buffer[] = [];

  /** Acts on one frame; false once the connection closed. */
  const onFrame = ({ fin, opcode, payload }: Frame): boolean => {
    if (opcode === 0x8) {
      const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1000;
      connection.close(code === 1005 ? 1000 : code);
      return false;
    }
    if (opcode === 0x9) writeFrame(0xa, payload);
    else if (opcode === 0x0 || opcode === 0x1 || opcode === 0x2) {
      fragments.push(payload);
      if (fin) {
        const text = Buffer.concat(fragments).toString('utf8');
        fragments = [];
        handlers.onMessage(connection, text);
      }
    }
    return true;
  };

  const parse = () => {
    for (;;) {
      const frame = readFrame(buffer);
      if (frame === 'incomplete') return;
      if (frame === 'unmasked') {
        connection.close(1002, 'client frames must be masked');
        return;
      }
      buffer = buffer.subarray(frame.size);
      if (!onFrame(frame)) return;
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

/** A connection's sending side: frames out, close, drop, and `finish` (once) on the way down. */
function connectionOf(
  socket: Duplex,
  handlers: WsHandlers,
): { connection: WsConnection; writeFrame(opcode: number, payload: Buffer): void; finish(): void } {
  let open = true;

  const writeFrame = (opcode: number, payload: Buffer) => {
    if (!open || socket.destroyed) return;
    socket.write(frameOf(opcode, payload));
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
  return { connection, writeFrame, finish };
}

/** The bytes of one unmasked, final server frame. */
function frameOf(opcode: number, payload: Buffer): Buffer {
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
  return Buffer.concat([header, payload]);
}

/** One client frame, unmasked, and the bytes it took. */
interface Frame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
  size: number;
}

/** The first frame of `buffer`: 'incomplete' until all its bytes arrived, 'unmasked' for a frame without a mask. */
function readFrame(buffer: Buffer): Frame | 'incomplete' | 'unmasked' {
  if (buffer.length < 2) return 'incomplete';
  const b0 = buffer[0] as number;
  const b1 = buffer[1] as number;
  let len = b1 & 0x7f;
  let offset = 2;
  if (len === 126) {
    if (buffer.length < 4) return 'incomplete';
    len = buffer.readUInt16BE(2);
    offset = 4;
  } else if (len === 127) {
    if (buffer.length < 10) return 'incomplete';
    len = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  if ((b1 & 0x80) === 0) return 'unmasked';
  if (buffer.length < offset + 4 + len) return 'incomplete';
  const mask = buffer.subarray(offset, offset + 4);
  const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + len));
  for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i % 4] as number);
  return { fin: (b0 & 0x80) !== 0, opcode: b0 & 0x0f, payload, size: offset + 4 + len };
}
