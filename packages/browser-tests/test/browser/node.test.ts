import { type AvalancheNode, startAvalancheNode } from '@pkg/localnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/runScenario.js';
import { type BrowserPage, startBrowserPage } from '../../src/startBrowserPage.js';
import { withoutPreflights } from '../../src/withoutPreflights.js';

// The clients in headless Chromium against a real AvalancheGo v1.14.0 single-node network on loopback
// ($AVALANCHEGO_PATH; scripts/check.d/browser.sh installs it as node.sh does). AvalancheGo answers CORS for any
// origin by default (`--http-allowed-origins=*`), so the page, on another origin, calls it as a dapp would.
let node: AvalancheNode;
let browser: BrowserPage;

beforeAll(async () => {
  // the node's start (up to 90 s) and the browser's overlap
  const [started, opened] = await Promise.allSettled([
    startAvalancheNode({ readyTimeoutMs: 90_000 }),
    startBrowserPage(),
  ]);
  if (started.status === 'fulfilled') node = started.value;
  if (opened.status === 'fulfilled') browser = opened.value;
  if (started.status === 'rejected') throw started.reason;
  if (opened.status === 'rejected') throw opened.reason;
});

afterAll(async () => {
  try {
    await browser?.close();
  } finally {
    await node?.stop();
  }
});

describe('the clients in Chromium against a real AvalancheGo node (another origin)', () => {
  it('batch eth_blockNumber and eth_chainId, called in one tick, into one HTTP request', async () => {
    const sent = browser.requests.length;
    const result = await runScenario(browser, 'evmBatch', { url: node.url });
    expect(result.chainId).toBe('0xa868'); // 43112, the local network's C chain
    expect(result.blockNumber).toMatch(/^0x[0-9a-f]+$/);
    expect(result.requests).toBe(1);
    expect(withoutPreflights(browser.requests.slice(sent))).toEqual([`POST ${node.url}/ext/bc/C/rpc`]);
  });

  it('call platform.getHeight through the P-chain client', async () => {
    const { height } = await runScenario(browser, 'pchainHeight', { url: node.url });
    expect(height).toMatch(/^\d+$/);
  });

  it('call it with the userAgent option set: no header of ours asks a preflight the node refuses', async () => {
    const { height } = await runScenario(browser, 'pchainHeight', {
      url: node.url,
      userAgent: 'my-dapp/1.0',
    });
    expect(height).toMatch(/^\d+$/);
  });

  it("call xvm.getHeight through the X-chain client (the node's name, avm.getHeight, found by 'auto')", async () => {
    const sent = browser.requests.length;
    const { height } = await runScenario(browser, 'xchainHeight', { url: node.url });
    expect(height).toMatch(/^\d+$/);
    // the seed's name refused, then the deployed one: two requests to /ext/bc/X
    expect(withoutPreflights(browser.requests.slice(sent))).toEqual([
      `POST ${node.url}/ext/bc/X`,
      `POST ${node.url}/ext/bc/X`,
    ]);
  });

  it('reject a call aborted in flight with the abort reason', async () => {
    const aborted = await runScenario(browser, 'abortedCall', { url: node.url });
    expect(aborted).toMatchObject({
      rejected: true,
      isReason: true,
      message: 'stopped by the page',
      requests: 1,
    });
  });
});
