import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { fromHex, toHex } from './bytes.js';
import { cb58 } from './cb58.js';
import type { Output } from './outputs.js';
import { decodeUtxo, encodeUtxo } from './utxo.js';

const EWOQ = fromHex('0x3cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c', 'ewoq');
const TX = new Uint8Array(32).fill(3);
const ASSET = new Uint8Array(32).fill(9);

function oracleOutput(amount: bigint, locktime: bigint) {
  return new ajs.TransferOutput(
    new ajs.BigIntPr(amount),
    new ajs.OutputOwners(new ajs.BigIntPr(locktime), new ajs.Int(1), [new ajs.Address(EWOQ)]),
  );
}

/** avalanchejs's bytes of a UTXO as the node stores it: codec version 0, then its fields. */
function oracleHex(utxo: { toBytes(codec: unknown): Uint8Array }, vm: 'AVM' | 'PVM'): string {
  return `0x0000${toHex(utxo.toBytes(ajs.utils.getManagerForVM(vm).getDefaultCodec())).slice(2)}`;
}

describe('decodeUtxo', () => {
  it('reads an X UTXO as avalanchejs writes it, and writes the same bytes back', () => {
    const oracle = new ajs.Utxo(
      new ajs.avaxSerial.UTXOID(new ajs.Id(TX), new ajs.Int(4)),
      new ajs.Id(ASSET),
      oracleOutput(5_000n, 0n),
    );
    const hex = oracleHex(oracle, 'AVM');
    const utxo = decodeUtxo(hex, 'X');
    expect(cb58(utxo.txId)).toBe(cb58(TX));
    expect(utxo.outputIndex).toBe(4);
    expect(utxo.output).toEqual({
      type: 'TransferOutput',
      amount: 5_000n,
      owners: { locktime: 0n, threshold: 1, addresses: [EWOQ] },
    });
    expect(toHex(encodeUtxo(utxo, 'X'))).toBe(hex);
  });

  it('reads a P StakeableLockOut UTXO (the local genesis UTXO is one)', () => {
    const locked = new ajs.pvmSerial.StakeableLockOut(new ajs.BigIntPr(1_700_000_000n), oracleOutput(7n, 0n));
    const oracle = new ajs.Utxo(
      new ajs.avaxSerial.UTXOID(new ajs.Id(TX), new ajs.Int(0)),
      new ajs.Id(ASSET),
      locked,
    );
    const hex = oracleHex(oracle, 'PVM');
    const utxo = decodeUtxo(hex, 'P');
    expect(utxo.output).toMatchObject({ type: 'StakeableLockOut', locktime: 1_700_000_000n });
    expect(toHex(encodeUtxo(utxo, 'P'))).toBe(hex);
  });

  it('reads every X output type (secp, nft, property) back to the same bytes; avalanchejs reads the secp and nft ones alike', () => {
    const owners = { locktime: 5n, threshold: 1, addresses: [EWOQ] };
    const outputs: Output[] = [
      { type: 'MintOutput', owners },
      { type: 'NftMintOutput', groupId: 7, owners },
      { type: 'NftTransferOutput', groupId: 7, payload: new Uint8Array([1, 2, 3]), owners },
      { type: 'PropertyMintOutput', owners },
      { type: 'PropertyOwnedOutput', owners },
    ];
    const codec = ajs.utils.getManagerForVM('AVM').getDefaultCodec();
    for (const output of outputs) {
      const bytes = encodeUtxo({ txId: TX, outputIndex: 1, assetId: ASSET, output }, 'X');
      expect(decodeUtxo(bytes, 'X').output).toEqual(output);
      if (output.type.startsWith('Property')) continue;
      const [theirs] = ajs.Utxo.fromBytes(bytes.subarray(2), codec);
      expect(toHex(theirs.toBytes(codec)), output.type).toBe(toHex(bytes.subarray(2)));
    }
  });

  it('refuses trailing bytes, a truncated UTXO, another codec version and an unknown output type', () => {
    const hex = toHex(
      encodeUtxo(
        {
          txId: TX,
          outputIndex: 0,
          assetId: ASSET,
          output: {
            type: 'TransferOutput',
            amount: 1n,
            owners: { locktime: 0n, threshold: 1, addresses: [EWOQ] },
          },
        },
        'X',
      ),
    );
    expect(() => decodeUtxo(`${hex}00`, 'X')).toThrow(/trailing bytes/);
    expect(() => decodeUtxo(hex.slice(0, -2), 'X')).toThrow(ValidationError);
    expect(() => decodeUtxo(`0x0001${hex.slice(6)}`, 'X')).toThrow(/codec version 0/);
    expect(() => decodeUtxo(`${hex.slice(0, 2 + 2 * 70)}00000063${hex.slice(2 + 2 * 74)}`, 'X')).toThrow(
      /an output type id of the X chain \(got 99\)/,
    );
  });
});
