// Generated from specs/openrpc/node-info; do not edit. Run `pnpm generate`.
/**
 * Tags (subnet ids can be used): only checks with a matching tag, plus global checks (network, database and similar), are reported.
 */
export type HealthTags = string[];
/**
 * A uint64 as the decimal string the node sends (AvalancheGo's json.Uint64).
 */
export type IndexUint64 = string;
/**
 * How the node encodes the container's bytes: `hex` (0x-prefixed, with a 4-byte checksum; the default), `hexc` (the same) or `hexnc` (0x-prefixed, no checksum). The Index API refuses `json`.
 */
export type IndexEncoding = 'hex' | 'hexc' | 'hexnc';
/**
 * A uint64 as the decimal string the node sends.
 */
export type Uint64 = string;

/**
 * An empty object `{}` (what the node answers today; a field it may add is allowed).
 */
export interface Empty {
  [k: string]: unknown;
}
export interface LoggerLevel {
  logLevel: string;
  displayLevel: string;
}
/**
 * What admin.dbGet read.
 */
export interface DBGetReply {
  /**
   * The value's bytes: `0x` then hex, no checksum; empty when the key is absent.
   */
  value: string;
  /**
   * The database's error code: 0 none (the key was found), 1 the database is closed, 2 the key is not found.
   */
  errorCode: number;
}
/**
 * The node's configuration as AvalancheGo v1.14.0 reports it. Its fields follow the node's release (httpConfig, ipConfig, stakingConfig, txFeeConfig, upgradeConfig, databaseConfig, networkID, avaxAssetID, ...); none is guaranteed, so the object stays open.
 */
export interface NodeConfig {
  /**
   * The network id (1 mainnet, 5 the test network, 12345 a local network).
   */
  networkID?: number;
  /**
   * The AVAX asset id on this network.
   */
  avaxAssetID?: string;
  [k: string]: unknown;
}
/**
 * One check's latest result.
 */
export interface HealthCheck {
  /**
   * Details of the check, any JSON (optional).
   */
  message?: unknown;
  /**
   * Why the check failed (optional; shape not shown).
   */
  error?: unknown;
  /**
   * When the check last ran.
   */
  timestamp: string;
  /**
   * How long the check took, in nanoseconds.
   */
  duration: number;
  /**
   * Failures in a row (optional).
   */
  contiguousFailures?: number;
  /**
   * When the current run of failures began (optional; shape not shown).
   */
  timeOfFirstFailure?: unknown;
}
/**
 * A health check result: every check by name, and whether all pass.
 */
export interface HealthReport {
  /**
   * Check name -> its result.
   */
  checks: {
    [k: string]: HealthCheck;
  };
  /**
   * True when all checks pass.
   */
  healthy: boolean;
}
/**
 * A container (block, transaction or vertex) as the Index API sends it.
 */
export interface IndexedContainer {
  /**
   * The container's id (CB58).
   */
  id: string;
  /**
   * The container's bytes in the requested encoding (0x-prefixed hex).
   */
  bytes: string;
  /**
   * When this node accepted the container, RFC 3339 with nanoseconds (`2026-11-25T19:20:01.123456789Z`); a time of this node, not of the chain.
   */
  timestamp: string;
  /**
   * The encoding of `bytes` (`hex`, `hexc` or `hexnc`).
   */
  encoding: string;
  index: IndexUint64;
}
/**
 * A peer this node is connected to.
 */
export interface Peer {
  ip: string;
  /**
   * Omitted by AvalancheGo when the peer has not sent one.
   */
  publicIP?: string;
  nodeID: string;
  version: string;
  /**
   * Timestamp of the last message sent.
   */
  lastSent: string;
  /**
   * Timestamp of the last message received.
   */
  lastReceived: string;
  /**
   * Chain ids on which the peer is benched.
   */
  benched: string[];
  /**
   * This node's primary-network uptime as observed by the peer, in percent. The seed documents an integer; AvalancheGo sends a decimal string ("100").
   */
  observedUptime: number | Uint64;
  /**
   * Subnets the peer tracks (seen in examples).
   */
  trackedSubnets?: string[];
  /**
   * Not in the seed; sent by AvalancheGo: the ACPs the peer supports.
   */
  supportedACPs?: number[];
  /**
   * Not in the seed; sent by AvalancheGo: the ACPs the peer objects to.
   */
  objectedACPs?: number[];
}
/**
 * Peer preferences on one community proposal.
 */
export interface ACP {
  supportWeight: Uint64;
  supporters: string[];
  objectWeight: Uint64;
  objectors: string[];
  abstainWeight: Uint64;
}
/**
 * Params of `admin.alias`.
 */
export interface AdminAliasParams {
  /**
   * The part of the endpoint after /ext/.
   */
  endpoint: string;
  /**
   * At most 512 characters.
   */
  alias: string;
}
/**
 * Params of `admin.aliasChain`.
 */
export interface AdminAliasChainParams {
  /**
   * A blockchain id.
   */
  chain: string;
  alias: string;
}
/**
 * Params of `admin.dbGet`.
 */
export interface AdminDbGetParams {
  /**
   * The key's bytes: `0x` then hex, no checksum (`0x67656e657369734944` is `genesisID`).
   */
  key: string;
}
/**
 * Params of `admin.getChainAliases`.
 */
export interface AdminGetChainAliasesParams {
  /**
   * A blockchain id.
   */
  chain: string;
}
/**
 * Result of `admin.getChainAliases`.
 */
export interface AdminGetChainAliasesResult {
  aliases: string[];
}
/**
 * Params of `admin.getLoggerLevel`.
 */
export interface AdminGetLoggerLevelParams {
  loggerName?: string;
}
/**
 * Result of `admin.getLoggerLevel`.
 */
export interface AdminGetLoggerLevelResult {
  /**
   * Logger name -> its levels.
   */
  loggerLevels: {
    [k: string]: LoggerLevel;
  };
}
/**
 * Result of `admin.loadVMs`.
 */
export interface AdminLoadVMsResult {
  /**
   * VM id -> its aliases.
   */
  newVMs: {
    [k: string]: string[];
  };
  /**
   * VM id -> why it failed; present only when at least one VM fails.
   */
  failedVMs?: {
    [k: string]: string;
  };
}
/**
 * Params of `admin.setLoggerLevel`.
 */
export interface AdminSetLoggerLevelParams {
  loggerName?: string;
  /**
   * Allowed values: not shown.
   */
  logLevel?: string;
  /**
   * Allowed values: not shown.
   */
  displayLevel?: string;
}
/**
 * The seed documents an empty object; AvalancheGo (v1.14) answers the levels of the loggers it changed.
 */
export interface AdminSetLoggerLevelResult {
  /**
   * Logger name -> its levels after the change (sent by AvalancheGo v1.14).
   */
  loggerLevels?: {
    [k: string]: LoggerLevel;
  };
}
/**
 * Params of `health.health`.
 */
export interface HealthHealthParams {
  tags?: HealthTags;
}
/**
 * Params of `health.liveness`.
 */
export interface HealthLivenessParams {
  /**
   * AvalancheGo v1.14.0 takes the same tags as health.health here; liveness has no tagged checks today, so the report stays `{ checks: {}, healthy: true }`.
   */
  tags?: HealthTags;
}
/**
 * Params of `health.readiness`.
 */
export interface HealthReadinessParams {
  tags?: HealthTags;
}
/**
 * Params of `index.getContainerByID`.
 */
export interface IndexGetContainerByIDParams {
  /**
   * The container's id (CB58).
   */
  id: string;
  encoding?: IndexEncoding;
}
/**
 * Params of `index.getContainerByIndex`.
 */
export interface IndexGetContainerByIndexParams {
  /**
   * The position in order of acceptance, from 0.
   */
  index: number;
  encoding?: IndexEncoding;
}
/**
 * Params of `index.getContainerRange`.
 */
export interface IndexGetContainerRangeParams {
  /**
   * The position of the first container, from 0.
   */
  startIndex: number;
  /**
   * How many containers to return, 1 to 1024.
   */
  numToFetch: number;
  encoding?: IndexEncoding;
}
/**
 * Result of `index.getContainerRange`.
 */
export interface IndexGetContainerRangeResult {
  containers: IndexedContainer[];
}
/**
 * Params of `index.getIndex`.
 */
export interface IndexGetIndexParams {
  /**
   * The container's id (CB58).
   */
  id: string;
}
/**
 * Result of `index.getIndex`.
 */
export interface IndexGetIndexResult {
  index: IndexUint64;
}
/**
 * Params of `index.getLastAccepted`.
 */
export interface IndexGetLastAcceptedParams {
  encoding?: IndexEncoding;
}
/**
 * Params of `index.isAccepted`.
 */
export interface IndexIsAcceptedParams {
  /**
   * The container's id (CB58).
   */
  id: string;
}
/**
 * Result of `index.isAccepted`.
 */
export interface IndexIsAcceptedResult {
  isAccepted: boolean;
}
/**
 * Result of `info.acps`.
 */
export interface InfoAcpsResult {
  /**
   * ACP number (uint32) -> preferences.
   */
  acps: {
    [k: string]: ACP;
  };
}
/**
 * Params of `info.getBlockchainID`.
 */
export interface InfoGetBlockchainIDParams {
  alias: string;
}
/**
 * Result of `info.getBlockchainID`.
 */
export interface InfoGetBlockchainIDResult {
  blockchainID: string;
}
/**
 * Result of `info.getNetworkID`.
 */
export interface InfoGetNetworkIDResult {
  /**
   * The seed documents an integer; AvalancheGo sends a decimal string ("12345" on v1.14).
   */
  networkID: number | Uint64;
}
/**
 * Result of `info.getNetworkName`.
 */
export interface InfoGetNetworkNameResult {
  networkName: string;
}
/**
 * Result of `info.getNodeID`.
 */
export interface InfoGetNodeIDResult {
  nodeID: string;
  nodePOP: {
    /**
     * 48-byte hex.
     */
    publicKey: string;
    /**
     * 96-byte hex BLS signature.
     */
    proofOfPossession: string;
  };
}
/**
 * Result of `info.getNodeIP`.
 */
export interface InfoGetNodeIPResult {
  ip: string;
}
/**
 * Result of `info.getNodeVersion`.
 */
export interface InfoGetNodeVersionResult {
  version: string;
  databaseVersion: string;
  gitCommit: string;
  /**
   * The rpcchainvm protocol its VM plugins must speak, a decimal string: `44` for AvalancheGo v1.14.0, `46` for v1.15 (Helicon).
   */
  rpcProtocolVersion: string;
  /**
   * VM name -> version.
   */
  vmVersions: {
    [k: string]: string;
  };
}
/**
 * Result of `info.getTxFee`.
 */
export interface InfoGetTxFeeResult {
  txFee: Uint64;
  createAssetTxFee: Uint64;
  createSubnetTxFee: Uint64;
  transformSubnetTxFee: Uint64;
  createBlockchainTxFee: Uint64;
  addPrimaryNetworkValidatorFee: Uint64;
  addPrimaryNetworkDelegatorFee: Uint64;
  addSubnetValidatorFee: Uint64;
  addSubnetDelegatorFee: Uint64;
}
/**
 * Result of `info.getVMs`.
 */
export interface InfoGetVMsResult {
  /**
   * VM id -> aliases.
   */
  vms: {
    [k: string]: string[];
  };
  /**
   * Not in the seed; AvalancheGo (v1.14) sends it: feature extension (fx) id -> its name (`secp256k1fx`, `nftfx`, `propertyfx`).
   */
  fxs?: {
    [k: string]: string;
  };
}
/**
 * Params of `info.isBootstrapped`.
 */
export interface InfoIsBootstrappedParams {
  /**
   * A chain id or alias.
   */
  chain: string;
}
/**
 * Result of `info.isBootstrapped`.
 */
export interface InfoIsBootstrappedResult {
  isBootstrapped: boolean;
}
/**
 * Params of `info.peers`.
 */
export interface InfoPeersParams {
  /**
   * Empty or missing returns every active connection; ids without a connection are omitted.
   */
  nodeIDs?: string[];
}
/**
 * Result of `info.peers`.
 */
export interface InfoPeersResult {
  /**
   * The number of peers listed. The seed documents an integer; AvalancheGo sends a decimal string ("0" on v1.14).
   */
  numPeers: number | Uint64;
  peers: Peer[];
}
/**
 * Result of `info.upgrades`.
 */
export interface InfoUpgradesResult {
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhase1Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhase2Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhase3Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhase4Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhase5Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhasePre6Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhase6Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  apricotPhasePost6Time: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  banffTime: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  cortinaTime: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  durangoTime: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  etnaTime: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  fortunaTime: string;
  /**
   * Activation time, ISO 8601 UTC.
   */
  graniteTime: string;
  /**
   * Activation time, ISO 8601 UTC (Fuji: 2026-07-28T15:00:00Z; custom and local networks: 9999-12-01T00:00:00Z, unscheduled, unless configured). Absent from AvalancheGo v1.14.0 answers; always sent by v1.15. Since Helicon (AvalancheGo v1.15).
   */
  heliconTime?: string;
  apricotPhase4MinPChainHeight: number;
  cortinaXChainStopVertexID: string;
  /**
   * Not in the seed; AvalancheGo (v1.14) sends it: the Granite epoch duration in nanoseconds (30000000000 = 30 s on the local network).
   */
  graniteEpochDuration?: number;
}
/**
 * Params of `info.uptime`.
 */
export interface InfoUptimeParams {
  /**
   * The subnet whose validators' view to report (the API document's parameter). AvalancheGo v1.14.0's info.uptime takes no params: it ignores this and reports the primary network.
   */
  subnetID?: string;
}
/**
 * Result of `info.uptime`.
 */
export interface InfoUptimeResult {
  /**
   * Percent of stake that considers this node above the uptime requirement. The seed documents a number; AvalancheGo v1.14.0 sends a decimal string with four decimals ("100.0000").
   */
  rewardingStakePercentage: number | string;
  /**
   * Stake-weighted average of observed uptimes. The seed documents a number; AvalancheGo v1.14.0 sends a decimal string with four decimals ("100.0000").
   */
  weightedAveragePercentage: number | string;
}

/** Result of `admin.alias`. */
export type AdminAliasResult = Empty;

/** Result of `admin.aliasChain`. */
export type AdminAliasChainResult = Empty;

/** Result of `admin.dbGet`. */
export type AdminDbGetResult = DBGetReply;

/** Result of `admin.getConfig`. */
export type AdminGetConfigResult = NodeConfig;

/** Result of `admin.lockProfile`. */
export type AdminLockProfileResult = Empty;

/** Result of `admin.memoryProfile`. */
export type AdminMemoryProfileResult = Empty;

/** Result of `admin.stacktrace`. */
export type AdminStacktraceResult = Empty;

/** Result of `admin.startCPUProfiler`. */
export type AdminStartCPUProfilerResult = Empty;

/** Result of `admin.stopCPUProfiler`. */
export type AdminStopCPUProfilerResult = Empty;

/** Result of `health.health`. */
export type HealthHealthResult = HealthReport;

/** Result of `health.liveness`. */
export type HealthLivenessResult = HealthReport;

/** Result of `health.readiness`. */
export type HealthReadinessResult = HealthReport;

/** Result of `index.getContainerByID`. */
export type IndexGetContainerByIDResult = IndexedContainer;

/** Result of `index.getContainerByIndex`. */
export type IndexGetContainerByIndexResult = IndexedContainer;

/** Result of `index.getLastAccepted`. */
export type IndexGetLastAcceptedResult = IndexedContainer;

/** Every method of the spec: wire name -> params and result. */
export interface Methods {
  'admin.alias': { params: AdminAliasParams; result: AdminAliasResult };
  'admin.aliasChain': { params: AdminAliasChainParams; result: AdminAliasChainResult };
  'admin.dbGet': { params: AdminDbGetParams; result: AdminDbGetResult };
  'admin.getChainAliases': { params: AdminGetChainAliasesParams; result: AdminGetChainAliasesResult };
  'admin.getConfig': { params: Record<string, never> | undefined; result: AdminGetConfigResult };
  'admin.getLoggerLevel': {
    params: AdminGetLoggerLevelParams | undefined;
    result: AdminGetLoggerLevelResult;
  };
  'admin.loadVMs': { params: Record<string, never> | undefined; result: AdminLoadVMsResult };
  'admin.lockProfile': { params: Record<string, never> | undefined; result: AdminLockProfileResult };
  'admin.memoryProfile': { params: Record<string, never> | undefined; result: AdminMemoryProfileResult };
  'admin.setLoggerLevel': {
    params: AdminSetLoggerLevelParams | undefined;
    result: AdminSetLoggerLevelResult;
  };
  'admin.stacktrace': { params: Record<string, never> | undefined; result: AdminStacktraceResult };
  'admin.startCPUProfiler': {
    params: Record<string, never> | undefined;
    result: AdminStartCPUProfilerResult;
  };
  'admin.stopCPUProfiler': { params: Record<string, never> | undefined; result: AdminStopCPUProfilerResult };
  'health.health': { params: HealthHealthParams | undefined; result: HealthHealthResult };
  'health.liveness': { params: HealthLivenessParams | undefined; result: HealthLivenessResult };
  'health.readiness': { params: HealthReadinessParams | undefined; result: HealthReadinessResult };
  'index.getContainerByID': { params: IndexGetContainerByIDParams; result: IndexGetContainerByIDResult };
  'index.getContainerByIndex': {
    params: IndexGetContainerByIndexParams;
    result: IndexGetContainerByIndexResult;
  };
  'index.getContainerRange': { params: IndexGetContainerRangeParams; result: IndexGetContainerRangeResult };
  'index.getIndex': { params: IndexGetIndexParams; result: IndexGetIndexResult };
  'index.getLastAccepted': {
    params: IndexGetLastAcceptedParams | undefined;
    result: IndexGetLastAcceptedResult;
  };
  'index.isAccepted': { params: IndexIsAcceptedParams; result: IndexIsAcceptedResult };
  'info.acps': { params: Record<string, never> | undefined; result: InfoAcpsResult };
  'info.getBlockchainID': { params: InfoGetBlockchainIDParams; result: InfoGetBlockchainIDResult };
  'info.getNetworkID': { params: Record<string, never> | undefined; result: InfoGetNetworkIDResult };
  'info.getNetworkName': { params: Record<string, never> | undefined; result: InfoGetNetworkNameResult };
  'info.getNodeID': { params: Record<string, never> | undefined; result: InfoGetNodeIDResult };
  'info.getNodeIP': { params: Record<string, never> | undefined; result: InfoGetNodeIPResult };
  'info.getNodeVersion': { params: Record<string, never> | undefined; result: InfoGetNodeVersionResult };
  'info.getTxFee': { params: Record<string, never> | undefined; result: InfoGetTxFeeResult };
  'info.getVMs': { params: Record<string, never> | undefined; result: InfoGetVMsResult };
  'info.isBootstrapped': { params: InfoIsBootstrappedParams; result: InfoIsBootstrappedResult };
  'info.peers': { params: InfoPeersParams | undefined; result: InfoPeersResult };
  'info.upgrades': { params: Record<string, never> | undefined; result: InfoUpgradesResult };
  'info.uptime': { params: InfoUptimeParams | undefined; result: InfoUptimeResult };
}
