// The P chain's own signature of a message it emits: the SubnetToL1ConversionMessage of the suite's L1, asked of the
// node (staker1, the network's one validator) over its staking port by our ACP-118 test peer
// (scripts/real-node/p-signer, src/pChainSignature.ts), as AvalancheGo's e2e test does (tests/e2e/p/l1.go). The
// signature verifies with the node's BLS key; a message that disagrees with the P chain's state is refused. Skipped,
// with one line saying so, where `go` is not on PATH (or, under Helicon, where the v1.15 peer is not built:
// src/pSignerBinary.ts).
import { cb58, cb58Decode, encodeUnsignedWarpMessage } from '@pkg/txs';
import { blsVerify } from '@pkg/txs/warp';
import { describe, expect, inject, test } from 'vitest';
import { PChainSignatureRefusedError, pChainWarpSignature } from '../src/pChainSignature.js';
import { pSignerMissing } from '../src/pSignerMissing.js';
import { subnetToL1ConversionMessage } from '../src/subnetToL1ConversionMessage.js';
import { suiteConversion } from '../src/suiteConversion.js';

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const stakingPort = inject('nodeStakingPort');
const subnetId = inject('subnetId');
const blockchainId = inject('subnetBlockchainId');
/** The manager the suite's conversion named (the genesis proxy, or 0xee..ee without the artifacts). */
const managerAddress = inject('subnetManagerAddress');

const skipped = l1 ? pSignerMissing() : 'the suite runs without an L1 (SUBNET_L1=0)';
if (skipped) console.log(`P chain signature: skipped, ${skipped}`);

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
  const conversion = await suiteConversion({ url, subnetId, blockchainId, managerAddress });
  expect(cb58(conversion.conversionId)).toBe(conversion.pChainConversionId);
  return conversion;
}

/** The unsigned bytes of the P chain's SubnetToL1ConversionMessage (src/subnetToL1ConversionMessage.ts). */
function conversionMessage(networkId: number, conversionId: Uint8Array): Uint8Array {
  return encodeUnsignedWarpMessage(subnetToL1ConversionMessage({ networkId, conversionId }));
}
