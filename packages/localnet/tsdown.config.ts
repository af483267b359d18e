import { defineConfig } from 'tsdown';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'node',
    fixedExtension: false,
  },
  {
    // the command (`avalanche-localnet`, `pnpm localnet`): ESM only, with its shebang
    entry: ['src/cli.ts'],
    format: ['esm'],
    dts: false,
    sourcemap: false,
    clean: false,
    target: 'es2022',
    platform: 'node',
    fixedExtension: false,
  },
]);
