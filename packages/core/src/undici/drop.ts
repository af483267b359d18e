import type { Readable } from 'node:stream';

/** Stops reading a stream: destroyed, its late errors (undici's 'Request aborted') swallowed. */
export function drop(stream: Readable): void {
  stream.on('error', () => {});
  stream.destroy();
}
