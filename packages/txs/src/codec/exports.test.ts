import { describe, expect, it } from 'vitest';
import * as c from '../c/index.js';
import * as envelope from '../envelope/index.js';
import * as pkg from '../index.js';
import * as keys from '../keys/index.js';
import * as sign from '../sign/index.js';
import * as x from '../x/index.js';
import * as codec from './index.js';

// The runtime exports of the codec, keys, signing, envelope, X and C areas, pinned: a rename or a dropped export fails here.
const PINNED = {
  codec: [
    'FX_TYPE_IDS',
    'Reader',
    'Writer',
    'bytesEqual',
    'cb58',
    'cb58Decode',
    'compareBytes',
    'compareUtxoIds',
    'decodeUtxo',
    'encodeUtxo',
    'formatAddress',
    'fromHex',
    'hrpOf',
    'parseAddress',
    'readBaseTxFields',
    'readCredential',
    'readInput',
    'readOutput',
    'readOutputOwners',
    'readSigIndices',
    'readTransferableInput',
    'readTransferableOutput',
    'sortAddresses',
    'sortSigIndices',
    'sortTransferableInputs',
    'sortTransferableOutputs',
    'toHex',
    'typeIdOf',
    'typeNameOf',
    'writeBaseTxFields',
    'writeCredential',
    'writeInput',
    'writeOutput',
    'writeOutputOwners',
    'writeSigIndices',
    'writeTransferableInput',
    'writeTransferableOutput',
  ],
  keys: ['checksumAddress', 'compressPublicKey', 'ethAddressOf', 'parsePrivateKey', 'shortIdOf'],
  sign: [
    'addSignatures',
    'completeTx',
    'decodeSignedTx',
    'privateKeySigner',
    'publicKeySigner',
    'readCredentials',
    'recoverShortId',
    'signHash',
    'signTx',
    'signedTxBytes',
    'txIdOf',
  ],
  x: [
    'buildXBaseTx',
    'buildXExportTx',
    'buildXImportTx',
    'checkOwners',
    'encodeXTx',
    'readXOperation',
    'readXTx',
    'signersFor',
    'spendForX',
    'spendUtxos',
    'transferOutput',
    'writeXOperation',
  ],
  c: ['buildCExportTx', 'buildCImportTx', 'encodeCTx', 'readCTx'],
  envelope: [
    'MAX_TX_ENVELOPE_CHARS',
    'TX_ENVELOPE_FORMAT',
    'TX_ENVELOPE_VERSION',
    'decodeTxEnvelope',
    'describeTx',
    'encodeTxEnvelope',
    'knownNetworkIds',
    'signEnvelope',
  ],
};

describe('exports of the codec, keys, sign, envelope, x and c areas', () => {
  it('are exactly the pinned names, each also exported by the package', () => {
    const areas = { codec, keys, sign, envelope, x, c };
    for (const [area, names] of Object.entries(PINNED)) {
      expect(Object.keys(areas[area as keyof typeof areas]).sort(), area).toEqual([...names].sort());
      for (const name of names) expect(pkg, name).toHaveProperty(name);
    }
  });
});
