import { JsonRpcError, ValidationError } from '@pkg/core';
import { createEvmClient, type EvmClient } from '@pkg/evm';
import { encodeFunctionData, type Hex, toHex } from 'viem';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type Mode, wireNamesOf } from '../src/coverage.js';
import { sendAndWait, signFromEwoq } from '../src/evmFixtures.js';
import { EWOQ } from '../src/localNetwork.js';
import { describeMethods } from '../src/methodSuite.js';
import { utils } from '../src/signing/avalanchejs.js';
import { specMethods } from '../src/specSchemas.js';

// warp_* on the C chain (warp-api-enabled in nodeFixture.ts). A real message: a tx calling the Warp
// precompile's sendWarpMessage(bytes); its SendWarpMessage log carries the unsigned message id (topic 2).
const url = inject('nodeUrl');
const rpc = `${url}/ext/bc/C/rpc`;
const WARP_PRECOMPILE: Hex = '0x0200000000000000000000000000000000000005';
const PAYLOAD = toHex('issue 24 warp payload');
/** An id nothing was sent under (32 zero bytes, CB58). */
const UNKNOWN_ID = '11111111111111111111111111111111LpoYY';

/** 32 bytes (a 0x hash) in CB58, as AvalancheGo writes an ids.ID. */
const cb58 = (hex: Hex) => utils.base58check.encode(utils.hexToBuffer(hex));

let messageID = '';
let blockID = '';
let blockHash: Hex = '0x';

beforeAll(async () => {
  const data = encodeFunctionData({
    abi: [
      {
        type: 'function',
        name: 'sendWarpMessage',
        inputs: [{ name: 'payload', type: 'bytes' }],
        outputs: [{ name: 'messageID', type: 'bytes32' }],
        stateMutability: 'nonpayable',
      },
    ],
    functionName: 'sendWarpMessage',
    args: [PAYLOAD],
  });
  const sent = await sendAndWait(rpc, await signFromEwoq(rpc, { to: WARP_PRECOMPILE, data, gas: 200_000n }));
  const log = (sent.receipt as unknown as { logs: { address: string; topics: Hex[] }[] }).logs.find(
    (l) => l.address.toLowerCase() === WARP_PRECOMPILE,
  );
  if (!log?.topics[2]) throw new Error(`no SendWarpMessage log in ${sent.hash}`);
  messageID = cb58(log.topics[2]);
  blockHash = sent.receipt.blockHash as Hex;
  blockID = cb58(blockHash);
}, 60_000);

const NO_VALIDATORS = {
  message: /^cannot aggregate signatures from subnet with no validators \(SubnetID: \w+, Height: \d+\)$/,
  why: 'with sybil protection off (the local single-node network) the primary network has no Warp validator set to ask',
};

describeMethods<EvmClient>({
  pkg: '@pkg/evm (warp_)',
  spec: 'evm',
  client: (mode: Mode) => createEvmClient({ url, ...wireNamesOf(mode) }),
  skip: Object.fromEntries(
    specMethods('evm')
      .filter((m) => !m.startsWith('warp_'))
      .map((m) => [m, 'not warp_: covered by evm.test.ts or evm.debug.test.ts']),
  ),
  cases: [
    { method: 'warp_getMessage', calls: [(e) => e.warp.getMessage(messageID)] },
    { method: 'warp_getMessageSignature', calls: [(e) => e.warp.getMessageSignature(messageID)] },
    { method: 'warp_getBlockSignature', calls: [(e) => e.warp.getBlockSignature(blockID)] },
    {
      method: 'warp_getMessageAggregateSignature',
      calls: [(e) => e.warp.getMessageAggregateSignature(messageID, 67, '')],
      nodeMayRefuse: NO_VALIDATORS,
    },
    {
      method: 'warp_getBlockAggregateSignature',
      calls: [(e) => e.warp.getBlockAggregateSignature(blockID, 67, '')],
      nodeMayRefuse: NO_VALIDATORS,
    },
  ],
});

describe('warp_ on the real node: what the answers say', () => {
  const evm = () => createEvmClient({ url });

  test('the message is the one sent: network 12345, the C chain, ewoq as source, the payload', async () => {
    const message = await evm().warp.getMessage(messageID);
    // UnsignedMessage: codec 0, network id, source chain id (32 bytes), then the addressed-call payload
    expect(message.slice(0, 14)).toBe(`0x0000${(12345).toString(16).padStart(8, '0')}`);
    expect(message).toContain(EWOQ.cAddress.slice(2).toLowerCase());
    expect(message.endsWith(PAYLOAD.slice(2))).toBe(true);
  });

  test('signatures are 96-byte BLS signatures, the same for the same message', async () => {
    const e = evm();
    const one = await e.warp.getMessageSignature(messageID);
    expect(one).toMatch(/^0x[0-9a-f]{192}$/);
    expect(await e.warp.getMessageSignature(messageID)).toBe(one);
    expect(await e.warp.getBlockSignature(blockID)).toMatch(/^0x[0-9a-f]{192}$/);
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
      .warp.getBlockSignature(blockHash)
      .catch((err: unknown) => err);
    expect(ValidationError.isInstance(error)).toBe(true);
  });
});
