// The page's one script: bundled by bundleBrowserEntry (platform browser, ESM, no Node polyfills), loaded by
// the page startPageServer serves. It hands `runInPage` to the driver (puppeteer's page.evaluate).
import { runInPage } from './runInPage.js';

(globalThis as { runInPage?: typeof runInPage }).runInPage = runInPage;
