import { JsonRpcError, ValidationError } from '@pkg/core';
import { createEvmClient, type EvmClient } from '@pkg/evm';
import { describe, expect, inject, test } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { ERA, EWOQ, NETWORK_ID } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { specMethods } from '../src/specSchemas.js';
import { PAYLOAD, warpCases } from './cases/warp.js';

// warp_* on the C chain (warp-api-enabled in nodeFixture.ts); the same cases run on the Subnet-EVM chain
// in subnet.warp.test.ts.
const url = inject('nodeUrl');
const { cases, fixtures: f } = warpCases({ rpc: `${url}/ext/bc/C/rpc` });
/** An id nothing was sent under (32 zero bytes, CB58). */
const UNKNOWN_ID = '11111111111111111111111111111111LpoYY';

describeMethods<EvmClient>({
  pkg: '@pkg/evm (warp_)',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, ...wireNamesOf(mode) }),
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => !m.startsWith('warp_'))
      .map((m) => [m, 'not warp_: covered by evm.test.ts or evm.debug.test.ts']),
  ),
  cases,
});

// Helicon removed the warp_ namespace from the C chain: there the cases above expect its refusal
describe.runIf(ERA !== 'helicon')('warp_ on the real node: what the answers say', () => {
  const evm = () => createEvmClient({ url });

  test('the message is the one sent: the network id, the C chain, ewoq as source, the payload', async () => {
    const message = await evm().warp.getMessage(f.messageID);
    // UnsignedMessage: codec 0, network id, source chain id (32 bytes), then the addressed-call payload
    expect(message.slice(0, 14)).toBe(`0x0000${NETWORK_ID.toString(16).padStart(8, '0')}`);
    expect(message).toContain(EWOQ.cAddress.slice(2).toLowerCase());
    expect(message.endsWith(PAYLOAD.slice(2))).toBe(true);
  });

  test('signatures are 96-byte BLS signatures, the same for the same message', async () => {
    const e = evm();
    const one = await e.warp.getMessageSignature(f.messageID);
    expect(one).toMatch(/^0x[0-9a-f]{192}$/);
    expect(await e.warp.getMessageSignature(f.messageID)).toBe(one);
    expect(await e.warp.getBlockSignature(f.blockID)).toMatch(/^0x[0-9a-f]{192}$/);
  });

  test('an id the chain never sent is the node’s error naming the id', async () => {
    const error = await evm()
      .warp.getMessage(UNKNOWN_ID)
      .catch((err: unknown) => err);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).message).toBe(`failed to get message ${UNKNOWN_ID} with error not found`);
  });

  test('a 0x hash where a CB58 id goes is refused before sending', async () => {
    const error = await evm()
      .warp.getBlockSignature(f.blockHash)
      .catch((err: unknown) => err);
    expect(ValidationError.isInstance(error)).toBe(true);
  });
});
