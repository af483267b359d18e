import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { A, B, cExportTx, cImportTx, ID_A, ID_B, pCreateChainTx, xBaseTx } from '../../test/envelopeTxs.js';
import { cb58, formatAddress, toHex } from '../codec/index.js';
import { publicKeySigner } from '../sign/publicKeySigner.js';
import { addSignatures, signTx } from '../sign/signTx.js';
import type { PartlySignedTx, UnsignedTx } from '../types.js';
import { decodeTxEnvelope } from './decodeTxEnvelope.js';
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
