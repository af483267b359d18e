import { randomBytes } from 'node:crypto';
import { cb58, createTxClient, privateKeySigner, type TxClient } from '@pkg/txs';
import { blsProofOfPossession } from '@pkg/txs/warp';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectTxDescribedAsNode } from '../src/describedAsNode.js';
import { EWOQ } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { acceptedTxBytes, txIdOf } from '../src/txsReads.js';

// @pkg/txs P-chain operations on the real node, each built, signed, issued once and waited for by the SDK:
// a Primary Network validator and a delegator to it (seen in platform.getCurrentValidators), a subnet and its
// ownership transferred (platform.getSubnet), and a second subnet converted to an L1 whose validator is the node
// itself, topped up and disabled (platform.getL1Validator). createChain is in subnet.txs.test.ts: with sybil
// protection off this node runs every chain created, and it has no Subnet-EVM plugin (REAL-PEERS.md).
// The tests of a describe run in order and share what they create.

const AVAX = 1_000_000_000n;

let url: string;
let txs: TxClient;
const p = <T>(method: string, params: unknown = {}) => rawRpc<T>(`${url}/ext/bc/P`, method, params);

beforeAll(() => {
  url = inject('nodeUrl');
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
});

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}: an earlier test failed`);
  return value;
}

/** A node id nobody runs: `NodeID-` + CB58 of 20 random bytes. */
const randomNodeId = () => `NodeID-${cb58(randomBytes(20))}`;
/** A BLS secret key below the group order (its first byte 0). */
const randomBlsKey = () => Uint8Array.from([0, ...randomBytes(31)]);

interface CurrentValidator {
  nodeID: string;
  weight: string;
  endTime: string;
  delegators?: { txID: string; weight: string; endTime: string }[] | null;
}

describe('txs.p: Primary Network staking', () => {
  const nodeId = randomNodeId();
  const endTime = BigInt(Math.floor(Date.now() / 1000)) + 25n * 3600n;
  let validatorTxId: string | undefined;

  test('addPermissionlessValidator: the node id appears in platform.getCurrentValidators with its weight and end time', async () => {
    const { publicKey, proofOfPossession } = blsProofOfPossession(randomBlsKey());
    const { txId } = await txs.p.addPermissionlessValidator({
      nodeId,
      endTime,
      weight: 2_000n * AVAX,
      blsPublicKey: publicKey,
      blsProofOfPossession: proofOfPossession,
      delegationFeeShares: 20_000,
    });
    validatorTxId = txId;
    await expectTxDescribedAsNode(txs, url, 'P', txId); // stake outputs, fee: as the node reports them
    const { validators } = await p<{ validators: CurrentValidator[] }>('platform.getCurrentValidators', {
      nodeIDs: [nodeId],
    });
    expect(validators).toHaveLength(1);
    expect(validators[0]).toMatchObject({
      nodeID: nodeId,
      weight: String(2_000n * AVAX),
      endTime: String(endTime),
    });
    expect(txIdOf(await acceptedTxBytes(url, 'P', txId))).toBe(txId);
  });

  test('addPermissionlessDelegator: the delegation appears under that validator', async () => {
    need(validatorTxId, 'validator');
    const { txId } = await txs.p.addPermissionlessDelegator({
      nodeId,
      endTime: endTime - 60n,
      weight: 25n * AVAX,
    });
    const { validators } = await p<{ validators: CurrentValidator[] }>('platform.getCurrentValidators', {
      nodeIDs: [nodeId],
    });
    expect(validators[0]?.delegators).toEqual([
      expect.objectContaining({ txID: txId, weight: String(25n * AVAX), endTime: String(endTime - 60n) }),
    ]);
    await expectTxDescribedAsNode(txs, url, 'P', txId);
  });
});

describe('txs.p: subnets, chains, ownership', () => {
  let subnetId: string | undefined;
  const newOwner = randomAvalancheKey().xAddress.replace(/^X-/, 'P-');

  test('createSubnet: platform.getSubnet shows ewoq as its owner; the subnet id is the tx id', async () => {
    const created = await txs.p.createSubnet({ owner: { addresses: [EWOQ.pAddress], threshold: 1 } });
    subnetId = created.subnetId;
    await expectTxDescribedAsNode(txs, url, 'P', created.txId);
    expect(created.subnetId).toBe(created.txId);
    expect(await p('platform.getSubnet', { subnetID: subnetId })).toMatchObject({
      isPermissioned: true,
      controlKeys: [EWOQ.pAddress],
      threshold: '1',
    });
  });

  test('transferSubnetOwnership: platform.getSubnet shows the new owner', async () => {
    const { txId } = await txs.p.transferSubnetOwnership({
      subnetId: need(subnetId, 'subnet'),
      owner: { addresses: [newOwner], threshold: 1 },
    });
    await expectTxDescribedAsNode(txs, url, 'P', txId);
    expect(await p('platform.getSubnet', { subnetID: subnetId })).toMatchObject({
      controlKeys: [newOwner],
      threshold: '1',
    });
  });
});

describe('txs.p: an L1 (the node itself its validator)', () => {
  let validationId: string | undefined;
  const owner = { addresses: [EWOQ.pAddress], threshold: 1 };

  test('convertSubnetToL1: platform.getL1Validator finds the validation id the SDK returned', async () => {
    const { subnetId } = await txs.p.createSubnet({ owner });
    const { nodeID, nodePOP } = await rawRpc<{
      nodeID: string;
      nodePOP: { publicKey: string; proofOfPossession: string };
    }>(`${url}/ext/info`, 'info.getNodeID', {});
    const { blockchainID } = await rawRpc<{ blockchainID: string }>(
      `${url}/ext/info`,
      'info.getBlockchainID',
      {
        alias: 'X',
      },
    );
    const converted = await txs.p.convertSubnetToL1({
      subnetId: need(subnetId, 'subnet'),
      chainId: blockchainID,
      managerAddress: `0x${'07'.repeat(20)}`,
      validators: [
        {
          nodeId: nodeID,
          weight: 100n,
          balance: AVAX,
          blsPublicKey: nodePOP.publicKey,
          blsProofOfPossession: nodePOP.proofOfPossession,
          remainingBalanceOwner: owner,
          deactivationOwner: owner,
        },
      ],
    });
    expect(converted.validationIds).toHaveLength(1);
    await expectTxDescribedAsNode(txs, url, 'P', converted.txId); // the validator's balance counted as produced
    validationId = converted.validationIds?.[0];
    const l1 = await p<{ subnetID: string; nodeID: string; weight: string; balance: string }>(
      'platform.getL1Validator',
      {
        validationID: validationId,
      },
    );
    expect(l1).toMatchObject({ subnetID: subnetId, nodeID, weight: '100' });
    expect(BigInt(l1.balance)).toBeLessThanOrEqual(AVAX);
    expect(txIdOf(await acceptedTxBytes(url, 'P', converted.txId))).toBe(converted.txId);
  });

  test('increaseL1ValidatorBalance: the balance grows by the amount (less what the validator fee took meanwhile)', async () => {
    const id = need(validationId, 'validation id');
    const before = BigInt(
      (await p<{ balance: string }>('platform.getL1Validator', { validationID: id })).balance,
    );
    const increased = await txs.p.increaseL1ValidatorBalance({ validationId: id, amount: AVAX });
    await expectTxDescribedAsNode(txs, url, 'P', increased.txId);
    const after = BigInt(
      (await p<{ balance: string }>('platform.getL1Validator', { validationID: id })).balance,
    );
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThanOrEqual(before + AVAX);
  });

  test('disableL1Validator: the validator keeps its weight with no balance left', async () => {
    const id = need(validationId, 'validation id');
    const disabled = await txs.p.disableL1Validator({ validationId: id });
    await expectTxDescribedAsNode(txs, url, 'P', disabled.txId);
    const l1 = await p<{ weight: string; balance: string }>('platform.getL1Validator', { validationID: id });
    expect(l1).toMatchObject({ weight: '100', balance: '0' });
  });
});

describe('txs.p: the node afterwards', () => {
  test('/ext/health still reports every check healthy (the later files of the suite share this node)', async () => {
    const body = (await (await fetch(`${url}/ext/health`)).json()) as {
      checks: Record<string, { error?: unknown }>;
    };
    expect(Object.entries(body.checks).filter(([, check]) => check.error)).toEqual([]);
  });
});
