import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EntryNames, type MethodEntry, methodTableOf, type NamespacesOf } from './methodTableOf.js';

const info_getNetworkID: MethodEntry<'info.getNetworkID'> = {
  name: 'info.getNetworkID',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};
const eth_blockNumber: MethodEntry<'eth_blockNumber'> = {
  name: 'eth_blockNumber',
  endpoint: '/rpc',
  by: 'position',
  params: [],
};

describe('methodTableOf', () => {
  it('keys each entry by its wire name, whatever key it was given under', () => {
    expect(methodTableOf({ info_getNetworkID, other: eth_blockNumber })).toEqual({
      'info.getNetworkID': info_getNetworkID,
      eth_blockNumber,
    });
  });

  it('types the names and namespaces of the entries', () => {
    const table = { info_getNetworkID, eth_blockNumber };
    expectTypeOf<EntryNames<typeof table>>().toEqualTypeOf<'info.getNetworkID' | 'eth_blockNumber'>();
    interface All {
      eth: { blockNumber(): Promise<string>; chainId(): Promise<string> };
      info: { getNetworkID(): Promise<{ networkID: string }> };
      net: { version(): Promise<string> };
    }
    expectTypeOf<NamespacesOf<All, EntryNames<typeof table>>>().toEqualTypeOf<{
      eth: { blockNumber(): Promise<string> };
      info: { getNetworkID(): Promise<{ networkID: string }> };
    }>();
  });
});
