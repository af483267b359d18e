import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blsProofOfPossession,
  buildCreateChain,
  buildCreateSubnet,
  buildPSend,
  buildRegisterL1Validator,
  buildSetL1ValidatorWeight,
  cb58,
  cb58Decode,
  createTxClient,
  encodeAddressedCall,
  encodeL1ValidatorWeightPayload,
  encodeRegisterL1ValidatorPayload,
  formatAddress,
  pCreatedIds,
  privateKeySigner,
  type SignedTx,
  signWarpMessage,
  subnetToL1ConversionId,
  type TxClient,
  type TxContext,
  type UnsignedTx,
} from '@pkg/txs';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { AVALANCHEGO_VERSION } from '../src/nodeFixture.js';
import { rawRpc } from '../src/rawRpc.js';
import { subnetEvmGenesis } from '../src/subnetGenesis.js';
import { SUBNET_EVM_VM_ID } from '../src/subnetTxs.js';
import { completeTx } from '../src/txsComplete.js';

// @pkg/txs's P builders on the subnet suite's network: CreateChainTx with the Subnet-EVM VM (any network), and, on
// the sybil-protected L1 network (the suite's default), RegisterL1Validator and SetL1ValidatorWeight with Warp
// messages from the L1's manager (its chain, its address 0xee..ee) that the test signs with the L1's one
// validator's BLS key: staker1's signer key, as AvalancheGo ships it.

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const l1SubnetId = inject('subnetId');
const managerChainId = inject('subnetBlockchainId');
let txs: TxClient;
let ctx: TxContext;

beforeAll(async () => {
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
  ctx = await txs.context();
});

const complete = (unsigned: UnsignedTx): Promise<SignedTx> => completeTx(txs, url, unsigned);

/** staker1's BLS secret key from the avalanchego module (staking/local/signer1.key). */
function staker1BlsKey(): Uint8Array {
  const modcache = execFileSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).trim();
  const file = path.join(
    modcache,
    'github.com/ava-labs',
    `avalanchego@${AVALANCHEGO_VERSION}`,
    'staking/local/signer1.key',
  );
  return new Uint8Array(readFileSync(file));
}

/** Runs `issue` until the P chain's epoch sees the L1's validators; a P send between tries builds the next block. */
async function untilEpochHasValidators<T>(issue: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      return await issue();
    } catch (error) {
      if (!/NumFilteredValidators \(0\)/.test(String(error)) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await complete(await buildPSend(ctx, { amount: 1n }));
    }
  }
}

describe('P builders on the subnet suite network', () => {
  test('createSubnet then createChain with the Subnet-EVM VM: getBlockchains lists the chain under the subnet', async () => {
    const ewoq = formatAddress('P', ctx.hrp, ctx.addresses('P')[0] as Uint8Array);
    const created = await complete(
      await buildCreateSubnet(ctx, { owner: { addresses: [ewoq], threshold: 1 } }),
    );
    const { subnetId } = pCreatedIds(created.unsigned.tx as never, created.txId);
    const chain = await complete(
      await buildCreateChain(ctx, {
        subnetId: subnetId as string,
        name: 'txschain',
        vmId: SUBNET_EVM_VM_ID,
        genesis: new TextEncoder().encode(JSON.stringify(subnetEvmGenesis())),
      }),
    );
    const { blockchains } = await rawRpc<{
      blockchains: { id: string; name: string; subnetID: string; vmID: string }[];
    }>(`${url}/ext/bc/P`, 'platform.getBlockchains', {});
    expect(blockchains).toContainEqual({
      id: chain.txId,
      name: 'txschain',
      subnetID: subnetId,
      vmID: SUBNET_EVM_VM_ID,
    });
  });

  test.runIf(l1)(
    "the conversion id we derive is platform.getSubnet's conversionID for the suite's L1",
    async () => {
      // the suite converted its subnet with this node (weight 100) as the one validator, manager 0xee..ee on its chain
      const { nodeID, nodePOP } = await rawRpc<{ nodeID: string; nodePOP: { publicKey: string } }>(
        `${url}/ext/info`,
        'info.getNodeID',
        {},
      );
      const subnet = await rawRpc<{ conversionID: string; managerChainID: string }>(
        `${url}/ext/bc/P`,
        'platform.getSubnet',
        {
          subnetID: l1SubnetId,
        },
      );
      expect(subnet.managerChainID).toBe(managerChainId);
      const id = subnetToL1ConversionId({
        subnetId: cb58Decode(l1SubnetId, 'subnetId', 32),
        managerChainId: cb58Decode(managerChainId, 'chainId', 32),
        managerAddress: new Uint8Array(20).fill(0xee),
        validators: [
          {
            nodeId: cb58Decode(nodeID.slice('NodeID-'.length), 'nodeId', 20),
            blsPublicKey: Uint8Array.from(Buffer.from(nodePOP.publicKey.slice(2), 'hex')),
            weight: 100n,
          },
        ],
      });
      expect(cb58(id)).toBe(subnet.conversionID);
    },
  );

  test.runIf(l1)(
    'registerL1Validator then setL1ValidatorWeight, with Warp messages signed by the L1 validator (staker1)',
    async () => {
      const ewoqShort = ctx.addresses('P')[0] as Uint8Array;
      const pop = blsProofOfPossession(randomBytes(32));
      const nodeId = randomBytes(20);
      const owner = { threshold: 1, addresses: [ewoqShort] };
      const payload = encodeRegisterL1ValidatorPayload({
        subnetId: cb58Decode(l1SubnetId, 'subnetId', 32),
        nodeId,
        blsPublicKey: pop.publicKey,
        expiry: ctx.now() + 3_600n,
        remainingBalanceOwner: owner,
        disableOwner: owner,
        weight: 1n,
      });
      const staker1 = staker1BlsKey();
      const validators = [{ publicKey: blsProofOfPossession(staker1).publicKey, secretKey: staker1 }];
      const warp = (p: Uint8Array) =>
        signWarpMessage(
          {
            networkId: ctx.networkId,
            sourceChainId: cb58Decode(managerChainId, 'chainId', 32),
            payload: encodeAddressedCall(new Uint8Array(20).fill(0xee), p),
          },
          validators,
        );
      // The P chain verifies Warp against the validator set at its current epoch's height (30 s epochs), so right
      // after the suite's conversion it may see none yet ("NumFilteredValidators (0)"): it refuses the tx (nothing
      // is accepted), and a new one is built and issued once a P block of the next epoch exists.
      const registered = await untilEpochHasValidators(async () =>
        complete(
          await buildRegisterL1Validator(ctx, {
            message: warp(payload),
            balance: 1_000_000_000n,
            blsProofOfPossession: pop.proofOfPossession,
          }),
        ),
      );
      const { validationId } = pCreatedIds(registered.unsigned.tx as never, registered.txId);
      const read = () =>
        rawRpc<{ nodeID: string; weight: string; subnetID: string; minNonce: string }>(
          `${url}/ext/bc/P`,
          'platform.getL1Validator',
          { validationID: validationId },
        );
      const added = await read();
      expect(added).toMatchObject({ nodeID: `NodeID-${cb58(nodeId)}`, weight: '1', subnetID: l1SubnetId });

      await complete(
        await buildSetL1ValidatorWeight(ctx, {
          message: warp(
            encodeL1ValidatorWeightPayload({
              validationId: cb58Decode(validationId as string, 'validationId', 32),
              nonce: 1n,
              weight: 3n,
            }),
          ),
        }),
      );
      expect(await read()).toMatchObject({ weight: '3', minNonce: '2' });
    },
    180_000,
  );
});
