import { NODE_GLOBALS } from '../nodeGlobalReferences.js';

/**
 * What the page's realm offers: whether each Node-only global is defined (each must be false: no polyfill was
 * bundled), and the page's origin (the servers the clients call are on others, so every call is a cross-origin
 * request).
 */
export async function runtimeGlobals() {
  const defined = Object.fromEntries(NODE_GLOBALS.map((name) => [name, Reflect.has(globalThis, name)]));
  return { defined, origin: location.origin, userAgent: navigator.userAgent };
}
