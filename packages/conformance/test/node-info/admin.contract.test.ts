/**
 * The admin methods past the seed's list (admin.dbGet, admin.getConfig, admin.stacktrace) against the mock
 * server, which answers them as AvalancheGo v1.14.0 does.
 */
import { useMockServer } from '@pkg/mock-server/vitest';
import { createNodeInfoClient, ValidationError } from '@pkg/node-info';
import { describe, expect, it } from 'vitest';

const mock = useMockServer({ seed: 7 });
const client = () => createNodeInfoClient({ url: mock.server.nodeUrl });

describe('node-info contract (mock server): admin.dbGet, admin.getConfig, admin.stacktrace', () => {
  it('admin.getConfig reports the network that info.getNetworkID and the X chain report', async () => {
    const node = client();
    const [config, { networkID }] = await Promise.all([node.admin.getConfig(), node.info.getNetworkID()]);
    // the config carries networkID as a JSON number; info.getNetworkID as a decimal string
    expect(String(config.networkID)).toBe(String(networkID));
    expect(config.avaxAssetID).toBe(mock.server.data.networks.mainnet.avaxAssetId);
  });

  it('admin.dbGet of an absent key is no error: an empty value and errorCode 2; a key without 0x never leaves', async () => {
    const node = client();
    await expect(node.admin.dbGet({ key: '0x00' })).resolves.toEqual({ value: '', errorCode: 2 });
    mock.server.clearRequests();
    await expect(node.admin.dbGet({ key: 'genesisID' })).rejects.toBeInstanceOf(ValidationError);
    expect(mock.server.requests).toHaveLength(0);
  });

  it('admin.stacktrace answers {} on /ext/admin', async () => {
    const node = client();
    mock.server.clearRequests();
    await expect(node.admin.stacktrace()).resolves.toEqual({});
    expect(mock.server.requests.map((r) => [r.path, r.rpcMethods])).toEqual([
      ['/ext/admin', ['admin.stacktrace']],
    ]);
  });
});
