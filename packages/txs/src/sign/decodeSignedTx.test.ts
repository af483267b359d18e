import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { EWOQ_KEY, ORACLE } from '../../test/avalanchejs.js';
import { buildCExportTx } from '../c/buildCExportTx.js';
import { readCTx } from '../c/codec.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { readPTx } from '../p/decodePTx.js';
import { encodePTx } from '../p/encodePTx.js';
import type { PTx } from '../p/types.js';
import { transferOutput } from '../shared/transferOutput.js';
import { buildXBaseTx } from '../x/buildXBaseTx.js';
import { readXTx } from '../x/codec.js';
import { decodeSignedTx } from './decodeSignedTx.js';
import { privateKeySigner } from './privateKeySigner.js';
import { signTx } from './signTx.js';

const ewoq = privateKeySigner(EWOQ_KEY);
const me = shortIdOf(ewoq.publicKey);
const owner = { locktime: 0n, threshold: 1, addresses: [me] };

async function signedX(): Promise<Uint8Array> {
  const utxos = [
    {
      txId: new Uint8Array(32).fill(1),
      outputIndex: 0,
      assetId: ORACLE.avaxAssetId,
      output: { type: 'TransferOutput' as const, amount: 10n ** 10n, owners: owner },
    },
  ];
  const unsigned = buildXBaseTx(ORACLE, {
    utxos,
    from: [me],
    fee: 1_000_000n,
    outputs: [transferOutput(ORACLE.avaxAssetId, 5n, owner)],
    memo: new Uint8Array([1]),
  });
  return (await signTx(unsigned, [ewoq])).bytes;
}

/** Whatever `decode` throws on `bytes`, or undefined when it decodes. */
function thrown(decode: () => unknown): unknown {
  try {
    decode();
    return undefined;
  } catch (e) {
    return e;
  }
}

describe('decodeSignedTx', () => {
  it('reads a signed tx of each chain with its readTx (readXTx, readCTx, readPTx), signers recovered', async () => {
    const pTx: PTx = {
      type: 'BaseTx',
      networkId: ORACLE.networkId,
      blockchainId: ORACLE.chainIds.P,
      outputs: [],
      inputs: [
        {
          txId: new Uint8Array(32).fill(4),
          outputIndex: 0,
          assetId: ORACLE.avaxAssetId,
          input: { type: 'TransferInput', amount: 9n, sigIndices: [0] },
        },
      ],
      memo: new Uint8Array(),
    };
    const signed = await signTx({ chain: 'P', tx: pTx, bytes: encodePTx(pTx), signers: [[me]] }, [ewoq]);
    const decoded = decodeSignedTx(signed.bytes, 'P', readPTx);
    expect(decoded.unsigned.tx).toEqual(pTx);
    expect(decoded.unsigned.signers).toEqual([[me]]);
    expect(decoded.txId).toBe(signed.txId);
    expect(decodeSignedTx(await signedX(), 'X', readXTx).unsigned.tx.type).toBe('BaseTx');
  });
});

describe('decodeSignedTx on hostile input', () => {
  it('throws a ValidationError for every truncation of a signed X tx and C tx', async () => {
    const c = await signTx(
      buildCExportTx(ORACLE, {
        destination: 'P',
        amount: 5n,
        to: owner,
        fromPublicKey: ewoq.publicKey,
        nonce: 0n,
        baseFeeWei: 1n,
      }),
      [ewoq],
    );
    for (const [bytes, read, chain] of [
      [await signedX(), readXTx, 'X'],
      [c.bytes, readCTx, 'C'],
    ] as const) {
      for (let n = 0; n < bytes.length; n++) {
        const e = thrown(() => decodeSignedTx(bytes.subarray(0, n), chain, read as typeof readXTx));
        expect(ValidationError.isInstance(e), `prefix of ${n} bytes`).toBe(true);
      }
    }
  });

  it('throws only ValidationErrors (never a RangeError) for corrupted bytes, and huge lengths allocate nothing', async () => {
    const bytes = await signedX();
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 300; i++) {
      const bad = bytes.slice();
      for (let k = 0; k < 3; k++) bad[next() % bad.length] = next() % 256;
      const e = thrown(() => decodeSignedTx(bad, 'X', readXTx));
      if (e !== undefined) expect(ValidationError.isInstance(e), String(e)).toBe(true);
    }
    // the outputs count (after version, type id, network id, chain id) claims 2^32 - 1 outputs
    const huge = bytes.slice();
    huge.set([0xff, 0xff, 0xff, 0xff], 2 + 4 + 4 + 32);
    expect(thrown(() => decodeSignedTx(huge, 'X', readXTx))).toMatchObject({
      message: expect.stringMatching(/4294967295 items/),
    });
  });
});
