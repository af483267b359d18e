import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildConvertSubnetToL1,
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
  subnetToL1ConversionId,
  type TxClient,
  type TxContext,
  type UnsignedTx,
} from '@pkg/txs';
import { blsProofOfPossession, signWarpMessage } from '@pkg/txs/warp';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { AVALANCHEGO_VERSION } from '../src/nodeFixture.js';
import { rawRpc } from '../src/rawRpc.js';
import { subnetEvmGenesis } from '../src/subnetGenesis.js';
import { SUBNET_EVM_VM_ID } from '../src/subnetTxs.js';
import { completeTx } from '../src/txsComplete.js';

// @pkg/txs's P builders on the subnet suite's network: a subnet and a Subnet-EVM chain on it (any network); on the
// sybil-protected network (the suite's default) that subnet converted to an L1 of its own with this node (staker1)
// as its validator, then RegisterL1Validator and SetL1ValidatorWeight with Warp messages from its manager (the new
// chain, address 0xee..ee) that the test signs with staker1's BLS signer key, as AvalancheGo ships it. The suite's
// own L1 is only read (its conversion id, with the manager address the suite named), so the other subnet files see it
// unchanged.

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const suiteSubnetId = inject('subnetId');
const suiteChainId = inject('subnetBlockchainId');
const suiteManager = inject('subnetManagerAddress');
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
  const manager = new Uint8Array(20).fill(0xee);
  let subnetId: string | undefined;
  let chainId: string | undefined;
  let converted = false;

  test('createSubnet then createChain with the Subnet-EVM VM: getBlockchains lists the chain under the subnet', async () => {
    const ewoq = formatAddress('P', ctx.hrp, ctx.addresses('P')[0] as Uint8Array);
    const created = await complete(
      await buildCreateSubnet(ctx, { owner: { addresses: [ewoq], threshold: 1 } }),
    );
    subnetId = pCreatedIds(created.unsigned.tx as never, created.txId).subnetId;
    const chain = await complete(
      await buildCreateChain(ctx, {
        subnetId: subnetId as string,
        name: 'txschain',
        vmId: SUBNET_EVM_VM_ID,
        genesis: new TextEncoder().encode(JSON.stringify(subnetEvmGenesis())),
      }),
    );
    chainId = chain.txId;
    const { blockchains } = await rawRpc<{
      blockchains: { id: string; name: string; subnetID: string; vmID: string }[];
    }>(`${url}/ext/bc/P`, 'platform.getBlockchains', {});
    expect(blockchains).toContainEqual({
      id: chainId,
      name: 'txschain',
      subnetID: subnetId,
      vmID: SUBNET_EVM_VM_ID,
    });
  });

  test.runIf(l1)(
    "the conversion id we derive is platform.getSubnet's conversionID for the suite's L1",
    async () => {
      // the suite converted its subnet with this node (weight 100) as the one validator, its manager on its chain (the
      // predeployed proxy when the validator manager artifacts were found, else 0xee..ee)
      const { nodeID, nodePOP } = await nodeIdentity();
      const subnet = await rawRpc<{ conversionID: string; managerChainID: string }>(
        `${url}/ext/bc/P`,
        'platform.getSubnet',
        {
          subnetID: suiteSubnetId,
        },
      );
      expect(subnet.managerChainID).toBe(suiteChainId);
      const id = subnetToL1ConversionId({
        subnetId: cb58Decode(suiteSubnetId, 'subnetId', 32),
        managerChainId: cb58Decode(suiteChainId, 'chainId', 32),
        managerAddress: hexBytes(suiteManager),
        validators: [
          { nodeId: nodeIdBytes(nodeID), blsPublicKey: hexBytes(nodePOP.publicKey), weight: 100n },
        ],
      });
      expect(cb58(id)).toBe(subnet.conversionID);
    },
  );

  test.runIf(l1)(
    'convertSubnetToL1 of that subnet with this node as its validator (getL1Validator)',
    async () => {
      const { nodeID, nodePOP } = await nodeIdentity();
      const owner = {
        addresses: [formatAddress('P', ctx.hrp, ctx.addresses('P')[0] as Uint8Array)],
        threshold: 1,
      };
      const tx = await complete(
        await buildConvertSubnetToL1(ctx, {
          subnetId: need(subnetId),
          chainId: need(chainId),
          managerAddress: manager,
          validators: [
            {
              nodeId: nodeID,
              weight: 100n,
              balance: 1_000_000_000n,
              blsPublicKey: nodePOP.publicKey,
              blsProofOfPossession: nodePOP.proofOfPossession,
              remainingBalanceOwner: owner,
              deactivationOwner: owner,
            },
          ],
        }),
      );
      const [validationId] = pCreatedIds(tx.unsigned.tx as never, tx.txId).validationIds ?? [];
      const validator = await rawRpc<{ nodeID: string; weight: string; subnetID: string }>(
        `${url}/ext/bc/P`,
        'platform.getL1Validator',
        { validationID: validationId },
      );
      expect(validator).toMatchObject({ nodeID, weight: '100', subnetID: subnetId });
      converted = true;
    },
  );

  test.runIf(l1)(
    'registerL1Validator then setL1ValidatorWeight, with Warp messages signed by the L1 validator (staker1)',
    async () => {
      if (!converted) throw new Error('no L1: the conversion test failed');
      const ewoqShort = ctx.addresses('P')[0] as Uint8Array;
      const pop = blsProofOfPossession(randomBytes(32));
      const nodeId = randomBytes(20);
      const owner = { threshold: 1, addresses: [ewoqShort] };
      const payload = encodeRegisterL1ValidatorPayload({
        subnetId: cb58Decode(need(subnetId), 'subnetId', 32),
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
            sourceChainId: cb58Decode(need(chainId), 'chainId', 32),
            payload: encodeAddressedCall(manager, p),
          },
          validators,
        );
      // The P chain verifies Warp against the validator set at its current epoch's height (30 s epochs), so right
      // after the conversion it sees none yet ("NumFilteredValidators (0)"): it refuses the tx (nothing is
      // accepted), and a new one is built and issued once a P block of the next epoch exists.
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
      expect(await read()).toMatchObject({
        nodeID: `NodeID-${cb58(nodeId)}`,
        weight: '1',
        subnetID: subnetId,
      });

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

function need(value: string | undefined): string {
  if (value === undefined) throw new Error('an earlier test of this file failed');
  return value;
}

function nodeIdentity() {
  return rawRpc<{ nodeID: string; nodePOP: { publicKey: string; proofOfPossession: string } }>(
    `${url}/ext/info`,
    'info.getNodeID',
    {},
  );
}

const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));
const nodeIdBytes = (nodeId: string) => cb58Decode(nodeId.slice('NodeID-'.length), 'nodeId', 20);
