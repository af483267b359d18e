import { configDefaults, defineConfig } from 'vitest/config';

// The real-node suite (`pnpm test:node`): one AvalancheGo node for the run (globalSetup), started from
// the binary scripts/real-node/install-avalanchego.sh installs. Not part of `pnpm test`.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // the subnet suite has its own node and config (vitest.subnet.config.ts, pnpm test:subnet)
    exclude: [...configDefaults.exclude, 'test/subnet*.test.ts'],
    globalSetup: ['./src/globalSetup.ts'],
    // one node, shared: files run one after the other so calls do not race a transaction test
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    passWithNoTests: false,
  },
});
