// Our P-chain txs against @avalabs/avalanchejs 5.2.0 (dev-only oracle): same context, fee state, UTXO set and times
// give the same unsigned bytes, the same signed bytes and the same fee.
import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { oracleCommon, oracleContext, PRICE, WEIGHTS } from '../../test/pOracle.js';
import {
  AVAX,
  avaxUtxo,
  EWOQ,
  EWOQ_KEY,
  EWOQ_P,
  NOW,
  testContext,
  X_CHAIN,
} from '../../test/pTestContext.js';
import type { Utxo } from '../codec/index.js';
import { cb58, formatAddress, fromHex, toHex } from '../codec/index.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { signTx } from '../sign/signTx.js';
import type { UnsignedTx } from '../types.js';
import { blsProofOfPossession } from '../warp/bls.js';
import {
  encodeAddressedCall,
  encodeL1ValidatorWeightPayload,
  encodeRegisterL1ValidatorPayload,
} from '../warp/payloads.js';
import { signWarpMessage } from '../warp/signWarpMessage.js';
import { P_BUILDERS } from './build/index.js';
import { gasOf, pTxComplexity } from './complexity.js';
import { decodePTx } from './decodePTx.js';

/**
 * Signs the oracle's tx with ewoq and returns its bytes. avalanchejs leaves the auth credential (subnet or disable
 * auth) unsigned unless the owner's address is added to the tx's address maps first (its known pitfall).
 */
async function oracleSigned(tx: OracleTx, auth: boolean): Promise<Uint8Array> {
  if (auth) tx.addressMaps.push(new ajs.utils.AddressMap([[new ajs.Address(EWOQ), 0]]));
  await ajs.addTxSignatures({ unsignedTx: tx, privateKeys: [fromHex(EWOQ_KEY, 'key')] });
  return tx.getSignedTx().toBytes();
}

interface OracleTx {
  toBytes(): Uint8Array;
  getSignedTx(): { toBytes(): Uint8Array };
  addressMaps: { push(map: unknown): void };
}

async function expectSame(ours: UnsignedTx, oracle: OracleTx) {
  expect(toHex(ours.bytes)).toBe(toHex(oracle.toBytes()));
  expect(decodePTx(ours.bytes)).toEqual(ours.tx);
  const signed = await signTx(ours, [privateKeySigner(EWOQ_KEY)]);
  const auth = 'subnetAuth' in ours.tx || 'disableAuth' in ours.tx;
  expect(toHex(signed.bytes)).toBe(toHex(await oracleSigned(oracle, auth)));
  return signed;
}

/** The fee the tx pays: AVAX in minus AVAX out (staked included), and it equals gas x price. */
function feeOf(u: UnsignedTx, extraIn = 0n, burned = 0n): bigint {
  const tx = u.tx as unknown as {
    inputs: { input: { type: string; amount?: bigint; input?: { amount: bigint } } }[];
    outputs: { output: { type: string; amount?: bigint; output?: { amount: bigint } } }[];
    stakeOutputs?: { output: { type: string; amount?: bigint; output?: { amount: bigint } } }[];
  };
  const amount = (x: { amount?: bigint; input?: { amount: bigint }; output?: { amount: bigint } }) =>
    x.amount ?? x.input?.amount ?? x.output?.amount ?? 0n;
  const inSum = tx.inputs.reduce((s, i) => s + amount(i.input), extraIn);
  const outSum = [...tx.outputs, ...(tx.stakeOutputs ?? [])].reduce((s, o) => s + amount(o.output), burned);
  return inSum - outSum;
}

const utxos = [avaxUtxo(1, 30_000_000_000n), avaxUtxo(2, 7_000_000n)];

describe('P txs equal avalanchejs 5.2.0 byte for byte', () => {
  it('BaseTx: a send with change', async () => {
    const { ctx } = testContext({ utxos });
    const to = formatAddress('P', 'local', new Uint8Array(20).fill(7));
    const ours = await P_BUILDERS.send(ctx, { to, amount: 1_000_000_000n, gasPrice: PRICE });
    const oracle = ajs.pvm.e.newBaseTx(
      {
        ...oracleCommon(utxos),
        outputs: [
          ajs.TransferableOutput.fromNative(cb58(AVAX), 1_000_000_000n, [new Uint8Array(20).fill(7)]),
        ],
      },
      oracleContext,
    );
    await expectSame(ours, oracle);
    const fee = feeOf(ours);
    expect(fee).toBe(gasOf(pTxComplexity(ours.tx), WEIGHTS) * PRICE);
    expect(fee).toBe(ajs.pvm.calculateFee(oracle.getTx(), oracleContext.platformFeeConfig.weights, PRICE));
  });

  it('ExportTx to X and ImportTx from X', async () => {
    const { ctx } = testContext({ utxos });
    const ours = await P_BUILDERS.export(ctx, {
      destinationChain: 'X',
      amount: 2_000_000_000n,
      gasPrice: PRICE,
    });
    const oracle = ajs.pvm.e.newExportTx(
      {
        ...oracleCommon(utxos),
        destinationChainId: cb58(X_CHAIN),
        outputs: [ajs.TransferableOutput.fromNative(cb58(AVAX), 2_000_000_000n, [EWOQ])],
      },
      oracleContext,
    );
    await expectSame(ours, oracle);

    const atomic = [avaxUtxo(9, 3_000_000n, undefined, 1)];
    const imp = testContext({ utxos, atomic });
    const ours2 = await P_BUILDERS.import(imp.ctx, { sourceChain: 'X', gasPrice: PRICE });
    const oracle2 = ajs.pvm.e.newImportTx(
      { ...oracleCommon(atomic), sourceChainId: cb58(X_CHAIN), toAddressesBytes: [EWOQ] },
      oracleContext,
    );
    await expectSame(ours2, oracle2);
    expect(feeOf(ours2, 3_000_000n)).toBe(gasOf(pTxComplexity(ours2.tx), WEIGHTS) * PRICE);
  });

  it('CreateSubnetTx, CreateChainTx, Add/RemoveSubnetValidatorTx, TransferSubnetOwnershipTx (subnet auth signed by ewoq)', async () => {
    const { ctx } = testContext({ utxos });
    const owner = { addresses: [EWOQ_P], threshold: 1 };
    await expectSame(
      await P_BUILDERS.createSubnet(ctx, { owner, gasPrice: PRICE }),
      ajs.pvm.e.newCreateSubnetTx({ ...oracleCommon(utxos), subnetOwners: [EWOQ] }, oracleContext),
    );
    const subnetId = cb58(new Uint8Array(32).fill(5));
    const vmId = cb58(new Uint8Array(32).fill(6));
    const genesis = { config: { chainId: 99 } };
    const chain = await P_BUILDERS.createChain(ctx, {
      subnetId,
      name: 'mychain',
      vmId,
      genesis: new TextEncoder().encode(JSON.stringify(genesis)),
      gasPrice: PRICE,
    });
    expect(chain.signers.at(-1)).toEqual([EWOQ]);
    await expectSame(
      chain,
      ajs.pvm.e.newCreateChainTx(
        {
          ...oracleCommon(utxos),
          subnetId,
          chainName: 'mychain',
          vmId,
          fxIds: [],
          genesisData: genesis,
          subnetAuth: [0],
        },
        oracleContext,
      ),
    );
    const nodeId = `NodeID-${cb58(new Uint8Array(20).fill(8))}`;
    await expectSame(
      await P_BUILDERS.addSubnetValidator(ctx, {
        subnetId,
        nodeId,
        weight: 20n,
        startTime: NOW,
        endTime: NOW + 86_400n,
        gasPrice: PRICE,
      }),
      ajs.pvm.e.newAddSubnetValidatorTx(
        {
          ...oracleCommon(utxos),
          subnetId,
          nodeId,
          weight: 20n,
          start: NOW,
          end: NOW + 86_400n,
          subnetAuth: [0],
        },
        oracleContext,
      ),
    );
    await expectSame(
      await P_BUILDERS.removeSubnetValidator(ctx, { subnetId, nodeId, gasPrice: PRICE }),
      ajs.pvm.e.newRemoveSubnetValidatorTx(
        { ...oracleCommon(utxos), subnetId, nodeId, subnetAuth: [0] },
        oracleContext,
      ),
    );
    const newOwner = new Uint8Array(20).fill(3);
    await expectSame(
      await P_BUILDERS.transferSubnetOwnership(ctx, {
        subnetId,
        owner: { addresses: [formatAddress('P', 'local', newOwner)], threshold: 1 },
        gasPrice: PRICE,
      }),
      ajs.pvm.e.newTransferSubnetOwnershipTx(
        { ...oracleCommon(utxos), subnetId, subnetAuth: [0], subnetOwners: [newOwner] },
        oracleContext,
      ),
    );
  });

  it('AddPermissionlessValidatorTx and AddPermissionlessDelegatorTx (unlocked and still-locked stake)', async () => {
    const { publicKey, proofOfPossession } = blsProofOfPossession(new Uint8Array(32).fill(1));
    const nodeId = `NodeID-${cb58(new Uint8Array(20).fill(8))}`;
    for (const set of [utxos, [avaxUtxo(4, 2_500_000_000_000n, NOW + 1000n), avaxUtxo(1, 30_000_000_000n)]]) {
      const { ctx } = testContext({ utxos: set });
      const end = NOW + 86_400n * 30n;
      const ours = await P_BUILDERS.addPermissionlessValidator(ctx, {
        nodeId,
        endTime: end,
        weight: 2_000_000_000_000n > sum(set) ? 20_000_000_000n : 2_000_000_000_000n,
        blsPublicKey: toHex(publicKey),
        blsProofOfPossession: proofOfPossession,
        delegationFeeShares: 20_000,
        startTime: NOW,
        gasPrice: PRICE,
      });
      const tx = ours.tx;
      // the still-locked UTXO is staked through a StakeableLockIn, its rest returned locked
      expect(tx.inputs.some((i) => i.input.type === 'StakeableLockIn')).toBe(set !== utxos);
      const oracle = ajs.pvm.e.newAddPermissionlessValidatorTx(
        {
          ...oracleCommon(set),
          nodeId,
          start: NOW,
          end,
          weight: tx.validator.weight,
          subnetId: cb58(new Uint8Array(32)),
          publicKey,
          signature: proofOfPossession,
          rewardAddresses: [EWOQ],
          delegatorRewardsOwner: [EWOQ],
          shares: 20_000,
        },
        oracleContext,
      );
      await expectSame(ours, oracle);
      const delegator = await P_BUILDERS.addPermissionlessDelegator(ctx, {
        nodeId,
        endTime: end,
        weight: 10_000_000_000n,
        startTime: NOW,
        gasPrice: PRICE,
      });
      await expectSame(
        delegator,
        ajs.pvm.e.newAddPermissionlessDelegatorTx(
          {
            ...oracleCommon(set),
            nodeId,
            start: NOW,
            end,
            weight: 10_000_000_000n,
            subnetId: cb58(new Uint8Array(32)),
            rewardAddresses: [EWOQ],
          },
          oracleContext,
        ),
      );
    }
  });

  it('ConvertSubnetToL1Tx, IncreaseL1ValidatorBalanceTx, DisableL1ValidatorTx', async () => {
    const { ctx } = testContext({ utxos });
    const subnetId = cb58(new Uint8Array(32).fill(5));
    const chainId = cb58(new Uint8Array(32).fill(6));
    const keys = [1, 2].map((n) => blsProofOfPossession(new Uint8Array(32).fill(n)));
    const nodes = [new Uint8Array(20).fill(0x22), new Uint8Array(20).fill(0x11)];
    const validators = nodes.map((nodeId, i) => ({
      nodeId: `NodeID-${cb58(nodeId)}`,
      weight: 100n,
      balance: 1_000_000_000n,
      blsPublicKey: (keys[i] as { publicKey: Uint8Array }).publicKey,
      blsProofOfPossession: (keys[i] as { proofOfPossession: Uint8Array }).proofOfPossession,
      remainingBalanceOwner: { addresses: [EWOQ_P], threshold: 1 },
      deactivationOwner: { addresses: [EWOQ_P], threshold: 1 },
    }));
    const ours = await P_BUILDERS.convertSubnetToL1(ctx, {
      subnetId,
      chainId,
      managerAddress: '0x0000000000000000000000000000000000000005',
      validators,
      gasPrice: PRICE,
    });
    const pChainOwner = () => ajs.PChainOwner.fromNative([EWOQ], 1);
    const oracle = ajs.pvm.e.newConvertSubnetToL1Tx(
      {
        ...oracleCommon(utxos),
        subnetId,
        chainId,
        address: fromHex('0x0000000000000000000000000000000000000005', 'a'),
        subnetAuth: [0],
        validators: validators.map((v, i) =>
          ajs.L1Validator.fromNative(
            v.nodeId,
            v.weight,
            v.balance,
            new ajs.pvmSerial.ProofOfPossession(
              (keys[i] as { publicKey: Uint8Array }).publicKey,
              (keys[i] as { proofOfPossession: Uint8Array }).proofOfPossession,
            ),
            pChainOwner(),
            pChainOwner(),
          ),
        ),
      },
      oracleContext,
    );
    await expectSame(ours, oracle);
    const validationId = cb58(new Uint8Array(32).fill(0x77));
    await expectSame(
      await P_BUILDERS.increaseL1ValidatorBalance(ctx, { validationId, amount: 5_000_000n, gasPrice: PRICE }),
      ajs.pvm.e.newIncreaseL1ValidatorBalanceTx(
        { ...oracleCommon(utxos), validationId, balance: 5_000_000n },
        oracleContext,
      ),
    );
    await expectSame(
      await P_BUILDERS.disableL1Validator(ctx, { validationId, gasPrice: PRICE }),
      ajs.pvm.e.newDisableL1ValidatorTx(
        { ...oracleCommon(utxos), validationId, disableAuth: [0] },
        oracleContext,
      ),
    );
  });

  it('RegisterL1ValidatorTx and SetL1ValidatorWeightTx with a Warp message signed by two of three validators', async () => {
    const { ctx } = testContext({ utxos });
    const keys = [1, 2, 3].map((n) => new Uint8Array(32).fill(n));
    const pop = blsProofOfPossession(keys[0] as Uint8Array);
    const register = encodeRegisterL1ValidatorPayload({
      subnetId: new Uint8Array(32).fill(5),
      nodeId: new Uint8Array(20).fill(0x33),
      blsPublicKey: pop.publicKey,
      expiry: NOW + 3600n,
      remainingBalanceOwner: { threshold: 1, addresses: [EWOQ] },
      disableOwner: { threshold: 1, addresses: [EWOQ] },
      weight: 100n,
    });
    const sign = (payload: Uint8Array) =>
      signWarpMessage(
        {
          networkId: 12345,
          sourceChainId: new Uint8Array(32).fill(6),
          payload: encodeAddressedCall(new Uint8Array(20), payload),
        },
        keys.map((k, i) => ({
          publicKey: blsProofOfPossession(k).publicKey,
          ...(i < 2 ? { secretKey: k } : {}),
        })),
      );
    const message = sign(register);
    await expectSame(
      await P_BUILDERS.registerL1Validator(ctx, {
        message,
        balance: 1_000_000_000n,
        blsProofOfPossession: pop.proofOfPossession,
        gasPrice: PRICE,
      }),
      ajs.pvm.e.newRegisterL1ValidatorTx(
        { ...oracleCommon(utxos), balance: 1_000_000_000n, blsSignature: pop.proofOfPossession, message },
        oracleContext,
      ),
    );
    const weight = sign(
      encodeL1ValidatorWeightPayload({ validationId: new Uint8Array(32).fill(1), nonce: 1n, weight: 0n }),
    );
    await expectSame(
      await P_BUILDERS.setL1ValidatorWeight(ctx, { message: weight, gasPrice: PRICE }),
      ajs.pvm.e.newSetL1ValidatorWeightTx({ ...oracleCommon(utxos), message: weight }, oracleContext),
    );
  });
});

function sum(set: Utxo[]): bigint {
  return set.reduce((s, u) => s + (u.output.type === 'TransferOutput' ? u.output.amount : 0n), 0n);
}
