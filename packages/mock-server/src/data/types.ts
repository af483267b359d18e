/**
 * Shapes of the mock data set. Wire values keep the wire's types (decimal strings stay strings). The Data
 * and Metrics API records are the clients' own generated types (`components` of @pkg/data and @pkg/metrics)
 * and the P-chain and EVM JSON-RPC ones (every generated type @pkg/pchain and @pkg/evm export by name),
 * imported from the client packages (dependencies of the mock), with the fields the data set always fills
 * made required; only the data set's own bookkeeping is written here.
 */
import type { components as DataComponents } from '@pkg/data';
import type * as EvmTypes from '@pkg/evm';
import type { components as MetricsComponents } from '@pkg/metrics';
import type * as PChainTypes from '@pkg/pchain';

type DataSchemas = DataComponents['schemas'];
type MetricsSchemas = MetricsComponents['schemas'];

/** `T` with the keys `K` always present: the data set fills them, though the wire may leave them out. */
type Filled<T, K extends keyof T> = T & Required<Pick<T, K>>;

/** The networks the data set holds. */
export type Network = 'mainnet' | 'fuji';

/** An address as the Data API names it (with its token's name, symbol and logo when it has one). */
export type AddressSummary = DataSchemas['AddressSummary'];

/** A price of the data set: always a decimal string (the wire also allows a number). */
export type Price = DataSchemas['Price'] & { value: string };

/** An EVM block as the Data API lists it. */
export type EvmBlock = DataSchemas['EvmBlock'];

/** An EVM transaction as the Data API lists it; the data set always names its method. */
export type EvmTransaction = DataSchemas['EvmTransaction'] & {
  method: Filled<DataSchemas['TransactionMethod'], 'methodName'>;
};

/** An ERC-20 token of the data set: the wire's token (its ercType is always ERC-20) and whether it is spam. */
export type Erc20Token = Filled<Omit<DataSchemas['Erc20Token'], 'ercType'>, 'logoUri'> & {
  price: Price;
  spam: boolean;
};

/** An ERC-20 transfer as the Data API lists it, with its token always filled. */
export type Erc20Transfer = DataSchemas['Erc20Transfer'] & {
  erc20Token: Omit<Erc20Token, 'spam'> & { ercType: 'ERC-20' };
};

/** An ERC-721 transfer as the Data API lists it, with its token always filled. */
export type Erc721Transfer = DataSchemas['Erc721Transfer'] & {
  erc721Token: Filled<DataSchemas['Erc721Token'], 'name' | 'symbol' | 'tokenUri' | 'ownerAddress'> & {
    ercType: 'ERC-721';
  };
};

/** An ERC-1155 balance as the Data API lists it. */
export type Erc1155Balance = DataSchemas['Erc1155TokenBalance'] & { ercType: 'ERC-1155'; tokenUri: string };

/** A contract the data set deploys: the Data API's contract (of any standard) with every field filled. */
export type DeployedContract = Required<Omit<DataSchemas['UnknownContract'], 'deploymentDetails'>> & {
  symbol: string;
  deploymentDetails: Required<DataSchemas['DeploymentDetails']>;
};

/** A chain's fee configuration, as `eth_feeConfig` answers it. */
export type FeeConfig = EvmTypes.FeeConfig;

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

/** A blockchain as the Data API lists it. */
export type Blockchain = DataSchemas['Blockchain'];

/** A subnet as the Data API lists it, with its L1 fields always filled. */
export type Subnet = Filled<
  DataSchemas['Subnet'],
  'l1ConversionTransactionHash' | 'l1ValidatorManagerDetails'
> & {
  blockchains: Blockchain[];
};

/** A primary-network validator as `platform.getCurrentValidators` lists it, with every field the data set fills. */
export type PrimaryValidator = Required<
  Pick<
    PChainTypes.Validator,
    | 'txID'
    | 'startTime'
    | 'endTime'
    | 'nodeID'
    | 'weight'
    | 'potentialReward'
    | 'accruedDelegateeReward'
    | 'delegationFee'
    | 'uptime'
    | 'connected'
    | 'delegatorCount'
    | 'delegatorWeight'
    | 'validationRewardOwner'
    | 'delegationRewardOwner'
  >
> & {
  signer: Required<Pick<NonNullable<PChainTypes.Validator['signer']>, 'publicKey' | 'proofOfPossession'>>;
  delegators: Required<PChainTypes.Delegator>[];
};

/** A validator of a subnet EVM chain, as `validators.getCurrentValidators` lists it. */
export type SubnetValidator = EvmTypes.L1Validator;

/** A block proposed by a node on a primary-network chain (Data API endpoint 5). */
export type ProposedBlock = Filled<
  DataSchemas['ProposedBlock'],
  'l1ValidatorsAccruedFees' | 'activeL1Validators' | 'currentSupply'
> & { proposerDetails: Required<DataSchemas['ProposerDetails']> };

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

/** One point of a Metrics API series. */
export type MetricsPoint = MetricsSchemas['MetricsPoint'];
