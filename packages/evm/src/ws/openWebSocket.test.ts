import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as WsWebSocket } from 'ws';
import { resolveWebSocket, type WebSocketConstructor } from './openWebSocket.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveWebSocket', () => {
  it('prefers the constructor it is given', async () => {
    const given = class {} as unknown as WebSocketConstructor;
    expect(await resolveWebSocket(given)).toBe(given);
  });

  it("uses the runtime's global WebSocket when there is one", async () => {
    const global = class {} as unknown as WebSocketConstructor;
    vi.stubGlobal('WebSocket', global);
    expect(await resolveWebSocket()).toBe(global);
  });

  it('loads the ws package when the runtime has no global WebSocket (its class, with maxPayload set)', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const Ws = await resolveWebSocket(undefined, { maxPayload: 1024 });
    expect(Ws.prototype).toBeInstanceOf(WsWebSocket);
  });
});
