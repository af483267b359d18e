import { createEvmClient, type EvmClient } from '@pkg/evm';
import { describe, expect, inject, test } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';
import { cb58, PAYLOAD, warpCases } from './cases/warp.js';

// warp_* on the suite's Subnet-EVM chain (warp-api-enabled in SUBNET_CHAIN_CONFIG, the Warp precompile
// in its genesis): the C chain's cases (evm.warp.test.ts), with a message sent on this chain. On the L1
// (the suite's default) this node is the subnet's one validator, so the aggregate signatures resolve.
const url = inject('nodeUrl');
const blockchainId = inject('subnetBlockchainId');
const l1 = inject('subnetL1');
const { cases, fixtures: f } = warpCases({
  rpc: `${url}/ext/bc/${blockchainId}/rpc`,
  chainId: inject('subnetEvmChainId'),
  validated: l1,
});

describeMethods<EvmClient>({
  chain: 'subnet',
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

describe('warp_ on the Subnet-EVM chain: what the answers say', () => {
  const evm = () => createEvmClient({ url, blockchainId });

  test('the message is the one sent: this chain as its source, ewoq as sender, the payload', async () => {
    const message = await evm().warp.getMessage(f.messageID);
    // UnsignedMessage: codec 0 (2 bytes), network id (4), source chain id (32), then the addressed call
    expect(cb58(`0x${message.slice(14, 78)}`)).toBe(blockchainId);
    expect(message).toContain(EWOQ.cAddress.slice(2).toLowerCase());
    expect(message.endsWith(PAYLOAD.slice(2))).toBe(true);
  });

  test.runIf(l1)(
    'on the L1 the aggregate is the message signed by its one validator: the message, a bit set of signer 0, that validator’s signature',
    async () => {
      const e = evm();
      const message = await e.warp.getMessage(f.messageID);
      const signature = await e.warp.getMessageSignature(f.messageID);
      const signed = await e.warp.getMessageAggregateSignature(f.messageID, 67, '');
      // Message: the unsigned message, then the Signature interface: type id 0 (BitSetSignature), the
      // signers bit set (length 1, byte 0x01) and the 96-byte BLS aggregate, one signature's own
      expect(signed).toBe(`${message}000000000000000101${signature.slice(2)}`);
      const block = await e.warp.getBlockAggregateSignature(f.blockID, 67, '');
      expect(block.endsWith((await e.warp.getBlockSignature(f.blockID)).slice(2))).toBe(true);
    },
  );
});
