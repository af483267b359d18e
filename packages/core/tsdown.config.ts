import { defineConfig } from 'tsdown';

export default defineConfig({
  // index: every runtime (fetch); rest: the REST runtime (optional peer openapi-fetch);
  // undici: the opt-in Node fast path (optional peer undici); wire: the specs' wire names and refusals
  // (the mock server answers by them).
  entry: {
    index: 'src/index.ts',
    rest: 'src/rest/index.ts',
    undici: 'src/undici/index.ts',
    wire: 'src/wire/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: false,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  deps: { neverBundle: [/^node:/, /^openapi-fetch/, /^undici/] },
});
