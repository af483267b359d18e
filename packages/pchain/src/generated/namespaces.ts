// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
import type { JsonRpcCallOptions } from '@pkg/core';
import type * as T from './types.js';

/** The `platform` methods (31). */
export interface PlatformNamespace {
  /**
   * Every chain's canonical (Warp) validator set at a P-chain height.
   *
   * JSON-RPC `platform.getAllValidatorsAt` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getAllValidatorsAt({ height: '<height>' });
   * ```
   */
  getAllValidatorsAt(
    params: T.PlatformGetAllValidatorsAtParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetAllValidatorsAtResult>;
  /**
   * Balances of addresses: total, unlocked, locked stakeable and locked not stakeable, per asset.
   *
   * JSON-RPC `platform.getBalance` at `/ext/bc/P`.
   * @deprecated Deprecated since v1.9.12.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBalance({ addresses: ['<addresses>'] });
   * ```
   */
  getBalance(
    params: T.PlatformGetBalanceParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetBalanceResult>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlock` at `/ext/bc/P`.
   * With `encoding` `'json'`: resolves to `BlockJsonReply`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlock({ blockID: '<blockID>', encoding: 'json' });
   * ```
   */
  getBlock(
    params: T.PlatformGetBlockParams & { encoding: 'json' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockJsonReply>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlock` at `/ext/bc/P`.
   * With `encoding` `'hex'` or left out (the node's default): resolves to `BlockHexReply`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlock({ blockID: '<blockID>' });
   * ```
   */
  getBlock(
    params: T.PlatformGetBlockParams & { encoding?: 'hex' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockHexReply>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlock` at `/ext/bc/P`.
   * With a `encoding` known only at run time: resolves to any of the cases' results.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlock({ blockID: '<blockID>' });
   * ```
   */
  getBlock(params: T.PlatformGetBlockParams, options?: JsonRpcCallOptions): Promise<T.PlatformGetBlockResult>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlockByHeight` at `/ext/bc/P`.
   * With `encoding` `'json'`: resolves to `BlockJsonReply`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockByHeight({ height: 1, encoding: 'json' });
   * ```
   */
  getBlockByHeight(
    params: T.PlatformGetBlockByHeightParams & { encoding: 'json' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockJsonReply>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlockByHeight` at `/ext/bc/P`.
   * With `encoding` `'hex'` or left out (the node's default): resolves to `BlockHexReply`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockByHeight({ height: 1 });
   * ```
   */
  getBlockByHeight(
    params: T.PlatformGetBlockByHeightParams & { encoding?: 'hex' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockHexReply>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlockByHeight` at `/ext/bc/P`.
   * With a `encoding` known only at run time: resolves to any of the cases' results.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockByHeight({ height: 1 });
   * ```
   */
  getBlockByHeight(
    params: T.PlatformGetBlockByHeightParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetBlockByHeightResult>;
  /**
   * A blockchain's status as this node sees it.
   *
   * JSON-RPC `platform.getBlockchainStatus` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockchainStatus({ blockchainID: '<blockchainID>' });
   * ```
   */
  getBlockchainStatus(
    params: T.PlatformGetBlockchainStatusParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetBlockchainStatusResult>;
  /**
   * Every blockchain except the P chain.
   *
   * JSON-RPC `platform.getBlockchains` at `/ext/bc/P`.
   * @deprecated Deprecated since v1.9.12.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockchains();
   * ```
   */
  getBlockchains(options?: JsonRpcCallOptions): Promise<T.PlatformGetBlockchainsResult>;
  /**
   * An upper bound on the tokens that can stake a subnet (primary network by default); burnt tokens are not subtracted.
   *
   * JSON-RPC `platform.getCurrentSupply` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getCurrentSupply();
   * ```
   */
  getCurrentSupply(
    params?: T.PlatformGetCurrentSupplyParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetCurrentSupplyResult>;
  /**
   * The current validators of a subnet (primary network by default): all, or those in nodeIDs.
   *
   * JSON-RPC `platform.getCurrentValidators` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @param params.nodeIDs Default: all; ids that are not current validators are omitted.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getCurrentValidators();
   * ```
   */
  getCurrentValidators(
    params?: T.PlatformGetCurrentValidatorsParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetCurrentValidatorsResult>;
  /**
   * The dynamic fee configuration of P-chain transactions.
   *
   * Unlike most P-chain answers, the values are JSON numbers, not decimal strings.
   *
   * JSON-RPC `platform.getFeeConfig` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getFeeConfig();
   * ```
   */
  getFeeConfig(options?: JsonRpcCallOptions): Promise<T.PlatformGetFeeConfigResult>;
  /**
   * The current dynamic fee state: capacity, excess, gas price.
   *
   * Values are JSON numbers except the timestamp.
   *
   * JSON-RPC `platform.getFeeState` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getFeeState();
   * ```
   */
  getFeeState(options?: JsonRpcCallOptions): Promise<T.PlatformGetFeeStateResult>;
  /**
   * The height of the last accepted block.
   *
   * JSON-RPC `platform.getHeight` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getHeight();
   * ```
   */
  getHeight(options?: JsonRpcCallOptions): Promise<T.PlatformGetHeightResult>;
  /**
   * An L1 validator by validation id.
   *
   * JSON-RPC `platform.getL1Validator` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getL1Validator({ validationID: '<validationID>' });
   * ```
   */
  getL1Validator(
    params: T.PlatformGetL1ValidatorParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetL1ValidatorResult>;
  /**
   * The least a validator and a delegator may stake on a subnet.
   *
   * Only the primary network and elastic (transformed) subnets have minimums; the node refuses other subnets.
   *
   * JSON-RPC `platform.getMinStake` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getMinStake();
   * ```
   */
  getMinStake(
    params?: T.PlatformGetMinStakeParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetMinStakeResult>;
  /**
   * The P-chain height block proposers currently build on (the ProposerVM height).
   *
   * It can trail the last accepted height (a freshly started local network answers 0). Validator-set queries with height `proposed` use it.
   *
   * JSON-RPC `platform.getProposedHeight` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getProposedHeight();
   * ```
   */
  getProposedHeight(options?: JsonRpcCallOptions): Promise<T.PlatformGetProposedHeightResult>;
  /**
   * The UTXOs a staker transaction was rewarded with when its staking period ended.
   *
   * An auto-renewed validator's (ACP-236, Helicon) rewards of each cycle are indexed under the id of the RewardAutoRenewedValidatorTx (type 42) that paid them, not under the validator's AddAutoRenewedValidatorTx.
   *
   * JSON-RPC `platform.getRewardUTXOs` at `/ext/bc/P`.
   * @param params.txID An AddValidatorTx, AddDelegatorTx or permissionless staker transaction.
   * @deprecated AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getRewardUTXOs({ txID: '<txID>' });
   * ```
   */
  getRewardUTXOs(
    params: T.PlatformGetRewardUTXOsParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetRewardUTXOsResult>;
  /**
   * What the given addresses have staked on the primary network (current and pending stakers).
   *
   * JSON-RPC `platform.getStake` at `/ext/bc/P`.
   * @param params.addresses P-chain addresses (at most 256).
   * @param params.validatorsOnly Count validator stake only, not delegations.
   * @deprecated AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getStake({ addresses: ['<addresses>'] });
   * ```
   */
  getStake(params: T.PlatformGetStakeParams, options?: JsonRpcCallOptions): Promise<T.PlatformGetStakeResult>;
  /**
   * The asset staked on a subnet (AVAX on the primary network).
   *
   * Only the primary network and elastic (transformed) subnets have one; the node refuses other subnets.
   *
   * JSON-RPC `platform.getStakingAssetID` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getStakingAssetID();
   * ```
   */
  getStakingAssetID(
    params?: T.PlatformGetStakingAssetIDParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetStakingAssetIDResult>;
  /**
   * One subnet: its owner keys and, for an L1, its conversion.
   *
   * JSON-RPC `platform.getSubnet` at `/ext/bc/P`.
   * @param params.subnetID Not the primary network (the node refuses it).
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getSubnet({ subnetID: '<subnetID>' });
   * ```
   */
  getSubnet(
    params: T.PlatformGetSubnetParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetSubnetResult>;
  /**
   * Subnets by id (all, with the primary network, when ids is left out).
   *
   * JSON-RPC `platform.getSubnets` at `/ext/bc/P`.
   * @param params.ids Default: every subnet. Ids the node does not know are left out; the id of a transaction that is not a CreateSubnetTx is refused (`"<id>" is not a subnet`).
   * @deprecated AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getSubnets();
   * ```
   */
  getSubnets(
    params?: T.PlatformGetSubnetsParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetSubnetsResult>;
  /**
   * The chain's current time.
   *
   * JSON-RPC `platform.getTimestamp` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getTimestamp();
   * ```
   */
  getTimestamp(options?: JsonRpcCallOptions): Promise<T.PlatformGetTimestampResult>;
  /**
   * The total validator weight of a subnet.
   *
   * JSON-RPC `platform.getTotalStake` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getTotalStake();
   * ```
   */
  getTotalStake(
    params?: T.PlatformGetTotalStakeParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetTotalStakeResult>;
  /**
   * A transaction by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getTx` at `/ext/bc/P`.
   * With `encoding` `'json'`: resolves to `TxJsonReply`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getTx({ txID: '<txID>', encoding: 'json' });
   * ```
   */
  getTx(
    params: T.PlatformGetTxParams & { encoding: 'json' },
    options?: JsonRpcCallOptions,
  ): Promise<T.TxJsonReply>;
  /**
   * A transaction by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getTx` at `/ext/bc/P`.
   * With `encoding` `'hex'` or left out (the node's default): resolves to `TxHexReply`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getTx({ txID: '<txID>' });
   * ```
   */
  getTx(
    params: T.PlatformGetTxParams & { encoding?: 'hex' },
    options?: JsonRpcCallOptions,
  ): Promise<T.TxHexReply>;
  /**
   * A transaction by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getTx` at `/ext/bc/P`.
   * With a `encoding` known only at run time: resolves to any of the cases' results.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getTx({ txID: '<txID>' });
   * ```
   */
  getTx(params: T.PlatformGetTxParams, options?: JsonRpcCallOptions): Promise<T.PlatformGetTxResult>;
  /**
   * A transaction's status as this node knows it.
   *
   * JSON-RPC `platform.getTxStatus` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getTxStatus({ txID: '<txID>' });
   * ```
   */
  getTxStatus(
    params: T.PlatformGetTxStatusParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetTxStatusResult>;
  /**
   * UTXOs that reference the given addresses, a page at a time.
   *
   * To page, pass the previous endIndex as startIndex. UTXOs may repeat across pages, and pages taken at different times need not be consistent.
   *
   * JSON-RPC `platform.getUTXOs` at `/ext/bc/P`.
   * @param params.addresses P-chain addresses (at most 1024).
   * @param params.sourceChain Atomic UTXOs exported to the P chain from this chain (id or alias); default: the P chain's own UTXOs.
   * @param params.limit At most this many UTXOs (the node caps and defaults to 1024).
   * @param params.startIndex The previous page's endIndex, to page.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getUTXOs({ addresses: ['<addresses>'] });
   * ```
   */
  getUTXOs(params: T.PlatformGetUTXOsParams, options?: JsonRpcCallOptions): Promise<T.PlatformGetUTXOsResult>;
  /**
   * The configuration of the continuous fee L1 validators pay.
   *
   * Values are JSON numbers.
   *
   * JSON-RPC `platform.getValidatorFeeConfig` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getValidatorFeeConfig();
   * ```
   */
  getValidatorFeeConfig(options?: JsonRpcCallOptions): Promise<T.PlatformGetValidatorFeeConfigResult>;
  /**
   * The current continuous fee state of L1 validators: excess and price.
   *
   * JSON-RPC `platform.getValidatorFeeState` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getValidatorFeeState();
   * ```
   */
  getValidatorFeeState(options?: JsonRpcCallOptions): Promise<T.PlatformGetValidatorFeeStateResult>;
  /**
   * The validators of a subnet at a P-chain height, with their weights and BLS keys.
   *
   * JSON-RPC `platform.getValidatorsAt` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getValidatorsAt({ height: '<height>' });
   * ```
   */
  getValidatorsAt(
    params: T.PlatformGetValidatorsAtParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformGetValidatorsAtResult>;
  /**
   * Submits a signed transaction to the P chain.
   *
   * Never retried by the client: a repeat could race the first submission. Poll platform.getTxStatus for the outcome.
   *
   * JSON-RPC `platform.issueTx` at `/ext/bc/P`.
   * Not safe to repeat: never retried.
   * @param params.tx The signed transaction, in `encoding`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.issueTx({ tx: '<tx>' });
   * ```
   */
  issueTx(params: T.PlatformIssueTxParams, options?: JsonRpcCallOptions): Promise<T.PlatformIssueTxResult>;
  /**
   * A random sample of the current validators of a subnet, drawn by weight.
   *
   * Drawn with replacement: a node id can appear more than once, and size may exceed the number of validators (a single-node local network answers size 200 with 200 ids).
   *
   * JSON-RPC `platform.sampleValidators` at `/ext/bc/P`.
   * @param params.size How many validators to sample.
   * @param params.subnetID Default: the primary network.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.sampleValidators({ size: 1 });
   * ```
   */
  sampleValidators(
    params: T.PlatformSampleValidatorsParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformSampleValidatorsResult>;
  /**
   * The subnet that validates a blockchain.
   *
   * JSON-RPC `platform.validatedBy` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.validatedBy({ blockchainID: '<blockchainID>' });
   * ```
   */
  validatedBy(
    params: T.PlatformValidatedByParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformValidatedByResult>;
  /**
   * The blockchains a subnet validates.
   *
   * JSON-RPC `platform.validates` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.validates();
   * ```
   */
  validates(
    params?: T.PlatformValidatesParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.PlatformValidatesResult>;
}

/** The `proposervm` methods (2). */
export interface ProposervmNamespace {
  /**
   * The current ProposerVM epoch (ACP-181) of the chain.
   *
   * The current epoch (ACP-181) as the ProposerVM sees it at this node's preferred block: its number, its start time and the P-chain height its validator set is read at. Takes no params (sent as an empty object). Node-specific: a node serves it for each chain that runs in a ProposerVM (P, C, Subnet-EVM chains; not X).
   *
   * JSON-RPC `proposervm.getCurrentEpoch` at `/ext/bc/P/proposervm`.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient({ url: 'http://127.0.0.1:9650' });
   * const result = await pchain.proposervm.getCurrentEpoch();
   * ```
   */
  getCurrentEpoch(options?: JsonRpcCallOptions): Promise<T.ProposervmGetCurrentEpochResult>;
  /**
   * The P-chain height the chain would propose for its next block.
   *
   * The P-chain height the ProposerVM would put in a child of this node's preferred block (the validator set the next block is checked against). Takes no params (sent as an empty object). Node-specific: a node serves it for each chain that runs in a ProposerVM (P, C, Subnet-EVM chains; not X).
   *
   * JSON-RPC `proposervm.getProposedHeight` at `/ext/bc/P/proposervm`.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient({ url: 'http://127.0.0.1:9650' });
   * const result = await pchain.proposervm.getProposedHeight();
   * ```
   */
  getProposedHeight(options?: JsonRpcCallOptions): Promise<T.ProposervmGetProposedHeightResult>;
}

/** Every namespace of the client. */
export interface Namespaces {
  platform: PlatformNamespace;
  proposervm: ProposervmNamespace;
}
