import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

// The unit tests as Stryker runs them (stryker.config.mjs), in its sandbox (packages/core/.stryker-tmp/sandbox-*):
// no type tests, which say nothing of runtime mutants; and not retryStatuses.test.ts, which reads every README
// of the repo by a path the sandbox's depth breaks (the list itself is pinned by src/transport/retry.mutants.test.ts).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      typecheck: { enabled: false },
      exclude: ['**/node_modules/**', 'src/transport/retryStatuses.test.ts'],
    },
  }),
);
