/**
 * node-info against the mock server (@pkg/mock-server): real HTTP, the answers of a real AvalancheGo v1.14.0
 * node (which takes no JSON array on /ext/info, /ext/admin or /ext/health: calls made together go out as
 * separate requests).
 */
import { useMockServer } from '@pkg/mock-server/vitest';
import { createNodeInfoClient, HttpError, JsonRpcError, ValidationError } from '@pkg/node-info';
import { describe, expect, it } from 'vitest';

const mock = useMockServer({ seed: 7 });
const client = (options: Parameters<typeof createNodeInfoClient>[0] = {}) =>
  createNodeInfoClient({ url: mock.server.nodeUrl, ...options });

describe('node-info contract (mock server)', () => {
  it('info.*: every method answers with the documented shape', async () => {
    const node = client();
    const [id, name, version, fee, vms, nodeId, ip, acps, upgrades, uptime] = await Promise.all([
      node.info.getNetworkID(),
      node.info.getNetworkName(),
      node.info.getNodeVersion(),
      node.info.getTxFee(),
      node.info.getVMs(),
      node.info.getNodeID(),
      node.info.getNodeIP(),
      node.info.acps(),
      node.info.upgrades(),
      node.info.uptime(),
    ]);
    // The node sends networkID as a decimal string.
    expect(id.networkID).toBe('1');
    expect(typeof name.networkName).toBe('string');
    expect(Object.keys(version).sort()).toEqual([
      'databaseVersion',
      'gitCommit',
      'rpcProtocolVersion',
      'version',
      'vmVersions',
    ]);
    expect(fee.txFee).toMatch(/^\d+$/);
    expect(Object.values(vms.vms).flat()).toContain('avm');
    expect(Object.values(vms.fxs ?? {})).toContain('secp256k1fx');
    expect(nodeId.nodeID).toMatch(/^NodeID-/);
    expect(typeof ip.ip).toBe('string');
    expect(typeof acps.acps).toBe('object');
    expect(upgrades.durangoTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(upgrades.graniteEpochDuration).toBe(30_000_000_000);
    // the mock answers as v1.15 with Helicon active: heliconTime set, rpc protocol 46
    expect(upgrades.heliconTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(version).toMatchObject({ version: 'avalanchego/1.15.0', rpcProtocolVersion: '46' });
    // v1.14.0 sends the uptime percentages as decimal strings
    expect(uptime.rewardingStakePercentage).toMatch(/^\d+\.\d{4}$/);
    expect(uptime.weightedAveragePercentage).toMatch(/^\d+\.\d{4}$/);
    const { blockchainID } = await node.info.getBlockchainID({ alias: 'X' });
    await expect(node.info.isBootstrapped({ chain: blockchainID })).resolves.toEqual({
      isBootstrapped: true,
    });
    const { peers, numPeers } = await node.info.peers();
    expect(numPeers).toBe(String(peers.length));
    const one = peers[0]!.nodeID;
    expect((await node.info.peers({ nodeIDs: [one] })).peers.map((p) => p.nodeID)).toEqual([one]);
  });

  it('admin.*: aliases, loggers, profilers', async () => {
    const node = client();
    // The node takes a chain ID here, not an alias.
    const xChainId = mock.server.data.networks.mainnet.xChainId;
    expect((await node.admin.getChainAliases({ chain: xChainId })).aliases).toEqual(['X', 'avm', xChainId]);
    const alias = await node.admin.getChainAliases({ chain: 'X' }).catch((e) => e);
    expect(alias).toBeInstanceOf(JsonRpcError);
    expect(alias.message).toContain('input string is smaller than the checksum size');
    expect(Object.keys((await node.admin.getLoggerLevel({ loggerName: 'C' })).loggerLevels)).toEqual(['C']);
    // v1.14 answers the levels it set
    await expect(node.admin.setLoggerLevel({ loggerName: 'C', logLevel: 'DEBUG' })).resolves.toEqual({
      loggerLevels: { C: { logLevel: 'DEBUG', displayLevel: 'INFO' } },
    });
    await expect(node.admin.alias({ endpoint: 'bc/X', alias: 'myX' })).resolves.toEqual({});
    await expect(node.admin.startCPUProfiler()).resolves.toEqual({});
    await expect(node.admin.startCPUProfiler()).rejects.toMatchObject({
      code: -32000,
      message: expect.stringContaining('cpu profiler already running'),
    });
    await expect(node.admin.stopCPUProfiler()).resolves.toEqual({});
    expect((await node.admin.loadVMs()).newVMs).toBeTypeOf('object');
  });

  it('rejects a documented rule locally: nothing reaches the node', async () => {
    const node = client();
    mock.server.clearRequests();
    await expect(node.admin.setLoggerLevel({ loggerName: 'C' })).rejects.toBeInstanceOf(ValidationError);
    await expect(node.admin.alias({ endpoint: 'bc/X', alias: 'x'.repeat(513) })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(mock.server.requests).toEqual([]);
  });

  it('a service error arrives as JsonRpcError with the code and message the node sent', async () => {
    const error = await client()
      .info.isBootstrapped({ chain: 'no-such-chain' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error.code).toBe(-32000);
    expect(error.method).toBe('info.isBootstrapped');
    expect(error.message).toContain('no-such-chain');
  });

  it('health: JSON-RPC and GET, tags sent as repeated query parameters', async () => {
    const node = client();
    expect((await node.health.health({ tags: ['P'] })).healthy).toBe(true);
    expect((await node.health.readiness()).healthy).toBe(true);
    expect(await node.health.liveness()).toMatchObject({ healthy: true });
    mock.server.clearRequests();
    expect((await node.health.get({ tags: ['P', 'X'] })).healthy).toBe(true);
    expect((await node.health.getReadiness()).healthy).toBe(true);
    expect((await node.health.getLiveness()).healthy).toBe(true);
    expect(mock.server.requests.map((r) => [r.method, r.path, r.query, r.status])).toEqual([
      ['GET', '/ext/health', '?tag=P&tag=X', 200],
      ['GET', '/ext/health/readiness', '', 200],
      ['GET', '/ext/health/liveness', '', 200],
    ]);
  });

  it('health GET: an unhealthy node (503) is a result with its failing checks, not an error', async () => {
    mock.server.setFaults({ routes: { '/ext/health': { kinds: ['health503'] } } });
    try {
      const report = await client().health.get();
      expect(report.healthy).toBe(false);
      expect(Object.values(report.checks).some((check) => check.error !== undefined)).toBe(true);
    } finally {
      mock.server.setFaults(undefined);
    }
  });

  it('two info calls made together with default options both resolve', async () => {
    const node = client();
    const [id, version] = await Promise.all([node.info.getNetworkID(), node.info.getNodeVersion()]);
    expect(id.networkID).toBe('1');
    expect(version.version).toMatch(/^avalanchego\//);
  });

  it('calls made together go out as separate requests: the node answers a JSON array on /ext/info with one error', async () => {
    const node = client();
    mock.server.clearRequests();
    const ids = await Promise.all(Array.from({ length: 85 }, () => node.info.getNetworkID()));
    expect(ids.map((r) => r.networkID)).toEqual(Array(85).fill('1'));
    const posts = mock.server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.rpcMethods.length)).toEqual(Array(85).fill(1));
    expect(posts.every((r) => r.path === '/ext/info')).toBe(true);
  });

  it('mixed info, admin and health calls in one tick each resolve', async () => {
    const node = client();
    mock.server.clearRequests();
    const [name, levels, live] = await Promise.all([
      node.info.getNetworkName(),
      node.admin.getLoggerLevel({}),
      node.health.liveness(),
    ]);
    expect(name.networkName).toBe('mainnet');
    expect(Object.keys(levels.loggerLevels)).toContain('C');
    expect(live.healthy).toBe(true);
    const posts = mock.server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.rpcMethods.length]).sort()).toEqual([
      ['/ext/admin', 1],
      ['/ext/health', 1],
      ['/ext/info', 1],
    ]);
  });

  it('a proxy or node failure status arrives as HttpError after the retries', async () => {
    mock.server.setFaults({ routes: { '/ext/info': { kinds: ['502'] } } });
    try {
      const node = client({ retry: { retries: 1, minDelayMs: 1, maxDelayMs: 2 } });
      mock.server.clearRequests();
      const error = await node.info.getNetworkName().catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(502);
      expect(mock.server.requests).toHaveLength(2);
    } finally {
      mock.server.setFaults(undefined);
    }
  });

  it('never retries a method the spec marks unsafe to repeat', async () => {
    mock.server.setFaults({ routes: { '/ext/admin': { kinds: ['503'] } } });
    try {
      const node = client({ retry: { retries: 3, minDelayMs: 1, maxDelayMs: 2 } });
      mock.server.clearRequests();
      await expect(node.admin.aliasChain({ chain: 'X', alias: 'x2' })).rejects.toMatchObject({ status: 503 });
      expect(mock.server.requests).toHaveLength(1);
      mock.server.clearRequests();
      await expect(node.admin.getChainAliases({ chain: 'X' })).rejects.toMatchObject({ status: 503 });
      expect(mock.server.requests).toHaveLength(4);
    } finally {
      mock.server.setFaults(undefined);
    }
  });
});
