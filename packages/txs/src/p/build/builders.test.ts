import { sha256 } from '@noble/hashes/sha2.js';
import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { avaxUtxo, EWOQ_P, testContext } from '../../../test/pTestContext.js';
import { cb58, formatAddress } from '../../codec/index.js';
import { GasCapacityExceededError, MissingSignerError } from '../../errors.js';
import { blsProofOfPossession } from '../../warp/bls.js';
import { gasOf, pTxComplexity } from '../complexity.js';
import { pCreatedIds } from '../pCreatedIds.js';
import { P_BUILDERS } from './index.js';

const utxos = [avaxUtxo(1, 30_000_000_000n)];
const WEIGHTS = [1n, 1000n, 1000n, 4n];

describe('P builders', () => {
  it('pay twice the current gas price by default, and the given price when passed', async () => {
    const { ctx } = testContext({ utxos, price: 3 });
    const burnt = (u: Awaited<ReturnType<typeof P_BUILDERS.send>>) =>
      30_000_000_000n -
      u.tx.outputs.reduce((s, o) => s + (o.output.type === 'TransferOutput' ? o.output.amount : 0n), 0n);
    const tipped = await P_BUILDERS.send(ctx, { amount: 1_000n });
    expect(burnt(tipped)).toBe(gasOf(pTxComplexity(tipped.tx), WEIGHTS) * 6n);
    const given = await P_BUILDERS.send(ctx, { amount: 1_000n, gasPrice: 1n });
    expect(burnt(given)).toBe(gasOf(pTxComplexity(given.tx), WEIGHTS));
  });

  it('refuse bad input with a ValidationError naming the field, before asking the node anything', async () => {
    const { ctx, calls } = testContext({ utxos });
    await expect(
      P_BUILDERS.addPermissionlessDelegator(ctx, { nodeId: 'NodeID-nope', endTime: 1n, weight: 1n }),
    ).rejects.toMatchObject({ field: 'nodeId' });
    await expect(P_BUILDERS.send(ctx, { amount: 0n })).rejects.toMatchObject({ field: 'amount' });
    await expect(
      P_BUILDERS.createSubnet(ctx, { owner: { addresses: [EWOQ_P], threshold: 2 } }),
    ).rejects.toMatchObject({ field: 'owner.threshold' });
    await expect(
      P_BUILDERS.createSubnet(ctx, { owner: { addresses: ['X-local1nope'], threshold: 1 } }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      P_BUILDERS.createSubnet(ctx, {
        owner: { addresses: [EWOQ_P], threshold: 1 },
        ['__proto__']: 1,
      } as never),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      P_BUILDERS.registerL1Validator(ctx, {
        message: '0x00',
        balance: 1n,
        blsProofOfPossession: new Uint8Array(96),
      }),
    ).rejects.toMatchObject({ field: 'message' });
    await expect(
      P_BUILDERS.addPermissionlessValidator(ctx, {
        nodeId: `NodeID-${cb58(new Uint8Array(20))}`,
        endTime: 10n,
        weight: 1n,
        blsPublicKey: '0x00',
        blsProofOfPossession: new Uint8Array(96),
        delegationFeeShares: 20_000,
      }),
    ).rejects.toMatchObject({ field: 'blsPublicKey' });
    await expect(
      P_BUILDERS.createChain(ctx, {
        subnetId: new Uint8Array(32),
        name: 'c',
        vmId: new Uint8Array(32),
        genesis: '0x00',
        gasPrice: 2 as never,
      }),
    ).rejects.toMatchObject({ field: 'gasPrice' });
    expect(calls).toEqual([]);
  });

  it('refuse a tx whose gas exceeds what the chain can take now (GasCapacityExceededError)', async () => {
    const { ctx } = testContext({ utxos, capacity: 1_000 });
    await expect(P_BUILDERS.send(ctx, { amount: 1_000n })).rejects.toBeInstanceOf(GasCapacityExceededError);
  });

  it('name the subnet owner when the signers cannot authorize (MissingSignerError)', async () => {
    const stranger = formatAddress('P', 'local', new Uint8Array(20).fill(4));
    const { ctx } = testContext({ utxos, subnetOwner: [stranger] });
    const error = await P_BUILDERS.createChain(ctx, {
      subnetId: cb58(new Uint8Array(32).fill(5)),
      name: 'c',
      vmId: cb58(new Uint8Array(32).fill(6)),
      genesis: '0x7b7d',
    }).catch((e: unknown) => e);
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect((error as MissingSignerError).address).toBe(stranger);
  });

  it('derive the ids the node gives: validation ids sha256(subnetId || uint32 index), and tx ids for subnets and chains', async () => {
    const { ctx } = testContext({ utxos });
    const subnet = new Uint8Array(32).fill(5);
    const pop = blsProofOfPossession(new Uint8Array(32).fill(1));
    const validator = (n: number) => ({
      nodeId: new Uint8Array(20).fill(n),
      weight: 1n,
      balance: 1n,
      blsPublicKey: pop.publicKey,
      blsProofOfPossession: pop.proofOfPossession,
      remainingBalanceOwner: { addresses: [EWOQ_P], threshold: 1 },
      deactivationOwner: { addresses: [EWOQ_P], threshold: 1 },
    });
    const u = await P_BUILDERS.convertSubnetToL1(ctx, {
      subnetId: subnet,
      chainId: new Uint8Array(32).fill(6),
      managerAddress: '0x01',
      validators: [validator(9), validator(2)],
    });
    expect(u.tx.validators.map((v) => v.nodeId[0])).toEqual([2, 9]);
    const suffixed = (i: number) => Uint8Array.from([...subnet, 0, 0, 0, i]);
    expect(pCreatedIds(u.tx, 'tx').validationIds).toEqual([
      cb58(sha256(suffixed(0))),
      cb58(sha256(suffixed(1))),
    ]);
    const s = await P_BUILDERS.createSubnet(ctx, { owner: { addresses: [EWOQ_P], threshold: 1 } });
    expect(pCreatedIds(s.tx, 'abc')).toEqual({ subnetId: 'abc' });
  });
});
