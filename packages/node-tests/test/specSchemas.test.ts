import { expect, test } from 'vitest';
import { resultSchemaErrors, specMethods } from '../src/specSchemas.js';

// the schema check the method tests rely on can fail: refs resolve, types and required fields bite
test('a result that does not fit its spec schema is reported', () => {
  expect(resultSchemaErrors('node-info', 'info.getNetworkID', { networkID: '12345' })).toEqual([]);
  expect(resultSchemaErrors('node-info', 'info.getNetworkID', { networkID: true })).not.toEqual([]);
  expect(resultSchemaErrors('node-info', 'info.getNetworkID', {})).not.toEqual([]);
  // through a $ref into the document's components
  expect(resultSchemaErrors('pchain', 'platform.getCurrentSupply', { supply: '12' })).toEqual([]);
  expect(resultSchemaErrors('pchain', 'platform.getCurrentSupply', { supply: '-1' })).not.toEqual([]);
  expect(resultSchemaErrors('evm', 'eth_chainId', '0xa868')).toEqual([]);
  expect(resultSchemaErrors('evm', 'eth_chainId', 43112)).not.toEqual([]);
  expect(resultSchemaErrors('evm', 'eth_getBlockByNumber', { number: 1 })).not.toEqual([]);
  expect(() => resultSchemaErrors('evm', 'eth_nope', null)).toThrow(/not a method/);
  expect(specMethods('xchain')).toContain('xvm.getUTXOs');
});
