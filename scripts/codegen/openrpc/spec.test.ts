import { describe, expect, it } from 'vitest';
import { deprecation, endpointOf, pascal, type RpcMethod, refName, splitWireName } from './spec.ts';

const method = (extra: Partial<RpcMethod>): RpcMethod => ({ name: 'xvm.getTx', params: [], ...extra });

describe('spec helpers', () => {
  it('splits wire names at the first . or _', () => {
    expect(splitWireName('eth_feeConfig')).toEqual({ namespace: 'eth', key: 'feeConfig' });
    expect(splitWireName('health.health')).toEqual({ namespace: 'health', key: 'health' });
    expect(splitWireName('eth_get_thing')).toEqual({ namespace: 'eth', key: 'get_thing' });
    expect(() => splitWireName('nonamespace')).toThrow('has no namespace');
  });

  it('names types in PascalCase after the wire name', () => {
    expect(pascal('xvm.getUTXOs')).toBe('XvmGetUTXOs');
    expect(pascal('eth_getBalance')).toBe('EthGetBalance');
  });

  it('reads endpoints, deprecations and bare refs', () => {
    expect(endpointOf(method({ servers: [{ url: '/ext/bc/{blockchainId}' }] }))).toBe(
      '/ext/bc/{blockchainId}',
    );
    expect(() => endpointOf(method({ servers: [{ url: 'https://x' }] }))).toThrow('endpoint path');
    expect(deprecation(method({ deprecated: true, 'x-deprecated-since': 'v1.10.0' }))).toBe('since v1.10.0');
    expect(deprecation(method({ deprecated: true, 'x-deprecated-note': 'use y' }))).toBe('use y');
    expect(deprecation(method({}))).toBeUndefined();
    expect(refName({ $ref: '#/components/schemas/Address' })).toBe('Address');
    expect(refName({ $ref: '#/components/schemas/Address', minLength: 1 })).toBeUndefined();
  });
});
