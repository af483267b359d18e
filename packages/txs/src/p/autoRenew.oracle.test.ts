// Helicon's auto-renewed validator txs (ACP-236) against @avalabs/avalanchejs 5.2.0's AutoRenew builders (dev-only
// oracle): the same context, fee state, UTXO set and arguments give the same unsigned bytes, the same signed bytes
// and the same fee; the authority's signature is the last credential, as AvalancheGo's verifyAuthorization reads it.
import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { oracleCommon, oracleContext, PRICE, WEIGHTS } from '../../test/pOracle.js';
import { avaxUtxo, EWOQ, EWOQ_KEY, EWOQ_P, NOW, testContext } from '../../test/pTestContext.js';
import { cb58, formatAddress, fromHex, Reader, toHex } from '../codec/index.js';
import { MissingSignerError } from '../errors.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { hexWithChecksum } from '../shared/hexWithChecksum.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { signTx } from '../sign/signTx.js';
import type { UnsignedTx } from '../types.js';
import { blsProofOfPossession } from '../warp/bls.js';
import { P_BUILDERS } from './build/index.js';
import { gasOf, pTxComplexity } from './complexity.js';
import { decodePTx, readPTx } from './decodePTx.js';
import { P_TX_TYPE_IDS } from './types.js';

interface OracleTx {
  toBytes(): Uint8Array;
  getTx(): unknown;
  getSignedTx(): { toBytes(): Uint8Array };
  addressMaps: { push(map: unknown): void };
}

/** Same unsigned and signed bytes (ewoq signs both; `auth`: the oracle must be told ewoq signs the auth too). */
async function expectSame(ours: UnsignedTx, oracle: OracleTx, auth: boolean) {
  expect(toHex(ours.bytes)).toBe(toHex(oracle.toBytes()));
  expect(decodePTx(ours.bytes)).toEqual(ours.tx);
  const signed = await signTx(ours, [privateKeySigner(EWOQ_KEY)]);
  if (auth) oracle.addressMaps.push(new ajs.utils.AddressMap([[new ajs.Address(EWOQ), 0]]));
  await ajs.addTxSignatures({ unsignedTx: oracle, privateKeys: [fromHex(EWOQ_KEY, 'key')] });
  expect(toHex(signed.bytes)).toBe(toHex(oracle.getSignedTx().toBytes()));
  // the fee paid is gas x price, as both sides count the complexity
  const fee = ajs.pvm.calculateFee(oracle.getTx(), oracleContext.platformFeeConfig.weights, PRICE);
  expect(gasOf(pTxComplexity(decodeBuilt(ours.bytes)), WEIGHTS) * PRICE).toBe(fee);
  return signed;
}

function decodeBuilt(bytes: Uint8Array) {
  const tx = decodePTx(bytes);
  if (tx.type === 'RewardAutoRenewedValidatorTx') throw new Error('not a built tx');
  return tx;
}

const utxos = [avaxUtxo(1, 3_000_000_000_000n), avaxUtxo(2, 7_000_000n)];
const nodeId = `NodeID-${cb58(new Uint8Array(20).fill(8))}`;
const { publicKey, proofOfPossession } = blsProofOfPossession(new Uint8Array(32).fill(1));

describe('auto-renewed validator txs equal avalanchejs 5.2.0 byte for byte', () => {
  it('AddAutoRenewedValidatorTx (40), unlocked and still-locked stake, then SetAutoRenewedValidatorConfigTx (41)', async () => {
    for (const set of [utxos, [avaxUtxo(4, 2_500_000_000_000n, NOW + 1000n), avaxUtxo(1, 30_000_000_000n)]]) {
      const { ctx } = testContext({ utxos: set });
      const ours = await P_BUILDERS.addAutoRenewedValidator(ctx, {
        nodeId,
        weight: 2_000_000_000_000n,
        blsPublicKey: toHex(publicKey),
        blsProofOfPossession: proofOfPossession,
        delegationFeeShares: 20_000,
        autoCompoundRewardShares: 500_000,
        period: 14n * 86_400n,
        gasPrice: PRICE,
      });
      expect(ours.bytes.subarray(2, 6)).toEqual(
        new Uint8Array([0, 0, 0, P_TX_TYPE_IDS.AddAutoRenewedValidatorTx]),
      );
      expect(ours.tx.inputs.some((i) => i.input.type === 'StakeableLockIn')).toBe(set !== utxos);
      const oracle = ajs.pvm.e.newAddAutoRenewedValidatorTx(
        {
          ...oracleCommon(set),
          nodeId,
          weight: 2_000_000_000_000n,
          publicKey,
          signature: proofOfPossession,
          rewardAddresses: [EWOQ],
          delegatorRewardsOwner: [EWOQ],
          ownerAddresses: [EWOQ],
          shares: 20_000,
          autoCompoundRewardShares: 500_000,
          period: 14n * 86_400n,
        },
        oracleContext,
      );
      const added = await expectSame(ours, oracle, false);

      // the node answers platform.getTx with the add tx; its validatorAuthority (ewoq) signs the config's auth
      const getTx = testContext({ utxos: set, txs: { [added.txId]: hexWithChecksum(added.bytes) } });
      const config = await P_BUILDERS.setAutoRenewedValidatorConfig(getTx.ctx, {
        txId: added.txId,
        autoCompoundRewardShares: 1_000_000,
        period: 0n,
        gasPrice: PRICE,
      });
      expect(getTx.calls.find((c) => c.method === 'platform.getTx')?.params).toEqual({
        txID: added.txId,
        encoding: 'hex',
      });
      expect(config.tx.auth.sigIndices).toEqual([0]);
      expect(config.signers.at(-1)).toEqual([EWOQ]);
      const oracleConfig = ajs.pvm.e.newSetAutoRenewedValidatorConfigTx(
        {
          ...oracleCommon(set),
          validatorTxId: added.txId,
          auth: [0],
          autoCompoundRewardShares: 1_000_000,
          period: 0n,
        },
        oracleContext,
      );
      await expectSame(config, oracleConfig, true);
    }
  });

  it('RewardAutoRenewedValidatorTx (42): reads what avalanchejs encodes', () => {
    const reward = new ajs.pvmSerial.RewardAutoRenewedValidatorTx(
      ajs.Id.fromHex(`0x${'ab'.repeat(32)}`),
      new ajs.BigIntPr(1_800_086_400n),
    );
    const bytes: Uint8Array = ajs.utils.getManagerForVM('PVM').packCodec(reward);
    expect(readPTx(new Reader(bytes, 'tx'))).toEqual({
      type: 'RewardAutoRenewedValidatorTx',
      txId: new Uint8Array(32).fill(0xab),
      timestamp: 1_800_086_400n,
    });
  });
});

describe('auto-renewed validator builders', () => {
  it('take the authority and owners given, and sign the config with the authority last', async () => {
    const other = privateKeySigner(`0x${'11'.repeat(32)}`);
    const otherId = shortIdOf(other.publicKey);
    const otherP = formatAddress('P', 'local', otherId);
    const { ctx } = testContext({ utxos });
    const ours = await P_BUILDERS.addAutoRenewedValidator(ctx, {
      nodeId,
      weight: 2_000_000_000_000n,
      blsPublicKey: publicKey,
      blsProofOfPossession: proofOfPossession,
      delegationFeeShares: 20_000,
      autoCompoundRewardShares: 0,
      period: 3600n,
      validatorAuthority: { addresses: [otherP], threshold: 1 },
      rewardOwner: { addresses: [EWOQ_P, otherP], threshold: 2, locktime: 5n },
    });
    expect(ours.tx.validatorAuthority).toEqual({ locktime: 0n, threshold: 1, addresses: [otherId] });
    expect(ours.tx.validatorRewardsOwner.threshold).toBe(2);
    expect(ours.tx.delegatorRewardsOwner).toEqual(ours.tx.validatorRewardsOwner);
    const added = await signTx(ours, [privateKeySigner(EWOQ_KEY)]);
    const txs = { [added.txId]: hexWithChecksum(added.bytes) };

    // ewoq pays, but only `other` is the authority: without it no auth can be made
    await expect(
      P_BUILDERS.setAutoRenewedValidatorConfig(testContext({ utxos, txs }).ctx, {
        txId: added.txId,
        autoCompoundRewardShares: 0,
        period: 7200n,
      }),
    ).rejects.toBeInstanceOf(MissingSignerError);
    const both = testContext({ utxos, txs });
    both.ctx.addresses = () => [EWOQ, otherId];
    const config = await P_BUILDERS.setAutoRenewedValidatorConfig(both.ctx, {
      txId: added.txId,
      autoCompoundRewardShares: 0,
      period: 7200n,
    });
    expect(config.signers.at(-1)).toEqual([otherId]);
    expect(config.signers.slice(0, -1).every((s) => s.every((a) => toHex(a) === toHex(EWOQ)))).toBe(true);
    const signed = await signTx(config, [privateKeySigner(EWOQ_KEY), other]);
    expect(signed.credentials).toHaveLength(config.tx.inputs.length + 1);
  });

  it('refuse an answer to platform.getTx that is another tx, or not an auto-renewed validator', async () => {
    const { ctx } = testContext({ utxos });
    const send = await signTx(await P_BUILDERS.send(ctx, { amount: 5n }), [privateKeySigner(EWOQ_KEY)]);
    const forged = cb58(new Uint8Array(32).fill(9));
    await expect(
      P_BUILDERS.setAutoRenewedValidatorConfig(
        testContext({ utxos, txs: { [forged]: hexWithChecksum(send.bytes) } }).ctx,
        { txId: forged, autoCompoundRewardShares: 0, period: 0n },
      ),
    ).rejects.toThrow(/another tx/);
    await expect(
      P_BUILDERS.setAutoRenewedValidatorConfig(
        testContext({ utxos, txs: { [send.txId]: hexWithChecksum(send.bytes) } }).ctx,
        { txId: send.txId, autoCompoundRewardShares: 0, period: 0n },
      ),
    ).rejects.toMatchObject({ field: 'txId' });
  });

  it('refuse bad input with a ValidationError naming the field, before asking the node anything', async () => {
    const { ctx, calls } = testContext({ utxos });
    const valid = {
      nodeId,
      weight: 2_000_000_000_000n,
      blsPublicKey: publicKey,
      blsProofOfPossession: proofOfPossession,
      delegationFeeShares: 20_000,
      autoCompoundRewardShares: 0,
      period: 3600n,
    };
    const add = (patch: Record<string, unknown>) =>
      P_BUILDERS.addAutoRenewedValidator(ctx, { ...valid, ...patch } as never);
    await expect(add({ autoCompoundRewardShares: 1_000_001 })).rejects.toMatchObject({
      field: 'autoCompoundRewardShares',
    });
    await expect(add({ delegationFeeShares: -1 })).rejects.toMatchObject({ field: 'delegationFeeShares' });
    await expect(add({ period: 0n })).rejects.toMatchObject({ field: 'period' });
    await expect(add({ period: 3600 })).rejects.toMatchObject({ field: 'period' });
    await expect(add({ weight: 0n })).rejects.toMatchObject({ field: 'weight' });
    await expect(add({ nodeId: `NodeID-${cb58(new Uint8Array(20))}` })).rejects.toMatchObject({
      field: 'nodeId',
    });
    await expect(add({ blsPublicKey: '0x00' })).rejects.toMatchObject({ field: 'blsPublicKey' });
    await expect(add({ validatorAuthority: { addresses: [], threshold: 1 } })).rejects.toMatchObject({
      field: 'validatorAuthority.addresses',
    });
    await expect(add({ endTime: NOW })).rejects.toMatchObject({ field: 'endTime' });
    const set = (patch: Record<string, unknown>) =>
      P_BUILDERS.setAutoRenewedValidatorConfig(ctx, {
        txId: cb58(new Uint8Array(32).fill(1)),
        autoCompoundRewardShares: 0,
        period: 0n,
        ...patch,
      } as never);
    await expect(set({ period: -1n })).rejects.toMatchObject({ field: 'period' });
    await expect(set({ autoCompoundRewardShares: 0.5 })).rejects.toMatchObject({
      field: 'autoCompoundRewardShares',
    });
    await expect(set({ txId: cb58(new Uint8Array(32)) })).rejects.toMatchObject({ field: 'txId' });
    await expect(set({ txId: 'nope' })).rejects.toMatchObject({ field: 'txId' });
    expect(calls).toEqual([]);
  });
});
