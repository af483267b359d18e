import { describe, expect, it } from 'vitest';
import { ajs, EWOQ_KEY } from '../../test/avalanchejs.js';
import { A, B, cExportTx, cImportTx, ID_A, ID_B, pCreateChainTx, xBaseTx } from '../../test/envelopeTxs.js';
import { AVAX, avaxUtxo, EWOQ_P, NOW, testContext, X_CHAIN } from '../../test/pTestContext.js';
import { cb58, formatAddress, toHex } from '../codec/index.js';
import { P_BUILDERS } from '../p/build/index.js';
import { feeOf } from '../shared/feeOf.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { publicKeySigner } from '../sign/publicKeySigner.js';
import { addSignatures, signTx } from '../sign/signTx.js';
import type { PartlySignedTx, UnsignedTx } from '../types.js';
import { blsProofOfPossession } from '../warp/bls.js';
import { decodeTxEnvelope } from './decodeTxEnvelope.js';
import { describeTx } from './describeTx.js';
import { encodeTxEnvelope } from './encodeTxEnvelope.js';

const builds: [string, () => UnsignedTx | Promise<UnsignedTx>][] = [
  ['X BaseTx', xBaseTx],
  ['P CreateChainTx with a subnet auth credential', pCreateChainTx],
  ['C ImportTx', cImportTx],
  ['C ExportTx', cExportTx],
];

describe('encodeTxEnvelope and decodeTxEnvelope', () => {
  it.each(builds)(
    '%s: unsigned and signed round trip to the same tx, the same text every time',
    async (_, build) => {
      const unsigned = await build();
      const text = encodeTxEnvelope(unsigned);
      expect(encodeTxEnvelope(await build())).toBe(text);
      const back = decodeTxEnvelope(text);
      expect(back).toEqual(unsigned); // the typed tx rebuilt from the bytes, the signers read from the addresses
      expect(encodeTxEnvelope(back)).toBe(text);

      const signed = await signTx(unsigned, [A, B]);
      const signedText = encodeTxEnvelope(signed);
      const decoded = decodeTxEnvelope(signedText);
      expect('txId' in decoded && decoded.txId).toBe(signed.txId);
      expect(toHex('txId' in decoded ? decoded.bytes : new Uint8Array())).toBe(toHex(signed.bytes));
      expect(encodeTxEnvelope(decoded)).toBe(signedText);
    },
  );

  it('writes the versioned JSON: network, chain and blockchain id from the bytes, who signs, signatures so far', async () => {
    const unsigned = await pCreateChainTx();
    const partly = await addSignatures(unsigned, [A, publicKeySigner(B.publicKey)]);
    const envelope = JSON.parse(encodeTxEnvelope(partly));
    expect(Object.keys(envelope)).toEqual([
      'format',
      'version',
      'networkId',
      'chain',
      'blockchainId',
      'unsignedTx',
      'credentials',
    ]);
    expect(envelope).toMatchObject({
      format: 'avalanche-tx-envelope',
      version: 1,
      networkId: 12345,
      chain: 'P',
      blockchainId: cb58(new Uint8Array(32)),
      unsignedTx: toHex(unsigned.bytes),
    });
    const pA = formatAddress('P', 'local', ID_A);
    const pB = formatAddress('P', 'local', ID_B);
    const auth = envelope.credentials.at(-1);
    expect([...auth.signers].sort()).toEqual([pA, pB].sort());
    expect(auth.signatures[auth.signers.indexOf(pA)]).toMatch(/^0x[0-9a-f]{130}$/);
    expect(auth.signatures[auth.signers.indexOf(pB)]).toBeNull();
    expect(envelope.credentials[0]).toEqual({ signers: [pA], signatures: [expect.any(String)] });
    const back = decodeTxEnvelope(JSON.stringify(envelope));
    expect('signatures' in back && back.signatures).toEqual((partly as PartlySignedTx).signatures);
  });

  it('decodes what avalanchejs 5.2.0 reads from the same bytes (oracle)', async () => {
    const decoded = decodeTxEnvelope(encodeTxEnvelope(await pCreateChainTx()));
    const theirs = ajs.utils.unpackWithManager('PVM', (decoded as UnsignedTx).bytes);
    const tx = (decoded as UnsignedTx).tx as unknown as {
      chainName: string;
      subnetAuth: { sigIndices: number[] };
      inputs: unknown[];
    };
    expect(theirs.chainName.value()).toBe(tx.chainName);
    expect(theirs.getSubnetAuth().values()).toEqual(tx.subnetAuth.sigIndices);
    expect(theirs.baseTx.inputs).toHaveLength(tx.inputs.length);
    expect(theirs.getSigIndices().map((s: number[]) => s.length)).toEqual(
      (decoded as UnsignedTx).signers.map((s) => s.length),
    );
  });
});

describe('every P tx type the builders make goes through an envelope whole', () => {
  it('round trips signed, its credentials are what it needs, its described fee is feeOf', async () => {
    const set = [avaxUtxo(4, 2_500_000_000_000n, NOW + 1000n), avaxUtxo(1, 30_000_000_000n)];
    const { ctx } = testContext({ utxos: set });
    const subnetId = cb58(new Uint8Array(32).fill(5));
    const nodeId = `NodeID-${cb58(new Uint8Array(20).fill(8))}`;
    const owner = { addresses: [EWOQ_P], threshold: 1 };
    const bls = blsProofOfPossession(new Uint8Array(32).fill(1));
    const validationId = cb58(new Uint8Array(32).fill(0x77));
    const common = { gasPrice: 2n };
    const built = await Promise.all([
      P_BUILDERS.send(ctx, { amount: 1_000_000n, ...common }),
      P_BUILDERS.export(ctx, { destinationChain: 'X', amount: 2_000_000_000n, ...common }),
      P_BUILDERS.createSubnet(ctx, { owner, ...common }),
      P_BUILDERS.addSubnetValidator(ctx, {
        subnetId,
        nodeId,
        weight: 20n,
        endTime: NOW + 86_400n,
        ...common,
      }),
      P_BUILDERS.removeSubnetValidator(ctx, { subnetId, nodeId, ...common }),
      P_BUILDERS.transferSubnetOwnership(ctx, { subnetId, owner, ...common }),
      P_BUILDERS.addPermissionlessValidator(ctx, {
        nodeId,
        endTime: NOW + 86_400n * 30n,
        weight: 2_000_000_000_000n,
        blsPublicKey: bls.publicKey,
        blsProofOfPossession: bls.proofOfPossession,
        delegationFeeShares: 20_000,
        ...common,
      }),
      P_BUILDERS.addPermissionlessDelegator(ctx, {
        nodeId,
        endTime: NOW + 86_400n,
        weight: 25_000_000_000n,
        ...common,
      }),
      P_BUILDERS.convertSubnetToL1(ctx, {
        subnetId,
        chainId: subnetId,
        managerAddress: `0x${'05'.repeat(20)}`,
        validators: [
          {
            nodeId,
            weight: 100n,
            balance: 1_000_000_000n,
            blsPublicKey: bls.publicKey,
            blsProofOfPossession: bls.proofOfPossession,
            remainingBalanceOwner: owner,
            deactivationOwner: owner,
          },
        ],
        ...common,
      }),
      P_BUILDERS.increaseL1ValidatorBalance(ctx, { validationId, amount: 5_000_000n, ...common }),
      P_BUILDERS.disableL1Validator(ctx, { validationId, ...common }),
    ]);
    for (const unsigned of built as UnsignedTx[]) {
      const signed = await signTx(unsigned, [privateKeySigner(EWOQ_KEY)]);
      const back = decodeTxEnvelope(encodeTxEnvelope(signed));
      expect('txId' in back && back.txId, unsigned.tx.type).toBe(signed.txId);
      const d = describeTx(back, { avaxAssetId: AVAX });
      expect(d.type).toBe(unsigned.tx.type);
      expect(d.fee, unsigned.tx.type).toBe(feeOf(unsigned, AVAX));
      expect(d.fee, unsigned.tx.type).toBeGreaterThan(0n);
    }
    const [, exported, subnet, , , , validator, , converted] = built.map((u) =>
      describeTx(u, { avaxAssetId: AVAX }),
    );
    expect(exported?.exportedOutputs).toEqual([
      {
        // the test network's X chain id is no genesis's: the chain is not known, the address is bare
        address: 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
        amount: 2_000_000_000n,
        assetId: cb58(AVAX),
      },
    ]);
    expect(exported?.destinationChain).toBe(cb58(X_CHAIN));
    expect(subnet?.owner).toEqual({ addresses: [EWOQ_P], threshold: 1, locktime: 0n });
    expect(validator?.validator).toMatchObject({ nodeId, weight: 2_000_000_000_000n });
    expect(validator?.stakeOutputs?.some((o) => o.locked === NOW + 1000n)).toBe(true);
    expect(validator?.inputs.some((i) => 'locked' in i && i.locked === NOW + 1000n)).toBe(true);
    expect(converted?.validators).toEqual([
      {
        nodeId,
        weight: 100n,
        balance: 1_000_000_000n,
        blsPublicKey: toHex(bls.publicKey),
        remainingBalanceOwner: { addresses: [EWOQ_P], threshold: 1 },
        deactivationOwner: { addresses: [EWOQ_P], threshold: 1 },
      },
    ]);
  });
});
