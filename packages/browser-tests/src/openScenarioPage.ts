import type { Browser, Page } from 'puppeteer-core';
import { withTimeout } from './withTimeout.js';

/** A page that loaded the bundle, with what the browser said while it ran. */
export interface ScenarioPage {
  page: Page;
  /** Console errors and warnings, uncaught errors and failed requests (a CORS refusal shows here), oldest first. */
  log: string[];
  /** Every request the page sent, as `<METHOD> <url>`, CORS preflights (`OPTIONS`) included. */
  requests: string[];
}

/**
 * Opens `url` in a new tab and waits (bounded) until its script has handed over `runInPage`. Everything the
 * browser reports that a failure would be explained by is kept in `log`.
 */
export async function openScenarioPage(
  browser: Browser,
  url: string,
  timeoutMs = 15_000,
): Promise<ScenarioPage> {
  const page = await browser.newPage();
  const log: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      log.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.push(`uncaught: ${String(error)}`));
  page.on('requestfailed', (request) =>
    log.push(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? '?'}`),
  );
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  await withTimeout(
    page.waitForFunction(() => typeof (globalThis as { runInPage?: unknown }).runInPage === 'function', {
      timeout: timeoutMs,
    }),
    timeoutMs + 1_000,
    `the page's script at ${url} (log: ${log.join(' | ') || 'empty'})`,
  );
  return { page, log, requests };
}
