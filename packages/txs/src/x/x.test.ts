import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { ajs, EWOQ_KEY, ORACLE, OTHER_KEY } from '../../test/avalanchejs.js';
import { base58check } from '../../test/base58check.js';
import { expectSameSigned } from '../../test/expectSameSigned.js';
import { ajsContext, ajsUtxo } from '../../test/oracleContext.js';
import { sortAddresses } from '../codec/sort.js';
import type { Utxo } from '../codec/utxo.js';
import { encodeUtxo } from '../codec/utxo.js';
import { InsufficientFundsError } from '../errors.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { transferOutput } from '../shared/transferOutput.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { recoverShortId } from '../sign/recoverShortId.js';
import { signTx } from '../sign/signTx.js';
import { buildXBaseTx } from './buildXBaseTx.js';
import { buildXExportTx } from './buildXExportTx.js';
import { buildXImportTx } from './buildXImportTx.js';
import { readXTx } from './codec.js';

const ewoq = privateKeySigner(EWOQ_KEY);
const me = shortIdOf(ewoq.publicKey);
const you = shortIdOf(privateKeySigner(OTHER_KEY).publicKey);
const owner = (a: Uint8Array) => ({ locktime: 0n, threshold: 1, addresses: [a] });

function utxo(txByte: number, index: number, amount: bigint, to = me, assetId = ORACLE.avaxAssetId): Utxo {
  const txId = new Uint8Array(32).fill(txByte);
  return { txId, outputIndex: index, assetId, output: { type: 'TransferOutput', amount, owners: owner(to) } };
}

describe('X builders: the same bytes as avalanchejs 5.2.0', () => {
  const utxos = [utxo(7, 1, 3_000_000_000n), utxo(2, 0, 2_000_000_000n), utxo(9, 0, 9n, you)];

  it('BaseTx: a send with change, signed', async () => {
    const out = transferOutput(ORACLE.avaxAssetId, 1_000_000_000n, owner(you));
    const ours = buildXBaseTx(ORACLE, { utxos, from: [me], fee: 1_000_000n, outputs: [out] });
    const theirs = ajs.avm.newBaseTx(
      ajsContext(),
      [me],
      utxos.map((u) => ajsUtxo(encodeUtxo(u, 'X'), 'AVM')),
      [ajs.TransferableOutput.fromNative(base58check(ORACLE.avaxAssetId), 1_000_000_000n, [you])],
    );
    expect(ours.tx.inputs.map((i) => i.txId[0])).toEqual([7]);
    await expectSameSigned(ours, theirs, 'X', readXTx);
  });

  it('ExportTx to P, signed', async () => {
    const out = transferOutput(ORACLE.avaxAssetId, 4_000_000_000n, owner(me));
    const ours = buildXExportTx(ORACLE, {
      destination: 'P',
      utxos,
      from: [me],
      fee: 1_000_000n,
      exportedOutputs: [out],
    });
    const theirs = ajs.avm.newExportTx(
      ajsContext(),
      base58check(ORACLE.chainIds.P),
      [me],
      utxos.map((u) => ajsUtxo(encodeUtxo(u, 'X'), 'AVM')),
      [ajs.TransferableOutput.fromNative(base58check(ORACLE.avaxAssetId), 4_000_000_000n, [me])],
    );
    expect(ours.tx.inputs).toHaveLength(2);
    await expectSameSigned(ours, theirs, 'X', readXTx);
  });

  it('ImportTx from C, signed', async () => {
    const atomic = [utxo(5, 0, 700_000_000n), utxo(4, 2, 300_000_000n)];
    const ours = buildXImportTx(ORACLE, {
      source: 'C',
      atomicUtxos: atomic,
      from: [me],
      fee: 1_000_000n,
      to: owner(me),
    });
    const theirs = ajs.avm.newImportTx(
      ajsContext(),
      base58check(ORACLE.chainIds.C),
      atomic.map((u) => ajsUtxo(encodeUtxo(u, 'X'), 'AVM')),
      [me],
      [me],
    );
    await expectSameSigned(ours, theirs, 'X', readXTx);
  });
});

describe('X builders: spending rules', () => {
  it('throw InsufficientFundsError with the amounts needed and found', () => {
    const out = transferOutput(ORACLE.avaxAssetId, 5_000_000_000n, owner(you));
    const error = (() => {
      try {
        buildXBaseTx(ORACLE, {
          utxos: [utxo(1, 0, 4_000_000_000n)],
          from: [me],
          fee: 1_000_000n,
          outputs: [out],
        });
      } catch (e) {
        return e;
      }
    })() as InsufficientFundsError;
    expect(InsufficientFundsError.isInstance(error)).toBe(true);
    expect([error.needed, error.found, error.chain]).toEqual([5_001_000_000n, 4_000_000_000n, 'X']);
  });

  it('skip UTXOs still locked, owned by others, and past maxInputs', () => {
    const locked = {
      ...utxo(1, 0, 10n ** 12n),
      output: {
        type: 'TransferOutput' as const,
        amount: 10n ** 12n,
        owners: { ...owner(me), locktime: 1_900_000_000n },
      },
    };
    const out = transferOutput(ORACLE.avaxAssetId, 1n, owner(you));
    const args = {
      utxos: [locked, utxo(2, 0, 10n ** 12n, you), utxo(3, 0, 2_000_000n), utxo(4, 0, 2_000_000n)],
      from: [me],
      fee: 3_000_000n,
      outputs: [out],
    };
    expect(buildXBaseTx(ORACLE, args).tx.inputs.map((i) => i.txId[0])).toEqual([3, 4]);
    expect(() => buildXBaseTx({ ...ORACLE, maxInputs: 1 }, args)).toThrow(InsufficientFundsError);
  });

  it('spend a 2-of-2 UTXO: sig indices ascending, one credential whose signatures follow them', async () => {
    const addresses = sortAddresses([me, you]);
    const multisig: Utxo = {
      ...utxo(1, 0, 10n ** 10n),
      output: {
        type: 'TransferOutput',
        amount: 10n ** 10n,
        owners: { locktime: 0n, threshold: 2, addresses },
      },
    };
    const out = transferOutput(ORACLE.avaxAssetId, 5n, owner(you));
    const ours = buildXBaseTx(ORACLE, {
      utxos: [multisig],
      from: [you, me],
      fee: 1_000_000n,
      outputs: [out],
    });
    expect(ours.tx.inputs[0]?.input).toMatchObject({ sigIndices: [0, 1] });
    expect(ours.signers).toEqual([addresses]);
    const signed = await signTx(ours, [ewoq, privateKeySigner(OTHER_KEY)]);
    const hash = sha256(ours.bytes);
    expect(signed.credentials[0]?.map((sig) => recoverShortId(sig, hash))).toEqual(addresses);
    expect(() =>
      buildXBaseTx(ORACLE, { utxos: [multisig], from: [me], fee: 1_000_000n, outputs: [out] }),
    ).toThrow(InsufficientFundsError);
  });

  it('import: imported AVAX short of the fee all burns, and X UTXOs pay the rest (their signers first)', () => {
    const atomic = [utxo(5, 0, 400_000n), utxo(6, 0, 77n, me, new Uint8Array(32).fill(0xbb))];
    const args = { source: 'P' as const, atomicUtxos: atomic, from: [me], fee: 1_000_000n, to: owner(you) };
    expect(() => buildXImportTx(ORACLE, args)).toThrow(InsufficientFundsError);
    const ours = buildXImportTx(ORACLE, { ...args, utxos: [utxo(1, 3, 3_000_000n)] });
    expect(
      ours.tx.inputs.map((i) => [i.txId[0], i.input.type === 'TransferInput' && i.input.amount]),
    ).toEqual([[1, 3_000_000n]]);
    expect(
      ours.tx.outputs.map((o) => [o.assetId[0], o.output.type === 'TransferOutput' && o.output.amount]),
    ).toEqual([
      [0xaa, 2_400_000n],
      [0xbb, 77n],
    ]);
    expect(ours.signers).toHaveLength(3);
    expect(() => buildXImportTx(ORACLE, { ...args, atomicUtxos: [utxo(5, 0, 1n, you)] })).toThrow(
      /no UTXOs exported from P/,
    );
  });

  it('refuse a bad output and a long memo with a ValidationError naming the field', () => {
    const utxos = [utxo(3, 0, 2_000_000n)];
    expect(() => transferOutput(ORACLE.avaxAssetId, 0n, owner(you))).toThrow(
      /output.amount must be a bigint above 0/,
    );
    expect(() => transferOutput(ORACLE.avaxAssetId, 1n, { ...owner(you), threshold: 2 })).toThrow(
      /output.owners.threshold/,
    );
    const out = transferOutput(ORACLE.avaxAssetId, 1n, owner(you));
    expect(() =>
      buildXBaseTx(ORACLE, { utxos, from: [me], fee: 1n, outputs: [out], memo: new Uint8Array(257) }),
    ).toThrow(/memo must be at most 256 bytes/);
  });
});
