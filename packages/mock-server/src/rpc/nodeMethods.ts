import { eraFacts } from '../era.js';
import { named, type RpcContext, type RpcHandler } from './context.js';
import { healthReport } from './healthReport.js';
import { invalidParams, isNodeId, serviceError, unmarshalError } from './rpcError.js';

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
  // v1.14.0 sends graniteEpochDuration (nanoseconds) and has no heliconTime (v1.14.2 adds it).
  graniteEpochDuration: 30_000_000_000,
};

const LOGGERS = ['C', 'P', 'X', 'main', 'vm-factory'];
const LEVEL = /^(off|fatal|error|warn|info|trace|debug|verbo)$/i;

/** Starts the CPU profiler of one admin API: a second start is refused, as on the node. */
export function startProfiler(ctx: RpcContext, api: string): Record<string, never> {
  if (ctx.profilers?.has(api)) throw serviceError('cpu profiler already running');
  ctx.profilers?.add(api);
  return {};
}

/** Stops the CPU profiler of one admin API: stopping one that is not running is refused, as on the node. */
export function stopProfiler(ctx: RpcContext, api: string): Record<string, never> {
  if (ctx.profilers && !ctx.profilers.delete(api)) throw serviceError("cpu profiler doesn't exist");
  return {};
}

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
    if (!id) throw serviceError(`there is no ID with alias: ${alias}`);
    return { blockchainID: id };
  },
  // AvalancheGo sends networkID as a decimal string (json.Uint32).
  'info.getNetworkID': (_p, ctx) => ({ networkID: String(ctx.network.networkId) }),
  'info.getNetworkName': () => ({ networkName: 'mainnet' }),
  'info.getNodeID': (_p, ctx) => ({ nodeID: ctx.data.node.nodeID, nodePOP: ctx.data.node.nodePOP }),
  'info.getNodeIP': (_p, ctx) => ({ ip: ctx.data.node.ip }),
  'info.getNodeVersion': (_p, ctx) => {
    const n = ctx.data.node;
    const facts = eraFacts(ctx.era);
    return {
      version: facts.version,
      databaseVersion: n.databaseVersion,
      gitCommit: n.gitCommit,
      rpcProtocolVersion: facts.rpcProtocolVersion,
      vmVersions: facts.vmVersions,
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
      rWhpuQPF1kb72esV2momhMuTYGkEb1oL29pt2EBXWmSy4kxnT: ['platform'],
    },
    // v1.14 lists the feature extensions apart from the VMs: fx id -> name.
    fxs: {
      qd2U4HDWUvMrVUeTcCHp6xH3Qpnn1XbU5MDdnBoiifFqvgXwT: 'nftfx',
      rXJsCSEYXg2TehWxCEEGj6JU2PWKTkd6cBdNLjoe2SpsKD9cy: 'propertyfx',
      spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ: 'secp256k1fx',
    },
  }),
  'info.peers': (params, ctx) => {
    const ids = named(params).nodeIDs;
    if (Array.isArray(ids) && !ids.every(isNodeId)) throw unmarshalError();
    const wanted = Array.isArray(ids) && ids.length > 0 ? new Set(ids) : undefined;
    const peers = ctx.data.node.peers.filter((p) => !wanted || wanted.has(p.nodeID));
    // numPeers is a decimal string on the wire (json.Uint64).
    return { numPeers: String(peers.length), peers };
  },
  // v1.14.0 sends the percentages as decimal strings with 4 places (json.Float64).
  'info.uptime': () => ({ rewardingStakePercentage: '99.1234', weightedAveragePercentage: '98.7654' }),
  // v1.15 sends heliconTime (ours: the Mainnet date); v1.14.0 sends none
  'info.upgrades': (_p, ctx) => {
    const heliconTime = eraFacts(ctx.era).heliconTime;
    return heliconTime ? { ...UPGRADES, heliconTime } : UPGRADES;
  },

  'admin.alias': () => ({}),
  'admin.aliasChain': (params, ctx) => {
    const chain = named(params).chain;
    const known =
      typeof chain === 'string' &&
      (chainIdOf(chain, ctx.data.node.aliases) ?? ctx.data.chainsByBlockchainId.get(chain));
    if (!known) throw serviceError(`there is no ID with alias: ${String(chain)}`);
    return {};
  },
  // Takes a chain ID only (an alias such as 'X' is not a cb58 ID): the node's aliases, then the ID.
  'admin.getChainAliases': (params, ctx) => {
    const chain = String(named(params).chain ?? '');
    const aliases = ctx.data.node.aliases.get(chain);
    if (aliases) return { aliases: [...aliases, chain] };
    const evm = ctx.data.chainsByBlockchainId.get(chain);
    if (evm) return { aliases: [chain] };
    throw serviceError(
      chain.length < 36 ? 'input string is smaller than the checksum size' : 'invalid input checksum',
    );
  },
  'admin.getLoggerLevel': (params) => {
    const name = named(params).loggerName;
    if (typeof name === 'string' && name !== '' && !LOGGERS.includes(name)) {
      throw serviceError(`logger with name ${JSON.stringify(name)} not found`);
    }
    const names = typeof name === 'string' && name !== '' ? [name] : LOGGERS;
    return {
      loggerLevels: Object.fromEntries(names.map((n) => [n, { logLevel: 'INFO', displayLevel: 'INFO' }])),
    };
  },
  'admin.loadVMs': () => ({ newVMs: {} }),
  'admin.lockProfile': () => ({}),
  'admin.memoryProfile': () => ({}),
  // Answers the levels of the loggers it changed, as AvalancheGo v1.14 does.
  'admin.setLoggerLevel': (params) => {
    const p = named(params);
    if (p.logLevel === undefined && p.displayLevel === undefined) {
      throw serviceError('need to specify either displayLevel or logLevel');
    }
    for (const level of [p.logLevel, p.displayLevel]) {
      if (level !== undefined && (typeof level !== 'string' || !LEVEL.test(level))) {
        throw serviceError(
          "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls",
        );
      }
    }
    const name = p.loggerName;
    if (typeof name === 'string' && name !== '' && !LOGGERS.includes(name)) {
      throw serviceError(`logger with name ${JSON.stringify(name)} not found`);
    }
    const names = typeof name === 'string' && name !== '' ? [name] : LOGGERS;
    const level = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : 'INFO');
    return {
      loggerLevels: Object.fromEntries(
        names.map((n) => [n, { logLevel: level(p.logLevel), displayLevel: level(p.displayLevel) }]),
      ),
    };
  },
  // the node's database has no such key here (errorCode 2: not found)
  'admin.dbGet': (params) => {
    const key = named(params).key;
    if (typeof key !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(key)) throw unmarshalError();
    return { value: '', errorCode: 2 };
  },
  'admin.getConfig': (_p, ctx) => ({
    httpConfig: { httpHost: '127.0.0.1', httpPort: 9650, httpsEnabled: false, httpAllowedOrigins: ['*'] },
    ipConfig: { publicIP: ctx.data.node.ip.split(':')[0] },
    networkID: ctx.network.networkId,
    avaxAssetID: ctx.network.avaxAssetId,
  }),
  'admin.stacktrace': () => ({}),
  'admin.startCPUProfiler': (_p, ctx) => startProfiler(ctx, 'admin'),
  'admin.stopCPUProfiler': (_p, ctx) => stopProfiler(ctx, 'admin'),

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
