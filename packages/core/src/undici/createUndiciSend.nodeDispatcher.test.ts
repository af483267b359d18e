import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeadline } from '../utils/createDeadline.js';

// No static import of undici or of the sender here: Node's own fetch runs first, so the global dispatcher is the
// Agent of the undici bundled in Node (6.x in Node 20), as in a process that used fetch before loading the sender.
describe('createUndiciSend on the global dispatcher Node’s fetch installed', () => {
  let origin = '';
  const hanging: ServerResponse[] = [];
  let arrived: () => void = () => {};
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/hang') {
      hanging.push(res);
      arrived();
      return;
    }
    res.end('fine');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends through it with a call's deadline, and the deadline ending aborts the request", async () => {
    expect(await (await fetch(`${origin}/ok`)).text()).toBe('fine');
    const { createUndiciSend } = await import('./createUndiciSend.js');
    const { Agent } = await import('undici');
    const global = (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalDispatcher.1')];
    expect(global).toBeDefined();
    expect(global).not.toBeInstanceOf(Agent); // Node's bundled Agent, not the undici package's
    const send = createUndiciSend();
    const initOf = (deadline: ReturnType<typeof createDeadline>) => ({
      method: 'GET',
      headers: {},
      deadline,
      get signal(): AbortSignal {
        throw new Error('the AbortSignal was read');
      },
    });
    const done = createDeadline({ timeoutError: () => new Error('late') });
    const answer = await send(`${origin}/ok`, initOf(done));
    expect(answer.status).toBe(200);
    expect(await answer.read(100, () => new Error('too large'))).toBe('fine');

    const controller = new AbortController();
    const stopped = createDeadline({ signals: [controller.signal], timeoutError: () => new Error('late') });
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const pending = send(`${origin}/hang`, initOf(stopped));
    await reached;
    controller.abort('gone');
    await expect(pending).rejects.toBe('gone');
  });
});
