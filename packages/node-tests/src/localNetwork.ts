/** The local network's id (`--network-id=local`). */
export const LOCAL_NETWORK_ID = 12345;

/** The local network's C-chain EVM chain id. */
export const LOCAL_C_CHAIN_ID = 43112;

/** The well-known ewoq test key that the local genesis funds (on X, P and C). Test use only. */
export const EWOQ = {
  privateKeyCb58: 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN',
  privateKeyHex: '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027',
  cAddress: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
  xAddress: 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
  pAddress: 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
} as const;
