export { EWOQ, LOCAL_C_CHAIN_ID, LOCAL_NETWORK_ID } from './localNetwork.js';
export {
  AVALANCHEGO_VERSION,
  type AvalancheNode,
  avalancheGoPath,
  type StartNodeOptions,
  startAvalancheNode,
} from './nodeFixture.js';
