import { defineConfig } from 'tsdown';

export default defineConfig({
  // index.ts: every runtime (global fetch); index.node.ts: Node, with the node:http fast path.
  entry: ['src/index.ts', 'src/index.node.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: false,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  deps: { neverBundle: [/^node:/] },
});
