// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
import type { CallOptions } from '@pkg/core';
import type { IterateOptions, OperationAlias, OperationInfo } from '@pkg/core/rest';
import type { components, operations } from './schema.js';

/**
 * A schema of the Data API's spec, as openapi-typescript types it (what the named schema types below extend).
 * @group Tables
 */
export type DataSchema<K extends keyof components['schemas']> = components['schemas'][K];

/**
 * The `ActiveDelegatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface ActiveDelegatorDetails extends DataSchema<'ActiveDelegatorDetails'> {}

/**
 * The `ActiveValidatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface ActiveValidatorDetails extends DataSchema<'ActiveValidatorDetails'> {}

/**
 * What an EVM address-activity webhook watches.
 * @group Schemas
 */
export interface AddressActivityMetadata extends DataSchema<'AddressActivityMetadata'> {}

/**
 * The `AddressSummary` schema of the Data API.
 * @group Schemas
 */
export interface AddressSummary extends DataSchema<'AddressSummary'> {}

/**
 * A transaction an address took part in, with the parts that involve the address.
 * @group Schemas
 */
export interface AddressTransaction extends DataSchema<'AddressTransaction'> {}

/**
 * As AddressTransaction, each ERC-20 token with its reputation.
 * @group Schemas
 */
export interface AddressTransactionV2 extends DataSchema<'AddressTransactionV2'> {}

/**
 * Every field is optional on its own; message or justification must be given.
 * @group Schemas
 */
export interface AggregateSignaturesRequest extends DataSchema<'AggregateSignaturesRequest'> {}

/**
 * The `AggregatedAssetAmount` schema of the Data API.
 * @group Schemas
 */
export interface AggregatedAssetAmount extends DataSchema<'AggregatedAssetAmount'> {}

/**
 * The `AllowListConfig` schema of the Data API.
 * @group Schemas
 */
export interface AllowListConfig extends DataSchema<'AllowListConfig'> {}

/**
 * One request of the caller.
 * @group Schemas
 */
export interface ApiLogEntry extends DataSchema<'ApiLogEntry'> {}

/**
 * The `ApiLogsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ApiLogsResponse extends DataSchema<'ApiLogsResponse'> {}

/**
 * An amount of one asset, with the asset's name, symbol and denomination.
 * @group Schemas
 */
export interface AssetAmount extends DataSchema<'AssetAmount'> {}

/**
 * The `AssetWithPriceInfo` schema of the Data API.
 * @group Schemas
 */
export interface AssetWithPriceInfo extends DataSchema<'AssetWithPriceInfo'> {}

/**
 * Amounts are decimal strings in AVAX; every field is always sent.
 * @group Schemas
 */
export interface AvaxSupply extends DataSchema<'AvaxSupply'> {}

/**
 * The `BalanceOwner` schema of the Data API.
 * @group Schemas
 */
export interface BalanceOwner extends DataSchema<'BalanceOwner'> {}

/**
 * The `Blockchain` schema of the Data API.
 * @group Schemas
 */
export interface Blockchain extends DataSchema<'Blockchain'> {}

/**
 * The `BlockchainIds` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type BlockchainIds = DataSchema<'BlockchainIds'>;

/**
 * The `BlockchainInfo` schema of the Data API.
 * @group Schemas
 */
export interface BlockchainInfo extends DataSchema<'BlockchainInfo'> {}

/**
 * The `BlsCredentials` schema of the Data API.
 * @group Schemas
 */
export interface BlsCredentials extends DataSchema<'BlsCredentials'> {}

/**
 * The `CChainAtomicBalances` schema of the Data API.
 * @group Schemas
 */
export interface CChainAtomicBalances extends DataSchema<'CChainAtomicBalances'> {}

/**
 * The `CChainExportTransaction` schema of the Data API.
 * @group Schemas
 */
export interface CChainExportTransaction extends DataSchema<'CChainExportTransaction'> {}

/**
 * The `CChainImportTransaction` schema of the Data API.
 * @group Schemas
 */
export interface CChainImportTransaction extends DataSchema<'CChainImportTransaction'> {}

/**
 * The `CChainSharedAssetBalance` schema of the Data API.
 * @group Schemas
 */
export interface CChainSharedAssetBalance extends DataSchema<'CChainSharedAssetBalance'> {}

/**
 * A supported chain. The seed lists all 17 fields; the deployed service's published document requires only chainId, status, chainName, description, vmName, rpcUrl, isTestnet and networkToken, so the others may be absent.
 * @group Schemas
 */
export interface Chain extends DataSchema<'Chain'> {}

/**
 * The `ChainAddressChainIdMap` schema of the Data API.
 * @group Schemas
 */
export interface ChainAddressChainIdMap extends DataSchema<'ChainAddressChainIdMap'> {}

/**
 * The `ChainAddressChainIdMapListResponse` schema of the Data API.
 * @group Schemas
 */
export interface ChainAddressChainIdMapListResponse
  extends DataSchema<'ChainAddressChainIdMapListResponse'> {}

/**
 * An ERC-721 or ERC-1155 balance; narrow on `ercType`.
 * @group Schemas
 */
export type CollectibleBalance = Erc721TokenBalance | Erc1155TokenBalance;

/**
 * The `CompletedDelegatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface CompletedDelegatorDetails extends DataSchema<'CompletedDelegatorDetails'> {}

/**
 * The `CompletedValidatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface CompletedValidatorDetails extends DataSchema<'CompletedValidatorDetails'> {}

/**
 * One object for the three kinds (the published document has one schema per kind, told apart by `eventType`); which fields each kind needs is in createWebhook's description.
 * @group Schemas
 */
export interface CreateWebhookRequest extends DataSchema<'CreateWebhookRequest'> {}

/**
 * The `Currency` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type Currency = DataSchema<'Currency'>;

/**
 * The `DelegationStatus` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type DelegationStatus = DataSchema<'DelegationStatus'>;

/**
 * The `DelegatorsDetails` schema of the Data API.
 * @group Schemas
 */
export interface DelegatorsDetails extends DataSchema<'DelegatorsDetails'> {}

/**
 * The `DeliveredIcmMessage` schema of the Data API.
 * @group Schemas
 */
export interface DeliveredIcmMessage extends DataSchema<'DeliveredIcmMessage'> {}

/**
 * The `DeliveredSourceNotIndexedIcmMessage` schema of the Data API.
 * @group Schemas
 */
export interface DeliveredSourceNotIndexedIcmMessage
  extends DataSchema<'DeliveredSourceNotIndexedIcmMessage'> {}

/**
 * A contract deployed by the address. The seed shows one shape with every field but `address` and `deploymentDetails` optional; the deployed service's document makes `ercType` required, `deploymentDetails` optional, and splits it by standard: ERC-721, ERC-1155, ERC-20 (adds `decimals`, optional `pricingProviders`) or an unknown contract (no `symbol`). Narrow on `ercType`.
 * @group Schemas
 */
export type DeployedContract = Erc721Contract | Erc1155Contract | Erc20Contract | UnknownContract;

/**
 * How the contract was deployed; the seed lists it, the deployed service may leave it out.
 * @group Schemas
 */
export interface DeploymentDetails extends DataSchema<'DeploymentDetails'> {}

/**
 * The `EVMInput` schema of the Data API.
 * @group Schemas
 */
export interface EVMInput extends DataSchema<'EVMInput'> {}

/**
 * The `EVMOutput` schema of the Data API.
 * @group Schemas
 */
export interface EVMOutput extends DataSchema<'EVMOutput'> {}

/**
 * An ERC-1155 contract.
 * @group Schemas
 */
export interface Erc1155Contract extends DataSchema<'Erc1155Contract'> {}

/**
 * The `Erc1155Metadata` schema of the Data API.
 * @group Schemas
 */
export interface Erc1155Metadata extends DataSchema<'Erc1155Metadata'> {}

/**
 * The `Erc1155Token` schema of the Data API.
 * @group Schemas
 */
export interface Erc1155Token extends DataSchema<'Erc1155Token'> {}

/**
 * The `Erc1155TokenBalance` schema of the Data API.
 * @group Schemas
 */
export interface Erc1155TokenBalance extends DataSchema<'Erc1155TokenBalance'> {}

/**
 * An ERC-1155 transfer (deployed service; the seed does not show its keys).
 * @group Schemas
 */
export interface Erc1155Transfer extends DataSchema<'Erc1155Transfer'> {}

/**
 * An ERC-1155 transfer within a transaction.
 * @group Schemas
 */
export interface Erc1155TransferDetails extends DataSchema<'Erc1155TransferDetails'> {}

/**
 * An ERC-20 contract; `decimals` is always sent.
 * @group Schemas
 */
export interface Erc20Contract extends DataSchema<'Erc20Contract'> {}

/**
 * The `Erc20Token` schema of the Data API.
 * @group Schemas
 */
export interface Erc20Token extends DataSchema<'Erc20Token'> {}

/**
 * The `Erc20TokenBalance` schema of the Data API.
 * @group Schemas
 */
export interface Erc20TokenBalance extends DataSchema<'Erc20TokenBalance'> {}

/**
 * An ERC-20 token with the reputation the service gives it (listTransactionsV2).
 * @useDeclaredType
 * @group Schemas
 */
export type Erc20TokenWithReputation = DataSchema<'Erc20TokenWithReputation'>;

/**
 * An ERC-20 transfer (the one shape the seed shows on listTransfers).
 * @group Schemas
 */
export interface Erc20Transfer extends DataSchema<'Erc20Transfer'> {}

/**
 * An ERC-20 transfer within a transaction.
 * @group Schemas
 */
export interface Erc20TransferDetails extends DataSchema<'Erc20TransferDetails'> {}

/**
 * An ERC-20 transfer within a transaction, its token with a reputation.
 * @group Schemas
 */
export interface Erc20TransferDetailsV2 extends DataSchema<'Erc20TransferDetailsV2'> {}

/**
 * An ERC-721 contract.
 * @group Schemas
 */
export interface Erc721Contract extends DataSchema<'Erc721Contract'> {}

/**
 * The `Erc721Metadata` schema of the Data API.
 * @group Schemas
 */
export interface Erc721Metadata extends DataSchema<'Erc721Metadata'> {}

/**
 * The `Erc721Token` schema of the Data API.
 * @group Schemas
 */
export interface Erc721Token extends DataSchema<'Erc721Token'> {}

/**
 * An ERC-721 token the address holds, with the chain it is on.
 * @useDeclaredType
 * @group Schemas
 */
export type Erc721TokenBalance = DataSchema<'Erc721TokenBalance'>;

/**
 * An ERC-721 transfer; it has no `value` (one token moves).
 * @group Schemas
 */
export interface Erc721Transfer extends DataSchema<'Erc721Transfer'> {}

/**
 * An ERC-721 transfer within a transaction (one token, no value).
 * @group Schemas
 */
export interface Erc721TransferDetails extends DataSchema<'Erc721TransferDetails'> {}

/**
 * The `ErrorBody` schema of the Data API.
 * @group Schemas
 */
export interface ErrorBody extends DataSchema<'ErrorBody'> {}

/**
 * A 20-byte EVM address, 0x-prefixed hex (either case). The same rule as the OpenRPC specs' `Address` (specs/openrpc/evm/_base.yaml); scripts/evmAddressRule.test.ts keeps the two equal.
 * @useDeclaredType
 * @group Schemas
 */
export type EvmAddress = DataSchema<'EvmAddress'>;

/**
 * The published document also lists `description` among the required fields without defining it; it is typed here as an optional string.
 * @group Schemas
 */
export interface EvmAddressActivityWebhook extends DataSchema<'EvmAddressActivityWebhook'> {}

/**
 * The `EvmBlock` schema of the Data API.
 * @group Schemas
 */
export interface EvmBlock extends DataSchema<'EvmBlock'> {}

/**
 * The `EvmTransaction` schema of the Data API.
 * @group Schemas
 */
export interface EvmTransaction extends DataSchema<'EvmTransaction'> {}

/**
 * A transaction with its input data and fee fields.
 * @useDeclaredType
 * @group Schemas
 */
export type FullNativeTransaction = DataSchema<'FullNativeTransaction'>;

/**
 * A transaction whole (getTransaction, getDeploymentTransaction).
 * @group Schemas
 */
export interface FullTransaction extends DataSchema<'FullTransaction'> {}

/**
 * The `GenesisAllocation` schema of the Data API.
 * @group Schemas
 */
export interface GenesisAllocation extends DataSchema<'GenesisAllocation'> {}

/**
 * Chain configuration of the genesis; which keys a chain has varies, and unlisted keys pass through.
 * @group Schemas
 */
export interface GenesisConfig extends DataSchema<'GenesisConfig'> {}

/**
 * The genesis of the chain; which keys it has varies, and unlisted keys pass through.
 * @group Schemas
 */
export interface GenesisData extends DataSchema<'GenesisData'> {}

/**
 * The `Geolocation` schema of the Data API.
 * @group Schemas
 */
export interface Geolocation extends DataSchema<'Geolocation'> {}

/**
 * The `GetNativeBalanceResponse` schema of the Data API.
 * @group Schemas
 */
export interface GetNativeBalanceResponse extends DataSchema<'GetNativeBalanceResponse'> {}

/**
 * The `GetNetworkDetailsResponse` schema of the Data API.
 * @group Schemas
 */
export interface GetNetworkDetailsResponse extends DataSchema<'GetNetworkDetailsResponse'> {}

/**
 * The published document lists every field as optional; `info` holds the dependencies that are up, `error` those that are down (either may be null), `details` all of them.
 * @group Schemas
 */
export interface HealthCheckResult extends DataSchema<'HealthCheckResult'> {}

/**
 * The state of one dependency (database, cache, ...).
 * @group Schemas
 */
export interface HealthIndicator extends DataSchema<'HealthIndicator'> {}

/**
 * Hex digits, optionally prefixed `0x`.
 * @useDeclaredType
 * @group Schemas
 */
export type Hex = DataSchema<'Hex'>;

/**
 * The `HistoricalReward` schema of the Data API.
 * @group Schemas
 */
export interface HistoricalReward extends DataSchema<'HistoricalReward'> {}

/**
 * The `IcmDestinationTransaction` schema of the Data API.
 * @group Schemas
 */
export interface IcmDestinationTransaction extends DataSchema<'IcmDestinationTransaction'> {}

/**
 * An Interchain Messaging message, by `status`: `pending` (sent, not yet received), `delivered` (with the destination transaction) or `delivered_source_not_indexed` (received where the source chain is not indexed).
 * @group Schemas
 */
export type IcmMessage = PendingIcmMessage | DeliveredIcmMessage | DeliveredSourceNotIndexedIcmMessage;

/**
 * The `IcmReceipt` schema of the Data API.
 * @group Schemas
 */
export interface IcmReceipt extends DataSchema<'IcmReceipt'> {}

/**
 * The `IcmRewardDetails` schema of the Data API.
 * @group Schemas
 */
export interface IcmRewardDetails extends DataSchema<'IcmRewardDetails'> {}

/**
 * The `IcmSourceTransaction` schema of the Data API.
 * @group Schemas
 */
export interface IcmSourceTransaction extends DataSchema<'IcmSourceTransaction'> {}

/**
 * The `ImageAsset` schema of the Data API.
 * @group Schemas
 */
export interface ImageAsset extends DataSchema<'ImageAsset'> {}

/**
 * An internal transaction with the block and transaction it belongs to.
 * @useDeclaredType
 * @group Schemas
 */
export type InternalTransaction = DataSchema<'InternalTransaction'>;

/**
 * An internal transaction (a call or a contract creation made by a contract).
 * @group Schemas
 */
export interface InternalTransactionDetails extends DataSchema<'InternalTransactionDetails'> {}

/**
 * The `L1ValidatorDetailsFull` schema of the Data API.
 * @group Schemas
 */
export interface L1ValidatorDetailsFull extends DataSchema<'L1ValidatorDetailsFull'> {}

/**
 * The `L1ValidatorDetailsTransaction` schema of the Data API.
 * @group Schemas
 */
export interface L1ValidatorDetailsTransaction extends DataSchema<'L1ValidatorDetailsTransaction'> {}

/**
 * The `L1ValidatorManagerDetails` schema of the Data API.
 * @group Schemas
 */
export interface L1ValidatorManagerDetails extends DataSchema<'L1ValidatorManagerDetails'> {}

/**
 * The latest activity among the addresses: when, in which transaction and UTXO.
 * @group Schemas
 */
export interface LastActivityTimestamp extends DataSchema<'LastActivityTimestamp'> {}

/**
 * Both lists may be absent in the published document.
 * @group Schemas
 */
export interface ListAddressChainsResponse extends DataSchema<'ListAddressChainsResponse'> {}

/**
 * The `ListAddressTransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListAddressTransactionsResponse extends DataSchema<'ListAddressTransactionsResponse'> {}

/**
 * The `ListAddressTransactionsV2Response` schema of the Data API.
 * @group Schemas
 */
export interface ListAddressTransactionsV2Response extends DataSchema<'ListAddressTransactionsV2Response'> {}

/**
 * The `ListBlockchainsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListBlockchainsResponse extends DataSchema<'ListBlockchainsResponse'> {}

/**
 * The `ListCChainAtomicBalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListCChainAtomicBalancesResponse extends DataSchema<'ListCChainAtomicBalancesResponse'> {}

/**
 * The `ListCChainAtomicTransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListCChainAtomicTransactionsResponse
  extends DataSchema<'ListCChainAtomicTransactionsResponse'> {}

/**
 * The `ListChainsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListChainsResponse extends DataSchema<'ListChainsResponse'> {}

/**
 * The `ListCollectibleBalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListCollectibleBalancesResponse extends DataSchema<'ListCollectibleBalancesResponse'> {}

/**
 * The `ListContractsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListContractsResponse extends DataSchema<'ListContractsResponse'> {}

/**
 * The `ListDelegatorDetailsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListDelegatorDetailsResponse extends DataSchema<'ListDelegatorDetailsResponse'> {}

/**
 * The `ListErc1155BalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListErc1155BalancesResponse extends DataSchema<'ListErc1155BalancesResponse'> {}

/**
 * The `ListErc1155TransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListErc1155TransactionsResponse extends DataSchema<'ListErc1155TransactionsResponse'> {}

/**
 * The `ListErc20BalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListErc20BalancesResponse extends DataSchema<'ListErc20BalancesResponse'> {}

/**
 * The `ListErc20TransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListErc20TransactionsResponse extends DataSchema<'ListErc20TransactionsResponse'> {}

/**
 * The `ListErc721BalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListErc721BalancesResponse extends DataSchema<'ListErc721BalancesResponse'> {}

/**
 * The `ListErc721TransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListErc721TransactionsResponse extends DataSchema<'ListErc721TransactionsResponse'> {}

/**
 * The `ListEvmBlocksResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListEvmBlocksResponse extends DataSchema<'ListEvmBlocksResponse'> {}

/**
 * The `ListEvmTransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListEvmTransactionsResponse extends DataSchema<'ListEvmTransactionsResponse'> {}

/**
 * The `ListHistoricalRewardsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListHistoricalRewardsResponse extends DataSchema<'ListHistoricalRewardsResponse'> {}

/**
 * The `ListIcmMessagesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListIcmMessagesResponse extends DataSchema<'ListIcmMessagesResponse'> {}

/**
 * The `ListInternalTransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListInternalTransactionsResponse extends DataSchema<'ListInternalTransactionsResponse'> {}

/**
 * The `ListL1ValidatorsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListL1ValidatorsResponse extends DataSchema<'ListL1ValidatorsResponse'> {}

/**
 * The `ListNftTokensResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListNftTokensResponse extends DataSchema<'ListNftTokensResponse'> {}

/**
 * The `ListPChainBalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListPChainBalancesResponse extends DataSchema<'ListPChainBalancesResponse'> {}

/**
 * The `ListPChainTransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListPChainTransactionsResponse extends DataSchema<'ListPChainTransactionsResponse'> {}

/**
 * The `ListPChainUtxosResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListPChainUtxosResponse extends DataSchema<'ListPChainUtxosResponse'> {}

/**
 * The `ListPendingRewardsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListPendingRewardsResponse extends DataSchema<'ListPendingRewardsResponse'> {}

/**
 * One page of a chain's transactions: all P-Chain, all X-Chain or all C-Chain atomic ones, as chainInfo says.
 * @group Schemas
 */
export interface ListPrimaryNetworkTransactionsResponse
  extends DataSchema<'ListPrimaryNetworkTransactionsResponse'> {}

/**
 * One page of UTXOs: P-Chain UTXOs (staking and locktime fields) on the P chain, X/C-Chain UTXOs elsewhere, as chainInfo says.
 * @group Schemas
 */
export interface ListPrimaryNetworkUtxosResponse extends DataSchema<'ListPrimaryNetworkUtxosResponse'> {}

/**
 * The `ListProposedBlocksResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListProposedBlocksResponse extends DataSchema<'ListProposedBlocksResponse'> {}

/**
 * The `ListSubnetsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListSubnetsResponse extends DataSchema<'ListSubnetsResponse'> {}

/**
 * The `ListTransfersResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListTransfersResponse extends DataSchema<'ListTransfersResponse'> {}

/**
 * The `ListUtxosResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListUtxosResponse extends DataSchema<'ListUtxosResponse'> {}

/**
 * The `ListValidatorDetailsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListValidatorDetailsResponse extends DataSchema<'ListValidatorDetailsResponse'> {}

/**
 * The `ListWebhookAddressesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListWebhookAddressesResponse extends DataSchema<'ListWebhookAddressesResponse'> {}

/**
 * The `ListWebhooksResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListWebhooksResponse extends DataSchema<'ListWebhooksResponse'> {}

/**
 * The `ListXChainBalancesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListXChainBalancesResponse extends DataSchema<'ListXChainBalancesResponse'> {}

/**
 * The `ListXChainTransactionsResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListXChainTransactionsResponse extends DataSchema<'ListXChainTransactionsResponse'> {}

/**
 * The `ListXChainVerticesResponse` schema of the Data API.
 * @group Schemas
 */
export interface ListXChainVerticesResponse extends DataSchema<'ListXChainVerticesResponse'> {}

/**
 * The `NativeTokenBalance` schema of the Data API.
 * @group Schemas
 */
export interface NativeTokenBalance extends DataSchema<'NativeTokenBalance'> {}

/**
 * The `Network` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type Network = DataSchema<'Network'>;

/**
 * The `NetworkName` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type NetworkName = DataSchema<'NetworkName'>;

/**
 * The `NetworkTokenDetails` schema of the Data API.
 * @group Schemas
 */
export interface NetworkTokenDetails extends DataSchema<'NetworkTokenDetails'> {}

/**
 * An ERC-721 or an ERC-1155 token; narrow on `ercType`.
 * @group Schemas
 */
export type NftToken = Erc721Token | Erc1155Token;

/**
 * The `OperationStatus` schema of the Data API.
 * @group Schemas
 */
export interface OperationStatus extends DataSchema<'OperationStatus'> {}

/**
 * The `PChainBalance` schema of the Data API.
 * @group Schemas
 */
export interface PChainBalance extends DataSchema<'PChainBalance'> {}

/**
 * The P chain: the alias `p-chain` or its blockchain id (the same on mainnet and the test network).
 * @useDeclaredType
 * @group Schemas
 */
export type PChainBlockchainId = DataSchema<'PChainBlockchainId'>;

/**
 * The `PChainSharedAsset` schema of the Data API.
 * @group Schemas
 */
export interface PChainSharedAsset extends DataSchema<'PChainSharedAsset'> {}

/**
 * A P-Chain transaction; which optional fields are present depends on txType (staking, subnet and L1 fields).
 * @group Schemas
 */
export interface PChainTransaction extends DataSchema<'PChainTransaction'> {}

/**
 * The `PChainTransactionType` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type PChainTransactionType = DataSchema<'PChainTransactionType'>;

/**
 * A P-Chain UTXO, with its staking and lock times when it is (or was) staked.
 * @group Schemas
 */
export interface PChainUtxo extends DataSchema<'PChainUtxo'> {}

/**
 * The `PendingDelegatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface PendingDelegatorDetails extends DataSchema<'PendingDelegatorDetails'> {}

/**
 * The `PendingIcmMessage` schema of the Data API.
 * @group Schemas
 */
export interface PendingIcmMessage extends DataSchema<'PendingIcmMessage'> {}

/**
 * The `PendingReward` schema of the Data API.
 * @group Schemas
 */
export interface PendingReward extends DataSchema<'PendingReward'> {}

/**
 * The `PendingValidatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface PendingValidatorDetails extends DataSchema<'PendingValidatorDetails'> {}

/**
 * The `Price` schema of the Data API.
 * @group Schemas
 */
export interface Price extends DataSchema<'Price'> {}

/**
 * Where the token's price comes from (deployed service only).
 * @group Schemas
 */
export interface PricingProviders extends DataSchema<'PricingProviders'> {}

/**
 * What a primary-network address-activity webhook watches.
 * @group Schemas
 */
export interface PrimaryNetworkAddressActivityMetadata
  extends DataSchema<'PrimaryNetworkAddressActivityMetadata'> {}

/**
 * The published document also lists `description` among the required fields without defining it; it is typed here as an optional string.
 * @group Schemas
 */
export interface PrimaryNetworkAddressActivityWebhook
  extends DataSchema<'PrimaryNetworkAddressActivityWebhook'> {}

/**
 * The `PrimaryNetworkAddressesBody` schema of the Data API.
 * @group Schemas
 */
export interface PrimaryNetworkAddressesBody extends DataSchema<'PrimaryNetworkAddressesBody'> {}

/**
 * The `PrimaryNetworkAssetCap` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type PrimaryNetworkAssetCap = DataSchema<'PrimaryNetworkAssetCap'>;

/**
 * The `PrimaryNetworkAssetType` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type PrimaryNetworkAssetType = DataSchema<'PrimaryNetworkAssetType'>;

/**
 * Balances by chain: on the P chain staked, unstaked and locked amounts; on the X chain locked and unlocked amounts; on the C chain only the atomic-memory amounts. Each amount sits in shared (atomic) memory or not. Narrow on `chainInfo.chainName`.
 * @group Schemas
 */
export type PrimaryNetworkBalances =
  | ListPChainBalancesResponse
  | ListXChainBalancesResponse
  | ListCChainAtomicBalancesResponse;

/**
 * The chains listPrimaryNetworkBlocksByNodeId serves: the aliases `p-chain`, `x-chain`, `c-chain`, and the five primary-network blockchain ids (P, X and C of mainnet and of the test network; the P chain's id is the same on both).
 * @useDeclaredType
 * @group Schemas
 */
export type PrimaryNetworkBlockchainId = DataSchema<'PrimaryNetworkBlockchainId'>;

/**
 * Which chain (and network) a page comes from.
 * @group Schemas
 */
export interface PrimaryNetworkChainInfo extends DataSchema<'PrimaryNetworkChainInfo'> {}

/**
 * The `PrimaryNetworkChainName` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type PrimaryNetworkChainName = DataSchema<'PrimaryNetworkChainName'>;

/**
 * The `PrimaryNetworkRpcUsageMetricsResponse` schema of the Data API.
 * @group Schemas
 */
export interface PrimaryNetworkRpcUsageMetricsResponse
  extends DataSchema<'PrimaryNetworkRpcUsageMetricsResponse'> {}

/**
 * A transaction of one of the primary-network chains: a P-Chain transaction (`txType`, `blockNumber`), an X-Chain transaction of the DAG era (`chainFormat` `non-linear`, `vertices`) or of the linear chain (`chainFormat` `linear`, `blockHeight`), or a C-Chain atomic export (`evmInputs`) or import (`evmOutputs`). Tell them apart with `chainFormat` and `'evmInputs' in tx` (and so on).
 * @group Schemas
 */
export type PrimaryNetworkTransaction =
  | PChainTransaction
  | XChainNonLinearTransaction
  | XChainLinearTransaction
  | CChainExportTransaction
  | CChainImportTransaction;

/**
 * A primary-network transaction type, as the txTypes filters take it.
 * @useDeclaredType
 * @group Schemas
 */
export type PrimaryNetworkTxType = DataSchema<'PrimaryNetworkTxType'>;

/**
 * The `PrimaryNetworkType` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type PrimaryNetworkType = DataSchema<'PrimaryNetworkType'>;

/**
 * The `ProposedBlock` schema of the Data API.
 * @group Schemas
 */
export interface ProposedBlock extends DataSchema<'ProposedBlock'> {}

/**
 * The `ProposerDetails` schema of the Data API.
 * @group Schemas
 */
export interface ProposerDetails extends DataSchema<'ProposerDetails'> {}

/**
 * The `RemovedValidatorDetails` schema of the Data API.
 * @group Schemas
 */
export interface RemovedValidatorDetails extends DataSchema<'RemovedValidatorDetails'> {}

/**
 * The `ResourceLink` schema of the Data API.
 * @group Schemas
 */
export interface ResourceLink extends DataSchema<'ResourceLink'> {}

/**
 * The `RewardType` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type RewardType = DataSchema<'RewardType'>;

/**
 * The `Rewards` schema of the Data API.
 * @group Schemas
 */
export interface Rewards extends DataSchema<'Rewards'> {}

/**
 * The `RpcUsageMetric` schema of the Data API.
 * @group Schemas
 */
export interface RpcUsageMetric extends DataSchema<'RpcUsageMetric'> {}

/**
 * The figures of one group in one time bucket.
 * @group Schemas
 */
export interface RpcUsageMetricsValue extends DataSchema<'RpcUsageMetricsValue'> {}

/**
 * The `SharedSecret` schema of the Data API.
 * @group Schemas
 */
export interface SharedSecret extends DataSchema<'SharedSecret'> {}

/**
 * The `SignedMessage` schema of the Data API.
 * @group Schemas
 */
export interface SignedMessage extends DataSchema<'SignedMessage'> {}

/**
 * The `StakingDistribution` schema of the Data API.
 * @group Schemas
 */
export interface StakingDistribution extends DataSchema<'StakingDistribution'> {}

/**
 * The `Subnet` schema of the Data API.
 * @group Schemas
 */
export interface Subnet extends DataSchema<'Subnet'> {}

/**
 * The `SubnetOwnershipInfo` schema of the Data API.
 * @group Schemas
 */
export interface SubnetOwnershipInfo extends DataSchema<'SubnetOwnershipInfo'> {}

/**
 * The `SubnetRpcUsageMetricsResponse` schema of the Data API.
 * @group Schemas
 */
export interface SubnetRpcUsageMetricsResponse extends DataSchema<'SubnetRpcUsageMetricsResponse'> {}

/**
 * The Teleporter (ICM) message the transaction sent or received.
 * @group Schemas
 */
export interface TeleporterMessageInfo extends DataSchema<'TeleporterMessageInfo'> {}

/**
 * One transfer of listTransfers: an ERC-20 transfer (`erc20Token`, `value`), an ERC-721 transfer (`erc721Token`, no `value`) or an ERC-1155 transfer (`erc1155Token`, `value`), by the contract's standard. The seed shows only the ERC-20 shape; the deployed service's document lists all three. Tell them apart with `'erc20Token' in transfer` (and so on).
 * @group Schemas
 */
export type TokenTransfer = Erc20Transfer | Erc721Transfer | Erc1155Transfer;

/**
 * The `TransactionExportMetadata` schema of the Data API.
 * @group Schemas
 */
export interface TransactionExportMetadata extends DataSchema<'TransactionExportMetadata'> {}

/**
 * The `TransactionExportOptions` schema of the Data API.
 * @group Schemas
 */
export interface TransactionExportOptions extends DataSchema<'TransactionExportOptions'> {}

/**
 * One object for both kinds of export (the published document has one schema per kind, told apart by `type`).
 * @group Schemas
 */
export interface TransactionExportRequest extends DataSchema<'TransactionExportRequest'> {}

/**
 * The `TransactionMethod` schema of the Data API.
 * @group Schemas
 */
export interface TransactionMethod extends DataSchema<'TransactionMethod'> {}

/**
 * The `TransactionVertexDetail` schema of the Data API.
 * @group Schemas
 */
export interface TransactionVertexDetail extends DataSchema<'TransactionVertexDetail'> {}

/**
 * A contract of no recognised standard (`UNKNOWN`), without `symbol`; any ercType value the service adds later lands here too.
 * @group Schemas
 */
export interface UnknownContract extends DataSchema<'UnknownContract'> {}

/**
 * The `UpdateWebhookRequest` schema of the Data API.
 * @group Schemas
 */
export interface UpdateWebhookRequest extends DataSchema<'UpdateWebhookRequest'> {}

/**
 * The `UsageMetric` schema of the Data API.
 * @group Schemas
 */
export interface UsageMetric extends DataSchema<'UsageMetric'> {}

/**
 * The `UsageMetricsResponse` schema of the Data API.
 * @group Schemas
 */
export interface UsageMetricsResponse extends DataSchema<'UsageMetricsResponse'> {}

/**
 * The figures of one group in one time bucket.
 * @group Schemas
 */
export interface UsageMetricsValue extends DataSchema<'UsageMetricsValue'> {}

/**
 * An X-Chain or C-Chain (atomic) UTXO.
 * @group Schemas
 */
export interface Utxo extends DataSchema<'Utxo'> {}

/**
 * The `UtxoCredential` schema of the Data API.
 * @group Schemas
 */
export interface UtxoCredential extends DataSchema<'UtxoCredential'> {}

/**
 * The `UtxoType` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type UtxoType = DataSchema<'UtxoType'>;

/**
 * The `UtxosSortBy` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type UtxosSortBy = DataSchema<'UtxosSortBy'>;

/**
 * The `ValidationStatus` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type ValidationStatus = DataSchema<'ValidationStatus'>;

/**
 * What a validator-activity webhook watches.
 * @group Schemas
 */
export interface ValidatorActivityMetadata extends DataSchema<'ValidatorActivityMetadata'> {}

/**
 * The published document also lists `description` among the required fields without defining it; it is typed here as an optional string. `chainId` is required there too, though a validator webhook is created with a network and no chain.
 * @group Schemas
 */
export interface ValidatorActivityWebhook extends DataSchema<'ValidatorActivityWebhook'> {}

/**
 * The `ValidatorHealthDetails` schema of the Data API.
 * @group Schemas
 */
export interface ValidatorHealthDetails extends DataSchema<'ValidatorHealthDetails'> {}

/**
 * The `ValidatorSortBy` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type ValidatorSortBy = DataSchema<'ValidatorSortBy'>;

/**
 * The `ValidatorsDetails` schema of the Data API.
 * @group Schemas
 */
export interface ValidatorsDetails extends DataSchema<'ValidatorsDetails'> {}

/**
 * A webhook of one of the three kinds; narrow on `eventType`.
 * @group Schemas
 */
export type Webhook =
  | EvmAddressActivityWebhook
  | PrimaryNetworkAddressActivityWebhook
  | ValidatorActivityWebhook;

/**
 * The `WebhookAddressesChange` schema of the Data API.
 * @group Schemas
 */
export interface WebhookAddressesChange extends DataSchema<'WebhookAddressesChange'> {}

/**
 * The `WebhookStatusFilter` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type WebhookStatusFilter = DataSchema<'WebhookStatusFilter'>;

/**
 * An X-Chain asset.
 * @group Schemas
 */
export interface XChainAssetDetails extends DataSchema<'XChainAssetDetails'> {}

/**
 * The `XChainBalances` schema of the Data API.
 * @group Schemas
 */
export interface XChainBalances extends DataSchema<'XChainBalances'> {}

/**
 * The X chain: the alias `x-chain` or the X blockchain id of mainnet or of the test network.
 * @useDeclaredType
 * @group Schemas
 */
export type XChainBlockchainId = DataSchema<'XChainBlockchainId'>;

/**
 * The `XChainLinearTransaction` schema of the Data API.
 * @group Schemas
 */
export interface XChainLinearTransaction extends DataSchema<'XChainLinearTransaction'> {}

/**
 * The `XChainNonLinearTransaction` schema of the Data API.
 * @group Schemas
 */
export interface XChainNonLinearTransaction extends DataSchema<'XChainNonLinearTransaction'> {}

/**
 * The `XChainSharedAssetBalance` schema of the Data API.
 * @group Schemas
 */
export interface XChainSharedAssetBalance extends DataSchema<'XChainSharedAssetBalance'> {}

/**
 * The `XChainTransactionType` schema of the Data API.
 * @useDeclaredType
 * @group Schemas
 */
export type XChainTransactionType = DataSchema<'XChainTransactionType'>;

/**
 * A vertex of the X-Chain DAG.
 * @group Schemas
 */
export interface XChainVertex extends DataSchema<'XChainVertex'> {}

/**
 * The params of {@link DataClient.listAddressChains} (`GET /v1/address/{address}/chains`): path, query fields in one object.
 * @group EVM Chains
 */
export interface ListAddressChainsParams {
  /**
   * A wallet address.
   */
  address: EvmAddress;
}

/**
 * The result of {@link DataClient.listAddressChains}.
 * @group EVM Chains
 */
export type ListAddressChainsResult = ListAddressChainsResponse;

/**
 * The params of {@link DataClient.getApiLogs} (`GET /v1/apiLogs`): path, query fields in one object.
 * @group Data API Usage Metrics
 */
export interface GetApiLogsParams {
  /**
   * The organization whose usage is read (the key's own when absent).
   */
  orgId?: string;
  /**
   * Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  startTimestamp?: number;
  /**
   * End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  endTimestamp?: number;
  /**
   * Only requests about this chain.
   */
  chainId?: string;
  /**
   * Only requests answered with this HTTP status (e.g. `200`).
   */
  responseCode?: string;
  /**
   * Only Data API requests (`data`) or RPC requests (`rpc`).
   */
  requestType?: 'data' | 'rpc';
  /**
   * Only requests made with this API key (by its id, not its value).
   */
  apiKeyId?: string;
  /**
   * Only requests to this path.
   */
  requestPath?: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.getApiLogs}.
 * @group Data API Usage Metrics
 */
export type GetApiLogsResult = ApiLogsResponse;

/**
 * One item of a page of {@link DataClient.getApiLogs} (its `logs`).
 * @group Data API Usage Metrics
 */
export type GetApiLogsItem = ApiLogEntry;

/**
 * The params of {@link DataClient.getApiUsageMetrics} (`GET /v1/apiUsageMetrics`): path, query fields in one object.
 * @group Data API Usage Metrics
 */
export interface GetApiUsageMetricsParams {
  /**
   * The organization whose usage is read (the key's own when absent).
   */
  orgId?: string;
  /**
   * Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  startTimestamp?: number;
  /**
   * End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  endTimestamp?: number;
  /**
   * Size of the time buckets.
   */
  timeInterval?: 'minute' | 'hourly' | 'daily' | 'weekly' | 'monthly';
  /**
   * Split each bucket by this field.
   */
  groupBy?: 'requestPath' | 'responseCode' | 'chainId' | 'apiKeyId' | 'requestType';
  /**
   * Only requests about this chain.
   */
  chainId?: string;
  /**
   * Only requests answered with this HTTP status (e.g. `200`).
   */
  responseCode?: string;
  /**
   * Only Data API requests (`data`) or RPC requests (`rpc`).
   */
  requestType?: 'data' | 'rpc';
  /**
   * Only requests made with this API key (by its id, not its value).
   */
  apiKeyId?: string;
  /**
   * Only requests to this path.
   */
  requestPath?: string;
}

/**
 * The result of {@link DataClient.getApiUsageMetrics}.
 * @group Data API Usage Metrics
 */
export type GetApiUsageMetricsResult = UsageMetricsResponse;

/**
 * The params of {@link DataClient.getAvaxSupply} (`GET /v1/avax/supply`): path, query fields in one object.
 * @group AVAX Supply
 */
export type GetAvaxSupplyParams = Record<string, never>;

/**
 * The result of {@link DataClient.getAvaxSupply}.
 * @group AVAX Supply
 */
export type GetAvaxSupplyResult = AvaxSupply;

/**
 * The params of {@link DataClient.listLatestBlocksAllChains} (`GET /v1/blocks`): path, query fields in one object.
 * @group EVM Blocks
 */
export interface ListLatestBlocksAllChainsParams {
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only this network; `testnet` and `fuji` both name the test network.
   */
  network?: Network;
}

/**
 * The result of {@link DataClient.listLatestBlocksAllChains}.
 * @group EVM Blocks
 */
export type ListLatestBlocksAllChainsResult = ListEvmBlocksResponse;

/**
 * One item of a page of {@link DataClient.listLatestBlocksAllChains} (its `blocks`).
 * @group EVM Blocks
 */
export type ListLatestBlocksAllChainsItem = EvmBlock;

/**
 * The params of {@link DataClient.supportedChains} (`GET /v1/chains`): path, query fields in one object.
 * @group EVM Chains
 */
export interface SupportedChainsParams {
  network?: Network;
  feature?: 'nftIndexing' | 'webhooks' | 'teleporter';
}

/**
 * The result of {@link DataClient.supportedChains}.
 * @group EVM Chains
 */
export type SupportedChainsResult = ListChainsResponse;

/**
 * The params of {@link DataClient.getChainInfo} (`GET /v1/chains/{chainId}`): path, query fields in one object.
 * @group EVM Chains
 */
export interface GetChainInfoParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
}

/**
 * The result of {@link DataClient.getChainInfo}.
 * @group EVM Chains
 */
export type GetChainInfoResult = Chain;

/**
 * The params of {@link DataClient.getContractMetadata} (`GET /v1/chains/{chainId}/addresses/{address}`): path, query fields in one object.
 * @group EVM Contracts
 */
export interface GetContractMetadataParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A contract address.
   */
  address: EvmAddress;
}

/**
 * The result of {@link DataClient.getContractMetadata}.
 * @group EVM Contracts
 */
export type GetContractMetadataResult = DeployedContract;

/**
 * The params of {@link DataClient.getNativeBalance} (`GET /v1/chains/{chainId}/addresses/{address}/balances:getNative`): path, query fields in one object.
 * @group EVM Balances
 */
export interface GetNativeBalanceParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * Block number (decimal digits); the latest block when absent.
   */
  blockNumber?: string;
  /**
   * Currency of the price and value.
   */
  currency?: Currency;
}

/**
 * The result of {@link DataClient.getNativeBalance}.
 * @group EVM Balances
 */
export type GetNativeBalanceResult = GetNativeBalanceResponse;

/**
 * The params of {@link DataClient.listCollectibleBalances} (`GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles`): path, query fields in one object.
 * @group EVM Balances
 */
export interface ListCollectibleBalancesParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only the tokens of this contract.
   */
  contractAddress?: EvmAddress;
}

/**
 * The result of {@link DataClient.listCollectibleBalances}.
 * @group EVM Balances
 */
export type ListCollectibleBalancesResult = ListCollectibleBalancesResponse;

/**
 * One item of a page of {@link DataClient.listCollectibleBalances} (its `collectibleBalances`).
 * @group EVM Balances
 */
export type ListCollectibleBalancesItem = CollectibleBalance;

/**
 * The params of {@link DataClient.listErc1155Balances} (`GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155`): path, query fields in one object.
 * @group EVM Balances
 */
export interface ListErc1155BalancesParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * Block number (decimal digits); the latest block when absent.
   */
  blockNumber?: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only this token contract.
   */
  contractAddress?: EvmAddress;
}

/**
 * The result of {@link DataClient.listErc1155Balances}.
 * @group EVM Balances
 */
export type ListErc1155BalancesResult = ListErc1155BalancesResponse;

/**
 * One item of a page of {@link DataClient.listErc1155Balances} (its `erc1155TokenBalances`).
 * @group EVM Balances
 */
export type ListErc1155BalancesItem = Erc1155TokenBalance;

/**
 * The params of {@link DataClient.listErc20Balances} (`GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20`): path, query fields in one object.
 * @group EVM Balances
 */
export interface ListErc20BalancesParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * Block number (decimal digits); the latest block when absent.
   */
  blockNumber?: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Leave spam tokens out.
   */
  filterSpamTokens?: boolean;
  /**
   * Only these token contracts; an array or a comma-separated list, sent as a comma-separated list.
   */
  contractAddresses?: string | EvmAddress[];
  /**
   * Currency of prices and values.
   */
  currency?: Currency;
}

/**
 * The result of {@link DataClient.listErc20Balances}.
 * @group EVM Balances
 */
export type ListErc20BalancesResult = ListErc20BalancesResponse;

/**
 * One item of a page of {@link DataClient.listErc20Balances} (its `erc20TokenBalances`).
 * @group EVM Balances
 */
export type ListErc20BalancesItem = Erc20TokenBalance;

/**
 * The params of {@link DataClient.listErc721Balances} (`GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721`): path, query fields in one object.
 * @group EVM Balances
 */
export interface ListErc721BalancesParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only the tokens of this contract.
   */
  contractAddress?: EvmAddress;
}

/**
 * The result of {@link DataClient.listErc721Balances}.
 * @group EVM Balances
 */
export type ListErc721BalancesResult = ListErc721BalancesResponse;

/**
 * One item of a page of {@link DataClient.listErc721Balances} (its `erc721TokenBalances`).
 * @group EVM Balances
 */
export type ListErc721BalancesItem = Erc721TokenBalance;

/**
 * The params of {@link DataClient.listTransactions} (`GET /v1/chains/{chainId}/addresses/{address}/transactions`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListTransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.listTransactions}.
 * @group EVM Transactions
 */
export type ListTransactionsResult = ListAddressTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listTransactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListTransactionsItem = AddressTransaction;

/**
 * The params of {@link DataClient.listErc1155Transactions} (`GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListErc1155TransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listErc1155Transactions}.
 * @group EVM Transactions
 */
export type ListErc1155TransactionsResult = ListErc1155TransactionsResponse;

/**
 * One item of a page of {@link DataClient.listErc1155Transactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListErc1155TransactionsItem = Erc1155Transfer;

/**
 * The params of {@link DataClient.listErc20Transactions} (`GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListErc20TransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listErc20Transactions}.
 * @group EVM Transactions
 */
export type ListErc20TransactionsResult = ListErc20TransactionsResponse;

/**
 * One item of a page of {@link DataClient.listErc20Transactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListErc20TransactionsItem = Erc20Transfer;

/**
 * The params of {@link DataClient.listErc721Transactions} (`GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListErc721TransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listErc721Transactions}.
 * @group EVM Transactions
 */
export type ListErc721TransactionsResult = ListErc721TransactionsResponse;

/**
 * One item of a page of {@link DataClient.listErc721Transactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListErc721TransactionsItem = Erc721Transfer;

/**
 * The params of {@link DataClient.listInternalTransactions} (`GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListInternalTransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listInternalTransactions}.
 * @group EVM Transactions
 */
export type ListInternalTransactionsResult = ListInternalTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listInternalTransactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListInternalTransactionsItem = InternalTransaction;

/**
 * The params of {@link DataClient.listNativeTransactions} (`GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListNativeTransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listNativeTransactions}.
 * @group EVM Transactions
 */
export type ListNativeTransactionsResult = ListEvmTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listNativeTransactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListNativeTransactionsItem = EvmTransaction;

/**
 * The params of {@link DataClient.getLatestBlocks} (`GET /v1/chains/{chainId}/blocks`): path, query fields in one object.
 * @group EVM Blocks
 */
export interface GetLatestBlocksParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.getLatestBlocks}.
 * @group EVM Blocks
 */
export type GetLatestBlocksResult = ListEvmBlocksResponse;

/**
 * One item of a page of {@link DataClient.getLatestBlocks} (its `blocks`).
 * @group EVM Blocks
 */
export type GetLatestBlocksItem = EvmBlock;

/**
 * The params of {@link DataClient.getBlock} (`GET /v1/chains/{chainId}/blocks/{blockId}`): path, query fields in one object.
 * @group EVM Blocks
 */
export interface GetBlockParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A block number or a block hash.
   */
  blockId: string;
}

/**
 * The result of {@link DataClient.getBlock}.
 * @group EVM Blocks
 */
export type GetBlockResult = EvmBlock;

/**
 * The params of {@link DataClient.getTransactionsForBlock} (`GET /v1/chains/{chainId}/blocks/{blockId}/transactions`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface GetTransactionsForBlockParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A block number or a block hash.
   */
  blockId: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page. The published document gives 0 as both the least value and the default, and does not say what a page of 0 means; leave it out for the service's choice.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.getTransactionsForBlock}.
 * @group EVM Transactions
 */
export type GetTransactionsForBlockResult = ListEvmTransactionsResponse;

/**
 * One item of a page of {@link DataClient.getTransactionsForBlock} (its `transactions`).
 * @group EVM Transactions
 */
export type GetTransactionsForBlockItem = EvmTransaction;

/**
 * The params of {@link DataClient.listContractDeployments} (`GET /v1/chains/{chainId}/contracts/{address}/deployments`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListContractDeploymentsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listContractDeployments}.
 * @group EVM Transactions
 */
export type ListContractDeploymentsResult = ListContractsResponse;

/**
 * One item of a page of {@link DataClient.listContractDeployments} (its `contracts`).
 * @group EVM Transactions
 */
export type ListContractDeploymentsItem = DeployedContract;

/**
 * The params of {@link DataClient.getDeploymentTransaction} (`GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface GetDeploymentTransactionParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A contract address.
   */
  address: EvmAddress;
  /**
   * Currency of the network token's prices.
   */
  currency?: Currency;
}

/**
 * The result of {@link DataClient.getDeploymentTransaction}.
 * @group EVM Transactions
 */
export type GetDeploymentTransactionResult = FullTransaction;

/**
 * The params of {@link DataClient.listTokens} (`GET /v1/chains/{chainId}/nfts/collections/{address}/tokens`): path, query fields in one object.
 * @group NFTs
 */
export interface ListTokensParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A contract address.
   */
  address: EvmAddress;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listTokens}.
 * @group NFTs
 */
export type ListTokensResult = ListNftTokensResponse;

/**
 * One item of a page of {@link DataClient.listTokens} (its `tokens`).
 * @group NFTs
 */
export type ListTokensItem = NftToken;

/**
 * The params of {@link DataClient.getTokenDetails} (`GET /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}`): path, query fields in one object.
 * @group NFTs
 */
export interface GetTokenDetailsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A contract address.
   */
  address: EvmAddress;
  /**
   * The token's id within its contract.
   */
  tokenId: string;
}

/**
 * The result of {@link DataClient.getTokenDetails}.
 * @group NFTs
 */
export type GetTokenDetailsResult = NftToken;

/**
 * The params of {@link DataClient.reindexNft} (`POST /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex`): path, query fields in one object.
 * @group NFTs
 */
export interface ReindexNftParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A contract address.
   */
  address: EvmAddress;
  /**
   * The token's id within its contract.
   */
  tokenId: string;
}

/**
 * The result of {@link DataClient.reindexNft}.
 * @group NFTs
 */
export type ReindexNftResult = undefined;

/**
 * The params of {@link DataClient.listTransfers} (`GET /v1/chains/{chainId}/tokens/{address}/transfers`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListTransfersParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * The token contract address.
   */
  address: EvmAddress;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listTransfers}.
 * @group EVM Transactions
 */
export type ListTransfersResult = ListTransfersResponse;

/**
 * One item of a page of {@link DataClient.listTransfers} (its `transfers`).
 * @group EVM Transactions
 */
export type ListTransfersItem = TokenTransfer;

/**
 * The params of {@link DataClient.listLatestTransactions} (`GET /v1/chains/{chainId}/transactions`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListLatestTransactionsParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only transactions with this outcome.
   */
  status?: 'failed' | 'success';
}

/**
 * The result of {@link DataClient.listLatestTransactions}.
 * @group EVM Transactions
 */
export type ListLatestTransactionsResult = ListEvmTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listLatestTransactions} (its `transactions`).
 * @group EVM Transactions
 */
export type ListLatestTransactionsItem = EvmTransaction;

/**
 * The params of {@link DataClient.getTransaction} (`GET /v1/chains/{chainId}/transactions/{txHash}`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface GetTransactionParams {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * The transaction hash.
   */
  txHash: string;
}

/**
 * The result of {@link DataClient.getTransaction}.
 * @group EVM Transactions
 */
export type GetTransactionResult = FullTransaction;

/**
 * The params of {@link DataClient["data-health-check"]} (`GET /v1/health-check`): path, query fields in one object.
 * @group Health Check
 */
export type DataHealthCheckParams = Record<string, never>;

/**
 * The result of {@link DataClient["data-health-check"]}.
 * @group Health Check
 */
export type DataHealthCheckResult = HealthCheckResult;

/**
 * The params of {@link DataClient.listIcmMessagesByAddress} (`GET /v1/icm/addresses/{address}/messages`): path, query fields in one object.
 * @group Interchain Messaging
 */
export interface ListIcmMessagesByAddressParams {
  /**
   * An EVM address.
   */
  address: EvmAddress;
  /**
   * Only messages of this network.
   */
  network?: Network;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listIcmMessagesByAddress}.
 * @group Interchain Messaging
 */
export type ListIcmMessagesByAddressResult = ListIcmMessagesResponse;

/**
 * One item of a page of {@link DataClient.listIcmMessagesByAddress} (its `messages`).
 * @group Interchain Messaging
 */
export type ListIcmMessagesByAddressItem =
  | PendingIcmMessage
  | DeliveredIcmMessage
  | DeliveredSourceNotIndexedIcmMessage;

/**
 * The params of {@link DataClient.listIcmMessages} (`GET /v1/icm/messages`): path, query fields in one object.
 * @group Interchain Messaging
 */
export interface ListIcmMessagesParams {
  /**
   * Only messages of this network.
   */
  network?: Network;
  /**
   * Only messages that this chain sent or received (cb58 blockchain id).
   */
  blockchainId?: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only messages sent from this chain (cb58 blockchain id or EVM chain id).
   */
  sourceBlockchainId?: string;
  /**
   * Only messages sent to this chain (cb58 blockchain id or EVM chain id).
   */
  destinationBlockchainId?: string;
  /**
   * Only messages to this address.
   */
  to?: string;
  /**
   * Only messages from this address.
   */
  from?: string;
}

/**
 * The result of {@link DataClient.listIcmMessages}.
 * @group Interchain Messaging
 */
export type ListIcmMessagesResult = ListIcmMessagesResponse;

/**
 * One item of a page of {@link DataClient.listIcmMessages} (its `messages`).
 * @group Interchain Messaging
 */
export type ListIcmMessagesItem =
  | PendingIcmMessage
  | DeliveredIcmMessage
  | DeliveredSourceNotIndexedIcmMessage;

/**
 * The params of {@link DataClient.getIcmMessage} (`GET /v1/icm/messages/{messageId}`): path, query fields in one object.
 * @group Interchain Messaging
 */
export interface GetIcmMessageParams {
  /**
   * The message id (Teleporter message id, 32 bytes hex).
   */
  messageId: string;
}

/**
 * The result of {@link DataClient.getIcmMessage}.
 * @group Interchain Messaging
 */
export type GetIcmMessageResult = IcmMessage;

/**
 * The params of {@link DataClient["live-check"]} (`GET /v1/live-check`): path, query fields in one object.
 * @group Health Check
 */
export type LiveCheckParams = Record<string, never>;

/**
 * The result of {@link DataClient["live-check"]}.
 * @group Health Check
 */
export type LiveCheckResult = HealthCheckResult;

/**
 * The params of {@link DataClient.getNetworkDetails} (`GET /v1/networks/{network}`): path, query fields in one object.
 * @group Primary Network
 */
export interface GetNetworkDetailsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
}

/**
 * The result of {@link DataClient.getNetworkDetails}.
 * @group Primary Network
 */
export type GetNetworkDetailsResult = GetNetworkDetailsResponse;

/**
 * The params of {@link DataClient.getChainIdsForAddresses} (`GET /v1/networks/{network}/addresses:listChainIds`): path, query fields in one object.
 * @group Primary Network
 */
export interface GetChainIdsForAddressesParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses: string | string[];
}

/**
 * The result of {@link DataClient.getChainIdsForAddresses}.
 * @group Primary Network
 */
export type GetChainIdsForAddressesResult = ChainAddressChainIdMapListResponse;

/**
 * The params of {@link DataClient.listBlockchains} (`GET /v1/networks/{network}/blockchains`): path, query fields in one object.
 * @group Primary Network
 */
export interface ListBlockchainsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
  /**
   * Sort key; its values are not shown in the seed, so any string is sent as given.
   */
  sortBy?: string;
}

/**
 * The result of {@link DataClient.listBlockchains}.
 * @group Primary Network
 */
export type ListBlockchainsResult = ListBlockchainsResponse;

/**
 * One item of a page of {@link DataClient.listBlockchains} (its `blockchains`).
 * @group Primary Network
 */
export type ListBlockchainsItem = Blockchain;

/**
 * The params of {@link DataClient.getBlockchainById} (`GET /v1/networks/{network}/blockchains/{blockchainId}`): path, query fields in one object.
 * @group Primary Network
 */
export interface GetBlockchainByIdParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * A blockchain id registered on the P chain.
   */
  blockchainId: string;
}

/**
 * The result of {@link DataClient.getBlockchainById}.
 * @group Primary Network
 */
export type GetBlockchainByIdResult = Blockchain;

/**
 * The params of {@link DataClient.getAssetDetails} (`GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}`): path, query fields in one object.
 * @group Primary Network
 */
export interface GetAssetDetailsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
   */
  blockchainId: XChainBlockchainId;
  /**
   * An X-Chain asset id.
   */
  assetId: string;
}

/**
 * The result of {@link DataClient.getAssetDetails}.
 * @group Primary Network
 */
export type GetAssetDetailsResult = XChainAssetDetails;

/**
 * The params of {@link DataClient.listAssetTransactions} (`GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions`): path, query fields in one object.
 * @group Primary Network Transactions
 */
export interface ListAssetTransactionsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
   */
  blockchainId: XChainBlockchainId;
  /**
   * An X-Chain asset id.
   */
  assetId: string;
  /**
   * Only transactions of these types (sent comma-separated).
   */
  txTypes?: PrimaryNetworkTxType[];
  /**
   * Unix seconds; only items at or after this time.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only items at or before this time.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listAssetTransactions}.
 * @group Primary Network Transactions
 */
export type ListAssetTransactionsResult = ListXChainTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listAssetTransactions} (its `transactions`).
 * @group Primary Network Transactions
 */
export type ListAssetTransactionsItem = XChainNonLinearTransaction | XChainLinearTransaction;

/**
 * The params of {@link DataClient.getBalancesByAddresses} (`GET /v1/networks/{network}/blockchains/{blockchainId}/balances`): path, query fields in one object.
 * @group Primary Network Balances
 */
export interface GetBalancesByAddressesParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * Unix seconds: the balances at that time; now when absent.
   */
  blockTimestamp?: number;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
}

/**
 * The result of {@link DataClient.getBalancesByAddresses}.
 * @group Primary Network Balances
 */
export type GetBalancesByAddressesResult = PrimaryNetworkBalances;

/**
 * The params of {@link DataClient.listLatestPrimaryNetworkBlocks} (`GET /v1/networks/{network}/blockchains/{blockchainId}/blocks`): path, query fields in one object.
 * @group Primary Network Blocks
 */
export interface ListLatestPrimaryNetworkBlocksParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * Unix seconds; only items at or after this time.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only items at or before this time.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listLatestPrimaryNetworkBlocks}.
 * @group Primary Network Blocks
 */
export type ListLatestPrimaryNetworkBlocksResult = ListProposedBlocksResponse;

/**
 * One item of a page of {@link DataClient.listLatestPrimaryNetworkBlocks} (its `blocks`).
 * @group Primary Network Blocks
 */
export type ListLatestPrimaryNetworkBlocksItem = ProposedBlock;

/**
 * The params of {@link DataClient.getBlockById} (`GET /v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}`): path, query fields in one object.
 * @group Primary Network Blocks
 */
export interface GetBlockByIdParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * A block height (decimal digits) or a block hash.
   */
  blockId: string;
}

/**
 * The result of {@link DataClient.getBlockById}.
 * @group Primary Network Blocks
 */
export type GetBlockByIdResult = ProposedBlock;

/**
 * The params of {@link DataClient.getLastActivityTimestampByAddresses} (`GET /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses`): path, query fields in one object.
 * @group Primary Network UTXOs
 */
export interface GetLastActivityTimestampByAddressesParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
}

/**
 * The result of {@link DataClient.getLastActivityTimestampByAddresses}.
 * @group Primary Network UTXOs
 */
export type GetLastActivityTimestampByAddressesResult = LastActivityTimestamp;

/**
 * The params of {@link DataClient.getLastActivityTimestampByAddressesV2} (`POST /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses`): path, query and body fields in one object.
 * @group Primary Network UTXOs
 */
export interface GetLastActivityTimestampByAddressesV2Params extends PrimaryNetworkAddressesBody {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
}

/**
 * The result of {@link DataClient.getLastActivityTimestampByAddressesV2}.
 * @group Primary Network UTXOs
 */
export type GetLastActivityTimestampByAddressesV2Result = LastActivityTimestamp;

/**
 * The params of {@link DataClient.listPrimaryNetworkBlocksByNodeId} (`GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks`): path, query fields in one object.
 * @group Primary Network Blocks
 */
export interface ListPrimaryNetworkBlocksByNodeIdParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * An alias (`p-chain`, `x-chain`, `c-chain`) or one of the five primary-network blockchain ids (cb58) the deployed service accepts; any other id (a subnet's chain) is refused there, so it is refused here before the request is sent.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * A primary-network node id.
   */
  nodeId: string;
  /**
   * Unix seconds, inclusive lower bound.
   */
  startTimestamp?: number;
  /**
   * Unix seconds, upper bound.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listPrimaryNetworkBlocksByNodeId}.
 * @group Primary Network Blocks
 */
export type ListPrimaryNetworkBlocksByNodeIdResult = ListProposedBlocksResponse;

/**
 * One item of a page of {@link DataClient.listPrimaryNetworkBlocksByNodeId} (its `blocks`).
 * @group Primary Network Blocks
 */
export type ListPrimaryNetworkBlocksByNodeIdItem = ProposedBlock;

/**
 * The params of {@link DataClient.listLatestPrimaryNetworkTransactions} (`GET /v1/networks/{network}/blockchains/{blockchainId}/transactions`): path, query fields in one object.
 * @group Primary Network Transactions
 */
export interface ListLatestPrimaryNetworkTransactionsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
  /**
   * Only what concerns this L1 validation id.
   */
  l1ValidationId?: string;
  /**
   * Only transactions of these types (sent comma-separated).
   */
  txTypes?: PrimaryNetworkTxType[];
  /**
   * Unix seconds; only items at or after this time.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only items at or before this time.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.listLatestPrimaryNetworkTransactions}.
 * @group Primary Network Transactions
 */
export type ListLatestPrimaryNetworkTransactionsResult = ListPrimaryNetworkTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listLatestPrimaryNetworkTransactions} (its `transactions`).
 * @group Primary Network Transactions
 */
export type ListLatestPrimaryNetworkTransactionsItem = PrimaryNetworkTransaction;

/**
 * The params of {@link DataClient.getTxByHash} (`GET /v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}`): path, query fields in one object.
 * @group Primary Network Transactions
 */
export interface GetTxByHashParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * A P-, X- or C-Chain (atomic) transaction hash.
   */
  txHash: string;
}

/**
 * The result of {@link DataClient.getTxByHash}.
 * @group Primary Network Transactions
 */
export type GetTxByHashResult = PrimaryNetworkTransaction;

/**
 * The params of {@link DataClient.listActivePrimaryNetworkStakingTransactions} (`GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking`): path, query fields in one object.
 * @group Primary Network Transactions
 */
export interface ListActivePrimaryNetworkStakingTransactionsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The P chain: `p-chain` or its blockchain id.
   */
  blockchainId: PChainBlockchainId;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
  /**
   * Only transactions of these types (sent comma-separated).
   */
  txTypes?: PrimaryNetworkTxType[];
  /**
   * Unix seconds; only items at or after this time.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only items at or before this time.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.listActivePrimaryNetworkStakingTransactions}.
 * @group Primary Network Transactions
 */
export type ListActivePrimaryNetworkStakingTransactionsResult = ListPChainTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listActivePrimaryNetworkStakingTransactions} (its `transactions`).
 * @group Primary Network Transactions
 */
export type ListActivePrimaryNetworkStakingTransactionsItem = PChainTransaction;

/**
 * The params of {@link DataClient.getUtxosByAddresses} (`GET /v1/networks/{network}/blockchains/{blockchainId}/utxos`): path, query fields in one object.
 * @group Primary Network UTXOs
 */
export interface GetUtxosByAddressesParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * Only UTXOs of this asset (X chain).
   */
  assetId?: string;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only UTXOs of at least this amount (nAVAX; inclusive).
   */
  minUtxoAmount?: number;
  /**
   * Include spent UTXOs too.
   */
  includeSpent?: boolean;
  /**
   * What the UTXOs are sorted by (with sortOrder).
   */
  sortBy?: UtxosSortBy;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.getUtxosByAddresses}.
 * @group Primary Network UTXOs
 */
export type GetUtxosByAddressesResult = ListPrimaryNetworkUtxosResponse;

/**
 * One item of a page of {@link DataClient.getUtxosByAddresses} (its `utxos`).
 * @group Primary Network UTXOs
 */
export type GetUtxosByAddressesItem = PChainUtxo | Utxo;

/**
 * The params of {@link DataClient.getUtxosByAddressesV2} (`POST /v1/networks/{network}/blockchains/{blockchainId}/utxos`): path, query and body fields in one object.
 * @group Primary Network UTXOs
 */
export interface GetUtxosByAddressesV2Params extends PrimaryNetworkAddressesBody {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
   */
  blockchainId: PrimaryNetworkBlockchainId;
  /**
   * Only UTXOs of this asset (X chain).
   */
  assetId?: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only UTXOs of at least this amount (nAVAX; inclusive).
   */
  minUtxoAmount?: number;
  /**
   * Include spent UTXOs too.
   */
  includeSpent?: boolean;
  /**
   * What the UTXOs are sorted by (with sortOrder).
   */
  sortBy?: UtxosSortBy;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.getUtxosByAddressesV2}.
 * @group Primary Network UTXOs
 */
export type GetUtxosByAddressesV2Result = ListPrimaryNetworkUtxosResponse;

/**
 * One item of a page of {@link DataClient.getUtxosByAddressesV2} (its `utxos`).
 * @group Primary Network UTXOs
 */
export type GetUtxosByAddressesV2Item = PChainUtxo | Utxo;

/**
 * The params of {@link DataClient.listLatestXChainVertices} (`GET /v1/networks/{network}/blockchains/{blockchainId}/vertices`): path, query fields in one object.
 * @group Primary Network Vertices
 */
export interface ListLatestXChainVerticesParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
   */
  blockchainId: XChainBlockchainId;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.listLatestXChainVertices}.
 * @group Primary Network Vertices
 */
export type ListLatestXChainVerticesResult = ListXChainVerticesResponse;

/**
 * One item of a page of {@link DataClient.listLatestXChainVertices} (its `vertices`).
 * @group Primary Network Vertices
 */
export type ListLatestXChainVerticesItem = XChainVertex;

/**
 * The params of {@link DataClient.getVertexByHash} (`GET /v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}`): path, query fields in one object.
 * @group Primary Network Vertices
 */
export interface GetVertexByHashParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
   */
  blockchainId: XChainBlockchainId;
  /**
   * A vertex hash.
   */
  vertexHash: string;
}

/**
 * The result of {@link DataClient.getVertexByHash}.
 * @group Primary Network Vertices
 */
export type GetVertexByHashResult = XChainVertex;

/**
 * The params of {@link DataClient.getVertexByHeight} (`GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight`): path, query fields in one object.
 * @group Primary Network Vertices
 */
export interface GetVertexByHeightParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
   */
  blockchainId: XChainBlockchainId;
  /**
   * The vertex height.
   */
  vertexHeight: number;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.getVertexByHeight}.
 * @group Primary Network Vertices
 */
export type GetVertexByHeightResult = ListXChainVerticesResponse;

/**
 * One item of a page of {@link DataClient.getVertexByHeight} (its `vertices`).
 * @group Primary Network Vertices
 */
export type GetVertexByHeightItem = XChainVertex;

/**
 * The params of {@link DataClient.listDelegators} (`GET /v1/networks/{network}/delegators`): path, query fields in one object.
 * @group Primary Network
 */
export interface ListDelegatorsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Reward addresses, as a list or a comma-separated string (sent comma-separated).
   */
  rewardAddresses?: string | string[];
  sortOrder?: 'asc' | 'desc';
  /**
   * Only delegations in this state.
   */
  delegationStatus?: DelegationStatus;
  /**
   * Node ids, as a list or a comma-separated string (sent comma-separated).
   */
  nodeIds?: string | string[];
}

/**
 * The result of {@link DataClient.listDelegators}.
 * @group Primary Network
 */
export type ListDelegatorsResult = ListDelegatorDetailsResponse;

/**
 * One item of a page of {@link DataClient.listDelegators} (its `delegators`).
 * @group Primary Network
 */
export type ListDelegatorsItem = CompletedDelegatorDetails | ActiveDelegatorDetails | PendingDelegatorDetails;

/**
 * The params of {@link DataClient.listL1Validators} (`GET /v1/networks/{network}/l1Validators`): path, query fields in one object.
 * @group Primary Network
 */
export interface ListL1ValidatorsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * Only this node (`NodeID-...`).
   */
  nodeId?: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only what concerns this L1 validation id.
   */
  l1ValidationId?: string;
  /**
   * Include L1 validators that are no longer active.
   */
  includeInactiveL1Validators?: boolean;
  /**
   * Only validators of this subnet (or L1) id.
   */
  subnetId?: string;
}

/**
 * The result of {@link DataClient.listL1Validators}.
 * @group Primary Network
 */
export type ListL1ValidatorsResult = ListL1ValidatorsResponse;

/**
 * One item of a page of {@link DataClient.listL1Validators} (its `validators`).
 * @group Primary Network
 */
export type ListL1ValidatorsItem = L1ValidatorDetailsFull;

/**
 * The params of {@link DataClient.listHistoricalPrimaryNetworkRewards} (`GET /v1/networks/{network}/rewards`): path, query fields in one object.
 * @group Primary Network Rewards
 */
export interface ListHistoricalPrimaryNetworkRewardsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Node ids, as a list or a comma-separated string (sent comma-separated).
   */
  nodeIds?: string | string[];
  sortOrder?: 'asc' | 'desc';
  /**
   * Currency of the reward values.
   */
  currency?: Currency;
}

/**
 * The result of {@link DataClient.listHistoricalPrimaryNetworkRewards}.
 * @group Primary Network Rewards
 */
export type ListHistoricalPrimaryNetworkRewardsResult = ListHistoricalRewardsResponse;

/**
 * One item of a page of {@link DataClient.listHistoricalPrimaryNetworkRewards} (its `historicalRewards`).
 * @group Primary Network Rewards
 */
export type ListHistoricalPrimaryNetworkRewardsItem = HistoricalReward;

/**
 * The params of {@link DataClient.listPendingPrimaryNetworkRewards} (`GET /v1/networks/{network}/rewards:listPending`): path, query fields in one object.
 * @group Primary Network Rewards
 */
export interface ListPendingPrimaryNetworkRewardsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
   */
  addresses?: string | string[];
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Node ids, as a list or a comma-separated string (sent comma-separated).
   */
  nodeIds?: string | string[];
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.listPendingPrimaryNetworkRewards}.
 * @group Primary Network Rewards
 */
export type ListPendingPrimaryNetworkRewardsResult = ListPendingRewardsResponse;

/**
 * One item of a page of {@link DataClient.listPendingPrimaryNetworkRewards} (its `pendingRewards`).
 * @group Primary Network Rewards
 */
export type ListPendingPrimaryNetworkRewardsItem = PendingReward;

/**
 * The params of {@link DataClient.listSubnets} (`GET /v1/networks/{network}/subnets`): path, query fields in one object.
 * @group Primary Network
 */
export interface ListSubnetsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.listSubnets}.
 * @group Primary Network
 */
export type ListSubnetsResult = ListSubnetsResponse;

/**
 * One item of a page of {@link DataClient.listSubnets} (its `subnets`).
 * @group Primary Network
 */
export type ListSubnetsItem = Subnet;

/**
 * The params of {@link DataClient.getSubnetById} (`GET /v1/networks/{network}/subnets/{subnetId}`): path, query fields in one object.
 * @group Primary Network
 */
export interface GetSubnetByIdParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  subnetId: string;
}

/**
 * The result of {@link DataClient.getSubnetById}.
 * @group Primary Network
 */
export type GetSubnetByIdResult = Subnet;

/**
 * The params of {@link DataClient.listValidators} (`GET /v1/networks/{network}/validators`): path, query fields in one object.
 * @group Primary Network
 */
export interface ListValidatorsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Node ids, as a list or a comma-separated string (sent comma-separated).
   */
  nodeIds?: string | string[];
  /**
   * What the validators are sorted by (with sortOrder); delegationFee needs subnetId set to the primary network's.
   */
  sortBy?: ValidatorSortBy;
  sortOrder?: 'asc' | 'desc';
  /**
   * Only validations in this state.
   */
  validationStatus?: ValidationStatus;
  /**
   * Only validators that can take at least this much more delegated stake (nAVAX, decimal digits, 0 to 720000000000000000).
   */
  minDelegationCapacity?: string;
  /**
   * Only validators that can take at most this much more delegated stake (nAVAX, decimal digits, 0 to 720000000000000000).
   */
  maxDelegationCapacity?: string;
  /**
   * Only validations with at least this many seconds left.
   */
  minTimeRemaining?: number;
  /**
   * Only validations with at most this many seconds left.
   */
  maxTimeRemaining?: number;
  /**
   * Only validators charging at least this delegation fee (percent); leaves subnet validations out.
   */
  minFeePercentage?: number;
  /**
   * Only validators charging at most this delegation fee (percent); leaves subnet validations out.
   */
  maxFeePercentage?: number;
  /**
   * Only validators with at least this uptime (percent).
   */
  minUptimePerformance?: number;
  /**
   * Only validators with at most this uptime (percent).
   */
  maxUptimePerformance?: number;
  /**
   * Only validators of this subnet (or L1) id.
   */
  subnetId?: string;
}

/**
 * The result of {@link DataClient.listValidators}.
 * @group Primary Network
 */
export type ListValidatorsResult = ListValidatorDetailsResponse;

/**
 * One item of a page of {@link DataClient.listValidators} (its `validators`).
 * @group Primary Network
 */
export type ListValidatorsItem =
  | CompletedValidatorDetails
  | ActiveValidatorDetails
  | PendingValidatorDetails
  | RemovedValidatorDetails;

/**
 * The params of {@link DataClient.getSingleValidatorDetails} (`GET /v1/networks/{network}/validators/{nodeId}`): path, query fields in one object.
 * @group Primary Network
 */
export interface GetSingleValidatorDetailsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * A node id (`NodeID-...`).
   */
  nodeId: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only validations in this state.
   */
  validationStatus?: ValidationStatus;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.getSingleValidatorDetails}.
 * @group Primary Network
 */
export type GetSingleValidatorDetailsResult = ListValidatorDetailsResponse;

/**
 * One item of a page of {@link DataClient.getSingleValidatorDetails} (its `validators`).
 * @group Primary Network
 */
export type GetSingleValidatorDetailsItem =
  | CompletedValidatorDetails
  | ActiveValidatorDetails
  | PendingValidatorDetails
  | RemovedValidatorDetails;

/**
 * The params of {@link DataClient.postTransactionExportJob} (`POST /v1/operations/transactions:export`): path, query and body fields in one object.
 * @group Operations
 */
export interface PostTransactionExportJobParams extends TransactionExportRequest {}

/**
 * The result of {@link DataClient.postTransactionExportJob}.
 * @group Operations
 */
export type PostTransactionExportJobResult = OperationStatus;

/**
 * The params of {@link DataClient.getOperationResult} (`GET /v1/operations/{operationId}`): path, query fields in one object.
 * @group Operations
 */
export interface GetOperationResultParams {
  /**
   * The id that postTransactionExportJob returned (a UUID).
   */
  operationId: string;
}

/**
 * The result of {@link DataClient.getOperationResult}.
 * @group Operations
 */
export type GetOperationResultResult = OperationStatus;

/**
 * The params of {@link DataClient.getPrimaryNetworkRpcUsageMetrics} (`GET /v1/primaryNetworkRpcUsageMetrics`): path, query fields in one object.
 * @group Data API Usage Metrics
 */
export interface GetPrimaryNetworkRpcUsageMetricsParams {
  /**
   * Size of the time buckets.
   */
  timeInterval?: 'hourly' | 'daily' | 'weekly' | 'monthly';
  /**
   * Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  startTimestamp?: number;
  /**
   * End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  endTimestamp?: number;
  /**
   * Split each bucket by this field.
   */
  groupBy?: 'rpcMethod' | 'requestPath' | 'responseCode' | 'country' | 'continent' | 'userAgent';
  /**
   * Only requests answered with this HTTP status (e.g. `200`).
   */
  responseCode?: string;
  /**
   * Only requests to this path.
   */
  requestPath?: string;
  /**
   * Only requests from this country: an ISO 3166-1 alpha-2 code, `XX` for clients of unknown country, `T1` for Tor.
   */
  country?: string;
  /**
   * Only requests from this continent (a two-letter continent code).
   */
  continent?: string;
  /**
   * Only requests with this user agent.
   */
  userAgent?: string;
  /**
   * Only calls of this RPC method.
   */
  rpcMethod?: string;
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
}

/**
 * The result of {@link DataClient.getPrimaryNetworkRpcUsageMetrics}.
 * @group Data API Usage Metrics
 */
export type GetPrimaryNetworkRpcUsageMetricsResult = PrimaryNetworkRpcUsageMetricsResponse;

/**
 * The params of {@link DataClient.aggregateSignatures} (`POST /v1/signatureAggregator/{network}/aggregateSignatures`): path, query and body fields in one object.
 * @group Signature Aggregator
 */
export interface AggregateSignaturesParams extends AggregateSignaturesRequest {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
}

/**
 * The result of {@link DataClient.aggregateSignatures}.
 * @group Signature Aggregator
 */
export type AggregateSignaturesResult = SignedMessage;

/**
 * The params of {@link DataClient.getAggregatedSignatures} (`GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}`): path, query fields in one object.
 * @group Signature Aggregator
 */
export interface GetAggregatedSignaturesParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * A primary-network (P or X chain) transaction hash.
   */
  txHash: string;
}

/**
 * The result of {@link DataClient.getAggregatedSignatures}.
 * @group Signature Aggregator
 */
export type GetAggregatedSignaturesResult = SignedMessage;

/**
 * The params of {@link DataClient.getSubnetRpcUsageMetrics} (`GET /v1/subnetRpcUsageMetrics`): path, query fields in one object.
 * @group Data API Usage Metrics
 */
export interface GetSubnetRpcUsageMetricsParams {
  /**
   * Size of the time buckets.
   */
  timeInterval?: 'hourly' | 'daily' | 'weekly' | 'monthly';
  /**
   * Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  startTimestamp?: number;
  /**
   * End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
   */
  endTimestamp?: number;
  /**
   * Split each bucket by this field.
   */
  groupBy?: 'rpcMethod' | 'responseCode' | 'rlBypassToken';
  /**
   * Only requests about this chain.
   */
  chainId?: string;
  /**
   * Only requests answered with this HTTP status (e.g. `200`).
   */
  responseCode?: string;
  /**
   * Only calls of this RPC method.
   */
  rpcMethod?: string;
  /**
   * Only requests made with this rate-limit bypass token.
   */
  rlBypassApiToken?: string;
}

/**
 * The result of {@link DataClient.getSubnetRpcUsageMetrics}.
 * @group Data API Usage Metrics
 */
export type GetSubnetRpcUsageMetricsResult = SubnetRpcUsageMetricsResponse;

/**
 * The params of {@link DataClient.listLatestTransactionsAllChains} (`GET /v1/transactions`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListLatestTransactionsAllChainsParams {
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only this network; `testnet` and `fuji` both name the test network.
   */
  network?: Network;
  /**
   * Only transactions with this outcome.
   */
  status?: 'failed' | 'success';
}

/**
 * The result of {@link DataClient.listLatestTransactionsAllChains}.
 * @group EVM Transactions
 */
export type ListLatestTransactionsAllChainsResult = ListEvmTransactionsResponse;

/**
 * One item of a page of {@link DataClient.listLatestTransactionsAllChains} (its `transactions`).
 * @group EVM Transactions
 */
export type ListLatestTransactionsAllChainsItem = EvmTransaction;

/**
 * The params of {@link DataClient.listWebhooks} (`GET /v1/webhooks`): path, query fields in one object.
 * @group Webhooks
 */
export interface ListWebhooksParams {
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * Only active or only inactive webhooks; all of them when absent.
   */
  status?: WebhookStatusFilter;
}

/**
 * The result of {@link DataClient.listWebhooks}.
 * @group Webhooks
 */
export type ListWebhooksResult = ListWebhooksResponse;

/**
 * One item of a page of {@link DataClient.listWebhooks} (its `webhooks`).
 * @group Webhooks
 */
export type ListWebhooksItem = Webhook;

/**
 * The params of {@link DataClient.createWebhook} (`POST /v1/webhooks`): path, query and body fields in one object.
 * @group Webhooks
 */
export interface CreateWebhookParams extends CreateWebhookRequest {}

/**
 * The result of {@link DataClient.createWebhook}.
 * @group Webhooks
 */
export type CreateWebhookResult = Webhook;

/**
 * The params of {@link DataClient.getWebhook} (`GET /v1/webhooks/{id}`): path, query fields in one object.
 * @group Webhooks
 */
export interface GetWebhookParams {
  /**
   * The webhook's id (a UUID).
   */
  id: string;
}

/**
 * The result of {@link DataClient.getWebhook}.
 * @group Webhooks
 */
export type GetWebhookResult = Webhook;

/**
 * The params of {@link DataClient.deactivateWebhook} (`DELETE /v1/webhooks/{id}`): path, query fields in one object.
 * @group Webhooks
 */
export interface DeactivateWebhookParams {
  /**
   * The webhook's id (a UUID).
   */
  id: string;
}

/**
 * The result of {@link DataClient.deactivateWebhook}.
 * @group Webhooks
 */
export type DeactivateWebhookResult = Webhook;

/**
 * The params of {@link DataClient.updateWebhook} (`PATCH /v1/webhooks/{id}`): path, query and body fields in one object.
 * @group Webhooks
 */
export interface UpdateWebhookParams extends UpdateWebhookRequest {
  /**
   * The webhook's id (a UUID).
   */
  id: string;
}

/**
 * The result of {@link DataClient.updateWebhook}.
 * @group Webhooks
 */
export type UpdateWebhookResult = Webhook;

/**
 * The params of {@link DataClient.getAddressesFromWebhook} (`GET /v1/webhooks/{id}/addresses`): path, query fields in one object.
 * @group Webhooks
 */
export interface GetAddressesFromWebhookParams {
  /**
   * The webhook's id (a UUID).
   */
  id: string;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link DataClient.getAddressesFromWebhook}.
 * @group Webhooks
 */
export type GetAddressesFromWebhookResult = ListWebhookAddressesResponse;

/**
 * One item of a page of {@link DataClient.getAddressesFromWebhook} (its `addresses`).
 * @group Webhooks
 */
export type GetAddressesFromWebhookItem = string;

/**
 * The params of {@link DataClient.removeAddressesFromWebhook} (`DELETE /v1/webhooks/{id}/addresses`): path, query and body fields in one object.
 * @group Webhooks
 */
export interface RemoveAddressesFromWebhookParams extends WebhookAddressesChange {
  /**
   * The webhook's id (a UUID).
   */
  id: string;
}

/**
 * The result of {@link DataClient.removeAddressesFromWebhook}.
 * @group Webhooks
 */
export type RemoveAddressesFromWebhookResult = EvmAddressActivityWebhook;

/**
 * The params of {@link DataClient.addAddressesToWebhook} (`PATCH /v1/webhooks/{id}/addresses`): path, query and body fields in one object.
 * @group Webhooks
 */
export interface AddAddressesToWebhookParams extends WebhookAddressesChange {
  /**
   * The webhook's id (a UUID).
   */
  id: string;
}

/**
 * The result of {@link DataClient.addAddressesToWebhook}.
 * @group Webhooks
 */
export type AddAddressesToWebhookResult = EvmAddressActivityWebhook;

/**
 * The params of {@link DataClient.generateOrRotateSharedSecret} (`POST /v1/webhooks:generateOrRotateSharedSecret`): path, query fields in one object.
 * @group Webhooks
 */
export type GenerateOrRotateSharedSecretParams = Record<string, never>;

/**
 * The result of {@link DataClient.generateOrRotateSharedSecret}.
 * @group Webhooks
 */
export type GenerateOrRotateSharedSecretResult = SharedSecret;

/**
 * The params of {@link DataClient.getSharedSecret} (`GET /v1/webhooks:getSharedSecret`): path, query fields in one object.
 * @group Webhooks
 */
export type GetSharedSecretParams = Record<string, never>;

/**
 * The result of {@link DataClient.getSharedSecret}.
 * @group Webhooks
 */
export type GetSharedSecretResult = SharedSecret;

/**
 * The params of {@link DataClient.listTransactionsV2} (`GET /v2/chains/{chainId}/addresses/{address}/transactions`): path, query fields in one object.
 * @group EVM Transactions
 */
export interface ListTransactionsV2Params {
  /**
   * A supported EVM chain id or a blockchain id (supportedChains lists them).
   */
  chainId: string;
  /**
   * A wallet address.
   */
  address: EvmAddress;
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Items per page.
   */
  pageSize?: number;
  /**
   * First block of the range (inclusive); without endBlock the range ends at the most recent block.
   */
  startBlock?: number;
  /**
   * End of the range (exclusive); without startBlock the range starts at the genesis block.
   */
  endBlock?: number;
  /**
   * Leave out the transfers of tokens judged malicious.
   */
  filterSpamTokens?: boolean;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The result of {@link DataClient.listTransactionsV2}.
 * @group EVM Transactions
 */
export type ListTransactionsV2Result = ListAddressTransactionsV2Response;

/**
 * One item of a page of {@link DataClient.listTransactionsV2} (its `transactions`).
 * @group EVM Transactions
 */
export type ListTransactionsV2Item = AddressTransactionV2;

/**
 * The params, result and (paged operations) item types of every operation of the Data API, by operationId: what {@link DataClient} is built from.
 * @group Tables
 */
export interface DataOperations {
  listAddressChains: { params: ListAddressChainsParams; result: ListAddressChainsResult };
  getApiLogs: { params: GetApiLogsParams; result: GetApiLogsResult; item: GetApiLogsItem };
  getApiUsageMetrics: { params: GetApiUsageMetricsParams; result: GetApiUsageMetricsResult };
  getAvaxSupply: { params: GetAvaxSupplyParams; result: GetAvaxSupplyResult };
  listLatestBlocksAllChains: {
    params: ListLatestBlocksAllChainsParams;
    result: ListLatestBlocksAllChainsResult;
    item: ListLatestBlocksAllChainsItem;
  };
  supportedChains: { params: SupportedChainsParams; result: SupportedChainsResult };
  getChainInfo: { params: GetChainInfoParams; result: GetChainInfoResult };
  getContractMetadata: { params: GetContractMetadataParams; result: GetContractMetadataResult };
  getNativeBalance: { params: GetNativeBalanceParams; result: GetNativeBalanceResult };
  listCollectibleBalances: {
    params: ListCollectibleBalancesParams;
    result: ListCollectibleBalancesResult;
    item: ListCollectibleBalancesItem;
  };
  listErc1155Balances: {
    params: ListErc1155BalancesParams;
    result: ListErc1155BalancesResult;
    item: ListErc1155BalancesItem;
  };
  listErc20Balances: {
    params: ListErc20BalancesParams;
    result: ListErc20BalancesResult;
    item: ListErc20BalancesItem;
  };
  listErc721Balances: {
    params: ListErc721BalancesParams;
    result: ListErc721BalancesResult;
    item: ListErc721BalancesItem;
  };
  listTransactions: {
    params: ListTransactionsParams;
    result: ListTransactionsResult;
    item: ListTransactionsItem;
  };
  listErc1155Transactions: {
    params: ListErc1155TransactionsParams;
    result: ListErc1155TransactionsResult;
    item: ListErc1155TransactionsItem;
  };
  listErc20Transactions: {
    params: ListErc20TransactionsParams;
    result: ListErc20TransactionsResult;
    item: ListErc20TransactionsItem;
  };
  listErc721Transactions: {
    params: ListErc721TransactionsParams;
    result: ListErc721TransactionsResult;
    item: ListErc721TransactionsItem;
  };
  listInternalTransactions: {
    params: ListInternalTransactionsParams;
    result: ListInternalTransactionsResult;
    item: ListInternalTransactionsItem;
  };
  listNativeTransactions: {
    params: ListNativeTransactionsParams;
    result: ListNativeTransactionsResult;
    item: ListNativeTransactionsItem;
  };
  getLatestBlocks: {
    params: GetLatestBlocksParams;
    result: GetLatestBlocksResult;
    item: GetLatestBlocksItem;
  };
  getBlock: { params: GetBlockParams; result: GetBlockResult };
  getTransactionsForBlock: {
    params: GetTransactionsForBlockParams;
    result: GetTransactionsForBlockResult;
    item: GetTransactionsForBlockItem;
  };
  listContractDeployments: {
    params: ListContractDeploymentsParams;
    result: ListContractDeploymentsResult;
    item: ListContractDeploymentsItem;
  };
  getDeploymentTransaction: {
    params: GetDeploymentTransactionParams;
    result: GetDeploymentTransactionResult;
  };
  listTokens: { params: ListTokensParams; result: ListTokensResult; item: ListTokensItem };
  getTokenDetails: { params: GetTokenDetailsParams; result: GetTokenDetailsResult };
  reindexNft: { params: ReindexNftParams; result: ReindexNftResult };
  listTransfers: { params: ListTransfersParams; result: ListTransfersResult; item: ListTransfersItem };
  listLatestTransactions: {
    params: ListLatestTransactionsParams;
    result: ListLatestTransactionsResult;
    item: ListLatestTransactionsItem;
  };
  getTransaction: { params: GetTransactionParams; result: GetTransactionResult };
  'data-health-check': { params: DataHealthCheckParams; result: DataHealthCheckResult };
  listIcmMessagesByAddress: {
    params: ListIcmMessagesByAddressParams;
    result: ListIcmMessagesByAddressResult;
    item: ListIcmMessagesByAddressItem;
  };
  listIcmMessages: {
    params: ListIcmMessagesParams;
    result: ListIcmMessagesResult;
    item: ListIcmMessagesItem;
  };
  getIcmMessage: { params: GetIcmMessageParams; result: GetIcmMessageResult };
  'live-check': { params: LiveCheckParams; result: LiveCheckResult };
  getNetworkDetails: { params: GetNetworkDetailsParams; result: GetNetworkDetailsResult };
  getChainIdsForAddresses: { params: GetChainIdsForAddressesParams; result: GetChainIdsForAddressesResult };
  listBlockchains: {
    params: ListBlockchainsParams;
    result: ListBlockchainsResult;
    item: ListBlockchainsItem;
  };
  getBlockchainById: { params: GetBlockchainByIdParams; result: GetBlockchainByIdResult };
  getAssetDetails: { params: GetAssetDetailsParams; result: GetAssetDetailsResult };
  listAssetTransactions: {
    params: ListAssetTransactionsParams;
    result: ListAssetTransactionsResult;
    item: ListAssetTransactionsItem;
  };
  getBalancesByAddresses: { params: GetBalancesByAddressesParams; result: GetBalancesByAddressesResult };
  listLatestPrimaryNetworkBlocks: {
    params: ListLatestPrimaryNetworkBlocksParams;
    result: ListLatestPrimaryNetworkBlocksResult;
    item: ListLatestPrimaryNetworkBlocksItem;
  };
  getBlockById: { params: GetBlockByIdParams; result: GetBlockByIdResult };
  getLastActivityTimestampByAddresses: {
    params: GetLastActivityTimestampByAddressesParams;
    result: GetLastActivityTimestampByAddressesResult;
  };
  getLastActivityTimestampByAddressesV2: {
    params: GetLastActivityTimestampByAddressesV2Params;
    result: GetLastActivityTimestampByAddressesV2Result;
  };
  listPrimaryNetworkBlocksByNodeId: {
    params: ListPrimaryNetworkBlocksByNodeIdParams;
    result: ListPrimaryNetworkBlocksByNodeIdResult;
    item: ListPrimaryNetworkBlocksByNodeIdItem;
  };
  listLatestPrimaryNetworkTransactions: {
    params: ListLatestPrimaryNetworkTransactionsParams;
    result: ListLatestPrimaryNetworkTransactionsResult;
    item: ListLatestPrimaryNetworkTransactionsItem;
  };
  getTxByHash: { params: GetTxByHashParams; result: GetTxByHashResult };
  listActivePrimaryNetworkStakingTransactions: {
    params: ListActivePrimaryNetworkStakingTransactionsParams;
    result: ListActivePrimaryNetworkStakingTransactionsResult;
    item: ListActivePrimaryNetworkStakingTransactionsItem;
  };
  getUtxosByAddresses: {
    params: GetUtxosByAddressesParams;
    result: GetUtxosByAddressesResult;
    item: GetUtxosByAddressesItem;
  };
  getUtxosByAddressesV2: {
    params: GetUtxosByAddressesV2Params;
    result: GetUtxosByAddressesV2Result;
    item: GetUtxosByAddressesV2Item;
  };
  listLatestXChainVertices: {
    params: ListLatestXChainVerticesParams;
    result: ListLatestXChainVerticesResult;
    item: ListLatestXChainVerticesItem;
  };
  getVertexByHash: { params: GetVertexByHashParams; result: GetVertexByHashResult };
  getVertexByHeight: {
    params: GetVertexByHeightParams;
    result: GetVertexByHeightResult;
    item: GetVertexByHeightItem;
  };
  listDelegators: { params: ListDelegatorsParams; result: ListDelegatorsResult; item: ListDelegatorsItem };
  listL1Validators: {
    params: ListL1ValidatorsParams;
    result: ListL1ValidatorsResult;
    item: ListL1ValidatorsItem;
  };
  listHistoricalPrimaryNetworkRewards: {
    params: ListHistoricalPrimaryNetworkRewardsParams;
    result: ListHistoricalPrimaryNetworkRewardsResult;
    item: ListHistoricalPrimaryNetworkRewardsItem;
  };
  listPendingPrimaryNetworkRewards: {
    params: ListPendingPrimaryNetworkRewardsParams;
    result: ListPendingPrimaryNetworkRewardsResult;
    item: ListPendingPrimaryNetworkRewardsItem;
  };
  listSubnets: { params: ListSubnetsParams; result: ListSubnetsResult; item: ListSubnetsItem };
  getSubnetById: { params: GetSubnetByIdParams; result: GetSubnetByIdResult };
  listValidators: { params: ListValidatorsParams; result: ListValidatorsResult; item: ListValidatorsItem };
  getSingleValidatorDetails: {
    params: GetSingleValidatorDetailsParams;
    result: GetSingleValidatorDetailsResult;
    item: GetSingleValidatorDetailsItem;
  };
  postTransactionExportJob: {
    params: PostTransactionExportJobParams;
    result: PostTransactionExportJobResult;
  };
  getOperationResult: { params: GetOperationResultParams; result: GetOperationResultResult };
  getPrimaryNetworkRpcUsageMetrics: {
    params: GetPrimaryNetworkRpcUsageMetricsParams;
    result: GetPrimaryNetworkRpcUsageMetricsResult;
  };
  aggregateSignatures: { params: AggregateSignaturesParams; result: AggregateSignaturesResult };
  getAggregatedSignatures: { params: GetAggregatedSignaturesParams; result: GetAggregatedSignaturesResult };
  getSubnetRpcUsageMetrics: {
    params: GetSubnetRpcUsageMetricsParams;
    result: GetSubnetRpcUsageMetricsResult;
  };
  listLatestTransactionsAllChains: {
    params: ListLatestTransactionsAllChainsParams;
    result: ListLatestTransactionsAllChainsResult;
    item: ListLatestTransactionsAllChainsItem;
  };
  listWebhooks: { params: ListWebhooksParams; result: ListWebhooksResult; item: ListWebhooksItem };
  createWebhook: { params: CreateWebhookParams; result: CreateWebhookResult };
  getWebhook: { params: GetWebhookParams; result: GetWebhookResult };
  deactivateWebhook: { params: DeactivateWebhookParams; result: DeactivateWebhookResult };
  updateWebhook: { params: UpdateWebhookParams; result: UpdateWebhookResult };
  getAddressesFromWebhook: {
    params: GetAddressesFromWebhookParams;
    result: GetAddressesFromWebhookResult;
    item: GetAddressesFromWebhookItem;
  };
  removeAddressesFromWebhook: {
    params: RemoveAddressesFromWebhookParams;
    result: RemoveAddressesFromWebhookResult;
  };
  addAddressesToWebhook: { params: AddAddressesToWebhookParams; result: AddAddressesToWebhookResult };
  generateOrRotateSharedSecret: {
    params: GenerateOrRotateSharedSecretParams;
    result: GenerateOrRotateSharedSecretResult;
  };
  getSharedSecret: { params: GetSharedSecretParams; result: GetSharedSecretResult };
  listTransactionsV2: {
    params: ListTransactionsV2Params;
    result: ListTransactionsV2Result;
    item: ListTransactionsV2Item;
  };
}

/**
 * An entry of the Data API's operation table (`@pkg/data/operations`), typed with the operationId it belongs to, so that {@link createDataClientFor} builds the matching method.
 * @group Tables
 */
export type DataOperationInfo<K extends keyof DataOperations> = OperationInfo & {
  readonly [operationId]?: K;
};

/**
 * Type-level only: the key that ties an operation table entry to its operationId.
 */
declare const operationId: unique symbol;

/**
 * A client of the Data API (`createDataClient()`): one method per operation, each taking one flat object of path, query and body fields, checked before the request leaves, and resolving to the parsed JSON body.
 *
 * Paged operations also iterate their items across pages: {@link DataClient.iterate}.
 * @group Client
 */
export interface DataClient {
  /**
   * Lists the chains on which an address sent or received transactions or token transfers.
   *
   * The service refreshes this list every 15 minutes.
   *
   * `GET /v1/address/{address}/chains`.
   * @param params - the path, query fields in one object: {@link ListAddressChainsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListAddressChainsResult}
   * @group EVM Chains
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listAddressChains({ address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listAddressChains(params: ListAddressChainsParams, options?: CallOptions): Promise<ListAddressChainsResult>;

  /**
   * Lists the caller's requests one by one (a request log), optionally filtered.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/apiLogs`. Paged: {@link DataIterators.getApiLogs | iterate.getApiLogs} yields the `logs` of every page.
   * @param params - the path, query fields in one object: {@link GetApiLogsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetApiLogsResult}
   * @group Data API Usage Metrics
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getApiLogs({ startTimestamp: 1739507200, endTimestamp: 1739664000 });
   * ```
   */
  getApiLogs(params?: GetApiLogsParams, options?: CallOptions): Promise<GetApiLogsResult>;

  /**
   * Returns the caller's Data API usage per time bucket, optionally grouped and filtered.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/apiUsageMetrics`.
   * @param params - the path, query fields in one object: {@link GetApiUsageMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetApiUsageMetricsResult}
   * @group Data API Usage Metrics
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getApiUsageMetrics({ startTimestamp: 1739507200, endTimestamp: 1739664000, timeInterval: 'daily', groupBy: 'requestPath' });
   * ```
   */
  getApiUsageMetrics(
    params?: GetApiUsageMetricsParams,
    options?: CallOptions,
  ): Promise<GetApiUsageMetricsResult>;

  /**
   * Returns the AVAX supply figures (total, circulating, burned per chain, staked, locked, rewards).
   *
   * `GET /v1/avax/supply`.
   * @param params - the path, query fields in one object: {@link GetAvaxSupplyParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetAvaxSupplyResult}
   * @group AVAX Supply
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getAvaxSupply();
   * ```
   */
  getAvaxSupply(params?: GetAvaxSupplyParams, options?: CallOptions): Promise<GetAvaxSupplyResult>;

  /**
   * Lists the latest blocks of every supported EVM chain together, newest first.
   *
   * `GET /v1/blocks`. Paged: {@link DataIterators.listLatestBlocksAllChains | iterate.listLatestBlocksAllChains} yields the `blocks` of every page.
   * @param params - the path, query fields in one object: {@link ListLatestBlocksAllChainsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListLatestBlocksAllChainsResult}
   * @group EVM Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listLatestBlocksAllChains({ network: 'mainnet' });
   * ```
   */
  listLatestBlocksAllChains(
    params?: ListLatestBlocksAllChainsParams,
    options?: CallOptions,
  ): Promise<ListLatestBlocksAllChainsResult>;

  /**
   * Lists the supported EVM chains.
   *
   * `GET /v1/chains`.
   * @param params - the path, query fields in one object: {@link SupportedChainsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link SupportedChainsResult}
   * @group EVM Chains
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.supportedChains();
   * ```
   */
  supportedChains(params?: SupportedChainsParams, options?: CallOptions): Promise<SupportedChainsResult>;

  /**
   * Returns one supported EVM chain (the entry supportedChains lists for it).
   *
   * `GET /v1/chains/{chainId}`.
   * @param params - the path, query fields in one object: {@link GetChainInfoParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetChainInfoResult}
   * @group EVM Chains
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getChainInfo({ chainId: '43114' });
   * ```
   */
  getChainInfo(params: GetChainInfoParams, options?: CallOptions): Promise<GetChainInfoResult>;

  /**
   * Returns a contract's metadata (name, standard, links, deployment); narrow on `ercType`.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}`.
   * @param params - the path, query fields in one object: {@link GetContractMetadataParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetContractMetadataResult}
   * @group EVM Contracts
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getContractMetadata({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   * ```
   */
  getContractMetadata(
    params: GetContractMetadataParams,
    options?: CallOptions,
  ): Promise<GetContractMetadataResult>;

  /**
   * Returns the native-token balance of a wallet address at a block, with its value.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:getNative`.
   * @param params - the path, query fields in one object: {@link GetNativeBalanceParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetNativeBalanceResult}
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getNativeBalance({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  getNativeBalance(params: GetNativeBalanceParams, options?: CallOptions): Promise<GetNativeBalanceResult>;

  /**
   * Lists the ERC-721 and ERC-1155 tokens a wallet address holds.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles`. Paged: {@link DataIterators.listCollectibleBalances | iterate.listCollectibleBalances} yields the `collectibleBalances` of every page.
   * @param params - the path, query fields in one object: {@link ListCollectibleBalancesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListCollectibleBalancesResult}
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listCollectibleBalances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listCollectibleBalances(
    params: ListCollectibleBalancesParams,
    options?: CallOptions,
  ): Promise<ListCollectibleBalancesResult>;

  /**
   * Lists the ERC-1155 balances (and the native balance) of a wallet address at a block.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155`. Paged: {@link DataIterators.listErc1155Balances | iterate.listErc1155Balances} yields the `erc1155TokenBalances` of every page.
   * @param params - the path, query fields in one object: {@link ListErc1155BalancesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListErc1155BalancesResult}
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listErc1155Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listErc1155Balances(
    params: ListErc1155BalancesParams,
    options?: CallOptions,
  ): Promise<ListErc1155BalancesResult>;

  /**
   * Lists the ERC-20 balances (and the native balance) of a wallet address at a block.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20`. Paged: {@link DataIterators.listErc20Balances | iterate.listErc20Balances} yields the `erc20TokenBalances` of every page.
   * @param params - the path, query fields in one object: {@link ListErc20BalancesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListErc20BalancesResult}
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listErc20Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listErc20Balances(params: ListErc20BalancesParams, options?: CallOptions): Promise<ListErc20BalancesResult>;

  /**
   * Lists the ERC-721 tokens a wallet address holds (and its native balance).
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721`. Paged: {@link DataIterators.listErc721Balances | iterate.listErc721Balances} yields the `erc721TokenBalances` of every page.
   * @param params - the path, query fields in one object: {@link ListErc721BalancesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListErc721BalancesResult}
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listErc721Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listErc721Balances(
    params: ListErc721BalancesParams,
    options?: CallOptions,
  ): Promise<ListErc721BalancesResult>;

  /**
   * Lists the transactions an address took part in, each with the transfers that involve the address.
   *
   * Each item keeps only the ERC-20, ERC-721, ERC-1155 transfers and internal transactions whose sender or receiver is the address; getTransaction returns a transaction whole.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions`. Paged: {@link DataIterators.listTransactions | iterate.listTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListTransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listTransactions(params: ListTransactionsParams, options?: CallOptions): Promise<ListTransactionsResult>;

  /**
   * Lists the ERC-1155 transfers an address sent or received, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155`. Paged: {@link DataIterators.listErc1155Transactions | iterate.listErc1155Transactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListErc1155TransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListErc1155TransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listErc1155Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listErc1155Transactions(
    params: ListErc1155TransactionsParams,
    options?: CallOptions,
  ): Promise<ListErc1155TransactionsResult>;

  /**
   * Lists the ERC-20 transfers an address sent or received, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20`. Paged: {@link DataIterators.listErc20Transactions | iterate.listErc20Transactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListErc20TransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListErc20TransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listErc20Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listErc20Transactions(
    params: ListErc20TransactionsParams,
    options?: CallOptions,
  ): Promise<ListErc20TransactionsResult>;

  /**
   * Lists the ERC-721 transfers of a wallet address, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721`. Paged: {@link DataIterators.listErc721Transactions | iterate.listErc721Transactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListErc721TransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListErc721TransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listErc721Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listErc721Transactions(
    params: ListErc721TransactionsParams,
    options?: CallOptions,
  ): Promise<ListErc721TransactionsResult>;

  /**
   * Lists the internal transactions an address took part in, within an optional block range.
   *
   * Only value-carrying `CALL`/`CALLCODE` and contract creations (`CREATE`, `CREATE2`, `CREATE3`) are listed; a node's `debug_` tracing methods give every internal call.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals`. Paged: {@link DataIterators.listInternalTransactions | iterate.listInternalTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListInternalTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListInternalTransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listInternalTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listInternalTransactions(
    params: ListInternalTransactionsParams,
    options?: CallOptions,
  ): Promise<ListInternalTransactionsResult>;

  /**
   * Lists the transactions an address sent or received, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative`. Paged: {@link DataIterators.listNativeTransactions | iterate.listNativeTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListNativeTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListNativeTransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listNativeTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listNativeTransactions(
    params: ListNativeTransactionsParams,
    options?: CallOptions,
  ): Promise<ListNativeTransactionsResult>;

  /**
   * Lists the latest indexed blocks of a chain, newest first.
   *
   * `GET /v1/chains/{chainId}/blocks`. Paged: {@link DataIterators.getLatestBlocks | iterate.getLatestBlocks} yields the `blocks` of every page.
   * @param params - the path, query fields in one object: {@link GetLatestBlocksParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetLatestBlocksResult}
   * @group EVM Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getLatestBlocks({ chainId: '43114' });
   * ```
   */
  getLatestBlocks(params: GetLatestBlocksParams, options?: CallOptions): Promise<GetLatestBlocksResult>;

  /**
   * Returns one block by number or hash.
   *
   * `GET /v1/chains/{chainId}/blocks/{blockId}`.
   * @param params - the path, query fields in one object: {@link GetBlockParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetBlockResult}
   * @group EVM Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getBlock({ chainId: '43114', blockId: '1' });
   * ```
   */
  getBlock(params: GetBlockParams, options?: CallOptions): Promise<GetBlockResult>;

  /**
   * Lists the transactions of one block, by block number or hash.
   *
   * `GET /v1/chains/{chainId}/blocks/{blockId}/transactions`. Paged: {@link DataIterators.getTransactionsForBlock | iterate.getTransactionsForBlock} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link GetTransactionsForBlockParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetTransactionsForBlockResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getTransactionsForBlock({ chainId: '43114', blockId: '0x17533aeb5193378b9ff441d61728e7a2ebaf10f61fd5310759451627dfca2e7c' });
   * ```
   */
  getTransactionsForBlock(
    params: GetTransactionsForBlockParams,
    options?: CallOptions,
  ): Promise<GetTransactionsForBlockResult>;

  /**
   * Lists the contracts deployed by an address.
   *
   * `GET /v1/chains/{chainId}/contracts/{address}/deployments`. Paged: {@link DataIterators.listContractDeployments | iterate.listContractDeployments} yields the `contracts` of every page.
   * @param params - the path, query fields in one object: {@link ListContractDeploymentsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListContractDeploymentsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listContractDeployments({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listContractDeployments(
    params: ListContractDeploymentsParams,
    options?: CallOptions,
  ): Promise<ListContractDeploymentsResult>;

  /**
   * Returns the transaction that deployed a contract, with its transfers.
   *
   * `GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment`.
   * @param params - the path, query fields in one object: {@link GetDeploymentTransactionParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetDeploymentTransactionResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getDeploymentTransaction({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   * ```
   */
  getDeploymentTransaction(
    params: GetDeploymentTransactionParams,
    options?: CallOptions,
  ): Promise<GetDeploymentTransactionResult>;

  /**
   * Lists the tokens of an NFT collection.
   *
   * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens`. Paged: {@link DataIterators.listTokens | iterate.listTokens} yields the `tokens` of every page.
   * @param params - the path, query fields in one object: {@link ListTokensParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListTokensResult}
   * @group NFTs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listTokens({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   * ```
   */
  listTokens(params: ListTokensParams, options?: CallOptions): Promise<ListTokensResult>;

  /**
   * Returns one token of an NFT collection, with its metadata.
   *
   * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}`.
   * @param params - the path, query fields in one object: {@link GetTokenDetailsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetTokenDetailsResult}
   * @group NFTs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getTokenDetails({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', tokenId: '145' });
   * ```
   */
  getTokenDetails(params: GetTokenDetailsParams, options?: CallOptions): Promise<GetTokenDetailsResult>;

  /**
   * Asks the service to fetch an NFT's metadata again.
   *
   * The service accepts this at most once an hour for each token. It answers 201 with no body, so the method resolves with `undefined`. A write: never retried.
   *
   * `POST /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex` (never retried: repeating it is not safe).
   * @param params - the path, query fields in one object: {@link ReindexNftParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ReindexNftResult} (`undefined` for a 2xx without a body)
   * @group NFTs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.reindexNft({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', tokenId: '145' });
   * ```
   */
  reindexNft(params: ReindexNftParams, options?: CallOptions): Promise<ReindexNftResult>;

  /**
   * Lists the transfers of a token contract, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/tokens/{address}/transfers`. Paged: {@link DataIterators.listTransfers | iterate.listTransfers} yields the `transfers` of every page.
   * @param params - the path, query fields in one object: {@link ListTransfersParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListTransfersResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listTransfers({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   * ```
   */
  listTransfers(params: ListTransfersParams, options?: CallOptions): Promise<ListTransfersResult>;

  /**
   * Lists the latest transactions of a chain.
   *
   * `GET /v1/chains/{chainId}/transactions`. Paged: {@link DataIterators.listLatestTransactions | iterate.listLatestTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListLatestTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListLatestTransactionsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listLatestTransactions({ chainId: '43114' });
   * ```
   */
  listLatestTransactions(
    params: ListLatestTransactionsParams,
    options?: CallOptions,
  ): Promise<ListLatestTransactionsResult>;

  /**
   * Returns one transaction whole, with all its transfers and internal transactions.
   *
   * `GET /v1/chains/{chainId}/transactions/{txHash}`.
   * @param params - the path, query fields in one object: {@link GetTransactionParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetTransactionResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getTransaction({ chainId: '43114', txHash: '0x8bf584d7b14b92a32a339872a66b134a70ba3ba7c305823f348db6f860253f45' });
   * ```
   */
  getTransaction(params: GetTransactionParams, options?: CallOptions): Promise<GetTransactionResult>;

  /**
   * Reports whether the service can read and write its database and cache.
   *
   * The operationId is the deployed service's own, kebab-case: call it as `data.dataHealthCheck()` (its camelCase alias) or `data['data-health-check']()`.
   *
   * `GET /v1/health-check`.
   * @param params - the path, query fields in one object: {@link DataHealthCheckParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link DataHealthCheckResult}
   * @group Health Check
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data["data-health-check"]();
   * ```
   */
  'data-health-check'(params?: DataHealthCheckParams, options?: CallOptions): Promise<DataHealthCheckResult>;

  /**
   * Reports whether the service can read and write its database and cache. The same method as {@link DataClient["data-health-check"]}, under a name that is an identifier (the operationId `data-health-check` is kebab-case).
   *
   * `GET /v1/health-check`.
   * @group Health Check
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.dataHealthCheck();
   * ```
   */
  dataHealthCheck(params?: DataHealthCheckParams, options?: CallOptions): Promise<DataHealthCheckResult>;

  /**
   * Lists the Interchain Messaging messages an EVM address sent or received, newest first.
   *
   * `GET /v1/icm/addresses/{address}/messages`. Paged: {@link DataIterators.listIcmMessagesByAddress | iterate.listIcmMessagesByAddress} yields the `messages` of every page.
   * @param params - the path, query fields in one object: {@link ListIcmMessagesByAddressParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListIcmMessagesByAddressResult}
   * @group Interchain Messaging
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listIcmMessagesByAddress({ address: '0x8578AE7723751446B196bD5124e1bF57B40EB7Bc', network: 'mainnet' });
   * ```
   */
  listIcmMessagesByAddress(
    params: ListIcmMessagesByAddressParams,
    options?: CallOptions,
  ): Promise<ListIcmMessagesByAddressResult>;

  /**
   * Lists Interchain Messaging messages, newest first, optionally by source or destination chain, sender or recipient.
   *
   * `GET /v1/icm/messages`. Paged: {@link DataIterators.listIcmMessages | iterate.listIcmMessages} yields the `messages` of every page.
   * @param params - the path, query fields in one object: {@link ListIcmMessagesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListIcmMessagesResult}
   * @group Interchain Messaging
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listIcmMessages({ network: 'mainnet', sourceBlockchainId: '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY', destinationBlockchainId: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp', to: '0x664A4Be5Af2cFc824F9C0914CbAc4703396Da2DC', from: '0x321eDA69247566D662178feE695C7026c604Cd94' });
   * ```
   */
  listIcmMessages(params?: ListIcmMessagesParams, options?: CallOptions): Promise<ListIcmMessagesResult>;

  /**
   * Returns one Interchain Messaging (Teleporter) message by its id; its status says whether it was delivered.
   *
   * `GET /v1/icm/messages/{messageId}`.
   * @param params - the path, query fields in one object: {@link GetIcmMessageParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetIcmMessageResult}
   * @group Interchain Messaging
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getIcmMessage({ messageId: 'acf1c8b06f9aec48e9fcbefbbe576ae8a7ca3b327fcae111396e7cc99956674d' });
   * ```
   */
  getIcmMessage(params: GetIcmMessageParams, options?: CallOptions): Promise<GetIcmMessageResult>;

  /**
   * Reports whether the service is alive, checking its read path only.
   *
   * The operationId is the deployed service's own, kebab-case: call it as `data.liveCheck()` (its camelCase alias) or `data['live-check']()`.
   *
   * `GET /v1/live-check`.
   * @param params - the path, query fields in one object: {@link LiveCheckParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link LiveCheckResult}
   * @group Health Check
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data["live-check"]();
   * ```
   */
  'live-check'(params?: LiveCheckParams, options?: CallOptions): Promise<LiveCheckResult>;

  /**
   * Reports whether the service is alive, checking its read path only. The same method as {@link DataClient["live-check"]}, under a name that is an identifier (the operationId `live-check` is kebab-case).
   *
   * `GET /v1/live-check`.
   * @group Health Check
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.liveCheck();
   * ```
   */
  liveCheck(params?: LiveCheckParams, options?: CallOptions): Promise<LiveCheckResult>;

  /**
   * Returns staking totals of a network: validator and delegator counts, stake amounts and the spread of stake over AvalancheGo versions.
   *
   * `GET /v1/networks/{network}`.
   * @param params - the path, query fields in one object: {@link GetNetworkDetailsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetNetworkDetailsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getNetworkDetails({ network: 'mainnet' });
   * ```
   */
  getNetworkDetails(params: GetNetworkDetailsParams, options?: CallOptions): Promise<GetNetworkDetailsResult>;

  /**
   * Tells, for each address, which primary-network chains it has interacted with.
   *
   * `GET /v1/networks/{network}/addresses:listChainIds`.
   * @param params - the path, query fields in one object: {@link GetChainIdsForAddressesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetChainIdsForAddressesResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getChainIdsForAddresses({ network: 'mainnet', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   * ```
   */
  getChainIdsForAddresses(
    params: GetChainIdsForAddressesParams,
    options?: CallOptions,
  ): Promise<GetChainIdsForAddressesResult>;

  /**
   * Lists the blockchains of the primary-network registry, sorted by timestamp (or by sortBy when given).
   *
   * `GET /v1/networks/{network}/blockchains`. Paged: {@link DataIterators.listBlockchains | iterate.listBlockchains} yields the `blockchains` of every page.
   * @param params - the path, query fields in one object: {@link ListBlockchainsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListBlockchainsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listBlockchains({ network: 'mainnet' });
   * ```
   */
  listBlockchains(params: ListBlockchainsParams, options?: CallOptions): Promise<ListBlockchainsResult>;

  /**
   * Returns one blockchain registered on the P chain by its id.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}`.
   * @param params - the path, query fields in one object: {@link GetBlockchainByIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetBlockchainByIdResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getBlockchainById({ network: 'mainnet', blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5' });
   * ```
   */
  getBlockchainById(params: GetBlockchainByIdParams, options?: CallOptions): Promise<GetBlockchainByIdResult>;

  /**
   * Returns an X-Chain asset: name, symbol, denomination, cap and when it was created.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}`.
   * @param params - the path, query fields in one object: {@link GetAssetDetailsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetAssetDetailsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getAssetDetails({ network: 'mainnet', blockchainId: 'x-chain', assetId: 'th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof' });
   * ```
   */
  getAssetDetails(params: GetAssetDetailsParams, options?: CallOptions): Promise<GetAssetDetailsResult>;

  /**
   * Lists the X-Chain transactions that move one asset.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions`. Paged: {@link DataIterators.listAssetTransactions | iterate.listAssetTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListAssetTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListAssetTransactionsResult}
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listAssetTransactions({ network: 'mainnet', blockchainId: 'x-chain', assetId: 'th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  listAssetTransactions(
    params: ListAssetTransactionsParams,
    options?: CallOptions,
  ): Promise<ListAssetTransactionsResult>;

  /**
   * Returns the balances of some addresses on a primary-network chain, now or at a past time; on the C chain only what sits in shared (atomic) memory.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/balances`.
   * @param params - the path, query fields in one object: {@link GetBalancesByAddressesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetBalancesByAddressesResult}
   * @group Primary Network Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getBalancesByAddresses({ network: 'mainnet', blockchainId: 'p-chain', blockTimestamp: 1599696000, addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   * ```
   */
  getBalancesByAddresses(
    params: GetBalancesByAddressesParams,
    options?: CallOptions,
  ): Promise<GetBalancesByAddressesResult>;

  /**
   * Lists the newest blocks of a primary-network chain, optionally within a time window.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks`. Paged: {@link DataIterators.listLatestPrimaryNetworkBlocks | iterate.listLatestPrimaryNetworkBlocks} yields the `blocks` of every page.
   * @param params - the path, query fields in one object: {@link ListLatestPrimaryNetworkBlocksParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListLatestPrimaryNetworkBlocksResult}
   * @group Primary Network Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listLatestPrimaryNetworkBlocks({ network: 'mainnet', blockchainId: 'p-chain', startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  listLatestPrimaryNetworkBlocks(
    params: ListLatestPrimaryNetworkBlocksParams,
    options?: CallOptions,
  ): Promise<ListLatestPrimaryNetworkBlocksResult>;

  /**
   * Returns one block of a primary-network chain by height or hash.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}`.
   * @param params - the path, query fields in one object: {@link GetBlockByIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetBlockByIdResult}
   * @group Primary Network Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getBlockById({ network: 'mainnet', blockchainId: 'p-chain', blockId: '5615di9ytxujackzaXNrVuWQy5y8Yrt8chPCscMr5Ku9YxJ1S' });
   * ```
   */
  getBlockById(params: GetBlockByIdParams, options?: CallOptions): Promise<GetBlockByIdResult>;

  /**
   * Returns when some addresses last sent or received on a primary-network chain (the address list in the query).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses`.
   * @param params - the path, query fields in one object: {@link GetLastActivityTimestampByAddressesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetLastActivityTimestampByAddressesResult}
   * @group Primary Network UTXOs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getLastActivityTimestampByAddresses({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   * ```
   */
  getLastActivityTimestampByAddresses(
    params: GetLastActivityTimestampByAddressesParams,
    options?: CallOptions,
  ): Promise<GetLastActivityTimestampByAddressesResult>;

  /**
   * Returns when some addresses last sent or received on a primary-network chain, the address list in a JSON body (for longer lists). A POST that only reads; not retried, since the service does not document it as idempotent.
   *
   * `POST /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link GetLastActivityTimestampByAddressesV2Params}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetLastActivityTimestampByAddressesV2Result}
   * @group Primary Network UTXOs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getLastActivityTimestampByAddressesV2({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   * ```
   */
  getLastActivityTimestampByAddressesV2(
    params: GetLastActivityTimestampByAddressesV2Params,
    options?: CallOptions,
  ): Promise<GetLastActivityTimestampByAddressesV2Result>;

  /**
   * Lists the blocks proposed by a node on a primary-network chain.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks`. Paged: {@link DataIterators.listPrimaryNetworkBlocksByNodeId | iterate.listPrimaryNetworkBlocksByNodeId} yields the `blocks` of every page.
   * @param params - the path, query fields in one object: {@link ListPrimaryNetworkBlocksByNodeIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListPrimaryNetworkBlocksByNodeIdResult}
   * @group Primary Network Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listPrimaryNetworkBlocksByNodeId({ network: 'mainnet', blockchainId: 'p-chain', nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' });
   * ```
   */
  listPrimaryNetworkBlocksByNodeId(
    params: ListPrimaryNetworkBlocksByNodeIdParams,
    options?: CallOptions,
  ): Promise<ListPrimaryNetworkBlocksByNodeIdResult>;

  /**
   * Lists the newest transactions of a primary-network chain, optionally only those touching some addresses, of some types or within a time window (the type and time filters need an address filter on the deployed service).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions`. Paged: {@link DataIterators.listLatestPrimaryNetworkTransactions | iterate.listLatestPrimaryNetworkTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListLatestPrimaryNetworkTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListLatestPrimaryNetworkTransactionsResult}
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listLatestPrimaryNetworkTransactions({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  listLatestPrimaryNetworkTransactions(
    params: ListLatestPrimaryNetworkTransactionsParams,
    options?: CallOptions,
  ): Promise<ListLatestPrimaryNetworkTransactionsResult>;

  /**
   * Returns one transaction of the P, X or C chain by its hash; the shape follows the chain (and, on the X chain, whether it is a vertex-based or a block-based transaction).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}`.
   * @param params - the path, query fields in one object: {@link GetTxByHashParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetTxByHashResult}
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getTxByHash({ network: 'mainnet', blockchainId: 'p-chain', txHash: '3P91K6nuDFvDodcRuJTsgdf9SvYe5pMiKk38HppsoeAiEztCP' });
   * ```
   */
  getTxByHash(params: GetTxByHashParams, options?: CallOptions): Promise<GetTxByHashResult>;

  /**
   * Lists the staking transactions (validations and delegations) still active on the P chain for some addresses.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking`. Paged: {@link DataIterators.listActivePrimaryNetworkStakingTransactions | iterate.listActivePrimaryNetworkStakingTransactions} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListActivePrimaryNetworkStakingTransactionsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListActivePrimaryNetworkStakingTransactionsResult}
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listActivePrimaryNetworkStakingTransactions({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  listActivePrimaryNetworkStakingTransactions(
    params: ListActivePrimaryNetworkStakingTransactionsParams,
    options?: CallOptions,
  ): Promise<ListActivePrimaryNetworkStakingTransactionsResult>;

  /**
   * Lists the UTXOs of some addresses on a primary-network chain (the address list travels in the query).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/utxos`. Paged: {@link DataIterators.getUtxosByAddresses | iterate.getUtxosByAddresses} yields the `utxos` of every page.
   * @param params - the path, query fields in one object: {@link GetUtxosByAddressesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetUtxosByAddressesResult}
   * @group Primary Network UTXOs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getUtxosByAddresses({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', minUtxoAmount: 1000 });
   * ```
   */
  getUtxosByAddresses(
    params: GetUtxosByAddressesParams,
    options?: CallOptions,
  ): Promise<GetUtxosByAddressesResult>;

  /**
   * Lists the UTXOs of some addresses on a primary-network chain, the address list in a JSON body (for longer lists, with pages of up to 1024). A POST that only reads; not retried, since the service does not document it as idempotent.
   *
   * `POST /v1/networks/{network}/blockchains/{blockchainId}/utxos` (never retried: repeating it is not safe). Paged: {@link DataIterators.getUtxosByAddressesV2 | iterate.getUtxosByAddressesV2} yields the `utxos` of every page.
   * @param params - the path, query and body fields in one object: {@link GetUtxosByAddressesV2Params}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetUtxosByAddressesV2Result}
   * @group Primary Network UTXOs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getUtxosByAddressesV2({ network: 'mainnet', blockchainId: 'p-chain', minUtxoAmount: 1000, addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   * ```
   */
  getUtxosByAddressesV2(
    params: GetUtxosByAddressesV2Params,
    options?: CallOptions,
  ): Promise<GetUtxosByAddressesV2Result>;

  /**
   * Lists the newest vertices of the X chain (its DAG era, before the linear chain).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices`. Paged: {@link DataIterators.listLatestXChainVertices | iterate.listLatestXChainVertices} yields the `vertices` of every page.
   * @param params - the path, query fields in one object: {@link ListLatestXChainVerticesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListLatestXChainVerticesResult}
   * @group Primary Network Vertices
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listLatestXChainVertices({ network: 'mainnet', blockchainId: 'x-chain' });
   * ```
   */
  listLatestXChainVertices(
    params: ListLatestXChainVerticesParams,
    options?: CallOptions,
  ): Promise<ListLatestXChainVerticesResult>;

  /**
   * Returns one X-Chain vertex by its hash.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}`.
   * @param params - the path, query fields in one object: {@link GetVertexByHashParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetVertexByHashResult}
   * @group Primary Network Vertices
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getVertexByHash({ network: 'mainnet', blockchainId: 'x-chain', vertexHash: 'haP1CW56cspZY7aEuqHNrtpvhqCaMTxQaYe6j5u2Mbn4L2Gqr' });
   * ```
   */
  getVertexByHash(params: GetVertexByHashParams, options?: CallOptions): Promise<GetVertexByHashResult>;

  /**
   * Lists the X-Chain vertices at one height (several vertices may share a height).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight`. Paged: {@link DataIterators.getVertexByHeight | iterate.getVertexByHeight} yields the `vertices` of every page.
   * @param params - the path, query fields in one object: {@link GetVertexByHeightParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetVertexByHeightResult}
   * @group Primary Network Vertices
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getVertexByHeight({ network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 123 });
   * ```
   */
  getVertexByHeight(params: GetVertexByHeightParams, options?: CallOptions): Promise<GetVertexByHeightResult>;

  /**
   * Lists delegations, optionally of some nodes, some reward addresses or one status.
   *
   * `GET /v1/networks/{network}/delegators`. Paged: {@link DataIterators.listDelegators | iterate.listDelegators} yields the `delegators` of every page.
   * @param params - the path, query fields in one object: {@link ListDelegatorsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListDelegatorsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listDelegators({ network: 'mainnet', rewardAddresses: 'P-avax1679zrp3z9mf7z4an42ddq47qzj36zv6ga20vwl,P-avax1s7kd0kfndlz6mh3l0etrrcmkg5y366k8e0s6cc', delegationStatus: 'completed', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs' });
   * ```
   */
  listDelegators(params: ListDelegatorsParams, options?: CallOptions): Promise<ListDelegatorsResult>;

  /**
   * Lists the validators of L1s (by default the active ones), optionally of one node, one L1 or one validation.
   *
   * `GET /v1/networks/{network}/l1Validators`. Paged: {@link DataIterators.listL1Validators | iterate.listL1Validators} yields the `validators` of every page.
   * @param params - the path, query fields in one object: {@link ListL1ValidatorsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListL1ValidatorsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listL1Validators({ network: 'mainnet', nodeId: 'NodeID-111111111111111111116DBWJs', l1ValidationId: 'BsSpTd1SDvdhaoYAuKJvRj1WnoRyu8mAuMZeuz9g7brGj6KhX', subnetId: '11111111111111111111111111111111LpoYY' });
   * ```
   */
  listL1Validators(params: ListL1ValidatorsParams, options?: CallOptions): Promise<ListL1ValidatorsResult>;

  /**
   * Lists the staking rewards already paid, for some reward addresses or some nodes (at least one of the two filters), valued in a currency.
   *
   * `GET /v1/networks/{network}/rewards`. Paged: {@link DataIterators.listHistoricalPrimaryNetworkRewards | iterate.listHistoricalPrimaryNetworkRewards} yields the `historicalRewards` of every page.
   * @param params - the path, query fields in one object: {@link ListHistoricalPrimaryNetworkRewardsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListHistoricalPrimaryNetworkRewardsResult}
   * @group Primary Network Rewards
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listHistoricalPrimaryNetworkRewards({ network: 'mainnet', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs', currency: 'usd' });
   * ```
   */
  listHistoricalPrimaryNetworkRewards(
    params: ListHistoricalPrimaryNetworkRewardsParams,
    options?: CallOptions,
  ): Promise<ListHistoricalPrimaryNetworkRewardsResult>;

  /**
   * Lists the staking rewards not paid yet, for some reward addresses or some nodes (at least one of the two filters).
   *
   * `GET /v1/networks/{network}/rewards:listPending`. Paged: {@link DataIterators.listPendingPrimaryNetworkRewards | iterate.listPendingPrimaryNetworkRewards} yields the `pendingRewards` of every page.
   * @param params - the path, query fields in one object: {@link ListPendingPrimaryNetworkRewardsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListPendingPrimaryNetworkRewardsResult}
   * @group Primary Network Rewards
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listPendingPrimaryNetworkRewards({ network: 'mainnet', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs' });
   * ```
   */
  listPendingPrimaryNetworkRewards(
    params: ListPendingPrimaryNetworkRewardsParams,
    options?: CallOptions,
  ): Promise<ListPendingPrimaryNetworkRewardsResult>;

  /**
   * Lists the subnets (and L1s) registered on the network, with their blockchains.
   *
   * `GET /v1/networks/{network}/subnets`. Paged: {@link DataIterators.listSubnets | iterate.listSubnets} yields the `subnets` of every page.
   * @param params - the path, query fields in one object: {@link ListSubnetsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListSubnetsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listSubnets({ network: 'mainnet' });
   * ```
   */
  listSubnets(params: ListSubnetsParams, options?: CallOptions): Promise<ListSubnetsResult>;

  /**
   * Returns one subnet (or L1) with its blockchains.
   *
   * `GET /v1/networks/{network}/subnets/{subnetId}`.
   * @param params - the path, query fields in one object: {@link GetSubnetByIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetSubnetByIdResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getSubnetById({ network: 'mainnet', subnetId: '11111111111111111111111111111111LpoYY' });
   * ```
   */
  getSubnetById(params: GetSubnetByIdParams, options?: CallOptions): Promise<GetSubnetByIdResult>;

  /**
   * Lists validators (of the primary network or of subnets), with filters on status, node ids, delegation capacity, time left, fee, uptime and subnet.
   *
   * `GET /v1/networks/{network}/validators`. Paged: {@link DataIterators.listValidators | iterate.listValidators} yields the `validators` of every page.
   * @param params - the path, query fields in one object: {@link ListValidatorsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListValidatorsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listValidators({ network: 'mainnet', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs', validationStatus: 'completed', minDelegationCapacity: '0', maxDelegationCapacity: '720000000000000000', minTimeRemaining: 0, maxTimeRemaining: 2147483647, minFeePercentage: 2, maxFeePercentage: 100, minUptimePerformance: 90, maxUptimePerformance: 100, subnetId: '11111111111111111111111111111111LpoYY' });
   * ```
   */
  listValidators(params: ListValidatorsParams, options?: CallOptions): Promise<ListValidatorsResult>;

  /**
   * Lists the validations of one node (current and past), optionally of one status.
   *
   * `GET /v1/networks/{network}/validators/{nodeId}`. Paged: {@link DataIterators.getSingleValidatorDetails | iterate.getSingleValidatorDetails} yields the `validators` of every page.
   * @param params - the path, query fields in one object: {@link GetSingleValidatorDetailsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetSingleValidatorDetailsResult}
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getSingleValidatorDetails({ network: 'mainnet', nodeId: 'NodeID-111111111111111111116DBWJs', validationStatus: 'completed' });
   * ```
   */
  getSingleValidatorDetails(
    params: GetSingleValidatorDetailsParams,
    options?: CallOptions,
  ): Promise<GetSingleValidatorDetailsResult>;

  /**
   * Starts a job exporting the transactions of addresses; poll getOperationResult with its id.
   *
   * The job runs in the background. An EVM export (`TRANSACTION_EXPORT_EVM`) needs `options.addresses` and the EVM chain ids in `options.includeChains`; a primary-network export takes primary-network chain ids or aliases in `options.includeChains` and optional addresses. A write: never retried (a retry could start a second job).
   *
   * `POST /v1/operations/transactions:export` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link PostTransactionExportJobParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link PostTransactionExportJobResult}
   * @group Operations
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.postTransactionExportJob({ type: 'TRANSACTION_EXPORT_EVM', options: {"addresses":["0x71C7656EC7ab88b098defB751B7401B5f6d8976F"],"includeChains":["43114"]} });
   * ```
   */
  postTransactionExportJob(
    params: PostTransactionExportJobParams,
    options?: CallOptions,
  ): Promise<PostTransactionExportJobResult>;

  /**
   * Returns the state of a long-running operation (an export job), and its result once done.
   *
   * `GET /v1/operations/{operationId}`.
   * @param params - the path, query fields in one object: {@link GetOperationResultParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetOperationResultResult}
   * @group Operations
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getOperationResult({ operationId: 'aa22054a-cb7c-4a4e-9b83-59f2ede74138' });
   * ```
   */
  getOperationResult(
    params: GetOperationResultParams,
    options?: CallOptions,
  ): Promise<GetOperationResultResult>;

  /**
   * Returns the usage of the primary network's public RPC per time bucket.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/primaryNetworkRpcUsageMetrics`.
   * @param params - the path, query fields in one object: {@link GetPrimaryNetworkRpcUsageMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetPrimaryNetworkRpcUsageMetricsResult}
   * @group Data API Usage Metrics
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getPrimaryNetworkRpcUsageMetrics({ timeInterval: 'daily', startTimestamp: 1739507200, endTimestamp: 1739664000, groupBy: 'rpcMethod', network: 'mainnet' });
   * ```
   */
  getPrimaryNetworkRpcUsageMetrics(
    params: GetPrimaryNetworkRpcUsageMetricsParams,
    options?: CallOptions,
  ): Promise<GetPrimaryNetworkRpcUsageMetricsResult>;

  /**
   * Collects validator signatures for a Warp message (or justification) and returns the signed message.
   *
   * `POST /v1/signatureAggregator/{network}/aggregateSignatures` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link AggregateSignaturesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link AggregateSignaturesResult}
   * @group Signature Aggregator
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.aggregateSignatures({ network: 'mainnet', message: '0x00000000000100000000' });
   * ```
   */
  aggregateSignatures(
    params: AggregateSignaturesParams,
    options?: CallOptions,
  ): Promise<AggregateSignaturesResult>;

  /**
   * Returns the aggregated signatures of a P-Chain L1-related Warp message, by the transaction hash that carries it.
   *
   * `GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}`.
   * @param params - the path, query fields in one object: {@link GetAggregatedSignaturesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetAggregatedSignaturesResult}
   * @group Signature Aggregator
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getAggregatedSignatures({ network: 'mainnet', txHash: '2QmnEsbgWtWqpsT8G1bEeTCkkPK2wS6YkxjRAu5y6WsWJ2iz4G' });
   * ```
   */
  getAggregatedSignatures(
    params: GetAggregatedSignaturesParams,
    options?: CallOptions,
  ): Promise<GetAggregatedSignaturesResult>;

  /**
   * Returns the usage of the public RPC of a subnet (L1) per time bucket.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/subnetRpcUsageMetrics`.
   * @param params - the path, query fields in one object: {@link GetSubnetRpcUsageMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetSubnetRpcUsageMetricsResult}
   * @group Data API Usage Metrics
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getSubnetRpcUsageMetrics({ timeInterval: 'daily', startTimestamp: 1739507200, endTimestamp: 1739664000, groupBy: 'rpcMethod' });
   * ```
   */
  getSubnetRpcUsageMetrics(
    params?: GetSubnetRpcUsageMetricsParams,
    options?: CallOptions,
  ): Promise<GetSubnetRpcUsageMetricsResult>;

  /**
   * Lists the latest transactions of every supported EVM chain together, newest first.
   *
   * `GET /v1/transactions`. Paged: {@link DataIterators.listLatestTransactionsAllChains | iterate.listLatestTransactionsAllChains} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListLatestTransactionsAllChainsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListLatestTransactionsAllChainsResult}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listLatestTransactionsAllChains({ network: 'mainnet' });
   * ```
   */
  listLatestTransactionsAllChains(
    params?: ListLatestTransactionsAllChainsParams,
    options?: CallOptions,
  ): Promise<ListLatestTransactionsAllChainsResult>;

  /**
   * Lists the caller's webhooks, all of them or those of one status.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/webhooks`. Paged: {@link DataIterators.listWebhooks | iterate.listWebhooks} yields the `webhooks` of every page.
   * @param params - the path, query fields in one object: {@link ListWebhooksParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListWebhooksResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listWebhooks({ status: 'active' });
   * ```
   */
  listWebhooks(params?: ListWebhooksParams, options?: CallOptions): Promise<ListWebhooksResult>;

  /**
   * Creates a webhook; the service then calls `url` on each matching event.
   *
   * Three kinds, by `eventType`: `address_activity` (EVM addresses of one chain: `chainId`, and `metadata.addresses`), `primary_network_address_activity` (`network`, `chainId`, and `metadata` with `keyType: addresses`, `keys` and `subEvents`), `validator_activity` (`network`, and `metadata` with `keyType` `nodeId` or `subnetId`, `keys` and `subEvents`). Needs an API key on the deployed service. Never retried: a retry could create a second webhook.
   *
   * `POST /v1/webhooks` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link CreateWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link CreateWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.createWebhook({ eventType: 'address_activity', url: 'https://example.com/hook', chainId: '43114', metadata: {"addresses":["0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"]} });
   * ```
   */
  createWebhook(params: CreateWebhookParams, options?: CallOptions): Promise<CreateWebhookResult>;

  /**
   * Returns one webhook.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/webhooks/{id}`.
   * @param params - the path, query fields in one object: {@link GetWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   * ```
   */
  getWebhook(params: GetWebhookParams, options?: CallOptions): Promise<GetWebhookResult>;

  /**
   * Deactivates a webhook (it stays listed, with status `inactive`).
   *
   * Needs an API key on the deployed service. A write: never retried.
   *
   * `DELETE /v1/webhooks/{id}` (never retried: repeating it is not safe).
   * @param params - the path, query fields in one object: {@link DeactivateWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link DeactivateWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.deactivateWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   * ```
   */
  deactivateWebhook(params: DeactivateWebhookParams, options?: CallOptions): Promise<DeactivateWebhookResult>;

  /**
   * Changes a webhook's name, URL, status or EVM options; fields left out keep their value.
   *
   * Needs an API key on the deployed service. A write: never retried.
   *
   * `PATCH /v1/webhooks/{id}` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link UpdateWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link UpdateWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.updateWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   * ```
   */
  updateWebhook(params: UpdateWebhookParams, options?: CallOptions): Promise<UpdateWebhookResult>;

  /**
   * Lists the addresses an EVM address-activity webhook watches.
   *
   * Only `address_activity` webhooks have an address list.
   *
   * `GET /v1/webhooks/{id}/addresses`. Paged: {@link DataIterators.getAddressesFromWebhook | iterate.getAddressesFromWebhook} yields the `addresses` of every page.
   * @param params - the path, query fields in one object: {@link GetAddressesFromWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetAddressesFromWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getAddressesFromWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   * ```
   */
  getAddressesFromWebhook(
    params: GetAddressesFromWebhookParams,
    options?: CallOptions,
  ): Promise<GetAddressesFromWebhookResult>;

  /**
   * Removes addresses from an EVM address-activity webhook.
   *
   * Only `address_activity` webhooks have an address list. The addresses travel in a JSON body of the DELETE request. A write: never retried.
   *
   * `DELETE /v1/webhooks/{id}/addresses` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link RemoveAddressesFromWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link RemoveAddressesFromWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.removeAddressesFromWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04', addresses: ["0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"] });
   * ```
   */
  removeAddressesFromWebhook(
    params: RemoveAddressesFromWebhookParams,
    options?: CallOptions,
  ): Promise<RemoveAddressesFromWebhookResult>;

  /**
   * Adds addresses to an EVM address-activity webhook.
   *
   * Only `address_activity` webhooks have an address list. A write: never retried.
   *
   * `PATCH /v1/webhooks/{id}/addresses` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link AddAddressesToWebhookParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link AddAddressesToWebhookResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.addAddressesToWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04', addresses: ["0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"] });
   * ```
   */
  addAddressesToWebhook(
    params: AddAddressesToWebhookParams,
    options?: CallOptions,
  ): Promise<AddAddressesToWebhookResult>;

  /**
   * Creates the secret the service signs webhook calls with, or replaces it with a new one.
   *
   * The previous secret stops being used. Needs an API key on the deployed service. A write: never retried.
   *
   * `POST /v1/webhooks:generateOrRotateSharedSecret` (never retried: repeating it is not safe).
   * @param params - the path, query fields in one object: {@link GenerateOrRotateSharedSecretParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GenerateOrRotateSharedSecretResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.generateOrRotateSharedSecret();
   * ```
   */
  generateOrRotateSharedSecret(
    params?: GenerateOrRotateSharedSecretParams,
    options?: CallOptions,
  ): Promise<GenerateOrRotateSharedSecretResult>;

  /**
   * Returns the secret the service signs webhook calls with.
   *
   * Needs an API key on the deployed service.
   *
   * `GET /v1/webhooks:getSharedSecret`.
   * @param params - the path, query fields in one object: {@link GetSharedSecretParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetSharedSecretResult}
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.getSharedSecret();
   * ```
   */
  getSharedSecret(params?: GetSharedSecretParams, options?: CallOptions): Promise<GetSharedSecretResult>;

  /**
   * Like listTransactions, with each ERC-20 token's reputation and an optional spam filter.
   *
   * `GET /v2/chains/{chainId}/addresses/{address}/transactions`. Paged: {@link DataIterators.listTransactionsV2 | iterate.listTransactionsV2} yields the `transactions` of every page.
   * @param params - the path, query fields in one object: {@link ListTransactionsV2Params}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListTransactionsV2Result}
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * const result = await data.listTransactionsV2({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   * ```
   */
  listTransactionsV2(
    params: ListTransactionsV2Params,
    options?: CallOptions,
  ): Promise<ListTransactionsV2Result>;

  /**
   * Iterates the items of every paged operation across pages (DataIterators).
   */
  readonly iterate: DataIterators;
}

/**
 * The iterators of {@link DataClient.iterate}: one per paged operation, yielding the items of every page.
 * @group Client
 */
export interface DataIterators {
  /**
   * Iterates the `logs` of every page of {@link DataClient.getApiLogs}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the caller's requests one by one (a request log), optionally filtered.
   *
   * `GET /v1/apiLogs`.
   * @param params - the path, query fields in one object: {@link GetApiLogsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetApiLogsItem})
   * @group Data API Usage Metrics
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getApiLogs({ startTimestamp: 1739507200, endTimestamp: 1739664000 })) console.log(item);
   * ```
   */
  getApiLogs(params?: GetApiLogsParams, options?: IterateOptions): AsyncIterableIterator<GetApiLogsItem>;

  /**
   * Iterates the `blocks` of every page of {@link DataClient.listLatestBlocksAllChains}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the latest blocks of every supported EVM chain together, newest first.
   *
   * `GET /v1/blocks`.
   * @param params - the path, query fields in one object: {@link ListLatestBlocksAllChainsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListLatestBlocksAllChainsItem})
   * @group EVM Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listLatestBlocksAllChains({ network: 'mainnet' })) console.log(item);
   * ```
   */
  listLatestBlocksAllChains(
    params?: ListLatestBlocksAllChainsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListLatestBlocksAllChainsItem>;

  /**
   * Iterates the `collectibleBalances` of every page of {@link DataClient.listCollectibleBalances}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-721 and ERC-1155 tokens a wallet address holds.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles`.
   * @param params - the path, query fields in one object: {@link ListCollectibleBalancesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListCollectibleBalancesItem})
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listCollectibleBalances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listCollectibleBalances(
    params: ListCollectibleBalancesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListCollectibleBalancesItem>;

  /**
   * Iterates the `erc1155TokenBalances` of every page of {@link DataClient.listErc1155Balances}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-1155 balances (and the native balance) of a wallet address at a block.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155`.
   * @param params - the path, query fields in one object: {@link ListErc1155BalancesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListErc1155BalancesItem})
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listErc1155Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listErc1155Balances(
    params: ListErc1155BalancesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListErc1155BalancesItem>;

  /**
   * Iterates the `erc20TokenBalances` of every page of {@link DataClient.listErc20Balances}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-20 balances (and the native balance) of a wallet address at a block.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20`.
   * @param params - the path, query fields in one object: {@link ListErc20BalancesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListErc20BalancesItem})
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listErc20Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listErc20Balances(
    params: ListErc20BalancesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListErc20BalancesItem>;

  /**
   * Iterates the `erc721TokenBalances` of every page of {@link DataClient.listErc721Balances}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-721 tokens a wallet address holds (and its native balance).
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721`.
   * @param params - the path, query fields in one object: {@link ListErc721BalancesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListErc721BalancesItem})
   * @group EVM Balances
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listErc721Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listErc721Balances(
    params: ListErc721BalancesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListErc721BalancesItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the transactions an address took part in, each with the transfers that involve the address.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions`.
   * @param params - the path, query fields in one object: {@link ListTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListTransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listTransactions(
    params: ListTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListTransactionsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listErc1155Transactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-1155 transfers an address sent or received, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155`.
   * @param params - the path, query fields in one object: {@link ListErc1155TransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListErc1155TransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listErc1155Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listErc1155Transactions(
    params: ListErc1155TransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListErc1155TransactionsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listErc20Transactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-20 transfers an address sent or received, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20`.
   * @param params - the path, query fields in one object: {@link ListErc20TransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListErc20TransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listErc20Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listErc20Transactions(
    params: ListErc20TransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListErc20TransactionsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listErc721Transactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the ERC-721 transfers of a wallet address, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721`.
   * @param params - the path, query fields in one object: {@link ListErc721TransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListErc721TransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listErc721Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listErc721Transactions(
    params: ListErc721TransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListErc721TransactionsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listInternalTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the internal transactions an address took part in, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals`.
   * @param params - the path, query fields in one object: {@link ListInternalTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListInternalTransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listInternalTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listInternalTransactions(
    params: ListInternalTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListInternalTransactionsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listNativeTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the transactions an address sent or received, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative`.
   * @param params - the path, query fields in one object: {@link ListNativeTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListNativeTransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listNativeTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listNativeTransactions(
    params: ListNativeTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListNativeTransactionsItem>;

  /**
   * Iterates the `blocks` of every page of {@link DataClient.getLatestBlocks}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the latest indexed blocks of a chain, newest first.
   *
   * `GET /v1/chains/{chainId}/blocks`.
   * @param params - the path, query fields in one object: {@link GetLatestBlocksParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetLatestBlocksItem})
   * @group EVM Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getLatestBlocks({ chainId: '43114' })) console.log(item);
   * ```
   */
  getLatestBlocks(
    params: GetLatestBlocksParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetLatestBlocksItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.getTransactionsForBlock}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the transactions of one block, by block number or hash.
   *
   * `GET /v1/chains/{chainId}/blocks/{blockId}/transactions`.
   * @param params - the path, query fields in one object: {@link GetTransactionsForBlockParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetTransactionsForBlockItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getTransactionsForBlock({ chainId: '43114', blockId: '0x17533aeb5193378b9ff441d61728e7a2ebaf10f61fd5310759451627dfca2e7c' })) console.log(item);
   * ```
   */
  getTransactionsForBlock(
    params: GetTransactionsForBlockParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetTransactionsForBlockItem>;

  /**
   * Iterates the `contracts` of every page of {@link DataClient.listContractDeployments}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the contracts deployed by an address.
   *
   * `GET /v1/chains/{chainId}/contracts/{address}/deployments`.
   * @param params - the path, query fields in one object: {@link ListContractDeploymentsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListContractDeploymentsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listContractDeployments({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listContractDeployments(
    params: ListContractDeploymentsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListContractDeploymentsItem>;

  /**
   * Iterates the `tokens` of every page of {@link DataClient.listTokens}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the tokens of an NFT collection.
   *
   * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens`.
   * @param params - the path, query fields in one object: {@link ListTokensParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListTokensItem})
   * @group NFTs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listTokens({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' })) console.log(item);
   * ```
   */
  listTokens(params: ListTokensParams, options?: IterateOptions): AsyncIterableIterator<ListTokensItem>;

  /**
   * Iterates the `transfers` of every page of {@link DataClient.listTransfers}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the transfers of a token contract, within an optional block range.
   *
   * `GET /v1/chains/{chainId}/tokens/{address}/transfers`.
   * @param params - the path, query fields in one object: {@link ListTransfersParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListTransfersItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listTransfers({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' })) console.log(item);
   * ```
   */
  listTransfers(
    params: ListTransfersParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListTransfersItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listLatestTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the latest transactions of a chain.
   *
   * `GET /v1/chains/{chainId}/transactions`.
   * @param params - the path, query fields in one object: {@link ListLatestTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListLatestTransactionsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listLatestTransactions({ chainId: '43114' })) console.log(item);
   * ```
   */
  listLatestTransactions(
    params: ListLatestTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListLatestTransactionsItem>;

  /**
   * Iterates the `messages` of every page of {@link DataClient.listIcmMessagesByAddress}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the Interchain Messaging messages an EVM address sent or received, newest first.
   *
   * `GET /v1/icm/addresses/{address}/messages`.
   * @param params - the path, query fields in one object: {@link ListIcmMessagesByAddressParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListIcmMessagesByAddressItem})
   * @group Interchain Messaging
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listIcmMessagesByAddress({ address: '0x8578AE7723751446B196bD5124e1bF57B40EB7Bc', network: 'mainnet' })) console.log(item);
   * ```
   */
  listIcmMessagesByAddress(
    params: ListIcmMessagesByAddressParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListIcmMessagesByAddressItem>;

  /**
   * Iterates the `messages` of every page of {@link DataClient.listIcmMessages}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists Interchain Messaging messages, newest first, optionally by source or destination chain, sender or recipient.
   *
   * `GET /v1/icm/messages`.
   * @param params - the path, query fields in one object: {@link ListIcmMessagesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListIcmMessagesItem})
   * @group Interchain Messaging
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listIcmMessages({ network: 'mainnet', sourceBlockchainId: '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY', destinationBlockchainId: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp', to: '0x664A4Be5Af2cFc824F9C0914CbAc4703396Da2DC', from: '0x321eDA69247566D662178feE695C7026c604Cd94' })) console.log(item);
   * ```
   */
  listIcmMessages(
    params?: ListIcmMessagesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListIcmMessagesItem>;

  /**
   * Iterates the `blockchains` of every page of {@link DataClient.listBlockchains}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the blockchains of the primary-network registry, sorted by timestamp (or by sortBy when given).
   *
   * `GET /v1/networks/{network}/blockchains`.
   * @param params - the path, query fields in one object: {@link ListBlockchainsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListBlockchainsItem})
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listBlockchains({ network: 'mainnet' })) console.log(item);
   * ```
   */
  listBlockchains(
    params: ListBlockchainsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListBlockchainsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listAssetTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the X-Chain transactions that move one asset.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions`.
   * @param params - the path, query fields in one object: {@link ListAssetTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListAssetTransactionsItem})
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listAssetTransactions({ network: 'mainnet', blockchainId: 'x-chain', assetId: 'th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 })) console.log(item);
   * ```
   */
  listAssetTransactions(
    params: ListAssetTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListAssetTransactionsItem>;

  /**
   * Iterates the `blocks` of every page of {@link DataClient.listLatestPrimaryNetworkBlocks}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the newest blocks of a primary-network chain, optionally within a time window.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks`.
   * @param params - the path, query fields in one object: {@link ListLatestPrimaryNetworkBlocksParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListLatestPrimaryNetworkBlocksItem})
   * @group Primary Network Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listLatestPrimaryNetworkBlocks({ network: 'mainnet', blockchainId: 'p-chain', startTimestamp: 1689541049, endTimestamp: 1689800249 })) console.log(item);
   * ```
   */
  listLatestPrimaryNetworkBlocks(
    params: ListLatestPrimaryNetworkBlocksParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListLatestPrimaryNetworkBlocksItem>;

  /**
   * Iterates the `blocks` of every page of {@link DataClient.listPrimaryNetworkBlocksByNodeId}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the blocks proposed by a node on a primary-network chain.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks`.
   * @param params - the path, query fields in one object: {@link ListPrimaryNetworkBlocksByNodeIdParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListPrimaryNetworkBlocksByNodeIdItem})
   * @group Primary Network Blocks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listPrimaryNetworkBlocksByNodeId({ network: 'mainnet', blockchainId: 'p-chain', nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' })) console.log(item);
   * ```
   */
  listPrimaryNetworkBlocksByNodeId(
    params: ListPrimaryNetworkBlocksByNodeIdParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListPrimaryNetworkBlocksByNodeIdItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listLatestPrimaryNetworkTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the newest transactions of a primary-network chain, optionally only those touching some addresses, of some types or within a time window (the type and time filters need an address filter on the deployed service).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions`.
   * @param params - the path, query fields in one object: {@link ListLatestPrimaryNetworkTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListLatestPrimaryNetworkTransactionsItem})
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listLatestPrimaryNetworkTransactions({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 })) console.log(item);
   * ```
   */
  listLatestPrimaryNetworkTransactions(
    params: ListLatestPrimaryNetworkTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListLatestPrimaryNetworkTransactionsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listActivePrimaryNetworkStakingTransactions}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the staking transactions (validations and delegations) still active on the P chain for some addresses.
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking`.
   * @param params - the path, query fields in one object: {@link ListActivePrimaryNetworkStakingTransactionsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListActivePrimaryNetworkStakingTransactionsItem})
   * @group Primary Network Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listActivePrimaryNetworkStakingTransactions({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 })) console.log(item);
   * ```
   */
  listActivePrimaryNetworkStakingTransactions(
    params: ListActivePrimaryNetworkStakingTransactionsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListActivePrimaryNetworkStakingTransactionsItem>;

  /**
   * Iterates the `utxos` of every page of {@link DataClient.getUtxosByAddresses}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the UTXOs of some addresses on a primary-network chain (the address list travels in the query).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/utxos`.
   * @param params - the path, query fields in one object: {@link GetUtxosByAddressesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetUtxosByAddressesItem})
   * @group Primary Network UTXOs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getUtxosByAddresses({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', minUtxoAmount: 1000 })) console.log(item);
   * ```
   */
  getUtxosByAddresses(
    params: GetUtxosByAddressesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetUtxosByAddressesItem>;

  /**
   * Iterates the `utxos` of every page of {@link DataClient.getUtxosByAddressesV2}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the UTXOs of some addresses on a primary-network chain, the address list in a JSON body (for longer lists, with pages of up to 1024). A POST that only reads; not retried, since the service does not document it as idempotent.
   *
   * `POST /v1/networks/{network}/blockchains/{blockchainId}/utxos` (never retried: repeating it is not safe).
   * @param params - the path, query and body fields in one object: {@link GetUtxosByAddressesV2Params}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetUtxosByAddressesV2Item})
   * @group Primary Network UTXOs
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getUtxosByAddressesV2({ network: 'mainnet', blockchainId: 'p-chain', minUtxoAmount: 1000, addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' })) console.log(item);
   * ```
   */
  getUtxosByAddressesV2(
    params: GetUtxosByAddressesV2Params,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetUtxosByAddressesV2Item>;

  /**
   * Iterates the `vertices` of every page of {@link DataClient.listLatestXChainVertices}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the newest vertices of the X chain (its DAG era, before the linear chain).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices`.
   * @param params - the path, query fields in one object: {@link ListLatestXChainVerticesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListLatestXChainVerticesItem})
   * @group Primary Network Vertices
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listLatestXChainVertices({ network: 'mainnet', blockchainId: 'x-chain' })) console.log(item);
   * ```
   */
  listLatestXChainVertices(
    params: ListLatestXChainVerticesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListLatestXChainVerticesItem>;

  /**
   * Iterates the `vertices` of every page of {@link DataClient.getVertexByHeight}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the X-Chain vertices at one height (several vertices may share a height).
   *
   * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight`.
   * @param params - the path, query fields in one object: {@link GetVertexByHeightParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetVertexByHeightItem})
   * @group Primary Network Vertices
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getVertexByHeight({ network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 123 })) console.log(item);
   * ```
   */
  getVertexByHeight(
    params: GetVertexByHeightParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetVertexByHeightItem>;

  /**
   * Iterates the `delegators` of every page of {@link DataClient.listDelegators}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists delegations, optionally of some nodes, some reward addresses or one status.
   *
   * `GET /v1/networks/{network}/delegators`.
   * @param params - the path, query fields in one object: {@link ListDelegatorsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListDelegatorsItem})
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listDelegators({ network: 'mainnet', rewardAddresses: 'P-avax1679zrp3z9mf7z4an42ddq47qzj36zv6ga20vwl,P-avax1s7kd0kfndlz6mh3l0etrrcmkg5y366k8e0s6cc', delegationStatus: 'completed', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs' })) console.log(item);
   * ```
   */
  listDelegators(
    params: ListDelegatorsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListDelegatorsItem>;

  /**
   * Iterates the `validators` of every page of {@link DataClient.listL1Validators}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the validators of L1s (by default the active ones), optionally of one node, one L1 or one validation.
   *
   * `GET /v1/networks/{network}/l1Validators`.
   * @param params - the path, query fields in one object: {@link ListL1ValidatorsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListL1ValidatorsItem})
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listL1Validators({ network: 'mainnet', nodeId: 'NodeID-111111111111111111116DBWJs', l1ValidationId: 'BsSpTd1SDvdhaoYAuKJvRj1WnoRyu8mAuMZeuz9g7brGj6KhX', subnetId: '11111111111111111111111111111111LpoYY' })) console.log(item);
   * ```
   */
  listL1Validators(
    params: ListL1ValidatorsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListL1ValidatorsItem>;

  /**
   * Iterates the `historicalRewards` of every page of {@link DataClient.listHistoricalPrimaryNetworkRewards}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the staking rewards already paid, for some reward addresses or some nodes (at least one of the two filters), valued in a currency.
   *
   * `GET /v1/networks/{network}/rewards`.
   * @param params - the path, query fields in one object: {@link ListHistoricalPrimaryNetworkRewardsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListHistoricalPrimaryNetworkRewardsItem})
   * @group Primary Network Rewards
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listHistoricalPrimaryNetworkRewards({ network: 'mainnet', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs', currency: 'usd' })) console.log(item);
   * ```
   */
  listHistoricalPrimaryNetworkRewards(
    params: ListHistoricalPrimaryNetworkRewardsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListHistoricalPrimaryNetworkRewardsItem>;

  /**
   * Iterates the `pendingRewards` of every page of {@link DataClient.listPendingPrimaryNetworkRewards}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the staking rewards not paid yet, for some reward addresses or some nodes (at least one of the two filters).
   *
   * `GET /v1/networks/{network}/rewards:listPending`.
   * @param params - the path, query fields in one object: {@link ListPendingPrimaryNetworkRewardsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListPendingPrimaryNetworkRewardsItem})
   * @group Primary Network Rewards
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listPendingPrimaryNetworkRewards({ network: 'mainnet', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs' })) console.log(item);
   * ```
   */
  listPendingPrimaryNetworkRewards(
    params: ListPendingPrimaryNetworkRewardsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListPendingPrimaryNetworkRewardsItem>;

  /**
   * Iterates the `subnets` of every page of {@link DataClient.listSubnets}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the subnets (and L1s) registered on the network, with their blockchains.
   *
   * `GET /v1/networks/{network}/subnets`.
   * @param params - the path, query fields in one object: {@link ListSubnetsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListSubnetsItem})
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listSubnets({ network: 'mainnet' })) console.log(item);
   * ```
   */
  listSubnets(params: ListSubnetsParams, options?: IterateOptions): AsyncIterableIterator<ListSubnetsItem>;

  /**
   * Iterates the `validators` of every page of {@link DataClient.listValidators}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists validators (of the primary network or of subnets), with filters on status, node ids, delegation capacity, time left, fee, uptime and subnet.
   *
   * `GET /v1/networks/{network}/validators`.
   * @param params - the path, query fields in one object: {@link ListValidatorsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListValidatorsItem})
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listValidators({ network: 'mainnet', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs', validationStatus: 'completed', minDelegationCapacity: '0', maxDelegationCapacity: '720000000000000000', minTimeRemaining: 0, maxTimeRemaining: 2147483647, minFeePercentage: 2, maxFeePercentage: 100, minUptimePerformance: 90, maxUptimePerformance: 100, subnetId: '11111111111111111111111111111111LpoYY' })) console.log(item);
   * ```
   */
  listValidators(
    params: ListValidatorsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListValidatorsItem>;

  /**
   * Iterates the `validators` of every page of {@link DataClient.getSingleValidatorDetails}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the validations of one node (current and past), optionally of one status.
   *
   * `GET /v1/networks/{network}/validators/{nodeId}`.
   * @param params - the path, query fields in one object: {@link GetSingleValidatorDetailsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetSingleValidatorDetailsItem})
   * @group Primary Network
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getSingleValidatorDetails({ network: 'mainnet', nodeId: 'NodeID-111111111111111111116DBWJs', validationStatus: 'completed' })) console.log(item);
   * ```
   */
  getSingleValidatorDetails(
    params: GetSingleValidatorDetailsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetSingleValidatorDetailsItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listLatestTransactionsAllChains}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the latest transactions of every supported EVM chain together, newest first.
   *
   * `GET /v1/transactions`.
   * @param params - the path, query fields in one object: {@link ListLatestTransactionsAllChainsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListLatestTransactionsAllChainsItem})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listLatestTransactionsAllChains({ network: 'mainnet' })) console.log(item);
   * ```
   */
  listLatestTransactionsAllChains(
    params?: ListLatestTransactionsAllChainsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListLatestTransactionsAllChainsItem>;

  /**
   * Iterates the `webhooks` of every page of {@link DataClient.listWebhooks}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the caller's webhooks, all of them or those of one status.
   *
   * `GET /v1/webhooks`.
   * @param params - the path, query fields in one object: {@link ListWebhooksParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListWebhooksItem})
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listWebhooks({ status: 'active' })) console.log(item);
   * ```
   */
  listWebhooks(
    params?: ListWebhooksParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListWebhooksItem>;

  /**
   * Iterates the `addresses` of every page of {@link DataClient.getAddressesFromWebhook}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the addresses an EVM address-activity webhook watches.
   *
   * `GET /v1/webhooks/{id}/addresses`.
   * @param params - the path, query fields in one object: {@link GetAddressesFromWebhookParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetAddressesFromWebhookItem})
   * @group Webhooks
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.getAddressesFromWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' })) console.log(item);
   * ```
   */
  getAddressesFromWebhook(
    params: GetAddressesFromWebhookParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetAddressesFromWebhookItem>;

  /**
   * Iterates the `transactions` of every page of {@link DataClient.listTransactionsV2}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Like listTransactions, with each ERC-20 token's reputation and an optional spam filter.
   *
   * `GET /v2/chains/{chainId}/addresses/{address}/transactions`.
   * @param params - the path, query fields in one object: {@link ListTransactionsV2Params}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListTransactionsV2Item})
   * @group EVM Transactions
   * @example
   * ```ts
   * import { createDataClient } from '@pkg/data';
   * const data = createDataClient();
   * for await (const item of data.iterate.listTransactionsV2({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })) console.log(item);
   * ```
   */
  listTransactionsV2(
    params: ListTransactionsV2Params,
    options?: IterateOptions,
  ): AsyncIterableIterator<ListTransactionsV2Item>;
}

/**
 * A table of some Data API operations, by operationId: entries of `@pkg/data/operations`
 * (`{ listAddressChains, getApiLogs }`), or one of its per-tag tables (`avaxSupplyOperations`).
 * @group Client
 */
export type DataOperationTable = {
  readonly [K in keyof DataOperations as K | OperationAlias<K>]?: DataOperationInfo<K>;
};

/**
 * The operationId a key of a {@link DataOperationTable} stands for: itself, or the kebab-case operationId whose
 * camelCase alias it is (`'dataHealthCheck'` -> `'data-health-check'`).
 * @group Client
 */
export type DataOperationKey<P> = {
  [K in keyof DataOperations]: P extends K | OperationAlias<K> ? K : never;
}[keyof DataOperations];

/**
 * A Data API client of some operations (`createDataClientFor`): their methods of {@link DataClient}, and their iterators.
 * @group Client
 */
export type DataClientOf<K extends keyof DataOperations> = Pick<DataClient, K | OperationAlias<K>> & {
  /** Iterates the items of the paged ones among the operations, across pages. */
  readonly iterate: Pick<DataIterators, (K | OperationAlias<K>) & keyof DataIterators>;
};

/**
 * The params of a Data API operation, e.g. `DataParams<'listAddressChains'>`.
 * @group Client
 */
export type DataParams<K extends keyof DataOperations> = DataOperations[K]['params'];

/**
 * The result of a Data API operation, e.g. `DataResult<'listAddressChains'>`.
 * @group Client
 */
export type DataResult<K extends keyof DataOperations> = DataOperations[K]['result'];

/** True when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time proof that every printed params and result type is what openapi-typescript derives from the spec. */
type _TypesMatchSpec = [
  Assert<Same<ActiveDelegatorDetails, components['schemas']['ActiveDelegatorDetails']>>,
  Assert<Same<ActiveValidatorDetails, components['schemas']['ActiveValidatorDetails']>>,
  Assert<Same<AddressActivityMetadata, components['schemas']['AddressActivityMetadata']>>,
  Assert<Same<AddressSummary, components['schemas']['AddressSummary']>>,
  Assert<Same<AddressTransaction, components['schemas']['AddressTransaction']>>,
  Assert<Same<AddressTransactionV2, components['schemas']['AddressTransactionV2']>>,
  Assert<Same<AggregateSignaturesRequest, components['schemas']['AggregateSignaturesRequest']>>,
  Assert<Same<AggregatedAssetAmount, components['schemas']['AggregatedAssetAmount']>>,
  Assert<Same<AllowListConfig, components['schemas']['AllowListConfig']>>,
  Assert<Same<ApiLogEntry, components['schemas']['ApiLogEntry']>>,
  Assert<Same<ApiLogsResponse, components['schemas']['ApiLogsResponse']>>,
  Assert<Same<AssetAmount, components['schemas']['AssetAmount']>>,
  Assert<Same<AssetWithPriceInfo, components['schemas']['AssetWithPriceInfo']>>,
  Assert<Same<AvaxSupply, components['schemas']['AvaxSupply']>>,
  Assert<Same<BalanceOwner, components['schemas']['BalanceOwner']>>,
  Assert<Same<Blockchain, components['schemas']['Blockchain']>>,
  Assert<Same<BlockchainIds, components['schemas']['BlockchainIds']>>,
  Assert<Same<BlockchainInfo, components['schemas']['BlockchainInfo']>>,
  Assert<Same<BlsCredentials, components['schemas']['BlsCredentials']>>,
  Assert<Same<CChainAtomicBalances, components['schemas']['CChainAtomicBalances']>>,
  Assert<Same<CChainExportTransaction, components['schemas']['CChainExportTransaction']>>,
  Assert<Same<CChainImportTransaction, components['schemas']['CChainImportTransaction']>>,
  Assert<Same<CChainSharedAssetBalance, components['schemas']['CChainSharedAssetBalance']>>,
  Assert<Same<Chain, components['schemas']['Chain']>>,
  Assert<Same<ChainAddressChainIdMap, components['schemas']['ChainAddressChainIdMap']>>,
  Assert<
    Same<ChainAddressChainIdMapListResponse, components['schemas']['ChainAddressChainIdMapListResponse']>
  >,
  Assert<Same<CollectibleBalance, components['schemas']['CollectibleBalance']>>,
  Assert<Same<CompletedDelegatorDetails, components['schemas']['CompletedDelegatorDetails']>>,
  Assert<Same<CompletedValidatorDetails, components['schemas']['CompletedValidatorDetails']>>,
  Assert<Same<CreateWebhookRequest, components['schemas']['CreateWebhookRequest']>>,
  Assert<Same<Currency, components['schemas']['Currency']>>,
  Assert<Same<DelegationStatus, components['schemas']['DelegationStatus']>>,
  Assert<Same<DelegatorsDetails, components['schemas']['DelegatorsDetails']>>,
  Assert<Same<DeliveredIcmMessage, components['schemas']['DeliveredIcmMessage']>>,
  Assert<
    Same<DeliveredSourceNotIndexedIcmMessage, components['schemas']['DeliveredSourceNotIndexedIcmMessage']>
  >,
  Assert<Same<DeployedContract, components['schemas']['DeployedContract']>>,
  Assert<Same<DeploymentDetails, components['schemas']['DeploymentDetails']>>,
  Assert<Same<EVMInput, components['schemas']['EVMInput']>>,
  Assert<Same<EVMOutput, components['schemas']['EVMOutput']>>,
  Assert<Same<Erc1155Contract, components['schemas']['Erc1155Contract']>>,
  Assert<Same<Erc1155Metadata, components['schemas']['Erc1155Metadata']>>,
  Assert<Same<Erc1155Token, components['schemas']['Erc1155Token']>>,
  Assert<Same<Erc1155TokenBalance, components['schemas']['Erc1155TokenBalance']>>,
  Assert<Same<Erc1155Transfer, components['schemas']['Erc1155Transfer']>>,
  Assert<Same<Erc1155TransferDetails, components['schemas']['Erc1155TransferDetails']>>,
  Assert<Same<Erc20Contract, components['schemas']['Erc20Contract']>>,
  Assert<Same<Erc20Token, components['schemas']['Erc20Token']>>,
  Assert<Same<Erc20TokenBalance, components['schemas']['Erc20TokenBalance']>>,
  Assert<Same<Erc20TokenWithReputation, components['schemas']['Erc20TokenWithReputation']>>,
  Assert<Same<Erc20Transfer, components['schemas']['Erc20Transfer']>>,
  Assert<Same<Erc20TransferDetails, components['schemas']['Erc20TransferDetails']>>,
  Assert<Same<Erc20TransferDetailsV2, components['schemas']['Erc20TransferDetailsV2']>>,
  Assert<Same<Erc721Contract, components['schemas']['Erc721Contract']>>,
  Assert<Same<Erc721Metadata, components['schemas']['Erc721Metadata']>>,
  Assert<Same<Erc721Token, components['schemas']['Erc721Token']>>,
  Assert<Same<Erc721TokenBalance, components['schemas']['Erc721TokenBalance']>>,
  Assert<Same<Erc721Transfer, components['schemas']['Erc721Transfer']>>,
  Assert<Same<Erc721TransferDetails, components['schemas']['Erc721TransferDetails']>>,
  Assert<Same<ErrorBody, components['schemas']['ErrorBody']>>,
  Assert<Same<EvmAddress, components['schemas']['EvmAddress']>>,
  Assert<Same<EvmAddressActivityWebhook, components['schemas']['EvmAddressActivityWebhook']>>,
  Assert<Same<EvmBlock, components['schemas']['EvmBlock']>>,
  Assert<Same<EvmTransaction, components['schemas']['EvmTransaction']>>,
  Assert<Same<FullNativeTransaction, components['schemas']['FullNativeTransaction']>>,
  Assert<Same<FullTransaction, components['schemas']['FullTransaction']>>,
  Assert<Same<GenesisAllocation, components['schemas']['GenesisAllocation']>>,
  Assert<Same<GenesisConfig, components['schemas']['GenesisConfig']>>,
  Assert<Same<GenesisData, components['schemas']['GenesisData']>>,
  Assert<Same<Geolocation, components['schemas']['Geolocation']>>,
  Assert<Same<GetNativeBalanceResponse, components['schemas']['GetNativeBalanceResponse']>>,
  Assert<Same<GetNetworkDetailsResponse, components['schemas']['GetNetworkDetailsResponse']>>,
  Assert<Same<HealthCheckResult, components['schemas']['HealthCheckResult']>>,
  Assert<Same<HealthIndicator, components['schemas']['HealthIndicator']>>,
  Assert<Same<Hex, components['schemas']['Hex']>>,
  Assert<Same<HistoricalReward, components['schemas']['HistoricalReward']>>,
  Assert<Same<IcmDestinationTransaction, components['schemas']['IcmDestinationTransaction']>>,
  Assert<Same<IcmMessage, components['schemas']['IcmMessage']>>,
  Assert<Same<IcmReceipt, components['schemas']['IcmReceipt']>>,
  Assert<Same<IcmRewardDetails, components['schemas']['IcmRewardDetails']>>,
  Assert<Same<IcmSourceTransaction, components['schemas']['IcmSourceTransaction']>>,
  Assert<Same<ImageAsset, components['schemas']['ImageAsset']>>,
  Assert<Same<InternalTransaction, components['schemas']['InternalTransaction']>>,
  Assert<Same<InternalTransactionDetails, components['schemas']['InternalTransactionDetails']>>,
  Assert<Same<L1ValidatorDetailsFull, components['schemas']['L1ValidatorDetailsFull']>>,
  Assert<Same<L1ValidatorDetailsTransaction, components['schemas']['L1ValidatorDetailsTransaction']>>,
  Assert<Same<L1ValidatorManagerDetails, components['schemas']['L1ValidatorManagerDetails']>>,
  Assert<Same<LastActivityTimestamp, components['schemas']['LastActivityTimestamp']>>,
  Assert<Same<ListAddressChainsResponse, components['schemas']['ListAddressChainsResponse']>>,
  Assert<Same<ListAddressTransactionsResponse, components['schemas']['ListAddressTransactionsResponse']>>,
  Assert<Same<ListAddressTransactionsV2Response, components['schemas']['ListAddressTransactionsV2Response']>>,
  Assert<Same<ListBlockchainsResponse, components['schemas']['ListBlockchainsResponse']>>,
  Assert<Same<ListCChainAtomicBalancesResponse, components['schemas']['ListCChainAtomicBalancesResponse']>>,
  Assert<
    Same<ListCChainAtomicTransactionsResponse, components['schemas']['ListCChainAtomicTransactionsResponse']>
  >,
  Assert<Same<ListChainsResponse, components['schemas']['ListChainsResponse']>>,
  Assert<Same<ListCollectibleBalancesResponse, components['schemas']['ListCollectibleBalancesResponse']>>,
  Assert<Same<ListContractsResponse, components['schemas']['ListContractsResponse']>>,
  Assert<Same<ListDelegatorDetailsResponse, components['schemas']['ListDelegatorDetailsResponse']>>,
  Assert<Same<ListErc1155BalancesResponse, components['schemas']['ListErc1155BalancesResponse']>>,
  Assert<Same<ListErc1155TransactionsResponse, components['schemas']['ListErc1155TransactionsResponse']>>,
  Assert<Same<ListErc20BalancesResponse, components['schemas']['ListErc20BalancesResponse']>>,
  Assert<Same<ListErc20TransactionsResponse, components['schemas']['ListErc20TransactionsResponse']>>,
  Assert<Same<ListErc721BalancesResponse, components['schemas']['ListErc721BalancesResponse']>>,
  Assert<Same<ListErc721TransactionsResponse, components['schemas']['ListErc721TransactionsResponse']>>,
  Assert<Same<ListEvmBlocksResponse, components['schemas']['ListEvmBlocksResponse']>>,
  Assert<Same<ListEvmTransactionsResponse, components['schemas']['ListEvmTransactionsResponse']>>,
  Assert<Same<ListHistoricalRewardsResponse, components['schemas']['ListHistoricalRewardsResponse']>>,
  Assert<Same<ListIcmMessagesResponse, components['schemas']['ListIcmMessagesResponse']>>,
  Assert<Same<ListInternalTransactionsResponse, components['schemas']['ListInternalTransactionsResponse']>>,
  Assert<Same<ListL1ValidatorsResponse, components['schemas']['ListL1ValidatorsResponse']>>,
  Assert<Same<ListNftTokensResponse, components['schemas']['ListNftTokensResponse']>>,
  Assert<Same<ListPChainBalancesResponse, components['schemas']['ListPChainBalancesResponse']>>,
  Assert<Same<ListPChainTransactionsResponse, components['schemas']['ListPChainTransactionsResponse']>>,
  Assert<Same<ListPChainUtxosResponse, components['schemas']['ListPChainUtxosResponse']>>,
  Assert<Same<ListPendingRewardsResponse, components['schemas']['ListPendingRewardsResponse']>>,
  Assert<
    Same<
      ListPrimaryNetworkTransactionsResponse,
      components['schemas']['ListPrimaryNetworkTransactionsResponse']
    >
  >,
  Assert<Same<ListPrimaryNetworkUtxosResponse, components['schemas']['ListPrimaryNetworkUtxosResponse']>>,
  Assert<Same<ListProposedBlocksResponse, components['schemas']['ListProposedBlocksResponse']>>,
  Assert<Same<ListSubnetsResponse, components['schemas']['ListSubnetsResponse']>>,
  Assert<Same<ListTransfersResponse, components['schemas']['ListTransfersResponse']>>,
  Assert<Same<ListUtxosResponse, components['schemas']['ListUtxosResponse']>>,
  Assert<Same<ListValidatorDetailsResponse, components['schemas']['ListValidatorDetailsResponse']>>,
  Assert<Same<ListWebhookAddressesResponse, components['schemas']['ListWebhookAddressesResponse']>>,
  Assert<Same<ListWebhooksResponse, components['schemas']['ListWebhooksResponse']>>,
  Assert<Same<ListXChainBalancesResponse, components['schemas']['ListXChainBalancesResponse']>>,
  Assert<Same<ListXChainTransactionsResponse, components['schemas']['ListXChainTransactionsResponse']>>,
  Assert<Same<ListXChainVerticesResponse, components['schemas']['ListXChainVerticesResponse']>>,
  Assert<Same<NativeTokenBalance, components['schemas']['NativeTokenBalance']>>,
  Assert<Same<Network, components['schemas']['Network']>>,
  Assert<Same<NetworkName, components['schemas']['NetworkName']>>,
  Assert<Same<NetworkTokenDetails, components['schemas']['NetworkTokenDetails']>>,
  Assert<Same<NftToken, components['schemas']['NftToken']>>,
  Assert<Same<OperationStatus, components['schemas']['OperationStatus']>>,
  Assert<Same<PChainBalance, components['schemas']['PChainBalance']>>,
  Assert<Same<PChainBlockchainId, components['schemas']['PChainBlockchainId']>>,
  Assert<Same<PChainSharedAsset, components['schemas']['PChainSharedAsset']>>,
  Assert<Same<PChainTransaction, components['schemas']['PChainTransaction']>>,
  Assert<Same<PChainTransactionType, components['schemas']['PChainTransactionType']>>,
  Assert<Same<PChainUtxo, components['schemas']['PChainUtxo']>>,
  Assert<Same<PendingDelegatorDetails, components['schemas']['PendingDelegatorDetails']>>,
  Assert<Same<PendingIcmMessage, components['schemas']['PendingIcmMessage']>>,
  Assert<Same<PendingReward, components['schemas']['PendingReward']>>,
  Assert<Same<PendingValidatorDetails, components['schemas']['PendingValidatorDetails']>>,
  Assert<Same<Price, components['schemas']['Price']>>,
  Assert<Same<PricingProviders, components['schemas']['PricingProviders']>>,
  Assert<
    Same<
      PrimaryNetworkAddressActivityMetadata,
      components['schemas']['PrimaryNetworkAddressActivityMetadata']
    >
  >,
  Assert<
    Same<PrimaryNetworkAddressActivityWebhook, components['schemas']['PrimaryNetworkAddressActivityWebhook']>
  >,
  Assert<Same<PrimaryNetworkAddressesBody, components['schemas']['PrimaryNetworkAddressesBody']>>,
  Assert<Same<PrimaryNetworkAssetCap, components['schemas']['PrimaryNetworkAssetCap']>>,
  Assert<Same<PrimaryNetworkAssetType, components['schemas']['PrimaryNetworkAssetType']>>,
  Assert<Same<PrimaryNetworkBalances, components['schemas']['PrimaryNetworkBalances']>>,
  Assert<Same<PrimaryNetworkBlockchainId, components['schemas']['PrimaryNetworkBlockchainId']>>,
  Assert<Same<PrimaryNetworkChainInfo, components['schemas']['PrimaryNetworkChainInfo']>>,
  Assert<Same<PrimaryNetworkChainName, components['schemas']['PrimaryNetworkChainName']>>,
  Assert<
    Same<
      PrimaryNetworkRpcUsageMetricsResponse,
      components['schemas']['PrimaryNetworkRpcUsageMetricsResponse']
    >
  >,
  Assert<Same<PrimaryNetworkTransaction, components['schemas']['PrimaryNetworkTransaction']>>,
  Assert<Same<PrimaryNetworkTxType, components['schemas']['PrimaryNetworkTxType']>>,
  Assert<Same<PrimaryNetworkType, components['schemas']['PrimaryNetworkType']>>,
  Assert<Same<ProposedBlock, components['schemas']['ProposedBlock']>>,
  Assert<Same<ProposerDetails, components['schemas']['ProposerDetails']>>,
  Assert<Same<RemovedValidatorDetails, components['schemas']['RemovedValidatorDetails']>>,
  Assert<Same<ResourceLink, components['schemas']['ResourceLink']>>,
  Assert<Same<RewardType, components['schemas']['RewardType']>>,
  Assert<Same<Rewards, components['schemas']['Rewards']>>,
  Assert<Same<RpcUsageMetric, components['schemas']['RpcUsageMetric']>>,
  Assert<Same<RpcUsageMetricsValue, components['schemas']['RpcUsageMetricsValue']>>,
  Assert<Same<SharedSecret, components['schemas']['SharedSecret']>>,
  Assert<Same<SignedMessage, components['schemas']['SignedMessage']>>,
  Assert<Same<StakingDistribution, components['schemas']['StakingDistribution']>>,
  Assert<Same<Subnet, components['schemas']['Subnet']>>,
  Assert<Same<SubnetOwnershipInfo, components['schemas']['SubnetOwnershipInfo']>>,
  Assert<Same<SubnetRpcUsageMetricsResponse, components['schemas']['SubnetRpcUsageMetricsResponse']>>,
  Assert<Same<TeleporterMessageInfo, components['schemas']['TeleporterMessageInfo']>>,
  Assert<Same<TokenTransfer, components['schemas']['TokenTransfer']>>,
  Assert<Same<TransactionExportMetadata, components['schemas']['TransactionExportMetadata']>>,
  Assert<Same<TransactionExportOptions, components['schemas']['TransactionExportOptions']>>,
  Assert<Same<TransactionExportRequest, components['schemas']['TransactionExportRequest']>>,
  Assert<Same<TransactionMethod, components['schemas']['TransactionMethod']>>,
  Assert<Same<TransactionVertexDetail, components['schemas']['TransactionVertexDetail']>>,
  Assert<Same<UnknownContract, components['schemas']['UnknownContract']>>,
  Assert<Same<UpdateWebhookRequest, components['schemas']['UpdateWebhookRequest']>>,
  Assert<Same<UsageMetric, components['schemas']['UsageMetric']>>,
  Assert<Same<UsageMetricsResponse, components['schemas']['UsageMetricsResponse']>>,
  Assert<Same<UsageMetricsValue, components['schemas']['UsageMetricsValue']>>,
  Assert<Same<Utxo, components['schemas']['Utxo']>>,
  Assert<Same<UtxoCredential, components['schemas']['UtxoCredential']>>,
  Assert<Same<UtxoType, components['schemas']['UtxoType']>>,
  Assert<Same<UtxosSortBy, components['schemas']['UtxosSortBy']>>,
  Assert<Same<ValidationStatus, components['schemas']['ValidationStatus']>>,
  Assert<Same<ValidatorActivityMetadata, components['schemas']['ValidatorActivityMetadata']>>,
  Assert<Same<ValidatorActivityWebhook, components['schemas']['ValidatorActivityWebhook']>>,
  Assert<Same<ValidatorHealthDetails, components['schemas']['ValidatorHealthDetails']>>,
  Assert<Same<ValidatorSortBy, components['schemas']['ValidatorSortBy']>>,
  Assert<Same<ValidatorsDetails, components['schemas']['ValidatorsDetails']>>,
  Assert<Same<Webhook, components['schemas']['Webhook']>>,
  Assert<Same<WebhookAddressesChange, components['schemas']['WebhookAddressesChange']>>,
  Assert<Same<WebhookStatusFilter, components['schemas']['WebhookStatusFilter']>>,
  Assert<Same<XChainAssetDetails, components['schemas']['XChainAssetDetails']>>,
  Assert<Same<XChainBalances, components['schemas']['XChainBalances']>>,
  Assert<Same<XChainBlockchainId, components['schemas']['XChainBlockchainId']>>,
  Assert<Same<XChainLinearTransaction, components['schemas']['XChainLinearTransaction']>>,
  Assert<Same<XChainNonLinearTransaction, components['schemas']['XChainNonLinearTransaction']>>,
  Assert<Same<XChainSharedAssetBalance, components['schemas']['XChainSharedAssetBalance']>>,
  Assert<Same<XChainTransactionType, components['schemas']['XChainTransactionType']>>,
  Assert<Same<XChainVertex, components['schemas']['XChainVertex']>>,
  Assert<Same<ListAddressChainsParams, operations['listAddressChains']['parameters']['path']>>,
  Assert<
    Same<
      ListAddressChainsResult,
      operations['listAddressChains']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetApiLogsParams, NonNullable<operations['getApiLogs']['parameters']['query']>>>,
  Assert<Same<GetApiLogsResult, operations['getApiLogs']['responses'][200]['content']['application/json']>>,
  Assert<
    Same<GetApiUsageMetricsParams, NonNullable<operations['getApiUsageMetrics']['parameters']['query']>>
  >,
  Assert<
    Same<
      GetApiUsageMetricsResult,
      operations['getApiUsageMetrics']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetAvaxSupplyParams, Record<string, never>>>,
  Assert<
    Same<GetAvaxSupplyResult, operations['getAvaxSupply']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      ListLatestBlocksAllChainsParams,
      NonNullable<operations['listLatestBlocksAllChains']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListLatestBlocksAllChainsResult,
      operations['listLatestBlocksAllChains']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<SupportedChainsParams, NonNullable<operations['supportedChains']['parameters']['query']>>>,
  Assert<
    Same<
      SupportedChainsResult,
      operations['supportedChains']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetChainInfoParams, operations['getChainInfo']['parameters']['path']>>,
  Assert<
    Same<GetChainInfoResult, operations['getChainInfo']['responses'][200]['content']['application/json']>
  >,
  Assert<Same<GetContractMetadataParams, operations['getContractMetadata']['parameters']['path']>>,
  Assert<
    Same<
      GetContractMetadataResult,
      operations['getContractMetadata']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetNativeBalanceParams,
      operations['getNativeBalance']['parameters']['path'] &
        NonNullable<operations['getNativeBalance']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetNativeBalanceResult,
      operations['getNativeBalance']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListCollectibleBalancesParams,
      operations['listCollectibleBalances']['parameters']['path'] &
        NonNullable<operations['listCollectibleBalances']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListCollectibleBalancesResult,
      operations['listCollectibleBalances']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListErc1155BalancesParams,
      operations['listErc1155Balances']['parameters']['path'] &
        NonNullable<operations['listErc1155Balances']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListErc1155BalancesResult,
      operations['listErc1155Balances']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListErc20BalancesParams,
      operations['listErc20Balances']['parameters']['path'] &
        NonNullable<operations['listErc20Balances']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListErc20BalancesResult,
      operations['listErc20Balances']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListErc721BalancesParams,
      operations['listErc721Balances']['parameters']['path'] &
        NonNullable<operations['listErc721Balances']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListErc721BalancesResult,
      operations['listErc721Balances']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListTransactionsParams,
      operations['listTransactions']['parameters']['path'] &
        NonNullable<operations['listTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListTransactionsResult,
      operations['listTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListErc1155TransactionsParams,
      operations['listErc1155Transactions']['parameters']['path'] &
        NonNullable<operations['listErc1155Transactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListErc1155TransactionsResult,
      operations['listErc1155Transactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListErc20TransactionsParams,
      operations['listErc20Transactions']['parameters']['path'] &
        NonNullable<operations['listErc20Transactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListErc20TransactionsResult,
      operations['listErc20Transactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListErc721TransactionsParams,
      operations['listErc721Transactions']['parameters']['path'] &
        NonNullable<operations['listErc721Transactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListErc721TransactionsResult,
      operations['listErc721Transactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListInternalTransactionsParams,
      operations['listInternalTransactions']['parameters']['path'] &
        NonNullable<operations['listInternalTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListInternalTransactionsResult,
      operations['listInternalTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListNativeTransactionsParams,
      operations['listNativeTransactions']['parameters']['path'] &
        NonNullable<operations['listNativeTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListNativeTransactionsResult,
      operations['listNativeTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetLatestBlocksParams,
      operations['getLatestBlocks']['parameters']['path'] &
        NonNullable<operations['getLatestBlocks']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetLatestBlocksResult,
      operations['getLatestBlocks']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetBlockParams, operations['getBlock']['parameters']['path']>>,
  Assert<Same<GetBlockResult, operations['getBlock']['responses'][200]['content']['application/json']>>,
  Assert<
    Same<
      GetTransactionsForBlockParams,
      operations['getTransactionsForBlock']['parameters']['path'] &
        NonNullable<operations['getTransactionsForBlock']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetTransactionsForBlockResult,
      operations['getTransactionsForBlock']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListContractDeploymentsParams,
      operations['listContractDeployments']['parameters']['path'] &
        NonNullable<operations['listContractDeployments']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListContractDeploymentsResult,
      operations['listContractDeployments']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetDeploymentTransactionParams,
      operations['getDeploymentTransaction']['parameters']['path'] &
        NonNullable<operations['getDeploymentTransaction']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetDeploymentTransactionResult,
      operations['getDeploymentTransaction']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListTokensParams,
      operations['listTokens']['parameters']['path'] &
        NonNullable<operations['listTokens']['parameters']['query']>
    >
  >,
  Assert<Same<ListTokensResult, operations['listTokens']['responses'][200]['content']['application/json']>>,
  Assert<Same<GetTokenDetailsParams, operations['getTokenDetails']['parameters']['path']>>,
  Assert<
    Same<
      GetTokenDetailsResult,
      operations['getTokenDetails']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<ReindexNftParams, operations['reindexNft']['parameters']['path']>>,
  Assert<Same<ReindexNftResult, undefined>>,
  Assert<
    Same<
      ListTransfersParams,
      operations['listTransfers']['parameters']['path'] &
        NonNullable<operations['listTransfers']['parameters']['query']>
    >
  >,
  Assert<
    Same<ListTransfersResult, operations['listTransfers']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      ListLatestTransactionsParams,
      operations['listLatestTransactions']['parameters']['path'] &
        NonNullable<operations['listLatestTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListLatestTransactionsResult,
      operations['listLatestTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetTransactionParams, operations['getTransaction']['parameters']['path']>>,
  Assert<
    Same<GetTransactionResult, operations['getTransaction']['responses'][200]['content']['application/json']>
  >,
  Assert<Same<DataHealthCheckParams, Record<string, never>>>,
  Assert<
    Same<
      DataHealthCheckResult,
      operations['data-health-check']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListIcmMessagesByAddressParams,
      operations['listIcmMessagesByAddress']['parameters']['path'] &
        NonNullable<operations['listIcmMessagesByAddress']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListIcmMessagesByAddressResult,
      operations['listIcmMessagesByAddress']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<ListIcmMessagesParams, NonNullable<operations['listIcmMessages']['parameters']['query']>>>,
  Assert<
    Same<
      ListIcmMessagesResult,
      operations['listIcmMessages']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetIcmMessageParams, operations['getIcmMessage']['parameters']['path']>>,
  Assert<
    Same<GetIcmMessageResult, operations['getIcmMessage']['responses'][200]['content']['application/json']>
  >,
  Assert<Same<LiveCheckParams, Record<string, never>>>,
  Assert<Same<LiveCheckResult, operations['live-check']['responses'][200]['content']['application/json']>>,
  Assert<Same<GetNetworkDetailsParams, operations['getNetworkDetails']['parameters']['path']>>,
  Assert<
    Same<
      GetNetworkDetailsResult,
      operations['getNetworkDetails']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetChainIdsForAddressesParams,
      operations['getChainIdsForAddresses']['parameters']['path'] &
        NonNullable<operations['getChainIdsForAddresses']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetChainIdsForAddressesResult,
      operations['getChainIdsForAddresses']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListBlockchainsParams,
      operations['listBlockchains']['parameters']['path'] &
        NonNullable<operations['listBlockchains']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListBlockchainsResult,
      operations['listBlockchains']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetBlockchainByIdParams, operations['getBlockchainById']['parameters']['path']>>,
  Assert<
    Same<
      GetBlockchainByIdResult,
      operations['getBlockchainById']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetAssetDetailsParams, operations['getAssetDetails']['parameters']['path']>>,
  Assert<
    Same<
      GetAssetDetailsResult,
      operations['getAssetDetails']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListAssetTransactionsParams,
      operations['listAssetTransactions']['parameters']['path'] &
        NonNullable<operations['listAssetTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListAssetTransactionsResult,
      operations['listAssetTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetBalancesByAddressesParams,
      operations['getBalancesByAddresses']['parameters']['path'] &
        NonNullable<operations['getBalancesByAddresses']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetBalancesByAddressesResult,
      operations['getBalancesByAddresses']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListLatestPrimaryNetworkBlocksParams,
      operations['listLatestPrimaryNetworkBlocks']['parameters']['path'] &
        NonNullable<operations['listLatestPrimaryNetworkBlocks']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListLatestPrimaryNetworkBlocksResult,
      operations['listLatestPrimaryNetworkBlocks']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetBlockByIdParams, operations['getBlockById']['parameters']['path']>>,
  Assert<
    Same<GetBlockByIdResult, operations['getBlockById']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      GetLastActivityTimestampByAddressesParams,
      operations['getLastActivityTimestampByAddresses']['parameters']['path'] &
        NonNullable<operations['getLastActivityTimestampByAddresses']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetLastActivityTimestampByAddressesResult,
      operations['getLastActivityTimestampByAddresses']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetLastActivityTimestampByAddressesV2Params,
      operations['getLastActivityTimestampByAddressesV2']['parameters']['path'] &
        NonNullable<
          operations['getLastActivityTimestampByAddressesV2']['requestBody']
        >['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetLastActivityTimestampByAddressesV2Result,
      operations['getLastActivityTimestampByAddressesV2']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListPrimaryNetworkBlocksByNodeIdParams,
      operations['listPrimaryNetworkBlocksByNodeId']['parameters']['path'] &
        NonNullable<operations['listPrimaryNetworkBlocksByNodeId']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListPrimaryNetworkBlocksByNodeIdResult,
      operations['listPrimaryNetworkBlocksByNodeId']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListLatestPrimaryNetworkTransactionsParams,
      operations['listLatestPrimaryNetworkTransactions']['parameters']['path'] &
        NonNullable<operations['listLatestPrimaryNetworkTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListLatestPrimaryNetworkTransactionsResult,
      operations['listLatestPrimaryNetworkTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetTxByHashParams, operations['getTxByHash']['parameters']['path']>>,
  Assert<Same<GetTxByHashResult, operations['getTxByHash']['responses'][200]['content']['application/json']>>,
  Assert<
    Same<
      ListActivePrimaryNetworkStakingTransactionsParams,
      operations['listActivePrimaryNetworkStakingTransactions']['parameters']['path'] &
        NonNullable<operations['listActivePrimaryNetworkStakingTransactions']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListActivePrimaryNetworkStakingTransactionsResult,
      operations['listActivePrimaryNetworkStakingTransactions']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetUtxosByAddressesParams,
      operations['getUtxosByAddresses']['parameters']['path'] &
        NonNullable<operations['getUtxosByAddresses']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetUtxosByAddressesResult,
      operations['getUtxosByAddresses']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetUtxosByAddressesV2Params,
      operations['getUtxosByAddressesV2']['parameters']['path'] &
        NonNullable<operations['getUtxosByAddressesV2']['parameters']['query']> &
        NonNullable<operations['getUtxosByAddressesV2']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetUtxosByAddressesV2Result,
      operations['getUtxosByAddressesV2']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListLatestXChainVerticesParams,
      operations['listLatestXChainVertices']['parameters']['path'] &
        NonNullable<operations['listLatestXChainVertices']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListLatestXChainVerticesResult,
      operations['listLatestXChainVertices']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetVertexByHashParams, operations['getVertexByHash']['parameters']['path']>>,
  Assert<
    Same<
      GetVertexByHashResult,
      operations['getVertexByHash']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetVertexByHeightParams,
      operations['getVertexByHeight']['parameters']['path'] &
        NonNullable<operations['getVertexByHeight']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetVertexByHeightResult,
      operations['getVertexByHeight']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListDelegatorsParams,
      operations['listDelegators']['parameters']['path'] &
        NonNullable<operations['listDelegators']['parameters']['query']>
    >
  >,
  Assert<
    Same<ListDelegatorsResult, operations['listDelegators']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      ListL1ValidatorsParams,
      operations['listL1Validators']['parameters']['path'] &
        NonNullable<operations['listL1Validators']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListL1ValidatorsResult,
      operations['listL1Validators']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListHistoricalPrimaryNetworkRewardsParams,
      operations['listHistoricalPrimaryNetworkRewards']['parameters']['path'] &
        NonNullable<operations['listHistoricalPrimaryNetworkRewards']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListHistoricalPrimaryNetworkRewardsResult,
      operations['listHistoricalPrimaryNetworkRewards']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListPendingPrimaryNetworkRewardsParams,
      operations['listPendingPrimaryNetworkRewards']['parameters']['path'] &
        NonNullable<operations['listPendingPrimaryNetworkRewards']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListPendingPrimaryNetworkRewardsResult,
      operations['listPendingPrimaryNetworkRewards']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListSubnetsParams,
      operations['listSubnets']['parameters']['path'] &
        NonNullable<operations['listSubnets']['parameters']['query']>
    >
  >,
  Assert<Same<ListSubnetsResult, operations['listSubnets']['responses'][200]['content']['application/json']>>,
  Assert<Same<GetSubnetByIdParams, operations['getSubnetById']['parameters']['path']>>,
  Assert<
    Same<GetSubnetByIdResult, operations['getSubnetById']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      ListValidatorsParams,
      operations['listValidators']['parameters']['path'] &
        NonNullable<operations['listValidators']['parameters']['query']>
    >
  >,
  Assert<
    Same<ListValidatorsResult, operations['listValidators']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      GetSingleValidatorDetailsParams,
      operations['getSingleValidatorDetails']['parameters']['path'] &
        NonNullable<operations['getSingleValidatorDetails']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetSingleValidatorDetailsResult,
      operations['getSingleValidatorDetails']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      PostTransactionExportJobParams,
      NonNullable<operations['postTransactionExportJob']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<
      PostTransactionExportJobResult,
      operations['postTransactionExportJob']['responses'][201]['content']['application/json']
    >
  >,
  Assert<Same<GetOperationResultParams, operations['getOperationResult']['parameters']['path']>>,
  Assert<
    Same<
      GetOperationResultResult,
      operations['getOperationResult']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetPrimaryNetworkRpcUsageMetricsParams,
      NonNullable<operations['getPrimaryNetworkRpcUsageMetrics']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetPrimaryNetworkRpcUsageMetricsResult,
      operations['getPrimaryNetworkRpcUsageMetrics']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      AggregateSignaturesParams,
      operations['aggregateSignatures']['parameters']['path'] &
        NonNullable<operations['aggregateSignatures']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<
      AggregateSignaturesResult,
      | operations['aggregateSignatures']['responses'][200]['content']['application/json']
      | operations['aggregateSignatures']['responses'][201]['content']['application/json']
    >
  >,
  Assert<Same<GetAggregatedSignaturesParams, operations['getAggregatedSignatures']['parameters']['path']>>,
  Assert<
    Same<
      GetAggregatedSignaturesResult,
      | operations['getAggregatedSignatures']['responses'][200]['content']['application/json']
      | operations['getAggregatedSignatures']['responses'][201]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetSubnetRpcUsageMetricsParams,
      NonNullable<operations['getSubnetRpcUsageMetrics']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetSubnetRpcUsageMetricsResult,
      operations['getSubnetRpcUsageMetrics']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListLatestTransactionsAllChainsParams,
      NonNullable<operations['listLatestTransactionsAllChains']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListLatestTransactionsAllChainsResult,
      operations['listLatestTransactionsAllChains']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<ListWebhooksParams, NonNullable<operations['listWebhooks']['parameters']['query']>>>,
  Assert<
    Same<ListWebhooksResult, operations['listWebhooks']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      CreateWebhookParams,
      NonNullable<operations['createWebhook']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<CreateWebhookResult, operations['createWebhook']['responses'][201]['content']['application/json']>
  >,
  Assert<Same<GetWebhookParams, operations['getWebhook']['parameters']['path']>>,
  Assert<Same<GetWebhookResult, operations['getWebhook']['responses'][200]['content']['application/json']>>,
  Assert<Same<DeactivateWebhookParams, operations['deactivateWebhook']['parameters']['path']>>,
  Assert<
    Same<
      DeactivateWebhookResult,
      operations['deactivateWebhook']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      UpdateWebhookParams,
      operations['updateWebhook']['parameters']['path'] &
        NonNullable<operations['updateWebhook']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<UpdateWebhookResult, operations['updateWebhook']['responses'][200]['content']['application/json']>
  >,
  Assert<
    Same<
      GetAddressesFromWebhookParams,
      operations['getAddressesFromWebhook']['parameters']['path'] &
        NonNullable<operations['getAddressesFromWebhook']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetAddressesFromWebhookResult,
      operations['getAddressesFromWebhook']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      RemoveAddressesFromWebhookParams,
      operations['removeAddressesFromWebhook']['parameters']['path'] &
        NonNullable<operations['removeAddressesFromWebhook']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<
      RemoveAddressesFromWebhookResult,
      operations['removeAddressesFromWebhook']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      AddAddressesToWebhookParams,
      operations['addAddressesToWebhook']['parameters']['path'] &
        NonNullable<operations['addAddressesToWebhook']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<
      AddAddressesToWebhookResult,
      operations['addAddressesToWebhook']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GenerateOrRotateSharedSecretParams, Record<string, never>>>,
  Assert<
    Same<
      GenerateOrRotateSharedSecretResult,
      operations['generateOrRotateSharedSecret']['responses'][201]['content']['application/json']
    >
  >,
  Assert<Same<GetSharedSecretParams, Record<string, never>>>,
  Assert<
    Same<
      GetSharedSecretResult,
      operations['getSharedSecret']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      ListTransactionsV2Params,
      operations['listTransactionsV2']['parameters']['path'] &
        NonNullable<operations['listTransactionsV2']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      ListTransactionsV2Result,
      operations['listTransactionsV2']['responses'][200]['content']['application/json']
    >
  >,
];
