import { defineConfig } from 'vitest/config';

// The subnet suite (`pnpm test:subnet`): one AvalancheGo node with one Subnet-EVM chain for the run
// (globalSetup: subnet, chain and restart take a few seconds, so once), from the binaries
// scripts/real-node/install-avalanchego.sh and install-subnet-evm.sh install. Not part of `pnpm test`.
export default defineConfig({
  test: {
    include: ['test/subnet*.test.ts'],
    globalSetup: ['./src/subnetGlobalSetup.ts'],
    // one chain, shared: files run one after the other so a fee change does not race another test
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    passWithNoTests: false,
  },
});
