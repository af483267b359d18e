import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { type MockServer, startMockServer } from './startMockServer.js';
import type { JsonBody } from './testJson.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ seed: 6, newHeadsIntervalMs: 10 });
});
afterAll(async () => {
  await server.close();
});

/** A ws client that queues messages so a test can await the next one. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const queue: JsonBody[] = [];
  const waiters: ((m: JsonBody) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (): Promise<JsonBody> =>
    queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiters.push(resolve));
  let id = 0;
  const request = async (method: string, params: unknown[]) => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }));
    for (;;) {
      const m = await next();
      if (m.id === id) return m;
    }
  };
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, next, request, closed };
}

describe('websocket /ext/bc/C/ws', () => {
  test('newHeads emits heads that continue from the latest block, each linked to its parent', async () => {
    const client = await connect(server.wsUrl);
    const { result: id } = await client.request('eth_subscribe', ['newHeads']);
    expect(id).toMatch(/^0x[0-9a-f]+$/);
    const latest = server.data.chainsById.get('43114')?.blocks.at(-1);
    const heads: JsonBody[] = [];
    while (heads.length < 3) {
      const m = await client.next();
      if (m.method === 'eth_subscription' && m.params.subscription === id) heads.push(m.params.result);
    }
    expect(heads[0].parentHash).toBe(latest?.blockHash);
    expect(BigInt(heads[0].number)).toBe(BigInt(latest?.blockNumber ?? 0) + 1n);
    expect(heads[1].parentHash).toBe(heads[0].hash);
    expect(heads[2].parentHash).toBe(heads[1].hash);
    // the fields of a coreth v0.15.4 head, in its order
    expect(Object.keys(heads[0])).toEqual([
      'parentHash',
      'sha3Uncles',
      'miner',
      'stateRoot',
      'transactionsRoot',
      'receiptsRoot',
      'logsBloom',
      'difficulty',
      'number',
      'gasLimit',
      'gasUsed',
      'timestamp',
      'extraData',
      'mixHash',
      'nonce',
      'extDataHash',
      'baseFeePerGas',
      'extDataGasUsed',
      'blockGasCost',
      'blobGasUsed',
      'excessBlobGas',
      'parentBeaconBlockRoot',
      'timestampMilliseconds',
      'minDelayExcess',
      'hash',
    ]);
    expect((await client.request('eth_unsubscribe', [id])).result).toBe(true);
    // as go-ethereum answers an id it does not know
    expect((await client.request('eth_unsubscribe', [id])).error).toEqual({
      code: -32000,
      message: 'subscription not found',
    });
    client.socket.close();
    // a close without a code is answered with one without a code (1005), as go-ethereum's gorilla/websocket does
    expect(await client.closed).toBe(1005);
  });

  test('logs honours the address filter', async () => {
    const chain = server.data.chainsById.get('43114');
    const token = chain?.erc20Tokens[2]?.address;
    const client = await connect(server.wsUrl);
    const { result: id } = await client.request('eth_subscribe', ['logs', { address: token }]);
    const logs: JsonBody[] = [];
    while (logs.length < 2) {
      const m = await client.next();
      if (m.params?.subscription === id) logs.push(m.params.result);
    }
    expect(logs.every((l) => l.address === token)).toBe(true);
    client.socket.close();
    await client.closed;
  });

  test('newPendingTransactions and newAcceptedTransactions: hashes, or with fullTx true transactions with null block fields', async () => {
    const client = await connect(server.wsUrl);
    const { result: hashes } = await client.request('eth_subscribe', ['newAcceptedTransactions']);
    const { result: full } = await client.request('eth_subscribe', ['newPendingTransactions', true]);
    const seen = new Map<string, JsonBody>();
    while (!seen.has(hashes) || !seen.has(full)) {
      const m = await client.next();
      if (m.method === 'eth_subscription') seen.set(m.params.subscription, m.params.result);
    }
    expect(seen.get(hashes)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(seen.get(full)).toMatchObject({
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
      type: '0x2',
    });
    client.socket.close();
    await client.closed;
  });

  test('debug_subscribe traceChain sends one debug_subscription per block of (start, end]; a bad range is refused', async () => {
    const client = await connect(server.wsUrl);
    const blocks = server.data.chainsById.get('43114')?.blocks ?? [];
    const [a, b, c] = blocks.slice(-3).map((x) => Number(x.blockNumber));
    const { result: id } = await client.request('debug_subscribe', [
      'traceChain',
      `0x${(a as number).toString(16)}`,
      `0x${(c as number).toString(16)}`,
    ]);
    const traced: JsonBody[] = [];
    while (traced.length < 2) {
      const m = await client.next();
      if (m.method === 'debug_subscription' && m.params.subscription === id) traced.push(m.params.result);
    }
    expect(traced.map((t) => t.block)).toEqual([b, c].map((n) => `0x${(n as number).toString(16)}`));
    expect(traced[1].hash).toBe(blocks.at(-1)?.blockHash);
    expect((await client.request('debug_subscribe', ['traceChain', '0x2', '0x1'])).error).toEqual({
      code: -32000,
      message: 'end block (#1) needs to come after start block (#2)',
    });
    expect((await client.request('debug_subscribe', ['newHeads'])).error?.code).toBe(-32601);
    expect((await client.request('debug_unsubscribe', [id])).result).toBe(true);
    client.socket.close();
    await client.closed;
  });

  test('plain JSON-RPC calls and batches work over the socket; unknown subscription kinds are refused', async () => {
    const client = await connect(server.wsUrl);
    expect((await client.request('eth_chainId', [])).result).toBe('0xa86a');
    expect((await client.request('eth_subscribe', ['pendingStuff'])).error).toEqual({
      code: -32601,
      message: 'no "pendingStuff" subscription in eth namespace',
    });
    client.socket.send(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 'b', method: 'net_version', params: [] },
      ]),
    );
    expect(await client.next()).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0xa86a' },
      { jsonrpc: '2.0', id: 'b', result: '1' },
    ]);
    client.socket.close();
    await client.closed;
  });

  test('dropWebSockets and the wsdrop fault cut connections (for reconnect tests)', async () => {
    const first = await connect(server.wsUrl);
    server.dropWebSockets();
    expect(await first.closed).toBe(1006);
    server.setFaults({ routes: { '/ext/bc/C/ws': { kinds: ['wsdrop'] } } });
    const second = await connect(server.wsUrl);
    second.socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }));
    expect(await second.closed).toBe(1006);
    server.setFaults(undefined);
  });

  test('a subnet chain has its own websocket; an unknown chain is refused', async () => {
    const chain = server.data.networks.mainnet.evmChains[1];
    const client = await connect(server.wsUrl.replace('/C/', `/${chain?.blockchainId}/`));
    expect(BigInt((await client.request('eth_chainId', [])).result)).toBe(BigInt(chain?.chainId ?? 0));
    client.socket.close();
    await client.closed;
    await expect(connect(server.wsUrl.replace('/C/', '/nope/'))).rejects.toThrow();
  });
  test('a malformed handshake gets a 400 and no connection (logged 400); a binary frame is read as text', async () => {
    const { port } = new URL(server.wsUrl);
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connectTcp(Number(port), '127.0.0.1', () =>
        socket.write(
          'GET /ext/bc/C/ws HTTP/1.1\r\nhost: 127.0.0.1\r\nupgrade: websocket\r\nconnection: Upgrade\r\n' +
            'sec-websocket-key: abc\r\nsec-websocket-version: 13\r\n\r\n',
        ),
      );
      socket.once('data', (chunk) => resolve(String(chunk).split('\r\n')[0] ?? ''));
      socket.once('error', reject);
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect(server.requests.filter((r) => r.path === '/ext/bc/C/ws').at(-1)?.status).toBe(400);
    const client = await connect(server.wsUrl);
    client.socket.send(
      Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })),
      {
        binary: true,
      },
    );
    expect(await client.next()).toEqual({ jsonrpc: '2.0', id: 7, result: '0xa86a' });
    client.socket.close();
    await client.closed;
  });

  test('an upgrade whose request target is not a URL (`//[`) gets a 400, and the server keeps serving', async () => {
    const { port } = new URL(server.wsUrl);
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connectTcp(Number(port), '127.0.0.1', () =>
        socket.write(
          'GET //[ HTTP/1.1\r\nhost: 127.0.0.1\r\nupgrade: websocket\r\nconnection: Upgrade\r\n' +
            'sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n',
        ),
      );
      socket.setTimeout(5000, () => socket.destroy());
      socket.once('data', (chunk) => resolve(String(chunk).split('\r\n')[0] ?? ''));
      socket.once('close', () => resolve('closed without an answer'));
      socket.once('error', reject);
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect(server.requests.at(-1)).toMatchObject({ path: '//[', status: 400 });
    const res = await fetch(`${server.nodeUrl}/ext/health`);
    expect(res.status).toBe(200);
  });

  test('a message over 32 MiB (go-ethereum read limit) closes the connection with 1009', async () => {
    const client = await connect(server.wsUrl);
    client.socket.send(`"${'x'.repeat(32 * 1024 * 1024)}"`);
    expect(await client.closed).toBe(1009);
  });
});
