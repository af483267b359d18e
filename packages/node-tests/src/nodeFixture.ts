// The node fixture is @pkg/localnet's (the same start, flags, readiness and stop as `pnpm localnet`).
export {
  ALL_ETH_APIS,
  AVALANCHEGO_VERSION,
  type AvalancheNode,
  avalancheGoPath,
  type StartNodeOptions,
  startAvalancheNode,
} from '@pkg/localnet';
