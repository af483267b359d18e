import { defineConfig } from 'vitest/config';

// `pnpm test`: the bundle checker's own tests (no browser). The browser suites are vitest.browser.config.ts's.
export default defineConfig({
  test: {
    include: ['test/*.test.ts'],
    testTimeout: 30_000,
    passWithNoTests: false,
  },
});
