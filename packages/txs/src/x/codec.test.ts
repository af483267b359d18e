import { describe, expect, it } from 'vitest';
import { ajs, ORACLE } from '../../test/avalanchejs.js';
import { toHex } from '../codec/bytes.js';
import { ValidationError } from '../index.js';
import { decodeSignedTx } from '../sign/decodeSignedTx.js';
import { signedTxBytes } from '../sign/signedTxBytes.js';
import { encodeXTx, readXTx } from './codec.js';
import type { XCreateAssetTx, XOperationTx, XTx } from './types.js';

const owners = {
  locktime: 0n,
  threshold: 1,
  addresses: [new Uint8Array(20).fill(1), new Uint8Array(20).fill(2)],
};
const base = {
  networkId: ORACLE.networkId,
  blockchainId: ORACLE.chainIds.X,
  outputs: [],
  inputs: [
    {
      txId: new Uint8Array(32).fill(5),
      outputIndex: 1,
      assetId: ORACLE.avaxAssetId,
      input: { type: 'TransferInput' as const, amount: 10_000_000n, sigIndices: [0] },
    },
  ],
  memo: new Uint8Array([1, 2, 3]),
};

const createAsset: XCreateAssetTx = {
  type: 'CreateAssetTx',
  ...base,
  name: 'Token',
  symbol: 'TKN',
  denomination: 9,
  initialStates: [
    {
      fxIndex: 0,
      outputs: [
        { type: 'TransferOutput', amount: 1_000n, owners },
        { type: 'MintOutput', owners },
      ],
    },
    { fxIndex: 1, outputs: [{ type: 'NftMintOutput', groupId: 3, owners }] },
  ],
};

const operation: XOperationTx = {
  type: 'OperationTx',
  ...base,
  operations: [
    {
      assetId: new Uint8Array(32).fill(8),
      utxoIds: [{ txId: new Uint8Array(32).fill(6), outputIndex: 0 }],
      operation: {
        type: 'MintOperation',
        mintInput: [0],
        mintOutput: owners,
        transferOutput: { amount: 5n, owners },
      },
    },
    {
      assetId: new Uint8Array(32).fill(9),
      utxoIds: [{ txId: new Uint8Array(32).fill(6), outputIndex: 1 }],
      operation: {
        type: 'NftMintOperation',
        mintInput: [1],
        groupId: 3,
        payload: new Uint8Array([7]),
        outputs: [owners],
      },
    },
    {
      assetId: new Uint8Array(32).fill(9),
      utxoIds: [{ txId: new Uint8Array(32).fill(6), outputIndex: 2 }],
      operation: {
        type: 'NftTransferOperation',
        input: [0],
        output: { groupId: 3, payload: new Uint8Array([7]), owners },
      },
    },
  ],
};

/**
 * A signed X tx with one credential, read by avalanchejs's X codec (which must consume every byte), and its
 * unsigned part written back by it.
 */
function viaAvalanchejs(tx: XTx): { ours: Uint8Array; theirs: Uint8Array; left: number } {
  const ours = signedTxBytes(encodeXTx(tx), [[new Uint8Array(65).fill(1)]], 'X');
  const codec = ajs.utils.getManagerForVM('AVM').getDefaultCodec();
  const [signed, rest] = ajs.avaxSerial.SignedTx.fromBytes(ours.subarray(2), codec);
  const theirs = new Uint8Array([0, 0, ...codec.PackPrefix(signed.unsignedTx)]);
  return { ours: encodeXTx(tx), theirs, left: rest.length };
}

describe('X codec', () => {
  it('CreateAssetTx and OperationTx read as avalanchejs reads them, and decode(encode(x)) is x', () => {
    for (const tx of [createAsset, operation]) {
      const { ours, theirs, left } = viaAvalanchejs(tx);
      expect(toHex(ours)).toBe(toHex(theirs));
      expect(left).toBe(0);
      expect(decodeSignedTx(signedTxBytes(ours, [], 'X'), 'X', readXTx).unsigned.tx).toEqual(tx);
    }
  });

  it('refuses a P type id, truncated bytes and trailing bytes', () => {
    const bytes = encodeXTx(createAsset);
    const p = bytes.slice();
    p[5] = 34;
    expect(() => decodeSignedTx(p, 'X', readXTx)).toThrow(/an X tx type id \(0-4\) \(got 34\)/);
    expect(() => decodeSignedTx(bytes.subarray(0, 60), 'X', readXTx)).toThrow(ValidationError);
    expect(() => decodeSignedTx(new Uint8Array([...signedTxBytes(bytes, [], 'X'), 0]), 'X', readXTx)).toThrow(
      /trailing/,
    );
  });
});
