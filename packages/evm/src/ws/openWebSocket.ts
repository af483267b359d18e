import { SdkError } from '@pkg/core';

/** The part of the WebSocket API the client uses; the global WebSocket and the `ws` package both have it. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(
    type: 'open' | 'close' | 'error' | 'message',
    listener: (event: { data?: unknown }) => void,
  ): void;
}

/** A WebSocket constructor: the global one, the `ws` package's, or a user's own. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/**
 * The WebSocket constructor to use: the one given, else the runtime's global WebSocket (browsers, Deno,
 * Bun, Node 22+), else the `ws` package, loaded on first use (Node 18/20; install it as a dependency).
 */
export async function resolveWebSocket(
  given?: WebSocketConstructor,
  limits: { maxPayload?: number } = {},
): Promise<WebSocketConstructor> {
  if (given) return given;
  const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (typeof global === 'function') return global;
  const Ws = (await loadWsPackage()) as unknown as new (
    url: string,
    protocols: undefined,
    options: { maxPayload?: number },
  ) => WebSocketLike;
  // the `ws` package refuses a frame past maxPayload before buffering it (it closes with 1009)
  return class extends (Ws as unknown as new (...args: unknown[]) => WebSocketLike) {
    constructor(url: string) {
      super(url, undefined, limits.maxPayload === undefined ? {} : { maxPayload: limits.maxPayload });
    }
  } as unknown as WebSocketConstructor;
}

// A variable specifier keeps bundlers from pulling `ws` into browser builds, where it is never needed.
const wsPackage = 'ws';

async function loadWsPackage(): Promise<WebSocketConstructor> {
  let mod: { WebSocket?: unknown; default?: unknown };
  try {
    mod = await import(/* webpackIgnore: true */ /* @vite-ignore */ wsPackage);
  } catch (cause) {
    throw new SdkError('This runtime has no global WebSocket and the `ws` package is not installed', {
      details: 'install `ws` (npm i ws) or pass the `WebSocket` option',
      cause,
    });
  }
  const ctor =
    mod.WebSocket ?? (mod.default as { WebSocket?: unknown } | undefined)?.WebSocket ?? mod.default;
  if (typeof ctor !== 'function') throw new SdkError('The `ws` package did not export a WebSocket class');
  return ctor as WebSocketConstructor;
}
