import { defineConfig } from 'vitest/config';

// The clients' contract tests (`pnpm --filter @pkg/conformance test`, part of `pnpm test`): each client against
// @pkg/mock-server, one folder per client (test/<client>/). They live here, not in the clients, because the
// mock depends on the clients (it reads their generated entries): a client that dev-depended on the mock would
// make a dependency cycle. The Prism suite (test/*.test.ts) is vitest.config.ts's.
export default defineConfig({
  test: {
    include: ['test/*/**/*.test.ts'],
    passWithNoTests: false,
    // as the mock server's own tests: vitest's 5 s default left 2x on a loaded 2-core machine; a timeout here
    // only catches a hang
    testTimeout: 30_000,
  },
});
