// Mutation testing of @pkg/core (issue 18): `pnpm mutate` at the repo root, on demand (not in .ci/run).
// Reports go outside the repo (STRYKER_REPORT_DIR, else ~/.cache/avalanche-sdk-mutation/core); the sandbox
// lives in packages/core/.stryker-tmp (git-ignored, so biome skips it too), where node resolution still finds
// the workspace's node_modules. Survivors judged equivalent are listed in MUTATION.md beside this file.
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

const reportDir =
  process.env.STRYKER_REPORT_DIR ?? join(homedir(), '.cache', 'avalanche-sdk-mutation', 'core');

// pnpm keeps each package's dependencies apart: Stryker is handed its plugins by path, resolved from here
const require = createRequire(import.meta.url);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'pnpm',
  plugins: [
    require.resolve('@stryker-mutator/vitest-runner'),
    require.resolve('@stryker-mutator/typescript-checker'),
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  checkers: ['typescript'],
  // the checker compiles the mutated sources only: a mutant that does not type-check is not run
  tsconfigFile: 'tsconfig.mutate.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // both runtimes (rest/createRestClient.ts, rpc/createRpcClient.ts) included; tests and type-only files not
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test-d.ts',
    '!src/**/types.ts',
    '!src/index.ts',
    '!src/*/index.ts',
  ],
  // dist stays: a test loads the built CJS copy (run `pnpm build` first)
  ignorePatterns: ['coverage', '.turbo', '*.tsbuildinfo'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // `--incremental` reuses the last run's results for mutants whose code and tests did not change
  incrementalFile: join(reportDir, 'stryker-incremental.json'),
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  htmlReporter: { fileName: join(reportDir, 'mutation.html') },
  jsonReporter: { fileName: join(reportDir, 'mutation.json') },
  thresholds: { high: 90, low: 80, break: null },
};
