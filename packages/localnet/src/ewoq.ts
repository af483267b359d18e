import { formatAddress, hrpOf, privateKeySigner, shortIdOf } from '@pkg/txs';

/**
 * The well-known ewoq test key, which AvalancheGo's local genesis funds on X, P and C (and so every network
 * made from a copy of it). Public: never hold real funds with it.
 */
export const EWOQ_PRIVATE_KEY = {
  cb58: 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN',
  hex: '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027',
} as const;

/** ewoq's C-chain (EVM) address. */
export const EWOQ_C_ADDRESS = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';

/** A funded key and its addresses on a network. */
export interface FundedKey {
  /** `PrivateKey-...` (CB58, as AvalancheGo and wallets print it). */
  privateKeyCb58: string;
  /** `0x` + 64 hex digits (what `privateKeySigner` and viem take). */
  privateKeyHex: `0x${string}`;
  /** `X-<hrp>1...` */
  xAddress: string;
  /** `P-<hrp>1...` */
  pAddress: string;
  /** The EVM address on C. */
  cAddress: string;
}

/**
 * The ewoq key with its addresses on the network `networkId` (HRP `local` for 12345, `custom` for an id
 * AvalancheGo does not name).
 *
 * @example
 * import { ewoqKey } from '@pkg/localnet';
 * ewoqKey(12345).xAddress; // 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'
 */
export function ewoqKey(networkId: number): FundedKey {
  const hrp = hrpOf(networkId);
  const shortId = shortIdOf(privateKeySigner(EWOQ_PRIVATE_KEY.hex).publicKey);
  return {
    privateKeyCb58: EWOQ_PRIVATE_KEY.cb58,
    privateKeyHex: EWOQ_PRIVATE_KEY.hex,
    xAddress: formatAddress('X', hrp, shortId),
    pAddress: formatAddress('P', hrp, shortId),
    cAddress: EWOQ_C_ADDRESS,
  };
}
