import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eth_baseFee, eth_chainId, eth_getBalance } from '@pkg/evm/methods';
import { info_getNetworkID } from '@pkg/node-info/methods';
import { platform_issueTx } from '@pkg/pchain/methods';
import { xvm_getTxFee, xvm_issueTx } from '@pkg/xchain/methods';
import { describe, expect, it } from 'vitest';
import { createNodeCalls, TX_METHODS } from './createNodeCalls.js';

/** A node behind `fetch` answering `'ok'` to every call, recording each HTTP request's URL and body. */
function okNode() {
  const requests: { url: string; body: unknown; signal: AbortSignal | null | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const body = JSON.parse(String(init?.body)) as { id: number } | { id: number }[];
    requests.push({ url, body, signal: init?.signal });
    const answer = (c: { id: number }) => ({ jsonrpc: '2.0', id: c.id, result: 'ok' });
    return Response.json(Array.isArray(body) ? body.map(answer) : answer(body));
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** Every `name` imported from `@pkg/<package>/methods` by a source file of @pkg/txs (tests aside). */
function importedEntries(): Set<string> {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const names = new Set<string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const [, list] of text.matchAll(/import \{([^}]*)\} from '@pkg\/[\w-]+\/methods'/g))
      for (const item of (list ?? '').split(',')) if (/^\s*\w+_\w+\s*$/.test(item)) names.add(item.trim());
  }
  return names;
}

describe('createNodeCalls', () => {
  it('has a client for every entry a source file of @pkg/txs imports', () => {
    const table = new Set(Object.values(TX_METHODS).flatMap((entries) => Object.keys(entries)));
    const imported = importedEntries();
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !table.has(name))).toEqual([]);
  });

  it('refuses an entry none of its clients was made with, before anything is sent', async () => {
    const node = okNode();
    const { call } = createNodeCalls({ url: 'http://node:9650', fetch: node.fetch });
    await expect(call(eth_chainId, [])).rejects.toThrow(
      'eth_chainId is not one of the methods @pkg/txs calls (TX_METHODS)',
    );
    expect(node.requests).toEqual([]);
  });

  it('keeps one concurrency limit across the four clients (one shared transport)', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = async (_: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      const { id } = JSON.parse(String(init?.body)) as { id: number };
      return Response.json({ jsonrpc: '2.0', id, result: 'ok' });
    };
    const { call } = createNodeCalls({ url: 'http://node:9650', fetch, maxConcurrency: 1 });
    await Promise.all([call(info_getNetworkID, {}), call(xvm_getTxFee, {}), call(eth_baseFee, [])]);
    expect(most).toBe(1);
  });

  it('batches the eth_ reads made together (the /rpc endpoint takes batches), never a submit', async () => {
    const node = okNode();
    const { call } = createNodeCalls({ url: 'http://node:9650', fetch: node.fetch });
    await Promise.all([
      call(eth_baseFee, []),
      call(eth_getBalance, ['0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', 'latest']),
      call(xvm_getTxFee, {}),
      call(xvm_issueTx, { tx: '0x00', encoding: 'hex' }),
      call(platform_issueTx, { tx: '0x00', encoding: 'hex' }),
    ]);
    const shapes = node.requests.map((r) => [r.url, Array.isArray(r.body) ? r.body.length : 'alone']);
    expect(shapes.sort()).toEqual([
      ['http://node:9650/ext/bc/C/rpc', 2],
      ['http://node:9650/ext/bc/P', 'alone'],
      ['http://node:9650/ext/bc/X', 'alone'],
      ['http://node:9650/ext/bc/X', 'alone'],
    ]);
  });

  it("passes each call's signal on: a read the node holds ends when the signal aborts", async () => {
    let seen: AbortSignal | undefined;
    // a node that never answers: only the call's signal can end the request
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
      );
    }) as typeof globalThis.fetch;
    const { call } = createNodeCalls({ url: 'http://node:9650', fetch, timeoutMs: 0 });
    const controller = new AbortController();
    const pending = call(info_getNetworkID, {}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('operation ended'));
    await expect(pending).rejects.toThrow('operation ended');
    expect(seen?.aborted).toBe(true);
  });
});
