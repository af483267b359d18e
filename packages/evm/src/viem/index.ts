export { type AvalancheActions, type AvalancheActionsOptions, avalancheActions } from './avalancheActions.js';
export { avalanche, avalancheFuji, defineSubnetEvmChain, type SubnetEvmChainOptions } from './chains.js';
