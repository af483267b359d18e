import { createEvmClient, type EvmClient } from '@pkg/evm';
import { inject } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';
import { warpCases } from './cases/warp.js';

// warp_* on the suite's Subnet-EVM chain (warp-api-enabled in SUBNET_CHAIN_CONFIG, the Warp precompile
// in its genesis): the C chain's cases (evm.warp.test.ts), with a message sent on this chain.
const url = inject('nodeUrl');
const blockchainId = inject('subnetBlockchainId');
const { cases } = warpCases({
  rpc: `${url}/ext/bc/${blockchainId}/rpc`,
  chainId: inject('subnetEvmChainId'),
});

describeMethods<EvmClient>({
  pkg: '@pkg/evm (Subnet-EVM warp_)',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, blockchainId, ...wireNamesOf(mode) }),
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => !m.startsWith('warp_'))
      .map((m) => [m, 'not warp_: covered by subnet.test.ts or subnet.debug.test.ts']),
  ),
  cases,
});
