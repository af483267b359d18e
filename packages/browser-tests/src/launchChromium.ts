import { existsSync } from 'node:fs';
import { type Browser, launch } from 'puppeteer-core';

/**
 * Starts headless Chromium: the binary at `$CHROMIUM_PATH` (scripts/check.d/browser.sh sets it from
 * `command -v chromium`, Debian's package; puppeteer-core downloads no browser). As root, Chromium refuses to
 * start without `--no-sandbox`. Puppeteer kills it when this process exits; `browser.close()` stops it before.
 */
export async function launchChromium(executablePath = process.env.CHROMIUM_PATH): Promise<Browser> {
  if (!executablePath || !existsSync(executablePath)) {
    throw new Error(
      `no Chromium at ${executablePath ?? '$CHROMIUM_PATH (unset)'}: run scripts/check.d/browser.sh, which installs Debian's chromium package, or set CHROMIUM_PATH`,
    );
  }
  const root = process.getuid?.() === 0;
  return launch({
    executablePath,
    headless: true,
    // puppeteer's own waits: the browser's start, and every DevTools call (page.evaluate included)
    timeout: 30_000,
    protocolTimeout: 60_000,
    args: [...(root ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}
