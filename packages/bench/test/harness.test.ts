import { createServer } from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { blocksPage, REST_BODY, rpcAnswer } from '../src/fixtures.ts';
import { blockedHosts, installNetworkGuard } from '../src/guard.ts';
import { createStubFetch } from '../src/stubFetch.ts';

describe('loopback fixtures', () => {
  it('answers a JSON-RPC batch item by item, echoing each id', () => {
    expect(
      rpcAnswer([
        { id: 7, method: 'eth_blockNumber' },
        { id: 'x', method: 'platform.getCurrentSupply' },
      ]),
    ).toEqual([
      { jsonrpc: '2.0', id: 7, result: '0x2faf080' },
      { jsonrpc: '2.0', id: 'x', result: { supply: '720000000000000000' } },
    ]);
    expect(rpcAnswer({ id: 1, method: 'eth_chainId' })).toEqual({ jsonrpc: '2.0', id: 1, result: '0xa86a' });
  });

  it('serves pages that join without gaps or repeats, the last without a next token', () => {
    const seen: string[] = [];
    let token: string | undefined = '0';
    while (token !== undefined) {
      const page = JSON.parse(blocksPage(Number(token), 4, 10)) as {
        blocks: { blockNumber: string }[];
        nextPageToken?: string;
      };
      seen.push(...page.blocks.map((b) => b.blockNumber));
      token = page.nextPageToken;
    }
    expect(seen).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('has a REST body of about 2.4 kB', () => {
    expect(REST_BODY.length).toBeGreaterThan(2300);
    expect(REST_BODY.length).toBeLessThan(2500);
  });
});

describe('stub fetch', () => {
  it('answers a POSTed Request with the JSON-RPC answer and counts calls', async () => {
    const stub = createStubFetch();
    const res = await stub.fetch(
      new Request('http://127.0.0.1/ext/bc/C/rpc', {
        method: 'POST',
        body: JSON.stringify([{ jsonrpc: '2.0', id: 3, method: 'eth_blockNumber' }]),
      }),
    );
    expect(await res.json()).toEqual([{ jsonrpc: '2.0', id: 3, result: '0x2faf080' }]);
    expect(await (await stub.fetch('http://127.0.0.1/v1/chains')).text()).toBe(REST_BODY);
    expect(stub.calls()).toBe(2);
  });
});

describe('network guard', () => {
  it('refuses a connection to a non-loopback host before it leaves, and lets loopback through', async () => {
    installNetworkGuard();
    expect(() => net.connect({ host: '192.0.2.1', port: 80 })).toThrow(
      /refused a connection to 192\.0\.2\.1/,
    );
    expect(blockedHosts()).toContain('192.0.2.1');

    const server = createServer((_, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe('ok');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
