import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import {
  A,
  B,
  cExportTx,
  cImportTx,
  GENESIS,
  ID_A,
  ID_B,
  pCreateChainTx,
  SUBNET_ID,
  VM_ID,
  X_FEE,
  xBaseTx,
} from '../../test/envelopeTxs.js';
import { AVAX, avaxUtxo, C_CHAIN, testContext, X_CHAIN } from '../../test/pTestContext.js';
import { buildCExportTx } from '../c/buildCExportTx.js';
import { cb58, cb58Decode, formatAddress, sortAddresses, toHex } from '../codec/index.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import { gasOf, pTxComplexity } from '../p/complexity.js';
import { feeOf } from '../shared/feeOf.js';
import { transferOutput } from '../shared/transferOutput.js';
import { publicKeySigner } from '../sign/publicKeySigner.js';
import { addSignatures } from '../sign/signTx.js';
import type { UnsignedTx } from '../types.js';
import { buildXBaseTx } from '../x/buildXBaseTx.js';
import { decodeTxEnvelope } from './decodeTxEnvelope.js';
import { describeTx } from './describeTx.js';
import { encodeTxEnvelope } from './encodeTxEnvelope.js';
import { knownNetworkIds } from './knownNetworkIds.js';

const avax = cb58(AVAX);
const options = { avaxAssetId: AVAX };
const xA = formatAddress('X', 'local', ID_A);
const pA = formatAddress('P', 'local', ID_A);
const pB = formatAddress('P', 'local', ID_B);

describe('describeTx: what a signer approves, from the bytes alone', () => {
  it('X BaseTx: fee, inputs, the output to B and the change to A, the signer', async () => {
    const unsigned = xBaseTx();
    const d = describeTx(decodeTxEnvelope(encodeTxEnvelope(unsigned)), options);
    expect(d).toMatchObject({ chain: 'X', type: 'BaseTx', networkId: 12345, blockchainId: cb58(X_CHAIN) });
    expect(d.fee).toBe(X_FEE);
    expect(d.fee).toBe(feeOf(unsigned, AVAX));
    expect(d.avaxAssetId).toBe(avax);
    expect(d.inputs).toEqual([
      { txId: cb58(new Uint8Array(32).fill(2)), outputIndex: 0, assetId: avax, amount: 2_000_000_000n },
    ]);
    expect(d.outputs).toEqual(
      expect.arrayContaining([
        { address: formatAddress('X', 'local', ID_B), amount: 1_000_000_000n, assetId: avax },
        { address: xA, amount: 999_000_000n, assetId: avax },
      ]),
    );
    expect(d.signers).toEqual([{ address: xA, signed: false }]);
    expect(d.txId).toBeUndefined();
    const signed = await addSignatures(unsigned, [A]);
    const ds = describeTx(signed, options);
    expect(ds.signers).toEqual([{ address: xA, signed: true }]);
    expect(ds.txId).toBe('txId' in signed ? signed.txId : '');
  });

  it('P CreateChainTx: fee as gas x price, subnet and chain fields, signers flip as they sign', async () => {
    const unsigned = await pCreateChainTx();
    const d = describeTx(unsigned, options);
    expect(d.fee).toBe(feeOf(unsigned, AVAX));
    expect(d.fee).toBe(gasOf(pTxComplexity(unsigned.tx as never), [1n, 1000n, 1000n, 4n]) * 2n);
    expect(d).toMatchObject({
      chain: 'P',
      type: 'CreateChainTx',
      subnetId: SUBNET_ID,
      chainName: 'mychain',
      vmId: VM_ID,
      fxIds: [],
      genesisData: toHex(GENESIS),
      blockchainId: cb58(new Uint8Array(32)),
    });
    expect(d.outputs).toEqual([{ address: pA, amount: 30_000_000_000n - d.fee, assetId: avax }]);
    expect(d.signers).toEqual([
      { address: pA, signed: false },
      { address: pB, signed: false },
    ]);
    const onA = await addSignatures(unsigned, [A, publicKeySigner(B.publicKey)]);
    expect(describeTx(onA, options).signers).toEqual([
      { address: pA, signed: true },
      { address: pB, signed: false },
    ]);
    const done = await addSignatures(onA, [B]);
    const ds = describeTx(done, options);
    expect(ds.signers.every((s) => s.signed)).toBe(true);
    expect(ds.created).toEqual({ chainId: ds.txId });
  });

  it('C ImportTx: imported UTXOs in, the credited account out, the source chain', () => {
    const unsigned = cImportTx();
    const d = describeTx(unsigned, options);
    const credited = unsigned.tx.outputs[0]?.amount as bigint;
    expect(d.fee).toBe(4_000_000_000n - credited);
    expect(d.fee).toBe(feeOf(unsigned, AVAX));
    expect(d.inputs).toEqual([]);
    expect(d.importedInputs?.map((i) => i.amount)).toEqual([1_000_000_000n, 3_000_000_000n]);
    expect(d.outputs).toEqual([{ address: ethAddressOf(A.publicKey), amount: credited, assetId: avax }]);
    expect(d.sourceChain).toBe(cb58(X_CHAIN));
    expect(d.blockchainId).toBe(cb58(C_CHAIN));
    expect(d.signers).toEqual([{ address: formatAddress('C', 'local', ID_A), signed: false }]);
  });

  it('C ExportTx: the debited account and nonce, the output exported to P named on P', () => {
    const unsigned = cExportTx();
    const d = describeTx(unsigned, options);
    const debited = unsigned.tx.inputs[0]?.amount as bigint;
    expect(d.fee).toBe(debited - 2_000_000_000n);
    expect(d.fee).toBe(feeOf(unsigned, AVAX));
    expect(d.inputs).toEqual([
      { address: ethAddressOf(A.publicKey), amount: debited, assetId: avax, nonce: 7n },
    ]);
    expect(d.exportedOutputs).toEqual([{ address: pA, amount: 2_000_000_000n, assetId: avax }]);
    expect(d).toMatchObject({ destinationChain: cb58(new Uint8Array(32)), destinationChainAlias: 'P' });
  });

  it("names an exported output's addresses on a known network's destination chain", () => {
    const { ctx } = testContext();
    const known = knownNetworkIds(12345) as { X: string; C: string };
    const chainIds = { ...ctx.chainIds, X: cb58Decode(known.X), C: cb58Decode(known.C) };
    const unsigned = buildCExportTx(
      { ...ctx, chainIds },
      {
        destination: 'X',
        amount: 2_000_000_000n,
        to: { locktime: 0n, threshold: 1, addresses: [ID_A] },
        fromPublicKey: A.publicKey,
        nonce: 0n,
        baseFeeWei: 25_000_000_000n,
      },
    );
    const d = describeTx(unsigned, options);
    expect(d).toMatchObject({ blockchainId: known.C, destinationChain: known.X, destinationChainAlias: 'X' });
    expect(d.exportedOutputs).toEqual([{ address: xA, amount: 2_000_000_000n, assetId: avax }]);
  });

  it('a multisig or locked owner is described as an owner', () => {
    const { ctx } = testContext();
    const owners = { locktime: 1_900_000_000n, threshold: 2, addresses: sortAddresses([ID_A, ID_B]) };
    const unsigned = buildXBaseTx(ctx, {
      utxos: [avaxUtxo(2, 2_000_000_000n)],
      from: [ID_A],
      fee: X_FEE,
      outputs: [transferOutput(AVAX, 5n, owners)],
    });
    const d = describeTx(unsigned, options);
    expect(d.outputs).toContainEqual({
      owner: {
        addresses: owners.addresses.map((a) => formatAddress('X', 'local', a)),
        threshold: 2,
        locktime: 1_900_000_000n,
      },
      amount: 5n,
      assetId: avax,
    });
  });

  it('counts the fee in the genesis AVAX id of a known network by default', () => {
    const d = describeTx(xBaseTx());
    expect(d.avaxAssetId).toBe('2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe');
    expect(d.fee).toBe(0n); // the test network's AVAX is another asset: nothing of the real AVAX moves
  });

  it('reads the same inputs and outputs as avalanchejs 5.2.0 from the same bytes (oracle)', () => {
    const unsigned: UnsignedTx = xBaseTx();
    const d = describeTx(unsigned, options);
    const theirs = ajs.utils.unpackWithManager('AVM', unsigned.bytes);
    const ins = theirs.baseTx.inputs.map(
      (i: { utxoID: { txID: { toString(): string } }; amount(): bigint }) => [
        i.utxoID.txID.toString(),
        i.amount(),
      ],
    );
    expect(ins).toEqual(d.inputs.map((i) => ['txId' in i ? i.txId : '', i.amount]));
    const outs = theirs.baseTx.outputs.map((o: { amount(): bigint }) => o.amount());
    expect(outs).toEqual(d.outputs.map((o) => o.amount));
  });
});
