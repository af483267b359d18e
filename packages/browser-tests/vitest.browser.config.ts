import { defineConfig } from 'vitest/config';

// The browser suites (`pnpm --filter @pkg/browser-tests run browser`, run by scripts/check.d/browser.sh): the
// clients in headless Chromium against @pkg/mock-server and a real AvalancheGo node. Not part of `pnpm test`:
// they start Chromium and a node (each stopped by its handle in afterAll). One file at a time: each starts
// its own browser, and the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['test/browser/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    passWithNoTests: false,
  },
});
