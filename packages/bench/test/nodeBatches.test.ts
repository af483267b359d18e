import { describe, expect, it } from 'vitest';
import { acceptsBatch, NODE_BATCH_REFUSAL, rpcAnswer } from '../src/fixtures.ts';
import { createStubFetch } from '../src/stubFetch.ts';

// The bytes a real AvalancheGo v1.14.0 node sends (HTTP 200) for a JSON array on a non-EVM endpoint.
const NODE_BYTES =
  '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal array into Go value of type json2.serverRequest","data":{"jsonrpc":"","method":"","params":null,"id":null}},"id":null}';

const batch = [
  { jsonrpc: '2.0', id: 1, method: 'platform.getCurrentSupply', params: {} },
  { jsonrpc: '2.0', id: 2, method: 'platform.getCurrentSupply', params: {} },
];

describe('the loopback node takes batches only where a real node does', () => {
  it('an EVM /rpc path answers a batch item by item; node paths answer it with the one -32700 object', () => {
    expect(acceptsBatch('/ext/bc/C/rpc')).toBe(true);
    expect(acceptsBatch('/ext/bc/2XyZ/rpc?x=1')).toBe(true);
    for (const path of [
      '/ext/info',
      '/ext/admin',
      '/ext/health',
      '/ext/bc/X',
      '/ext/bc/P',
      '/ext/bc/C/avax',
    ]) {
      expect(acceptsBatch(path)).toBe(false);
      expect(JSON.stringify(rpcAnswer(batch, path))).toBe(NODE_BYTES);
    }
    expect(rpcAnswer(batch, '/ext/bc/C/rpc')).toHaveLength(2);
    expect(rpcAnswer(batch[0], '/ext/bc/P')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { supply: '720000000000000000' },
    });
    expect(JSON.stringify(NODE_BATCH_REFUSAL)).toBe(NODE_BYTES);
  });

  it('the in-process stub fetch refuses a batch to /ext/bc/P as the loopback server does', async () => {
    const stub = createStubFetch();
    const post = (path: string) =>
      stub.fetch(`http://127.0.0.1:1${path}`, { method: 'POST', body: JSON.stringify(batch) });
    expect(await (await post('/ext/bc/P')).text()).toBe(NODE_BYTES);
    expect(await (await post('/ext/bc/C/rpc')).json()).toHaveLength(2);
  });
});
