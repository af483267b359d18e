import type { EvmClient } from '@pkg/evm';
import { ERA } from '../../src/localNetwork.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { type DebugFixtures, debugFixtures } from './debugFixtures.js';
import { debugRuntimeCases } from './debugRuntime.js';
import { debugDatabaseCases, debugRawCases, debugStateCases } from './debugState.js';
import { debugFileTraceCases, debugTraceCases } from './debugTracing.js';

export { UNKNOWN_HASH } from './debugState.js';

/**
 * Cases for every `debug_` method of an EVM chain's `/rpc` (the C chain or a Subnet-EVM chain, with every
 * `eth-apis` value on), grouped as the node groups them: database, state, raw data, tracing, the runtime
 * handler. Neither coreth nor Subnet-EVM re-executes history, so the blocks traced are made in a beforeAll
 * registered here ({@link debugFixtures}), while their state is still in the node's memory.
 */
export function debugCases(options: {
  rpc: string;
  /** A Subnet-EVM chain's EVM chain id (default: the local C chain's). */
  chainId?: number;
}): { cases: MethodCase<EvmClient>[]; fixtures: DebugFixtures } {
  // the C chain of the Helicon node (a Subnet-EVM chain gives its EVM chain id)
  const onHeliconC = ERA === 'helicon' && options.chainId === undefined;
  const f = debugFixtures(options.rpc, options.chainId, onHeliconC);
  const cases = [
    ...debugDatabaseCases(),
    ...debugStateCases(f),
    ...debugRawCases(f),
    ...debugTraceCases(f, onHeliconC),
    ...debugFileTraceCases(f, onHeliconC),
    ...debugRuntimeCases(f),
  ];
  return { cases, fixtures: f };
}
