import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { specPath } from '../paths.ts';
import { readRpcPackages, rpcPackages } from './packages.ts';

describe('rpcPackages', () => {
  it('is every folder of specs/openrpc/, its spec and npm name read from the folder', () => {
    const folders = readdirSync(specPath('openrpc')).filter((name) => !name.startsWith('.'));
    expect(Object.keys(rpcPackages).sort()).toEqual(folders.sort());
    expect(rpcPackages.xchain).toMatchObject({
      spec: 'openrpc/xchain',
      packageName: '@pkg/xchain',
      factory: 'createXChainClient',
    });
  });

  it('refuses a folder whose factory and variable nobody wrote down, naming it', () => {
    expect(() => readRpcPackages(['evm', 'cchain'])).toThrow('specs/openrpc/cchain');
  });
});
