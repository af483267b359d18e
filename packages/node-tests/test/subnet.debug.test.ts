import { createEvmClient, type EvmClient } from '@pkg/evm';
import { inject } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';
import { debugCases } from './cases/debug.js';

// debug_* on the suite's Subnet-EVM chain (SUBNET_CHAIN_CONFIG turns on every eth-apis value): the
// C chain's cases (evm.debug.test.ts), on the chain's own /rpc with its own deploy and transfer.
const url = inject('nodeUrl');
const blockchainId = inject('subnetBlockchainId');
const { cases } = debugCases({
  rpc: `${url}/ext/bc/${blockchainId}/rpc`,
  chainId: inject('subnetEvmChainId'),
});

describeMethods<EvmClient>({
  chain: 'subnet',
  pkg: '@pkg/evm (Subnet-EVM debug_)',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, blockchainId, ...wireNamesOf(mode) }),
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => !m.startsWith('debug_'))
      .map((m) => [m, 'not debug_: covered by subnet.test.ts or subnet.warp.test.ts']),
  ),
  cases,
});
