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
