import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { formatAddress, hrpOf, parseAddress } from './address.js';
import { fromHex, toHex } from './bytes.js';
import { cb58, cb58Decode } from './cb58.js';

// The ewoq key's short id: the funded address of every local network.
const EWOQ = fromHex('0x3cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c', 'ewoq');
const AVAX_ASSET = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

describe('CB58', () => {
  it('encodes and decodes as avalanchejs does (mainnet AVAX asset id)', () => {
    const bytes = cb58Decode(AVAX_ASSET, 'assetId', 32);
    expect(toHex(bytes)).toBe(toHex(ajs.utils.base58check.decode(AVAX_ASSET)));
    expect(cb58(bytes)).toBe(AVAX_ASSET);
  });

  it('refuses a bad checksum, a bad character and a wrong length, naming the field', () => {
    const bad = `${AVAX_ASSET.slice(0, -1)}${AVAX_ASSET.endsWith('Z') ? 'Y' : 'Z'}`;
    expect(() => cb58Decode(bad, 'assetId')).toThrow(/assetId must be a CB58 string with a valid checksum/);
    expect(() => cb58Decode('0OIl', 'txId')).toThrow(/txId must be a CB58 string/);
    expect(() => cb58Decode(AVAX_ASSET, 'txId', 20)).toThrow(ValidationError);
  });
});

describe('addresses', () => {
  it('maps network ids to HRPs as AvalancheGo', () => {
    expect([hrpOf(1), hrpOf(5), hrpOf(12345), hrpOf(1337)]).toEqual(['avax', 'fuji', 'local', 'custom']);
  });

  it('formats the ewoq address on the local network and reads it back', () => {
    expect(formatAddress('X', 'local', EWOQ)).toBe('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    const parsed = parseAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'to');
    expect(parsed.chain).toBe('P');
    expect(parsed.hrp).toBe('local');
    expect(toHex(parsed.shortId)).toBe(toHex(EWOQ));
    expect(toHex(ajs.utils.bech32ToBytes('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'))).toBe(
      toHex(EWOQ),
    );
  });

  it('refuses a bad checksum, the wrong chain and the wrong HRP, naming the field', () => {
    expect(() => parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v', 'to')).toThrow(
      /^to must be a bech32/,
    );
    // a P send names the P chain and says the checksum is what is wrong (issue 35)
    expect(() =>
      parseAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v', 'to', { chain: 'P', hrp: 'local' }),
    ).toThrow(
      'to must be a P-chain bech32 address such as P-local1... (got "P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v", whose bech32 checksum is wrong: a typo or a cut copy)',
    );
    // not bech32 at all: no word about a checksum
    expect(() => parseAddress('P-hello', 'to', { chain: 'P' })).toThrow(
      'to must be a P-chain bech32 address such as P-avax1... (got "P-hello")',
    );
    expect(() =>
      parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'to', { chain: 'P' }),
    ).toThrow(/to must be an address on P, such as P-avax1\.\.\./);
    expect(() =>
      parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'to', { hrp: 'avax' }),
    ).toThrow(/HRP avax/);
  });
});

describe('fromHex', () => {
  it('takes 0x hex or bytes and refuses anything else, naming the field', () => {
    expect(Array.from(fromHex('0x0aFF', 'key'))).toEqual([10, 255]);
    expect(() => fromHex('0abc', 'key')).toThrow(/key must be a 0x hex string/);
    expect(() => fromHex('0x0', 'key')).toThrow(ValidationError);
    expect(() => fromHex('0x00', 'key', 2)).toThrow(/key must be 2 bytes/);
  });
});
