import type { EvmClient } from '@pkg/evm';
import { encodeFunctionData, type Hex, toHex } from 'viem';
import { beforeAll } from 'vitest';
import { sendAndWait, signFromEwoq } from '../../src/evmFixtures.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { utils } from '../../src/signing/avalanchejs.js';

/** The Warp precompile: the same address on the C chain and on Subnet-EVM (`warpConfig`). */
export const WARP_PRECOMPILE: Hex = '0x0200000000000000000000000000000000000005';
export const PAYLOAD = toHex('issue 24 warp payload');

/** 32 bytes (a 0x hash) in CB58, as AvalancheGo writes an ids.ID. */
export const cb58 = (hex: Hex) => utils.base58check.encode(utils.hexToBuffer(hex));

/** What the warp_ cases ask about: made in the calling file's beforeAll, read by its own tests. */
export interface WarpFixtures {
  /** The unsigned message's id (CB58): topic 2 of the SendWarpMessage log. */
  messageID: string;
  /** The block holding the send (CB58, and as the 0x hash). */
  blockID: string;
  blockHash: Hex;
}

const NO_VALIDATORS = {
  message: /^cannot aggregate signatures from subnet with no validators \(SubnetID: \w+, Height: \d+\)$/,
  why: 'with sybil protection off (the local single-node network) the P chain has no Warp validator set for the subnet to ask',
};

/**
 * Cases for every `warp_` method of an EVM chain's `/rpc` (`warp-api-enabled`: the C chain, or a
 * Subnet-EVM chain whose genesis turns the Warp precompile on). A real message is sent in a beforeAll
 * registered here: ewoq calls the precompile's sendWarpMessage(PAYLOAD); its SendWarpMessage log carries
 * the unsigned message id (topic 2). The aggregate signature methods ask the validators of the chain's
 * subnet (`''`) for a 67% quorum.
 */
export function warpCases(options: {
  rpc: string;
  /** A Subnet-EVM chain's EVM chain id (default: the local C chain's). */
  chainId?: number;
  /**
   * Whether the chain's subnet has a Warp validator set (an L1 this node validates): the aggregate
   * methods must then resolve; else the node may refuse them for want of validators.
   */
  validated?: boolean;
}): { cases: MethodCase<EvmClient>[]; fixtures: WarpFixtures } {
  const { rpc, chainId, validated = false } = options;
  const aggregate = validated ? {} : { nodeMayRefuse: NO_VALIDATORS };
  const f: WarpFixtures = { messageID: '', blockID: '', blockHash: '0x' };

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
    const sent = await sendAndWait(
      rpc,
      await signFromEwoq(rpc, { to: WARP_PRECOMPILE, data, gas: 200_000n }, chainId),
    );
    const log = (sent.receipt as unknown as { logs: { address: string; topics: Hex[] }[] }).logs.find(
      (l) => l.address.toLowerCase() === WARP_PRECOMPILE,
    );
    if (!log?.topics[2]) throw new Error(`no SendWarpMessage log in ${sent.hash}`);
    f.messageID = cb58(log.topics[2]);
    f.blockHash = sent.receipt.blockHash;
    f.blockID = cb58(f.blockHash);
  }, 60_000);

  const cases: MethodCase<EvmClient>[] = [
    { method: 'warp_getMessage', calls: [(e) => e.warp.getMessage(f.messageID)] },
    { method: 'warp_getMessageSignature', calls: [(e) => e.warp.getMessageSignature(f.messageID)] },
    { method: 'warp_getBlockSignature', calls: [(e) => e.warp.getBlockSignature(f.blockID)] },
    {
      method: 'warp_getMessageAggregateSignature',
      calls: [(e) => e.warp.getMessageAggregateSignature(f.messageID, 67, '')],
      ...aggregate,
    },
    {
      method: 'warp_getBlockAggregateSignature',
      calls: [(e) => e.warp.getBlockAggregateSignature(f.blockID, 67, '')],
      ...aggregate,
    },
  ];
  return { cases, fixtures: f };
}
