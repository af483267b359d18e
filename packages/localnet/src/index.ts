// @pkg/localnet: a single-node Avalanche local network for development and tests. See README.md.
export { describeNetwork } from './describeNetwork.js';
export { EWOQ_C_ADDRESS, EWOQ_PRIVATE_KEY, ewoqKey, type FundedKey } from './ewoq.js';
export { avalancheGoSourceDir, localGenesisCopy } from './genesis.js';
export {
  activateHelicon,
  HELICON_NETWORK_ID,
  type HeliconFlags,
  heliconFlags,
  heliconTimeOf,
  heliconUpgradeConfig,
} from './helicon.js';
export {
  GoMissingError,
  goVersion,
  type InstallProgress,
  installAvalancheGo,
  MIN_GO_VERSION,
  versionAtLeast,
} from './installAvalancheGo.js';
export { avalancheGoPath, heliconAvalancheGoPath, peersCache, SUBNET_EVM_VM_ID } from './paths.js';
export { type LegacyTx, signLegacyTx } from './signLegacyTx.js';
export {
  ALL_ETH_APIS,
  type AvalancheNode,
  PortInUseError,
  type StartNodeOptions,
  startAvalancheNode,
} from './startAvalancheNode.js';
export { AVALANCHEGO_VERSION, HELICON_AVALANCHEGO_VERSION } from './versions.js';
