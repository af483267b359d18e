import type { EvmChainSpec } from './evmChainSpec.js';
import type { FeeConfig } from './types.js';

/** An EVM chain's genesis as the Data API sends it, its fee config and its eth_getChainConfig. */
export interface EvmGenesis {
  feeConfig: FeeConfig;
  genesisData: Record<string, unknown>;
  chainConfig: Record<string, unknown>;
}

/** The genesis of a chain created at `createBlockTimestamp`, its first wallet the admin and the funded account. */
export function evmGenesisOf(
  spec: EvmChainSpec,
  wallets: string[],
  createBlockTimestamp: number,
): EvmGenesis {
  const feeConfig: FeeConfig = {
    gasLimit: spec.isCChain ? 15_000_000 : 8_000_000,
    targetBlockRate: 2,
    minBaseFee: 25_000_000_000,
    targetGas: 15_000_000,
    baseFeeChangeDenominator: 36,
    minBlockGasCost: 0,
    maxBlockGasCost: 1_000_000,
    blockGasCostStep: 200_000,
  };
  const config = subnetEvmConfigOf(spec, wallets, feeConfig, createBlockTimestamp);
  const genesisData: Record<string, unknown> = {
    airdropAmount: null,
    airdropHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
    alloc: {
      [(wallets[0] as string).slice(2)]: {
        balance: '0x295be96e64066972000000',
        code: '0x',
        storage: {},
      },
    },
    baseFeePerGas: null,
    blobGasUsed: null,
    coinbase: '0x0000000000000000000000000000000000000000',
    config,
    difficulty: '0x0',
    excessBlobGas: null,
    extraData: '0x',
    gasLimit: `0x${feeConfig.gasLimit.toString(16)}`,
    gasUsed: '0x0',
    mixHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
    nonce: '0x0',
    number: '0x0',
    parentHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
    timestamp: `0x${createBlockTimestamp.toString(16)}`,
  };
  const chainConfig: Record<string, unknown> = spec.isCChain
    ? corethChainConfig(Number(spec.chainId))
    : {
        ...config,
        // the Avalanche upgrades' mainnet times, which Subnet-EVM v0.8.0 adds to the genesis config in
        // eth_getChainConfig (shanghaiTime is Durango's, cancunTime Etna's)
        durangoTimestamp: 1709740800,
        etnaTimestamp: 1734368400,
        graniteTimestamp: 1763568000,
        shanghaiTime: 1709740800,
        cancunTime: 1734368400,
        upgrades: {
          precompileUpgrades: [
            {
              feeManagerConfig: {
                adminAddresses: [wallets[0] as string],
                blockTimestamp: createBlockTimestamp + 86_400,
              },
            },
          ],
        },
      };
  return { feeConfig, genesisData, chainConfig };
}

/** The genesis config: Ethereum forks at 0, the chain id, the fee config and the precompiles' allow lists. */
function subnetEvmConfigOf(
  spec: EvmChainSpec,
  wallets: string[],
  feeConfig: FeeConfig,
  createBlockTimestamp: number,
): Record<string, unknown> {
  const adminAddresses = [wallets[0] as string];
  const allowList = (blockTimestamp: number) => ({
    blockTimestamp,
    adminAddresses,
    managerAddresses: [],
    enabledAddresses: [wallets[1] as string],
  });
  return {
    berlinBlock: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    chainId: Number(spec.chainId),
    eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
    subnetEVMTimestamp: 0,
    allowFeeRecipients: false,
    feeConfig,
    warpConfig: {
      blockTimestamp: createBlockTimestamp,
      quorumNumerator: 67,
      requirePrimaryNetworkSigners: false,
    },
    txAllowListConfig: allowList(createBlockTimestamp),
    contractDeployerAllowListConfig: allowList(createBlockTimestamp),
    contractNativeMinterConfig: allowList(createBlockTimestamp),
    feeManagerConfig: allowList(createBlockTimestamp),
    rewardManagerConfig: allowList(createBlockTimestamp),
  };
}

/**
 * The C chain's eth_getChainConfig as coreth (AvalancheGo v1.14.0) answers it: Ethereum fork blocks and
 * times plus one activation timestamp per Avalanche network upgrade (mainnet's, as info.upgrades has them),
 * keys in alphabetical order; no feeConfig or precompiles (those are Subnet-EVM's).
 */
function corethChainConfig(chainId: number): Record<string, unknown> {
  const ap1 = 1_617_199_200; // 2021-03-31T14:00:00Z
  const durango = 1_709_740_800; // 2024-03-06T16:00:00Z
  const etna = 1_734_368_400; // 2024-12-16T17:00:00Z
  return {
    apricotPhase1BlockTimestamp: ap1,
    apricotPhase2BlockTimestamp: 1_620_644_400,
    apricotPhase3BlockTimestamp: 1_629_813_600,
    apricotPhase4BlockTimestamp: 1_632_344_400,
    apricotPhase5BlockTimestamp: 1_638_468_000,
    apricotPhase6BlockTimestamp: 1_662_494_400,
    apricotPhasePost6BlockTimestamp: 1_662_519_600,
    apricotPhasePre6BlockTimestamp: 1_662_341_400,
    banffBlockTimestamp: 1_666_108_800,
    berlinBlock: 0,
    byzantiumBlock: 0,
    cancunTime: etna,
    chainId,
    constantinopleBlock: 0,
    cortinaBlockTimestamp: 1_682_434_800,
    daoForkBlock: 0,
    daoForkSupport: true,
    durangoBlockTimestamp: durango,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    etnaTimestamp: etna,
    fortunaTimestamp: 1_744_124_400,
    graniteTimestamp: 253_399_622_400, // 9999-12-01T00:00:00Z, as info.upgrades has graniteTime
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    shanghaiTime: durango,
  };
}
