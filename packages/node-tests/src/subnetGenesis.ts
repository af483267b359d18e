import { EWOQ } from './localNetwork.js';

/** The EVM chain id of the suite's Subnet-EVM chain. */
export const SUBNET_EVM_CHAIN_ID = 99_999;

/** The fee manager precompile's address (Subnet-EVM's `feeManagerConfig`). */
export const FEE_MANAGER_ADDRESS = '0x0200000000000000000000000000000000000003' as const;

/** The tx allow-list precompile's address (Subnet-EVM's `txAllowListConfig`). */
export const TX_ALLOW_LIST_ADDRESS = '0x0200000000000000000000000000000000000002' as const;

/** The Warp precompile's address (Subnet-EVM's `warpConfig`; the same as the C chain's). */
export const WARP_PRECOMPILE_ADDRESS = '0x0200000000000000000000000000000000000005' as const;

/** The genesis time (and the local network's upgrade time, Dec 5 2020): Durango is active from it. */
export const GENESIS_TIMESTAMP = 0x5fcb13d0;

/** The fee config in the genesis (what `eth_feeConfig` answers before any change). */
export const GENESIS_FEE_CONFIG = {
  gasLimit: 20_000_000,
  targetBlockRate: 2,
  minBaseFee: 25_000_000_000,
  targetGas: 100_000_000,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1_000_000,
  blockGasCostStep: 200_000,
} as const;

/**
 * The Subnet-EVM genesis the suite's chain starts from: chain id 99999, ewoq funded, the fee manager
 * precompile (`feeManagerConfig`) and the tx allow list (`txAllowListConfig`) active from genesis with
 * ewoq's C address as their admin, and the Warp precompile (`warpConfig`, default quorum) active from
 * the genesis time (Subnet-EVM refuses Warp before Durango, so not from 0). Network upgrades are left to the node (Subnet-EVM v0.8.0 takes them
 * from AvalancheGo's local network schedule). `predeploys` adds genesis alloc entries (the validator manager's
 * proxy pair, src/validatorManagerProxyAlloc.ts).
 */
export function subnetEvmGenesis(predeploys: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    config: {
      chainId: SUBNET_EVM_CHAIN_ID,
      feeConfig: GENESIS_FEE_CONFIG,
      allowFeeRecipients: false,
      feeManagerConfig: { blockTimestamp: 0, adminAddresses: [EWOQ.cAddress] },
      txAllowListConfig: { blockTimestamp: 0, adminAddresses: [EWOQ.cAddress] },
      warpConfig: { blockTimestamp: GENESIS_TIMESTAMP },
    },
    alloc: {
      [EWOQ.cAddress.slice(2).toLowerCase()]: { balance: '0x52B7D2DCC80CD2E4000000' },
      ...predeploys,
    },
    nonce: '0x0',
    // AvalancheGo's local network activates every upgrade at this time (Dec 5 2020): a genesis at it has
    // Durango, Etna... active from block 0, so eth_estimateGas at the genesis state prices as later blocks do
    timestamp: `0x${GENESIS_TIMESTAMP.toString(16)}`,
    extraData: '0x00',
    gasLimit: `0x${GENESIS_FEE_CONFIG.gasLimit.toString(16)}`,
    difficulty: '0x0',
    mixHash: `0x${'00'.repeat(32)}`,
    coinbase: `0x${'00'.repeat(20)}`,
    number: '0x0',
    gasUsed: '0x0',
    parentHash: `0x${'00'.repeat(32)}`,
  };
}
