import { type MockServer, startMockServer } from '@pkg/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_GLOBALS } from '../../src/nodeGlobalReferences.js';
import { runScenario } from '../../src/runScenario.js';
import { type BrowserPage, startBrowserPage } from '../../src/startBrowserPage.js';
import { withoutPreflights } from '../../src/withoutPreflights.js';

// The clients in headless Chromium against @pkg/mock-server: the page is served from one loopback origin, the
// mock listens on another (every call is cross-origin, so the mock's CORS answers are exercised too).
let mock: MockServer;
let browser: BrowserPage;

beforeAll(async () => {
  mock = await startMockServer({ seed: 1, newHeadsIntervalMs: 200 });
  browser = await startBrowserPage();
});

afterAll(async () => {
  try {
    await browser?.close();
  } finally {
    await mock?.close();
  }
});

describe('the clients in Chromium against the mock server (another origin)', () => {
  it('run in a realm with no Node-only global, from an origin other than the servers', async () => {
    const realm = await runScenario(browser, 'runtimeGlobals', { url: mock.nodeUrl });
    expect(realm.defined).toEqual(Object.fromEntries(NODE_GLOBALS.map((name) => [name, false])));
    expect(realm.origin).toBe(browser.origin);
    expect(realm.origin).not.toBe(new URL(mock.url).origin);
    expect(realm.userAgent).toMatch(/HeadlessChrome\//);
  });

  it('batch eth_blockNumber and eth_chainId, called in one tick, into one HTTP request', async () => {
    mock.clearRequests();
    const sent = browser.requests.length;
    const result = await runScenario(browser, 'evmBatch', { url: mock.nodeUrl });
    expect(result.blockNumber).toMatch(/^0x[0-9a-f]+$/);
    expect(result.chainId).toMatch(/^0x[0-9a-f]+$/);
    expect(result.requests).toBe(1);
    expect(withoutPreflights(browser.requests.slice(sent))).toEqual([`POST ${mock.nodeUrl}/ext/bc/C/rpc`]);
    // what the server saw: one POST carrying both methods, from the page's origin
    const posts = mock.requests.filter((r) => r.method === 'POST' && r.path === '/ext/bc/C/rpc');
    expect(posts.map((r) => [...r.rpcMethods].sort())).toEqual([['eth_blockNumber', 'eth_chainId']]);
    expect(posts[0]?.headers.origin).toBe(browser.origin);
    // the first POST from this origin: Chromium asked the mock's CORS rules first (a preflight)
    expect(mock.requests.filter((r) => r.method === 'OPTIONS').map((r) => r.path)).toEqual(['/ext/bc/C/rpc']);
  });

  it('call platform.getHeight through the P-chain client', async () => {
    const { height } = await runScenario(browser, 'pchainHeight', { url: mock.nodeUrl });
    expect(height).toMatch(/^\d+$/);
  });

  it('call xvm.getHeight through the X-chain client', async () => {
    const { height } = await runScenario(browser, 'xchainHeight', { url: mock.nodeUrl });
    expect(height).toMatch(/^\d+$/);
  });

  it('call the Data API getBlock through a per-operation client', async () => {
    const latest = mock.data.chainsById.get('43114')!.blocks.at(-1)!;
    const block = await runScenario(browser, 'dataGetBlock', {
      url: mock.dataUrl,
      blockId: latest.blockNumber,
    });
    expect(block).toEqual({ blockNumber: latest.blockNumber, blockHash: latest.blockHash });
  });

  it('receive a newHeads notification over the browser WebSocket', async () => {
    const head = await runScenario(browser, 'newHead', { url: mock.nodeUrl, timeoutMs: 10_000 });
    expect(head.number).toMatch(/^0x[0-9a-f]+$/);
    expect(head.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(head.endpoint).toBe(`${mock.wsUrl}`);
  });

  it('reject a call aborted in flight with the abort reason', async () => {
    const aborted = await runScenario(browser, 'abortedCall', { url: mock.nodeUrl });
    expect(aborted).toMatchObject({
      rejected: true,
      isReason: true,
      message: 'stopped by the page',
      requests: 1,
    });
  });
});
