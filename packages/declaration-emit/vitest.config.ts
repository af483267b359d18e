import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    passWithNoTests: false,
    // each test compiles against the built packages: give tsc room on a loaded machine
    testTimeout: 120_000,
  },
});
