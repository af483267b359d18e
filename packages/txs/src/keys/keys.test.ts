import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { formatAddress } from '../codec/address.js';
import { toHex } from '../codec/bytes.js';
import { ethAddressOf } from './ethAddressOf.js';
import { parsePrivateKey } from './parsePrivateKey.js';
import { shortIdOf } from './shortIdOf.js';

const EWOQ_CB58 = 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN';
const EWOQ_HEX = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';

describe('keys', () => {
  it('read the ewoq key as PrivateKey-<cb58>, 0x hex and bytes alike', () => {
    expect(toHex(parsePrivateKey(EWOQ_CB58))).toBe(EWOQ_HEX);
    expect(toHex(parsePrivateKey(EWOQ_HEX))).toBe(EWOQ_HEX);
    expect(toHex(parsePrivateKey(parsePrivateKey(EWOQ_HEX)))).toBe(EWOQ_HEX);
  });

  it('derive the ewoq addresses every local network funds (X/P bech32, C EIP-55)', () => {
    const publicKey = secp256k1.getPublicKey(parsePrivateKey(EWOQ_HEX), true);
    expect(formatAddress('X', 'local', shortIdOf(publicKey))).toBe(
      'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    );
    expect(ethAddressOf(publicKey)).toBe('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC');
    expect(toHex(shortIdOf(secp256k1.getPublicKey(parsePrivateKey(EWOQ_HEX), false)))).toBe(
      toHex(shortIdOf(publicKey)),
    );
    expect(ethAddressOf(publicKey).toLowerCase()).toBe(
      toHex(ajs.secp256k1.publicKeyToEthAddress(secp256k1.getPublicKey(parsePrivateKey(EWOQ_HEX), false))),
    );
    expect(toHex(shortIdOf(publicKey))).toBe(toHex(ajs.secp256k1.publicKeyBytesToAddress(publicKey)));
  });

  it('refuse a bad key with a ValidationError that does not show it', () => {
    for (const bad of [
      '0x1234',
      `0x${'00'.repeat(32)}`,
      `0x${'ff'.repeat(32)}`,
      'PrivateKey-abc',
      EWOQ_HEX.slice(2),
    ]) {
      const error = (() => {
        try {
          parsePrivateKey(bad);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ValidationError);
      expect(String((error as Error).message)).toMatch(/^privateKey must be a secp256k1 private key/);
      expect(String((error as Error).message)).not.toContain(bad.slice(4, 20));
    }
  });
});
