/** The local network's id (`--network-id=local`). */
export const LOCAL_NETWORK_ID = 12345;

/** The local network's C-chain EVM chain id. */
export const LOCAL_C_CHAIN_ID = 43112;

/** The network id of the Helicon suites' single-node network (a custom id: only those take upgrade settings). */
export const HELICON_NETWORK_ID = 1337;

/**
 * Which node this run talks to: `'pre-helicon'` (AvalancheGo v1.14.0 on `--network-id=local`, the default)
 * or `'helicon'` (AvalancheGo v1.15 on network {@link HELICON_NETWORK_ID} with Helicon active and the C chain
 * turned to SAE), from `$AVALANCHE_ERA` (scripts/check.d/node.sh and subnet.sh set it for the Helicon runs).
 */
export const ERA: 'pre-helicon' | 'helicon' =
  process.env.AVALANCHE_ERA === 'helicon' ? 'helicon' : 'pre-helicon';

/** The network id of this run's node: {@link LOCAL_NETWORK_ID}, or {@link HELICON_NETWORK_ID} under Helicon. */
export const NETWORK_ID = ERA === 'helicon' ? HELICON_NETWORK_ID : LOCAL_NETWORK_ID;

/** The bech32 HRP of this run's network: `local` (12345), `custom` (any id AvalancheGo does not name). */
export const HRP = ERA === 'helicon' ? 'custom' : 'local';

/** The network name `info.getNetworkName` answers on this run's node. */
export const NETWORK_NAME = ERA === 'helicon' ? `network-${HELICON_NETWORK_ID}` : 'local';

/** ewoq's X/P addresses (the same 20 bytes) under each HRP this suite runs with. */
const EWOQ_BECH32 = {
  local: 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
  custom: 'custom18jma8ppw3nhx5r4ap8clazz0dps7rv5u9xde7p',
} as const;

/**
 * The well-known ewoq test key that the local genesis funds (on X, P and C; the Helicon network's genesis is
 * a copy of it), with its addresses on this run's network ({@link HRP}). Test use only.
 */
export const EWOQ = {
  privateKeyCb58: 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN',
  privateKeyHex: '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027',
  cAddress: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
  xAddress: `X-${EWOQ_BECH32[HRP]}`,
  pAddress: `P-${EWOQ_BECH32[HRP]}`,
} as const;
