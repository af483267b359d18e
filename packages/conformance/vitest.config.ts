import { defineConfig } from 'vitest/config';

// The conformance suite (`pnpm --filter @pkg/conformance conformance`, run by scripts/check.d/conformance.sh):
// our Data and Metrics clients against Prism serving the deployed services' published OpenAPI documents.
// Not part of `pnpm test`: it starts Prism processes (each stopped by its PID in afterAll). The clients'
// contract tests against the mock server (test/<client>/) are vitest.contract.config.ts's (`pnpm test`).
export default defineConfig({
  test: {
    include: ['test/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    passWithNoTests: false,
  },
});
