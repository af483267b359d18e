import { defineConfig } from 'tsdown';

export default defineConfig({
  // Four entries: the client, its method entries (`@pkg/evm/methods`), the WebSocket client (`@pkg/evm/ws`) and
  // the viem adapter (`@pkg/evm/viem`).
  entry: {
    index: 'src/index.ts',
    methods: 'src/methods.ts',
    ws: 'src/ws/index.ts',
    viem: 'src/viem/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: false,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['@pkg/core', 'viem', 'ws'],
});
