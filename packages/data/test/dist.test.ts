import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The built package (turbo runs build before test): both formats must load and send a request.
const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
  new Response(JSON.stringify({ url: new Request(input, init).url }), {
    headers: { 'content-type': 'application/json' },
  });

describe('dist', () => {
  it('the CJS build works through require()', async () => {
    const cjs = createRequire(import.meta.url)('../dist/index.cjs');
    const result = await cjs
      .createDataClient({ fetch, baseUrl: 'http://127.0.0.1:1' })
      .getBlock({ chainId: '1', blockId: '2' });
    expect(result).toEqual({ url: 'http://127.0.0.1:1/v1/chains/1/blocks/2' });
  });

  it('the ESM build works through import()', async () => {
    const esmEntry = '../dist/index.js'; // a variable: typecheck runs before build
    const esm = await import(esmEntry);
    const result = await esm
      .createDataClient({ fetch, baseUrl: 'http://127.0.0.1:1' })
      .getBlock({ chainId: '1', blockId: '2' });
    expect(result).toEqual({ url: 'http://127.0.0.1:1/v1/chains/1/blocks/2' });
  });
});
