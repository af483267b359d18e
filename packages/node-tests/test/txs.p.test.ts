import { randomBytes } from 'node:crypto';
import {
  blsProofOfPossession,
  buildAddPermissionlessDelegator,
  buildAddPermissionlessValidator,
  buildConvertSubnetToL1,
  buildCreateSubnet,
  buildDisableL1Validator,
  buildIncreaseL1ValidatorBalance,
  buildPExport,
  buildPSend,
  buildTransferSubnetOwnership,
  cb58,
  cb58Decode,
  createTxClient,
  gasOf,
  pCreatedIds,
  privateKeySigner,
  pTxComplexity,
  type SignedTx,
  type TxClient,
  type TxContext,
  type UnsignedTx,
} from '@pkg/txs';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { completeTx } from '../src/txsComplete.js';
import { pBalance } from '../src/txsReads.js';

// @pkg/txs's P-chain builders on the real node (local network, ewoq): each tx built by the SDK alone (UTXOs, fee
// state, owners read from the node), signed, issued once and waited for; the effects are read back through plain
// fetch, and platform.getTx holds exactly the bytes we sent.

let url: string;
let txs: TxClient;
let ctx: TxContext;

beforeAll(async () => {
  url = inject('nodeUrl');
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
  ctx = await txs.context();
});

const P = (path = '') => `${url}/ext/bc/P${path}`;
const pAddress = (x: string) => `P-${x.slice(2)}`;

const complete = (unsigned: UnsignedTx): Promise<SignedTx> => completeTx(txs, url, unsigned);

/** The nAVAX a tx burns: what its inputs hold less what its outputs (stake included) hold. */
function burned(unsigned: UnsignedTx, extra = 0n): bigint {
  const tx = unsigned.tx as unknown as {
    inputs: { input: { amount?: bigint; input?: { amount: bigint } } }[];
    outputs: { output: { amount?: bigint; output?: { amount: bigint } } }[];
    stakeOutputs?: { output: { amount?: bigint; output?: { amount: bigint } } }[];
    exportedOutputs?: { output: { amount?: bigint } }[];
  };
  const amount = (x: { amount?: bigint; input?: { amount: bigint }; output?: { amount: bigint } }) =>
    x.amount ?? x.input?.amount ?? x.output?.amount ?? 0n;
  const outs = [...tx.outputs, ...(tx.stakeOutputs ?? []), ...(tx.exportedOutputs ?? [])];
  return (
    tx.inputs.reduce((s, i) => s + amount(i.input), 0n) - outs.reduce((s, o) => s + amount(o.output), extra)
  );
}

async function feeWeights(): Promise<bigint[]> {
  const { weights } = await rawRpc<{ weights: number[] }>(P(), 'platform.getFeeConfig', {});
  return weights.map(BigInt);
}

describe('P-chain builders on the node', () => {
  test('send: the recipient gets the amount; ewoq pays it and a fee of gas x a price at or above the current one', async () => {
    const to = pAddress(randomAvalancheKey('local').xAddress);
    const before = await pBalance(url, EWOQ.pAddress);
    const { price } = await rawRpc<{ price: number }>(P(), 'platform.getFeeState', {});
    const unsigned = await buildPSend(ctx, { to, amount: 1_000_000n });
    await complete(unsigned);
    expect(await pBalance(url, to)).toBe(1_000_000n);
    const fee = burned(unsigned);
    expect(before - (await pBalance(url, EWOQ.pAddress))).toBe(1_000_000n + fee);
    const gas = gasOf(pTxComplexity(unsigned.tx as never), await feeWeights());
    expect(fee % gas).toBe(0n);
    expect(fee / gas).toBeGreaterThanOrEqual(2n * BigInt(price));
  });

  test('export to X: the amount waits in X shared memory for ewoq', async () => {
    const unsigned = await buildPExport(ctx, { destinationChain: 'X', amount: 3_000_000n });
    const signed = await complete(unsigned);
    const { utxos } = await rawRpc<{ utxos: string[] }>(`${url}/ext/bc/X`, 'avm.getUTXOs', {
      addresses: [EWOQ.xAddress],
      sourceChain: 'P',
      encoding: 'hex',
    });
    const txIdHex = Buffer.from(cb58Decode(signed.txId, 'txId', 32)).toString('hex');
    expect(utxos.some((u) => u.slice(6, 70) === txIdHex)).toBe(true);
  });

  test('a Primary Network validator with a BLS key, then a delegator to it, both in getCurrentValidators', async () => {
    const nodeId = `NodeID-${cb58(randomBytes(20))}`;
    const { publicKey, proofOfPossession } = blsProofOfPossession(randomBytes(32));
    const endTime = ctx.now() + 86_400n * 2n;
    await complete(
      await buildAddPermissionlessValidator(ctx, {
        nodeId,
        endTime,
        weight: 2_000_000_000_000n,
        blsPublicKey: publicKey,
        blsProofOfPossession: proofOfPossession,
        delegationFeeShares: 20_000,
      }),
    );
    await complete(await buildAddPermissionlessDelegator(ctx, { nodeId, endTime, weight: 25_000_000_000n }));
    const { validators } = await rawRpc<{
      validators: {
        nodeID: string;
        weight: string;
        delegators?: { weight: string }[] | null;
        signer?: { publicKey: string };
      }[];
    }>(P(), 'platform.getCurrentValidators', { nodeIDs: [nodeId] });
    expect(validators).toHaveLength(1);
    expect(validators[0]?.weight).toBe('2000000000000');
    expect(validators[0]?.signer?.publicKey).toBe(`0x${Buffer.from(publicKey).toString('hex')}`);
    expect(validators[0]?.delegators?.map((d) => d.weight)).toEqual(['25000000000']);
  });

  test('create a subnet, transfer its ownership, convert another to an L1, top up and disable its validator', async () => {
    const owner = { addresses: [EWOQ.pAddress], threshold: 1 };
    const created = await complete(await buildCreateSubnet(ctx, { owner }));
    const { subnetId } = pCreatedIds(created.unsigned.tx as never, created.txId);
    const subnet = await rawRpc<{ controlKeys: string[]; threshold: string }>(P(), 'platform.getSubnet', {
      subnetID: subnetId,
    });
    expect(subnet.controlKeys).toEqual([EWOQ.pAddress]);

    const newOwner = pAddress(randomAvalancheKey('local').xAddress);
    await complete(
      await buildTransferSubnetOwnership(ctx, {
        subnetId: subnetId as string,
        owner: { addresses: [newOwner], threshold: 1 },
      }),
    );
    const moved = await rawRpc<{ controlKeys: string[] }>(P(), 'platform.getSubnet', { subnetID: subnetId });
    expect(moved.controlKeys).toEqual([newOwner]);

    const l1 = await complete(await buildCreateSubnet(ctx, { owner }));
    const l1SubnetId = pCreatedIds(l1.unsigned.tx as never, l1.txId).subnetId as string;
    const { publicKey, proofOfPossession } = blsProofOfPossession(randomBytes(32));
    const converted = await complete(
      await buildConvertSubnetToL1(ctx, {
        subnetId: l1SubnetId,
        chainId: cb58(randomBytes(32)),
        managerAddress: '0x0000000000000000000000000000000000000005',
        validators: [
          {
            nodeId: `NodeID-${cb58(randomBytes(20))}`,
            weight: 100n,
            balance: 1_000_000_000n,
            blsPublicKey: publicKey,
            blsProofOfPossession: proofOfPossession,
            remainingBalanceOwner: owner,
            deactivationOwner: owner,
          },
        ],
      }),
    );
    const [validationId] = pCreatedIds(converted.unsigned.tx as never, converted.txId).validationIds ?? [];
    const read = () =>
      rawRpc<{ subnetID: string; weight: string; balance: string; publicKey: string }>(
        P(),
        'platform.getL1Validator',
        {
          validationID: validationId,
        },
      );
    const first = await read();
    expect(first.subnetID).toBe(l1SubnetId);
    expect(first.weight).toBe('100');

    await complete(
      await buildIncreaseL1ValidatorBalance(ctx, {
        validationId: validationId as string,
        amount: 500_000_000n,
      }),
    );
    const topped = await read();
    expect(BigInt(topped.balance) - BigInt(first.balance)).toBeGreaterThan(400_000_000n);

    const before = await pBalance(url, EWOQ.pAddress);
    const disable = await buildDisableL1Validator(ctx, { validationId: validationId as string });
    await complete(disable);
    expect(BigInt((await read()).balance)).toBe(0n);
    // the remaining balance came back to ewoq (its remaining-balance owner), less this tx's fee
    expect((await pBalance(url, EWOQ.pAddress)) - before + burned(disable)).toBeGreaterThan(1_000_000_000n);
  });
});
