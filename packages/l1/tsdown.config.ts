import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/viem.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: false,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: [/^@pkg\//, 'viem'],
});
