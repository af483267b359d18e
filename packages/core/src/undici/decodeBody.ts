import { type Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { drop } from './drop.js';

/**
 * Decodes a body as fetch does: each coding of `content-encoding` (gzip, x-gzip, deflate, br; any case, a list)
 * undone in reverse order; an unknown coding is left as it is.
 */
export function decodeBody(body: Readable, encoding: string | null): Readable {
  if (!encoding) return body;
  let stream = body;
  const codings = encoding
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .reverse();
  for (const coding of codings) {
    const decoder =
      coding === 'gzip' || coding === 'x-gzip'
        ? createGunzip()
        : coding === 'deflate'
          ? inflateEither()
          : coding === 'br'
            ? createBrotliDecompress()
            : undefined;
    if (!decoder) continue;
    const source = stream;
    source.on('error', (error) => decoder.destroy(error));
    decoder.on('close', () => {
      if (!source.readableEnded) drop(source);
    });
    stream = source.pipe(decoder);
  }
  return stream;
}

/** `deflate` as fetch reads it: zlib-wrapped (what the RFC says) or raw (what some servers send), by the first byte. */
function inflateEither(): Transform {
  let inner: Transform | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inner) {
        inner = (chunk[0]! & 0x0f) === 0x08 ? createInflate() : createInflateRaw();
        inner.on('data', (data: Buffer) => this.push(data));
        inner.on('error', (error) => this.destroy(error));
      }
      inner.write(chunk, () => done());
    },
    flush(done) {
      if (!inner) return done();
      inner.once('end', () => done());
      inner.end();
    },
  });
}
