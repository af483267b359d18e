/** Shapes of the mock data set. Wire values keep the wire's types (decimal strings stay strings). */

export type Network = 'mainnet' | 'fuji';

export interface AddressSummary {
  name?: string;
  symbol?: string;
  decimals?: number;
  logoUri?: string;
  address: string;
}

export interface Price {
  currencyCode: string;
  value: string;
}

/** An EVM block as the Data API lists it, plus the hashes of its transactions. */
export interface EvmBlock {
  chainId: string;
  blockNumber: string;
  blockTimestamp: number;
  blockHash: string;
  txCount: number;
  baseFee: string;
  gasUsed: string;
  gasLimit: string;
  gasCost: string;
  parentHash: string;
  feesSpent: string;
  cumulativeTransactions: string;
}

export interface EvmTransaction {
  blockNumber: string;
  blockTimestamp: number;
  blockHash: string;
  chainId: string;
  blockIndex: number;
  txHash: string;
  txStatus: string;
  txType: number;
  gasLimit: string;
  gasUsed: string;
  gasPrice: string;
  nonce: string;
  from: AddressSummary;
  to: AddressSummary;
  method: { callType: string; methodHash: string; methodName: string };
  value: string;
}

export interface Erc20Token {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string;
  price: Price;
  spam: boolean;
}

export interface Erc20Transfer {
  blockNumber: string;
  blockTimestamp: number;
  blockHash: string;
  txHash: string;
  logIndex: number;
  from: AddressSummary;
  to: AddressSummary;
  value: string;
  erc20Token: Omit<Erc20Token, 'spam'> & { ercType: 'ERC-20' };
}

export interface Erc721Transfer {
  blockNumber: string;
  blockTimestamp: number;
  blockHash: string;
  txHash: string;
  logIndex: number;
  from: AddressSummary;
  to: AddressSummary;
  erc721Token: {
    address: string;
    name: string;
    symbol: string;
    ercType: 'ERC-721';
    tokenId: string;
    tokenUri: string;
    ownerAddress: string;
    metadata: Record<string, string | number>;
  };
}

export interface Erc1155Balance {
  address: string;
  ercType: 'ERC-1155';
  tokenId: string;
  tokenUri: string;
  chainId: string;
  balance: string;
  metadata: Record<string, string | number>;
}

export interface DeployedContract {
  name: string;
  description: string;
  officialSite: string;
  email: string;
  color: string;
  address: string;
  ercType: string;
  symbol: string;
  logoAsset: { assetId: string; imageUri: string };
  bannerAsset: { assetId: string; imageUri: string };
  resourceLinks: { type: string; url: string }[];
  tags: string[];
  deploymentDetails: { txHash: string; deployerAddress: string; deployerContractAddress: string };
}

export interface FeeConfig {
  gasLimit: number;
  targetBlockRate: number;
  minBaseFee: number;
  targetGas: number;
  baseFeeChangeDenominator: number;
  minBlockGasCost: number;
  maxBlockGasCost: number;
  blockGasCostStep: number;
}

/** An EVM chain: the C chain of a network or a subnet EVM chain. */
export interface EvmChain {
  network: Network;
  chainId: string;
  chainName: string;
  description: string;
  blockchainId: string;
  subnetId: string;
  vmId: string;
  isCChain: boolean;
  enabledFeatures: string[];
  networkToken: { name: string; symbol: string; decimals: number; logoUri: string; description: string };
  /** Blocks in ascending order of number; the last is the latest. */
  blocks: EvmBlock[];
  /** Transactions in ascending order (block, index). */
  transactions: EvmTransaction[];
  erc20Tokens: Erc20Token[];
  erc20Transfers: Erc20Transfer[];
  erc721Transfers: Erc721Transfer[];
  /** Wallet addresses that hold balances and send transactions. */
  wallets: string[];
  feeConfig: FeeConfig;
  feeConfigChangedAt: number;
  chainConfig: Record<string, unknown>;
  genesisData: Record<string, unknown>;
  createBlockTimestamp: number;
  createBlockNumber: string;
}

export interface Blockchain {
  createBlockTimestamp: number;
  createBlockNumber: string;
  blockchainId: string;
  vmId: string;
  subnetId: string;
  blockchainName: string;
  evmChainId?: number;
  /** An object for EVM chains; the deployed service sends a non-EVM chain's genesis as a string. */
  genesisData?: Record<string, unknown> | string;
}

export interface Subnet {
  createBlockTimestamp: number;
  createBlockIndex: string;
  subnetId: string;
  ownerAddresses: string[];
  threshold: number;
  locktime: number;
  subnetOwnershipInfo: { locktime: number; threshold: number; addresses: string[] };
  isL1: boolean;
  l1ConversionTransactionHash: string;
  l1ValidatorManagerDetails: { blockchainId: string; contractAddress: string };
  blockchains: Blockchain[];
}

export interface PrimaryValidator {
  txID: string;
  startTime: string;
  endTime: string;
  nodeID: string;
  weight: string;
  potentialReward: string;
  /** The delegation fees this validator has earned so far (AvalancheGo sends it; the seed does not list it). */
  accruedDelegateeReward: string;
  delegationFee: string;
  uptime: string;
  connected: boolean;
  delegatorCount: string;
  delegatorWeight: string;
  validationRewardOwner: { locktime: string; threshold: string; addresses: string[] };
  delegationRewardOwner: { locktime: string; threshold: string; addresses: string[] };
  signer: { publicKey: string; proofOfPossession: string };
  delegators: {
    txID: string;
    startTime: string;
    endTime: string;
    weight: string;
    nodeID: string;
    rewardOwner: { locktime: string; threshold: string; addresses: string[] };
    potentialReward: string;
  }[];
}

export interface SubnetValidator {
  validationID: string;
  nodeID: string;
  weight: number;
  startTimestamp: number;
  isActive: boolean;
  isL1Validator: boolean;
  isConnected: boolean;
  uptimeSeconds: number;
  uptimePercentage: number;
}

/** A block proposed by a node on a primary-network chain (Data API endpoint 5). */
export interface ProposedBlock {
  blockNumber: string;
  blockHash: string;
  parentHash: string;
  blockTimestamp: number;
  blockType: string;
  txCount: number;
  transactions: string[];
  blockSizeBytes: number;
  currentSupply: string;
  l1ValidatorsAccruedFees: number;
  activeL1Validators: number;
  proposerDetails: {
    proposerId: string;
    proposerParentId: string;
    proposerNodeId: string;
    proposerPChainHeight: number;
    proposerTimestamp: number;
  };
}

/** One UTXO of the X or P chain, with its hex encoding as xvm.getUTXOs returns it. */
export interface Utxo {
  txID: string;
  outputIndex: number;
  assetID: string;
  amount: string;
  address: string;
  hex: string;
}

export interface PrimaryChainBlock {
  id: string;
  parentID: string;
  height: number;
  timestamp: number;
  txs: string[];
}

export interface MetricsPoint {
  timestamp: number;
  value: number;
}
