import { describe, expect, test } from 'vitest';
import { signLegacyTx } from './signLegacyTx.js';

// EIP-155's own example: nonce 9, gas price 20 gwei, gas 21000, to 0x3535...35, 1 ether, chain id 1,
// key 0x4646...46 (https://eips.ethereum.org/EIPS/eip-155, "Example")
const key = new Uint8Array(32).fill(0x46);
describe('signLegacyTx', () => {
  test('signs EIP-155 example transaction as the EIP gives it', () => {
    const raw = signLegacyTx(
      {
        nonce: 9n,
        gasPrice: 20_000_000_000n,
        gas: 21_000n,
        to: `0x${'35'.repeat(20)}`,
        value: 1_000_000_000_000_000_000n,
        chainId: 1n,
      },
      key,
    );
    expect(raw).toBe(
      '0xf86c098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a76400008025a028ef61340bd939bc2195fe537567866003e1a15d3c71ff63e1590620aa636276a067cbe9d8997f761aecb703304b3800ccf555c9f3dc64214b297fb1966a3b6d83',
    );
  });

  test('a nonce of 0 and a value of 0 are empty RLP strings', () => {
    const raw = signLegacyTx(
      { nonce: 0n, gasPrice: 1n, gas: 21_000n, to: `0x${'00'.repeat(20)}`, value: 0n, chainId: 43112n },
      key,
    );
    // a long list (0xf8, length), then nonce 0x80 (empty), gas price 0x01, gas 0x825208
    expect(raw.slice(2, 4)).toBe('f8');
    expect(raw.slice(6, 16)).toBe('8001825208');
  });
});
