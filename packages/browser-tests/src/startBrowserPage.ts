import type { Browser } from 'puppeteer-core';
import { bundleBrowserEntry } from './bundleBrowserEntry.js';
import { launchChromium } from './launchChromium.js';
import { openScenarioPage, type ScenarioPage } from './openScenarioPage.js';
import { startPageServer } from './startPageServer.js';
import { withTimeout } from './withTimeout.js';

/** The browser side of a suite: the page's origin, Chromium, and the page holding the bundle. */
export interface BrowserPage extends ScenarioPage {
  /** The page's origin (`http://127.0.0.1:<port>`): the servers the clients call are on others. */
  origin: string;
  /** Closes Chromium (killed if it does not close in 10 s), then the page's server. Idempotent. */
  close(): Promise<void>;
}

/**
 * Bundles the page's script ({@link bundleBrowserEntry}: fails on a Node-only import or global), serves it from
 * a loopback origin, starts Chromium and opens the page. Whatever was started is stopped again when a later
 * step fails.
 */
export async function startBrowserPage(): Promise<BrowserPage> {
  const script = await bundleBrowserEntry();
  const server = await startPageServer(script);
  let browser: Browser | undefined;
  const close = once(async () => {
    try {
      if (browser) await closeBrowser(browser);
    } finally {
      await server.close();
    }
  });
  try {
    browser = await launchChromium();
    const opened = await openScenarioPage(browser, server.url);
    return { ...opened, origin: server.origin, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `browser.close()`, bounded: a browser that does not close in 10 s is killed by its PID. */
async function closeBrowser(browser: Browser): Promise<void> {
  try {
    await withTimeout(browser.close(), 10_000, 'closing Chromium');
  } catch {
    browser.process()?.kill('SIGKILL');
  }
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= run();
    return done;
  };
}
