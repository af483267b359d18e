/** True in a browser or a web worker (no `user-agent` header; bodies stream only over HTTP/2). */
export const isBrowser: boolean =
  typeof (globalThis as { document?: unknown }).document !== 'undefined' ||
  typeof (globalThis as { importScripts?: unknown }).importScripts === 'function';
