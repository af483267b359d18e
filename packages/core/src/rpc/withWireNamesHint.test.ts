import { describe, expect, it } from 'vitest';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import type { Wire } from './createWireRouter.js';
import { withWireNamesHint } from './withWireNamesHint.js';

const base = 'http://127.0.0.1:9650';
const seed: Wire = { name: 'xvm.getHeight', url: `${base}/ext/bc/X`, batch: false, objectParams: false };
const deployed: Wire = { ...seed, name: 'avm.getHeight' };
const refusal = new JsonRpcError({
  code: -32601,
  message: "rpc: can't find service xvm",
  method: 'xvm.getHeight',
  url: `${base}/ext/bc/X`,
});

describe('withWireNamesHint', () => {
  it('names the deployed name, its path and auto in a refusal of the seed name', () => {
    const hinted = withWireNamesHint(refusal, seed, deployed, base) as JsonRpcError;
    expect(hinted.shortMessage).toBe(
      "rpc: can't find service xvm (xvm.getHeight is the API document's name; deployed nodes may not serve it: wireNames: 'deployed' sends avm.getHeight to /ext/bc/X; 'auto', the default, falls back to it by itself)",
    );
    expect(JsonRpcError.isInstance(hinted) && hinted.code).toBe(-32601);
  });

  it('leaves other errors, and methods whose deployed name is the seed one, unchanged', () => {
    const other = new JsonRpcError({
      code: -32000,
      message: 'execution reverted',
      method: 'xvm.getHeight',
      url: 'http://127.0.0.1:9650/ext/bc/X',
    });
    expect(withWireNamesHint(other, seed, deployed, base)).toBe(other);
    expect(withWireNamesHint(refusal, seed, seed, base)).toBe(refusal);
  });
});
