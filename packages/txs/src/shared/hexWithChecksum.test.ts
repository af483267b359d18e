import { describe, expect, it } from 'vitest';
import { fromHexWithChecksum, hexWithChecksum } from './hexWithChecksum.js';

describe('AvalancheGo hex', () => {
  it('appends the last 4 bytes of sha256 (AvalancheGo hashing.Checksum), and reads it back', () => {
    const bytes = Uint8Array.of(0, 1, 2, 3);
    const text = hexWithChecksum(bytes);
    expect(text).toBe('0x00010203f0c990d8');
    expect(fromHexWithChecksum(text, 'tx')).toEqual(bytes);
  });

  it('refuses a wrong checksum or text that is not hex, naming what it read', () => {
    expect(() => fromHexWithChecksum('0x00010203f0c990d9', 'a UTXO')).toThrow('a UTXO has a wrong checksum');
    expect(() => fromHexWithChecksum('00010203f0c990d8', 'a UTXO')).toThrow('a UTXO is not 0x hex');
    expect(() => fromHexWithChecksum('0x0001', 'a UTXO')).toThrow('a UTXO is not 0x hex');
  });
});
