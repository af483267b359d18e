import { describe, expect, it } from 'vitest';
import { createWireRouter } from './createWireRouter.js';
import type { MethodTable, WireNameMap } from './types.js';

const table: MethodTable = {
  'xvm.getHeight': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [] },
  eth_chainId: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  admin_setLogLevel: { endpoint: '/ext/bc/{blockchainId}/admin', by: 'position', params: ['args'] },
  admin_exportChain: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: ['file'] },
  admin_importChain: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: ['file'] },
  'atomic.getTx': { endpoint: '/ext/bc/C/atomic', by: 'position', params: ['args'] },
};
const deployed: WireNameMap = {
  namespaces: { xvm: 'avm', atomic: 'avax' },
  paths: { '/ext/bc/C/atomic': '/ext/bc/C/avax' },
  objectParams: ['/ext/bc/{blockchainId}/admin'],
};
const config = {
  defaultEndpoint: '/ext/bc/{blockchainId}/rpc',
  variables: { blockchainId: 'a/b?c' },
  batchEndpoints: ['/ext/bc/{blockchainId}/rpc'],
};
const base = 'http://127.0.0.1:9650';

describe('createWireRouter', () => {
  it('routes a method to its endpoint with variables encoded, batching where the endpoint accepts it', () => {
    const router = createWireRouter(table, config, { base, endpoints: {} });
    expect(router.wireOf({}, 'eth_chainId')).toEqual({
      name: 'eth_chainId',
      url: `${base}/ext/bc/a%2Fb%3Fc/rpc`,
      batch: true,
      objectParams: false,
    });
    expect(router.wireOf({}, 'xvm.getHeight').batch).toBe(false);
  });

  it('applies a name map: namespace, path, and params as one object where the map says (per endpoint)', () => {
    const router = createWireRouter(
      table,
      { ...config, variables: { blockchainId: 'C' } },
      { base, endpoints: {} },
    );
    expect(router.wireOf(deployed, 'xvm.getHeight').name).toBe('avm.getHeight');
    expect(router.wireOf(deployed, 'atomic.getTx')).toMatchObject({
      name: 'avax.getTx',
      url: `${base}/ext/bc/C/avax`,
    });
    expect(router.wireOf(deployed, 'admin_setLogLevel')).toMatchObject({
      name: 'admin.setLogLevel',
      objectParams: true,
    });
    expect(router.wireOf(deployed, 'admin_exportChain')).toMatchObject({
      name: 'admin_exportChain',
      objectParams: false,
    });
  });

  it("sends a name the table lacks where most of its namespace's methods go, else to the default endpoint", () => {
    const router = createWireRouter(table, config, { base, endpoints: {} });
    expect(router.templateOf('admin_other')).toBe('/ext/bc/{blockchainId}/rpc');
    expect(router.templateOf('debug_traceBlock')).toBe(config.defaultEndpoint);
    expect(router.templateOf('atomic.other')).toBe('/ext/bc/C/atomic');
  });

  it('lets endpoints replace a namespace (by its seed or deployed name)', () => {
    const router = createWireRouter(table, config, {
      base,
      endpoints: { eth: 'http://rpc.example/', avm: 'http://x.example/' },
    });
    expect(router.wireOf({}, 'eth_chainId').url).toBe('http://rpc.example/');
    expect(router.wireOf(deployed, 'xvm.getHeight').url).toBe('http://x.example/');
    expect(router.urlOf({}, 'xvm', '/ext/bc/{blockchainId}')).toBe(`${base}/ext/bc/a%2Fb%3Fc`);
  });
});
