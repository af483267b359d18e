// The P chain's own signature of a message it emits: the SubnetToL1ConversionMessage of the suite's L1, asked of the
// node (staker1, the network's one validator) over its staking port by our ACP-118 test peer
// (scripts/real-node/p-signer, src/pChainSignature.ts), as AvalancheGo's e2e test does (tests/e2e/p/l1.go). The
// signature verifies with the node's BLS key; a message that disagrees with the P chain's state is refused. Skipped,
// with one line saying so, where `go` is not on PATH (or, under Helicon, where the v1.15 peer is not built:
// src/pSignerBinary.ts).
import { spawnSync } from 'node:child_process';
import {
  cb58,
  cb58Decode,
  encodeAddressedCall,
  encodeUnsignedWarpMessage,
  subnetToL1ConversionId,
} from '@pkg/txs';
import { blsVerify } from '@pkg/txs/warp';
import { describe, expect, inject, test } from 'vitest';
import { ERA } from '../src/localNetwork.js';
import { PChainSignatureRefusedError, pChainWarpSignature } from '../src/pChainSignature.js';
import { PSignerUnavailableError, pSignerBinary } from '../src/pSignerBinary.js';
import { rawRpc } from '../src/rawRpc.js';

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const stakingPort = inject('nodeStakingPort');
const subnetId = inject('subnetId');
const chainId = inject('subnetBlockchainId');
/** The suite's conversion (src/subnetFixture.ts): manager 0xee..ee on its chain, the node its one validator, weight 100. */
const managerAddress = new Uint8Array(20).fill(0xee);
const P_CHAIN_ID = new Uint8Array(32);

const skipped = whySkipped();
if (skipped) console.log(`P chain signature: skipped, ${skipped}`);

/** Why the suite cannot run here (no go; the v1.15 peer not built), or undefined. Builds the v1.14.0 peer once. */
function whySkipped(): string | undefined {
  if (!l1) return 'the suite runs without an L1 (SUBNET_L1=0)';
  if (spawnSync('go', ['version']).status !== 0)
    return '`go` is not on PATH (the ACP-118 test peer is built with Go)';
  try {
    pSignerBinary(ERA === 'helicon' ? 'v1.15' : 'v1.14.0');
  } catch (error) {
    if (error instanceof PSignerUnavailableError) return error.message;
    throw error;
  }
  return undefined;
}

describe.skipIf(skipped)("the P chain's ACP-118 signature of the L1's SubnetToL1ConversionMessage", () => {
  test('the node signs the conversion message; the signature verifies with its BLS key', async () => {
    const { conversionId, publicKey, networkId } = await conversionOfTheSuite();
    const unsignedMessage = conversionMessage(networkId, conversionId);
    const started = Date.now();
    const signature = await pChainWarpSignature({
      stakingPort,
      networkId,
      unsignedMessage,
      // ACP-118 justification of a conversion message (vms/platformvm/network/warp.go): the subnet id
      justification: cb58Decode(subnetId, 'subnetId', 32),
    });
    console.log(`P chain signature: ${signature.length} bytes in ${Date.now() - started} ms`);
    expect(signature).toHaveLength(96);
    expect(blsVerify(signature, unsignedMessage, publicKey)).toBe(true);
    // a signature of the message is not one of another message
    expect(blsVerify(signature, conversionMessage(networkId, new Uint8Array(32)), publicKey)).toBe(false);
  });

  test('the node refuses a conversion id that disagrees with its state (ErrMismatchedConversionID)', async () => {
    const { conversionId, networkId } = await conversionOfTheSuite();
    const wrong = conversionId.slice();
    wrong[0] = (wrong[0] as number) ^ 0xff;
    const refusal = pChainWarpSignature({
      stakingPort,
      networkId,
      unsignedMessage: conversionMessage(networkId, wrong),
      justification: cb58Decode(subnetId, 'subnetId', 32),
    });
    await expect(refusal).rejects.toBeInstanceOf(PChainSignatureRefusedError);
    await expect(refusal).rejects.toMatchObject({
      code: 7,
      nodeMessage: `provided conversionID "${cb58(wrong)}" != expected conversionID "${cb58(conversionId)}"`,
    });
  });

  test('the node refuses a subnet that was not converted (ErrConversionDoesNotExist)', async () => {
    const { conversionId, networkId } = await conversionOfTheSuite();
    const refusal = pChainWarpSignature({
      stakingPort,
      networkId,
      unsignedMessage: conversionMessage(networkId, conversionId),
      justification: new Uint8Array(32).fill(7),
    });
    await expect(refusal).rejects.toMatchObject({
      code: 6,
      nodeMessage: expect.stringContaining('has not been converted'),
    });
  });
});

/**
 * The suite's conversion id, derived with @pkg/txs from what the fixture committed to and checked against
 * `platform.getSubnet`; the node's BLS public key; the network id.
 */
async function conversionOfTheSuite() {
  const { nodeID, nodePOP } = await rawRpc<{ nodeID: string; nodePOP: { publicKey: string } }>(
    `${url}/ext/info`,
    'info.getNodeID',
    {},
  );
  const { networkID } = await rawRpc<{ networkID: string }>(`${url}/ext/info`, 'info.getNetworkID', {});
  const publicKey = Uint8Array.from(Buffer.from(nodePOP.publicKey.slice(2), 'hex'));
  const conversionId = subnetToL1ConversionId({
    subnetId: cb58Decode(subnetId, 'subnetId', 32),
    managerChainId: cb58Decode(chainId, 'chainId', 32),
    managerAddress,
    validators: [
      {
        nodeId: cb58Decode(nodeID.slice('NodeID-'.length), 'nodeId', 20),
        blsPublicKey: publicKey,
        weight: 100n,
      },
    ],
  });
  const subnet = await rawRpc<{ conversionID: string }>(`${url}/ext/bc/P`, 'platform.getSubnet', {
    subnetID: subnetId,
  });
  expect(cb58(conversionId)).toBe(subnet.conversionID);
  return { conversionId, publicKey, networkId: Number(networkID) };
}

/**
 * The unsigned Warp message the P chain emits for a conversion: source chain the P chain, payload an AddressedCall
 * with no source address around a SubnetToL1Conversion message (codec version 0, type id 0, the conversion id).
 */
function conversionMessage(networkId: number, conversionId: Uint8Array): Uint8Array {
  const payload = new Uint8Array(2 + 4 + 32);
  payload.set(conversionId, 6);
  return encodeUnsignedWarpMessage({
    networkId,
    sourceChainId: P_CHAIN_ID,
    payload: encodeAddressedCall(new Uint8Array(0), payload),
  });
}
