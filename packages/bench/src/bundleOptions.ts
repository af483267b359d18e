import type { BuildOptions } from 'esbuild';

/** How every bundle of the size table and its profiles is built: minified ESM for the browser, as an app would ship it. */
export const bundleOptions = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
  legalComments: 'none',
} as const satisfies BuildOptions;
