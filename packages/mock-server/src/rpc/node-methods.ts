import { named, type RpcHandler } from './context.js';
import { healthReport } from './health-report.js';
import { invalidParams, serviceError } from './rpc-error.js';

const UPGRADES = {
  apricotPhase1Time: '2021-03-31T14:00:00Z',
  apricotPhase2Time: '2021-05-10T11:00:00Z',
  apricotPhase3Time: '2021-08-24T14:00:00Z',
  apricotPhase4Time: '2021-09-22T21:00:00Z',
  apricotPhase4MinPChainHeight: 793005,
  apricotPhase5Time: '2021-12-02T18:00:00Z',
  apricotPhasePre6Time: '2022-09-05T01:30:00Z',
  apricotPhase6Time: '2022-09-06T20:00:00Z',
  apricotPhasePost6Time: '2022-09-07T03:00:00Z',
  banffTime: '2022-10-18T16:00:00Z',
  cortinaTime: '2023-04-25T15:00:00Z',
  cortinaXChainStopVertexID: 'jrGWDh5Po9FMj54depyunNixpia5PN4aAYxfmNzU8n752Rjga',
  durangoTime: '2024-03-06T16:00:00Z',
  etnaTime: '2024-12-16T17:00:00Z',
  fortunaTime: '2025-04-08T15:00:00Z',
  graniteTime: '9999-12-01T00:00:00Z',
  heliconTime: '9999-12-01T00:00:00Z',
};

function chainIdOf(ctxAlias: string, aliases: Map<string, string[]>): string | undefined {
  for (const [id, names] of aliases) if (id === ctxAlias || names.includes(ctxAlias)) return id;
  return undefined;
}

/** info.*, admin.* and health.* (the node's own APIs). */
export const nodeMethods: Record<string, RpcHandler> = {
  'info.acps': () => ({
    acps: {
      '23': { supportWeight: '0', supporters: [], objectWeight: '0', objectors: [], abstainWeight: '0' },
      '24': { supportWeight: '0', supporters: [], objectWeight: '0', objectors: [], abstainWeight: '0' },
    },
  }),
  'info.isBootstrapped': (params, ctx) => {
    const chain = named(params).chain;
    if (typeof chain !== 'string' || chain === '') throw invalidParams('chain is required');
    const known =
      chainIdOf(chain, ctx.data.node.aliases) ?? ctx.data.chainsByBlockchainId.get(chain)?.blockchainId;
    if (!known) throw serviceError(`there is no chain with alias/ID '${chain}'`);
    return { isBootstrapped: true };
  },
  'info.getBlockchainID': (params, ctx) => {
    const alias = named(params).alias;
    if (typeof alias !== 'string') throw invalidParams('alias is required');
    const id = chainIdOf(alias, ctx.data.node.aliases);
    if (!id) throw serviceError(`there is no chain with alias/ID '${alias}'`);
    return { blockchainID: id };
  },
  'info.getNetworkID': (_p, ctx) => ({ networkID: ctx.network.networkId }),
  'info.getNetworkName': () => ({ networkName: 'mainnet' }),
  'info.getNodeID': (_p, ctx) => ({ nodeID: ctx.data.node.nodeID, nodePOP: ctx.data.node.nodePOP }),
  'info.getNodeIP': (_p, ctx) => ({ ip: ctx.data.node.ip }),
  'info.getNodeVersion': (_p, ctx) => {
    const n = ctx.data.node;
    return {
      version: n.version,
      databaseVersion: n.databaseVersion,
      gitCommit: n.gitCommit,
      rpcProtocolVersion: n.rpcProtocolVersion,
      vmVersions: n.vmVersions,
    };
  },
  'info.getTxFee': () => ({
    txFee: '1000000',
    createAssetTxFee: '10000000',
    createSubnetTxFee: '1000000000',
    transformSubnetTxFee: '10000000000',
    createBlockchainTxFee: '1000000000',
    addPrimaryNetworkValidatorFee: '0',
    addPrimaryNetworkDelegatorFee: '0',
    addSubnetValidatorFee: '1000000',
    addSubnetDelegatorFee: '1000000',
  }),
  'info.getVMs': () => ({
    vms: {
      jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq: ['avm'],
      mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6: ['evm'],
      qd2U4HDWUvMrVUeTcCHp6xH3Qpnn1XbU5MDdnBoiifFqvgXwT: ['nftfx'],
      rWhpuQPF1kb72esV2momhMuTYGkEb1oL29pt2EBXWmSy4kxnT: ['platform'],
    },
  }),
  'info.peers': (params, ctx) => {
    const ids = named(params).nodeIDs;
    const wanted = Array.isArray(ids) && ids.length > 0 ? new Set(ids) : undefined;
    const peers = ctx.data.node.peers.filter((p) => !wanted || wanted.has(p.nodeID));
    return { numPeers: peers.length, peers };
  },
  'info.uptime': () => ({ rewardingStakePercentage: 99.1234, weightedAveragePercentage: 98.7654 }),
  'info.upgrades': () => UPGRADES,

  'admin.alias': () => ({}),
  'admin.aliasChain': () => ({}),
  'admin.getChainAliases': (params, ctx) => {
    const chain = named(params).chain;
    const id = typeof chain === 'string' ? chainIdOf(chain, ctx.data.node.aliases) : undefined;
    if (!id) throw serviceError(`there is no chain with alias/ID '${String(chain)}'`);
    return { aliases: [...(ctx.data.node.aliases.get(id) ?? []), id, `/ext/bc/${id}`] };
  },
  'admin.getLoggerLevel': (params) => {
    const name = named(params).loggerName;
    const all = ['C', 'P', 'X', 'main'];
    const names = typeof name === 'string' && name !== '' ? [name] : all;
    return {
      loggerLevels: Object.fromEntries(names.map((n) => [n, { logLevel: 'INFO', displayLevel: 'INFO' }])),
    };
  },
  'admin.loadVMs': () => ({ newVMs: {} }),
  'admin.lockProfile': () => ({}),
  'admin.memoryProfile': () => ({}),
  'admin.setLoggerLevel': (params) => {
    const p = named(params);
    if (p.logLevel === undefined && p.displayLevel === undefined) {
      throw invalidParams('logLevel and displayLevel cannot both be omitted');
    }
    return {};
  },
  'admin.startCPUProfiler': () => ({}),
  'admin.stopCPUProfiler': () => ({}),

  'health.health': (params, ctx) => {
    const tags = named(params).tags;
    return healthReport(ctx.data, 'health', ctx.unhealthy, Array.isArray(tags) ? tags.map(String) : []);
  },
  'health.readiness': (params, ctx) => {
    const tags = named(params).tags;
    return healthReport(ctx.data, 'readiness', ctx.unhealthy, Array.isArray(tags) ? tags.map(String) : []);
  },
  'health.liveness': (_p, ctx) => healthReport(ctx.data, 'liveness', ctx.unhealthy),
};
