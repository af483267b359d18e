import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createNodeInfoClient, type NodeInfoClient } from '@pkg/node-info';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { wireNamesOf } from '../src/coverage.js';
import { describeMethods } from '../src/methodSuite.js';
import { type AvalancheNode, startAvalancheNode } from '../src/nodeFixture.js';
import { rawRpc } from '../src/rawRpc.js';
import { waitFor } from '../src/signing/waitFor.js';
import { specMethods } from '../src/specSchemas.js';

const url = inject('nodeUrl');
let xChainID = '';
let nodeID = '';
let peer: AvalancheNode | undefined;
let peerID = '';
// admin.alias and admin.aliasChain refuse an alias twice: each call gets its own
let aliases = 0;
const alias = (mode: string) => `sdk-${mode}-${process.pid}-${++aliases}`;
/** `genesisID` in hex: the key under which the node stores its genesis hash (node/node.go). */
const GENESIS_ID_KEY = `0x${Buffer.from('genesisID').toString('hex')}`;

beforeAll(async () => {
  ({ blockchainID: xChainID } = await rawRpc<{ blockchainID: string }>(
    `${url}/ext/info`,
    'info.getBlockchainID',
    { alias: 'X' },
  ));
  ({ nodeID } = await rawRpc<{ nodeID: string }>(`${url}/ext/info`, 'info.getNodeID', {}));
  // a second node that bootstraps from the first: info.peers then lists a real peer
  peer = await startAvalancheNode({
    flags: {
      ...inject('nodeNetworkFlags'),
      'bootstrap-ips': `127.0.0.1:${inject('nodeStakingPort')}`,
      'bootstrap-ids': nodeID,
    },
  });
  ({ nodeID: peerID } = await rawRpc<{ nodeID: string }>(`${peer.url}/ext/info`, 'info.getNodeID', {}));
  await waitFor(
    `${peerID} among the peers of ${nodeID}`,
    () => rawRpc<{ peers: { nodeID: string }[] }>(`${url}/ext/info`, 'info.peers', {}),
    (r) => r.peers.some((p) => p.nodeID === peerID),
  );
}, 120_000);

afterAll(async () => {
  await peer?.stop();
});

describeMethods<NodeInfoClient>({
  pkg: '@pkg/node-info',
  spec: 'node-info',
  client: (mode) => createNodeInfoClient({ url, ...wireNamesOf(mode) }),
  // the Index API is createIndexClient's, on every index the node serves: test/index.test.ts
  skip: Object.fromEntries(
    specMethods('node-info')
      .filter((m) => m.startsWith('index.'))
      .map((m) => [m, 'test/index.test.ts']),
  ),
  cases: [
    { method: 'admin.alias', calls: [(n, mode) => n.admin.alias({ endpoint: 'bc/X', alias: alias(mode) })] },
    {
      method: 'admin.aliasChain',
      calls: [(n, mode) => n.admin.aliasChain({ chain: xChainID, alias: alias(mode) })],
    },
    {
      method: 'admin.dbGet',
      calls: [
        (n) => n.admin.dbGet({ key: GENESIS_ID_KEY }), // the node keeps its genesis hash under this key
        (n) => n.admin.dbGet({ key: '0x00' }), // absent: an empty value and errorCode 2, no error
      ],
    },
    { method: 'admin.getChainAliases', calls: [(n) => n.admin.getChainAliases({ chain: xChainID })] },
    { method: 'admin.getConfig', calls: [(n) => n.admin.getConfig()] },
    {
      method: 'admin.getLoggerLevel',
      calls: [(n) => n.admin.getLoggerLevel(), (n) => n.admin.getLoggerLevel({ loggerName: 'C' })],
    },
    { method: 'admin.loadVMs', calls: [(n) => n.admin.loadVMs()] },
    { method: 'admin.lockProfile', calls: [(n) => n.admin.lockProfile()] },
    { method: 'admin.memoryProfile', calls: [(n) => n.admin.memoryProfile()] },
    // writes stacktrace.txt into the node's working directory (the fixture's temp folder)
    { method: 'admin.stacktrace', calls: [(n) => n.admin.stacktrace()] },
    {
      method: 'admin.setLoggerLevel',
      calls: [
        (n) => n.admin.setLoggerLevel({ loggerName: 'C', logLevel: 'INFO', displayLevel: 'INFO' }),
        (n) => n.admin.setLoggerLevel({ logLevel: 'INFO' }),
      ],
    },
    // start then stop in one test: the node refuses a second start while one profile runs
    {
      method: 'admin.startCPUProfiler',
      calls: [(n) => n.admin.startCPUProfiler(), (n) => n.admin.stopCPUProfiler()],
    },
    {
      method: 'admin.stopCPUProfiler',
      calls: [(n) => n.admin.startCPUProfiler(), (n) => n.admin.stopCPUProfiler()],
    },
    { method: 'info.acps', calls: [(n) => n.info.acps()] },
    {
      method: 'info.isBootstrapped',
      calls: [
        (n) => n.info.isBootstrapped({ chain: 'P' }),
        (n) => n.info.isBootstrapped({ chain: xChainID }),
      ],
    },
    { method: 'info.getBlockchainID', calls: [(n) => n.info.getBlockchainID({ alias: 'C' })] },
    { method: 'info.getNetworkID', calls: [(n) => n.info.getNetworkID()] },
    { method: 'info.getNetworkName', calls: [(n) => n.info.getNetworkName()] },
    { method: 'info.getNodeID', calls: [(n) => n.info.getNodeID()] },
    { method: 'info.getNodeIP', calls: [(n) => n.info.getNodeIP()] },
    { method: 'info.getNodeVersion', calls: [(n) => n.info.getNodeVersion()] },
    { method: 'info.getTxFee', calls: [(n) => n.info.getTxFee()] },
    { method: 'info.getVMs', calls: [(n) => n.info.getVMs()] },
    {
      method: 'info.peers',
      calls: [
        (n) => n.info.peers(),
        (n) => n.info.peers({ nodeIDs: [peerID] }),
        (n) => n.info.peers({ nodeIDs: [nodeID] }), // itself: not a peer, an empty list
      ],
    },
    {
      method: 'info.uptime',
      calls: [(n) => n.info.uptime()],
      nodeMayRefuse: { message: /./, why: 'a lone node that is not a validator has no uptime' },
    },
    { method: 'info.upgrades', calls: [(n) => n.info.upgrades()] },
    {
      method: 'health.health',
      calls: [(n) => n.health.health(), (n) => n.health.health({ tags: ['P'] })],
    },
    { method: 'health.readiness', calls: [(n) => n.health.readiness()] },
    {
      method: 'health.liveness',
      calls: [(n) => n.health.liveness(), (n) => n.health.liveness({ tags: ['P'] })],
    },
    {
      method: 'GET /ext/health',
      schemaOf: 'health.health',
      calls: [(n) => n.health.get(), (n) => n.health.get({ tags: ['X'] })],
    },
    {
      method: 'GET /ext/health/readiness',
      schemaOf: 'health.readiness',
      calls: [(n) => n.health.getReadiness()],
    },
    {
      method: 'GET /ext/health/liveness',
      schemaOf: 'health.liveness',
      calls: [(n) => n.health.getLiveness()],
    },
  ],
});

describe('@pkg/node-info: what the admin methods past the seed do on the real node', () => {
  const node = () => createNodeInfoClient({ url, wireNames: 'deployed' });

  test('admin.dbGet reads the 32-byte genesis hash (errorCode 0); an absent key answers errorCode 2', async () => {
    const found = await node().admin.dbGet({ key: GENESIS_ID_KEY });
    expect(found).toEqual({ value: expect.stringMatching(/^0x[0-9a-f]{64}$/), errorCode: 0 });
    await expect(node().admin.dbGet({ key: '0x00' })).resolves.toEqual({ value: '', errorCode: 2 });
  });

  test('admin.getConfig reports the network info.getNetworkID reports, and the admin API it was called on', async () => {
    const config = await node().admin.getConfig();
    const { networkID } = await node().info.getNetworkID();
    expect(String(config.networkID)).toBe(String(networkID));
    expect(config).toMatchObject({ httpConfig: { apiConfig: { adminAPIEnabled: true } } });
  });

  test("admin.stacktrace writes stacktrace.txt into the node's working directory", async () => {
    const file = path.join(inject('nodeDir'), 'stacktrace.txt');
    rmSync(file, { force: true });
    await expect(node().admin.stacktrace()).resolves.toEqual({});
    expect(existsSync(file)).toBe(true);
  });
});
