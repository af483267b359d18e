import { describe, expect, test } from 'vitest';
import type { JsonBody } from '../testJson.js';
import { useMockServer } from '../vitest.js';
import { rpcMethods } from './methods.js';

// the default: the node as AvalancheGo v1.15 with Helicon active (Fuji, Mainnet)
const mock = useMockServer({ seed: 5 });
const pre = useMockServer({ seed: 5, era: 'pre-helicon' });

async function post(url: string, path: string, body: unknown): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}
const call = (path: string, method: string, params: unknown = []) =>
  post(mock.server.nodeUrl, path, { jsonrpc: '2.0', id: 1, method, params });

const removed = rpcMethods.filter(
  (m) => m.servedOn?.includes('c-chain-pre-helicon') && !m.servedOn.includes('c-chain-helicon'),
);
const subnetId = () => mock.server.data.networks.mainnet.evmChains.find((c) => !c.isCChain)?.blockchainId;

describe('the node under Helicon (the default era)', () => {
  test('answers every method Helicon removed from the C chain as v1.15 does: -32601, a 404, or -32000', async () => {
    expect(removed.length).toBeGreaterThan(40);
    for (const method of removed) {
      const server = method.servers[0] ?? '';
      if (server.endsWith('/admin')) {
        const wire = method.name.replace(/^admin_/, 'admin.');
        expect((await call('/ext/bc/C/admin', wire, {})).status, method.name).toBe(404);
      } else if (server.endsWith('/atomic')) {
        const { body } = await call('/ext/bc/C/avax', 'avax.version', {});
        expect(body.error).toEqual({
          code: -32000,
          message: 'rpc: can\'t find method "avax.Version"',
          data: null,
        });
      } else {
        const { body } = await call('/ext/bc/C/rpc', method.name);
        expect(body.error, method.name).toEqual({
          code: -32601,
          message: `the method ${method.name} does not exist/is not available`,
        });
      }
    }
  });

  test('a Subnet-EVM chain still serves them', async () => {
    const { body } = await call(`/ext/bc/${subnetId()}/rpc`, 'eth_accounts');
    expect(body.error).toBeUndefined();
    expect(Array.isArray(body.result)).toBe(true);
  });

  test('serves every method the specs mark c-chain-helicon on the C chain (no -32601)', async () => {
    const served = rpcMethods.filter(
      (m) => m.servedOn === undefined || m.servedOn.includes('c-chain-helicon'),
    );
    for (const method of served.filter((m) => m.servers[0]?.startsWith('/ext/bc/{blockchainId}/rpc'))) {
      const { body } = await call('/ext/bc/C/rpc', method.name);
      expect(body.error?.code, method.name).not.toBe(-32601);
    }
  });

  test('refuses the accepted block tag on the C chain (-32602), not on a Subnet-EVM chain or before Helicon', async () => {
    const { body } = await call('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['accepted', false]);
    expect(body.error).toEqual({ code: -32602, message: 'invalid argument 0: hex string without 0x prefix' });
    const onSubnet = await call(`/ext/bc/${subnetId()}/rpc`, 'eth_getBlockByNumber', ['accepted', false]);
    expect(onSubnet.body.result?.number).toMatch(/^0x/);
    const before = await post(pre.server.nodeUrl, '/ext/bc/C/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBlockByNumber',
      params: ['accepted', false],
    });
    expect(before.body.result?.number).toMatch(/^0x/);
  });

  test('says it is AvalancheGo v1.15: client version, rpc protocol 46, heliconTime', async () => {
    expect((await call('/ext/bc/C/rpc', 'web3_clientVersion')).body.result).toMatch(
      /^avalanchego\/1\.15\.0 \[/,
    );
    const version = (await call('/ext/info', 'info.getNodeVersion', {})).body.result;
    expect(version).toMatchObject({ version: 'avalanchego/1.15.0', rpcProtocolVersion: '46' });
    const upgrades = (await call('/ext/info', 'info.upgrades', {})).body.result;
    expect(upgrades.heliconTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    const before = await post(pre.server.nodeUrl, '/ext/info', {
      jsonrpc: '2.0',
      id: 1,
      method: 'info.upgrades',
    });
    expect(before.body.result.heliconTime).toBeUndefined();
  });

  test('lists an auto-renewed validator with validatorAuthority, nextPeriod and autoCompoundRewardShares', async () => {
    const { validators } = (await call('/ext/bc/P', 'platform.getCurrentValidators', {})).body.result;
    const renewed = validators.filter((v: Record<string, unknown>) => 'nextPeriod' in v);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatchObject({
      validatorAuthority: { addresses: expect.any(Array), threshold: expect.any(String) },
      nextPeriod: expect.stringMatching(/^\d+$/),
      autoCompoundRewardShares: expect.stringMatching(/^\d+$/),
    });
  });
});
