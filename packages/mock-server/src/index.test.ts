import { expect, test } from 'vitest';
import * as api from './index.js';

test('the package exports exactly these names', () => {
  expect(Object.keys(api).sort()).toEqual([
    'PRIMARY_NETWORK_ID',
    'createDataSet',
    'servedRpcMethods',
    'startMockServer',
  ]);
});

test('the vitest entry exports exactly useMockServer', async () => {
  expect(Object.keys(await import('./vitest.js')).sort()).toEqual(['useMockServer']);
});

test('servers of the same seed serve the same data set; another seed another', async () => {
  const [a, b, c] = await Promise.all([
    api.startMockServer({ seed: 11 }),
    api.startMockServer({ seed: 11 }),
    api.startMockServer({ seed: 12 }),
  ]);
  try {
    const latest = async (s: typeof a) =>
      (await (await fetch(`${s.dataUrl}/v1/chains/43114/blocks?pageSize=1`)).json()).blocks[0];
    expect(await latest(a)).toEqual(await latest(b));
    expect((await latest(a)).blockHash).not.toBe((await latest(c)).blockHash);
  } finally {
    await Promise.all([a.close(), b.close(), c.close()]);
  }
});

test('servedRpcMethods lists every namespace of the node', () => {
  const methods = api.servedRpcMethods();
  for (const name of [
    'info.peers',
    'admin.alias',
    'health.health',
    'xvm.getUTXOs',
    'platform.getCurrentValidators',
    'eth_feeConfig',
    'atomic.getUTXOs',
    'validators.getCurrentValidators',
    'admin_getVMConfig',
  ]) {
    expect(methods).toContain(name);
  }
});
