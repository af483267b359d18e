// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ActiveDelegatorDetails: {
      txHash: string;
      nodeId: string;
      rewardAddresses: string[];
      amountDelegated: string;
      delegationFee: string;
      startTimestamp: number;
      endTimestamp: number;
      estimatedGrossReward: string;
      estimatedNetReward: string;
      /** @enum {string} */
      delegationStatus: 'active';
    };
    ActiveValidatorDetails: {
      txHash: string;
      nodeId: string;
      subnetId: string;
      amountStaked: string;
      delegationFee?: string;
      startTimestamp: number;
      endTimestamp: number;
      blsCredentials?: components['schemas']['BlsCredentials'];
      stakePercentage: number;
      delegatorCount: number;
      amountDelegated?: string;
      uptimePerformance: number;
      avalancheGoVersion?: string;
      delegationCapacity?: string;
      potentialRewards: components['schemas']['Rewards'];
      /** @enum {string} */
      validationStatus: 'active';
      validatorHealth: components['schemas']['ValidatorHealthDetails'];
      geolocation: components['schemas']['Geolocation'] | null;
    };
    /** @description What an EVM address-activity webhook watches. */
    AddressActivityMetadata: {
      addresses: string[];
      /** @description Only logs with these topic-0 signatures (hex); all when absent. */
      eventSignatures?: string[];
    };
    AddressSummary: {
      name?: string;
      symbol?: string;
      decimals?: number;
      logoUri?: string;
      address: string;
    };
    /** @description A transaction an address took part in, with the parts that involve the address. */
    AddressTransaction: {
      nativeTransaction: components['schemas']['EvmTransaction'];
      erc20Transfers?: components['schemas']['Erc20TransferDetails'][];
      erc721Transfers?: components['schemas']['Erc721TransferDetails'][];
      erc1155Transfers?: components['schemas']['Erc1155TransferDetails'][];
      internalTransactions?: components['schemas']['InternalTransactionDetails'][];
    };
    /** @description As AddressTransaction, each ERC-20 token with its reputation. */
    AddressTransactionV2: {
      nativeTransaction: components['schemas']['EvmTransaction'];
      erc20Transfers?: components['schemas']['Erc20TransferDetailsV2'][];
      erc721Transfers?: components['schemas']['Erc721TransferDetails'][];
      erc1155Transfers?: components['schemas']['Erc1155TransferDetails'][];
      internalTransactions?: components['schemas']['InternalTransactionDetails'][];
    };
    /** @description Every field is optional on its own; message or justification must be given. */
    AggregateSignaturesRequest: {
      /**
       * @description The unsigned Warp message (hex, optional 0x).
       * @example 0x00000000000100000000
       */
      message?: components['schemas']['Hex'];
      /** @description The justification (hex, optional 0x). */
      justification?: components['schemas']['Hex'];
      /** @description Hex or cb58; default the subnet of the source blockchain. */
      signingSubnetId?: string;
      /**
       * @description Percentage of the signing subnet's weight that must sign.
       * @default 67
       */
      quorumPercentage?: number;
      /**
       * @description Extra weight percentage to attempt; quorumPercentage + quorumPercentageBuffer <= 100.
       * @default 0
       */
      quorumPercentageBuffer?: number;
      /**
       * @description P-Chain height for validator set selection; 0 uses the validators at the proposed height.
       * @default 0
       */
      pChainHeight?: number;
    };
    AggregatedAssetAmount: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      amount: string;
      utxoCount: number;
    };
    AllowListConfig: {
      blockTimestamp?: number;
      adminAddresses?: string[];
      managerAddresses?: string[];
      enabledAddresses?: string[];
    };
    /** @description One request of the caller. */
    ApiLogEntry: {
      orgId: string;
      logId: string;
      /** @description When the request arrived. */
      eventTimestamp: number;
      apiKeyId: string;
      apiKeyAlias: string;
      hostRegion: string;
      requestType: 'data' | 'rpc' | (string & {});
      requestPath: string;
      apiCreditsConsumed: number;
      requestDurationMsecs: number;
      responseCode: number;
      chainId?: string;
      rpcMethod?: string;
      metadata: {
        ipAddress: string;
        host: string;
        userAgent: string;
      };
    };
    ApiLogsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      orgId: string;
      logs: components['schemas']['ApiLogEntry'][];
    };
    /** @description An amount of one asset, with the asset's name, symbol and denomination. */
    AssetAmount: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      amount: string;
    };
    AssetWithPriceInfo: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      amount: string;
      historicalPrice?: components['schemas']['Price'];
    };
    /** @description Amounts are decimal strings in AVAX; every field is always sent. */
    AvaxSupply: {
      circulatingSupply: string;
      totalSupply: string;
      /** @description Burned on the P-Chain. */
      totalPBurned: string;
      /** @description Burned on the C-Chain. */
      totalCBurned: string;
      /** @description Burned on the X-Chain. */
      totalXBurned: string;
      totalStaked: string;
      totalLocked: string;
      totalRewards: string;
      /**
       * Format: date-time
       * @description When the figures were computed (ISO 8601).
       */
      lastUpdated: string;
      genesisUnlock: string;
      /** @description Fees paid by L1 validators. */
      l1ValidatorFees: string;
    };
    BalanceOwner: {
      addresses: string[];
      threshold: number;
    };
    Blockchain: {
      createBlockTimestamp: number;
      createBlockNumber: string;
      blockchainId: string;
      vmId: string;
      subnetId: string;
      blockchainName: string;
      evmChainId?: number;
      /** @description The chain's genesis: an object for EVM chains (the seed's shape), a string for other VMs (the deployed service sends the raw genesis of a non-EVM chain as a string). */
      genesisData?: components['schemas']['GenesisData'] | string;
    };
    BlockchainIds:
      | '11111111111111111111111111111111LpoYY'
      | '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM'
      | '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm'
      | '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5'
      | 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp'
      | (string & {});
    BlockchainInfo: {
      chainName: string;
      vmId: string;
      genesisData?: components['schemas']['GenesisData'] | string;
    };
    BlsCredentials: {
      publicKey: string;
      proofOfPossession: string;
    };
    CChainAtomicBalances: {
      atomicMemoryUnlocked: components['schemas']['CChainSharedAssetBalance'][];
      atomicMemoryLocked: components['schemas']['CChainSharedAssetBalance'][];
    };
    CChainExportTransaction: {
      txHash: string;
      blockHeight: number;
      blockHash: string;
      timestamp: number;
      memo: string;
      amountUnlocked: components['schemas']['AssetAmount'][];
      amountCreated: components['schemas']['AssetAmount'][];
      sourceChain: string;
      destinationChain: string;
      txType: 'ExportTx' | (string & {});
      evmInputs: components['schemas']['EVMInput'][];
      emittedUtxos: components['schemas']['Utxo'][];
    };
    CChainImportTransaction: {
      txHash: string;
      blockHeight: number;
      blockHash: string;
      timestamp: number;
      memo: string;
      amountUnlocked: components['schemas']['AssetAmount'][];
      amountCreated: components['schemas']['AssetAmount'][];
      sourceChain: string;
      destinationChain: string;
      txType: 'ImportTx' | (string & {});
      evmOutputs: components['schemas']['EVMOutput'][];
      consumedUtxos: components['schemas']['Utxo'][];
    };
    CChainSharedAssetBalance: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      amount: string;
      utxoCount: number;
      sharedWithChainId: string;
    };
    /** @description A supported chain. The seed lists all 17 fields; the deployed service's published document requires only chainId, status, chainName, description, vmName, rpcUrl, isTestnet and networkToken, so the others may be absent. */
    Chain: {
      /** @description EVM chain id. */
      chainId: string;
      /** @description `OK` seen in the seed; the deployed service also lists `UNAVAILABLE`. */
      status: 'OK' | 'UNAVAILABLE' | (string & {});
      chainName: string;
      description: string;
      /** @description Blockchain id on the platform chain (may be absent on the deployed service). */
      platformChainId?: string;
      /** @description May be absent on the deployed service. */
      subnetId?: string;
      /** @description May be absent on the deployed service. */
      vmId?: string;
      /** @description `EVM` seen in the seed; the deployed service also lists `BITCOIN` and `ETHEREUM`. */
      vmName: 'EVM' | 'BITCOIN' | 'ETHEREUM' | (string & {});
      /** @description May be absent on the deployed service. */
      explorerUrl?: string;
      rpcUrl: string;
      /** @description May be absent on the deployed service. */
      wsUrl?: string;
      isTestnet: boolean;
      /** @description May be absent on the deployed service. */
      utilityAddresses?: {
        multicall?: string;
      };
      networkToken: {
        name: string;
        symbol: string;
        decimals: number;
        logoUri?: string;
        description?: string;
      };
      /** @description May be absent on the deployed service. */
      chainLogoUri?: string;
      /** @description May be absent on the deployed service. */
      private?: boolean;
      /** @description May be absent on the deployed service. */
      enabledFeatures?: ('nftIndexing' | 'webhooks' | 'teleporter' | (string & {}))[];
    };
    ChainAddressChainIdMap: {
      address: string;
      blockchainIds: components['schemas']['BlockchainIds'][];
    };
    ChainAddressChainIdMapListResponse: {
      addresses: components['schemas']['ChainAddressChainIdMap'][];
    };
    /** @description An ERC-721 or ERC-1155 balance; narrow on `ercType`. */
    CollectibleBalance:
      | components['schemas']['Erc721TokenBalance']
      | components['schemas']['Erc1155TokenBalance'];
    CompletedDelegatorDetails: {
      txHash: string;
      nodeId: string;
      rewardAddresses: string[];
      amountDelegated: string;
      delegationFee: string;
      startTimestamp: number;
      endTimestamp: number;
      grossReward: string;
      netReward: string;
      /** @enum {string} */
      delegationStatus: 'completed';
    };
    CompletedValidatorDetails: {
      txHash: string;
      nodeId: string;
      subnetId: string;
      amountStaked: string;
      delegationFee?: string;
      startTimestamp: number;
      endTimestamp: number;
      blsCredentials?: components['schemas']['BlsCredentials'];
      delegatorCount: number;
      amountDelegated?: string;
      rewards: components['schemas']['Rewards'];
      /** @enum {string} */
      validationStatus: 'completed';
    };
    /** @description One object for the three kinds (the published document has one schema per kind, told apart by `eventType`); which fields each kind needs is in createWebhook's description. */
    CreateWebhookRequest: {
      /**
       * @example address_activity
       * @enum {string}
       */
      eventType: 'address_activity' | 'primary_network_address_activity' | 'validator_activity';
      /**
       * @description Where the service sends the events.
       * @example https://example.com/hook
       */
      url: string;
      name?: string;
      /**
       * @description The chain watched (address_activity and primary_network_address_activity).
       * @example 43114
       */
      chainId?: string;
      /**
       * @description The network watched (primary_network_address_activity and validator_activity).
       * @enum {string}
       */
      network?: 'mainnet' | 'fuji';
      /**
       * @description What to watch, by eventType.
       * @example {
       *       "addresses": [
       *         "0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"
       *       ]
       *     }
       */
      metadata:
        | components['schemas']['AddressActivityMetadata']
        | components['schemas']['PrimaryNetworkAddressActivityMetadata']
        | components['schemas']['ValidatorActivityMetadata'];
      /** @description Also report internal transactions (address_activity). */
      includeInternalTxs?: boolean;
      /** @description Also report the transactions' logs (address_activity). */
      includeLogs?: boolean;
    };
    /**
     * @default usd
     * @enum {string}
     */
    Currency:
      | 'usd'
      | 'eur'
      | 'aud'
      | 'cad'
      | 'chf'
      | 'clp'
      | 'cny'
      | 'czk'
      | 'dkk'
      | 'gbp'
      | 'hkd'
      | 'huf'
      | 'jpy'
      | 'nzd';
    /** @enum {string} */
    DelegationStatus: 'completed' | 'active' | 'pending';
    DelegatorsDetails: {
      delegatorCount: number;
      totalAmountStaked: string;
    };
    DeliveredIcmMessage: {
      messageId: string;
      icmContractAddress: string;
      sourceBlockchainId: string;
      destinationBlockchainId: string;
      sourceEvmChainId: string;
      destinationEvmChainId: string;
      messageNonce: string;
      from: string;
      to: string;
      data?: string;
      messageExecuted: boolean;
      receipts: components['schemas']['IcmReceipt'][];
      receiptDelivered: boolean;
      rewardDetails: components['schemas']['IcmRewardDetails'];
      sourceTransaction: components['schemas']['IcmSourceTransaction'];
      destinationTransaction: components['schemas']['IcmDestinationTransaction'];
      /** @enum {string} */
      status: 'delivered';
    };
    DeliveredSourceNotIndexedIcmMessage: {
      messageId: string;
      icmContractAddress: string;
      sourceBlockchainId: string;
      destinationBlockchainId: string;
      sourceEvmChainId: string;
      destinationEvmChainId: string;
      messageNonce: string;
      from: string;
      to: string;
      data?: string;
      messageExecuted: boolean;
      receipts: components['schemas']['IcmReceipt'][];
      receiptDelivered: boolean;
      rewardDetails: components['schemas']['IcmRewardDetails'];
      destinationTransaction: components['schemas']['IcmDestinationTransaction'];
      /** @enum {string} */
      status: 'delivered_source_not_indexed';
    };
    /** @description A contract deployed by the address. The seed shows one shape with every field but `address` and `deploymentDetails` optional; the deployed service's document makes `ercType` required, `deploymentDetails` optional, and splits it by standard: ERC-721, ERC-1155, ERC-20 (adds `decimals`, optional `pricingProviders`) or an unknown contract (no `symbol`). Narrow on `ercType`. */
    DeployedContract:
      | components['schemas']['Erc721Contract']
      | components['schemas']['Erc1155Contract']
      | components['schemas']['Erc20Contract']
      | components['schemas']['UnknownContract'];
    /** @description How the contract was deployed; the seed lists it, the deployed service may leave it out. */
    DeploymentDetails: {
      txHash: string;
      deployerAddress: string;
      deployerContractAddress?: string;
    };
    EVMInput: {
      fromAddress: string;
      asset: components['schemas']['AssetAmount'];
      credentials: components['schemas']['UtxoCredential'][];
    };
    EVMOutput: {
      toAddress: string;
      asset: components['schemas']['AssetAmount'];
    };
    /** @description An ERC-1155 contract. */
    Erc1155Contract: {
      name?: string;
      description?: string;
      officialSite?: string;
      email?: string;
      logoAsset?: components['schemas']['ImageAsset'];
      bannerAsset?: components['schemas']['ImageAsset'];
      color?: string;
      resourceLinks?: components['schemas']['ResourceLink'][];
      tags?: string[];
      address: string;
      deploymentDetails?: components['schemas']['DeploymentDetails'];
      /** @enum {string} */
      ercType: 'ERC-1155';
      symbol?: string;
      pricingProviders?: components['schemas']['PricingProviders'];
    };
    Erc1155Metadata: {
      /** @description `indexed` seen in the seed; the deployed service sends upper-case values (`INDEXED`, `UNINDEXED`, `MISSING_TOKEN`, ...). Any other value is kept as sent. */
      indexStatus:
        | 'indexed'
        | 'INDEXED'
        | 'UNINDEXED'
        | 'UNKNOWN'
        | 'MISSING_TOKEN'
        | 'INVALID_TOKEN_URI'
        | 'INVALID_TOKEN_URI_SCHEME'
        | 'UNREACHABLE_TOKEN_URI'
        | 'THROTTLED_TOKEN_URI'
        | 'METADATA_CONTENT_TOO_LARGE'
        | 'INVALID_METADATA'
        | 'INVALID_METADATA_JSON'
        | (string & {});
      metadataLastUpdatedTimestamp?: number;
      name?: string;
      symbol?: string;
      imageUri?: string;
      description?: string;
      animationUri?: string;
      externalUrl?: string;
      background?: string;
      decimals?: number;
      properties?: string;
    };
    Erc1155Token: {
      address: string;
      ercType: 'ERC-1155' | (string & {});
      tokenId: string;
      tokenUri?: string;
      metadata: components['schemas']['Erc1155Metadata'];
    };
    Erc1155TokenBalance: {
      address: string;
      ercType: 'ERC-1155' | (string & {});
      tokenId: string;
      tokenUri?: string;
      metadata: components['schemas']['Erc1155Metadata'];
      chainId: string;
      /** @description Decimal digits. */
      balance: string;
    };
    /** @description An ERC-1155 transfer (deployed service; the seed does not show its keys). */
    Erc1155Transfer: {
      blockNumber: string;
      blockTimestamp: number;
      /** @description Unix milliseconds of the block; sent by the deployed service (not in the seed). */
      blockTimestampMilliseconds?: number;
      blockHash: string;
      txHash: string;
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      /** @description Decimal digits. */
      value: string;
      erc1155Token: components['schemas']['Erc1155Token'];
    };
    /** @description An ERC-1155 transfer within a transaction. */
    Erc1155TransferDetails: {
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      /** @description Decimal digits. */
      value: string;
      erc1155Token: components['schemas']['Erc1155Token'];
    };
    /** @description An ERC-20 contract; `decimals` is always sent. */
    Erc20Contract: {
      name?: string;
      description?: string;
      officialSite?: string;
      email?: string;
      logoAsset?: components['schemas']['ImageAsset'];
      bannerAsset?: components['schemas']['ImageAsset'];
      color?: string;
      resourceLinks?: components['schemas']['ResourceLink'][];
      tags?: string[];
      address: string;
      deploymentDetails?: components['schemas']['DeploymentDetails'];
      /** @enum {string} */
      ercType: 'ERC-20';
      symbol?: string;
      decimals: number;
      pricingProviders?: components['schemas']['PricingProviders'];
    };
    Erc20Token: {
      address: string;
      name: string;
      symbol: string;
      decimals: number;
      logoUri?: string;
      ercType: 'ERC-20' | (string & {});
      price?: components['schemas']['Price'];
    };
    Erc20TokenBalance: {
      address: string;
      name: string;
      symbol: string;
      decimals: number;
      logoUri?: string;
      ercType: 'ERC-20' | (string & {});
      price?: components['schemas']['Price'];
      chainId: string;
      /** @description Decimal digits. */
      balance: string;
      balanceValue?: components['schemas']['Price'];
      /** @description The token's reputation from a security analysis: `Malicious` seen in the seed; the deployed service sends it on every balance, `Benign`, `Malicious` or `null` when unknown (only C-Chain tokens get one). */
      tokenReputation?: 'Malicious' | 'Benign' | (string & {}) | null;
    };
    /** @description An ERC-20 token with the reputation the service gives it (listTransactionsV2). */
    Erc20TokenWithReputation: components['schemas']['Erc20Token'] & {
      /** @description `Malicious`, `Benign`, or null when the service has no judgement. */
      tokenReputation: 'Malicious' | 'Benign' | (string & {}) | null;
    };
    /** @description An ERC-20 transfer (the one shape the seed shows on listTransfers). */
    Erc20Transfer: {
      blockNumber: string;
      blockTimestamp: number;
      /** @description Unix milliseconds of the block; sent by the deployed service (not in the seed). */
      blockTimestampMilliseconds?: number;
      blockHash: string;
      txHash: string;
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      /** @description Decimal digits. */
      value: string;
      /** @description Always sent by the deployed service; the seed lists it without saying. */
      erc20Token?: components['schemas']['Erc20Token'];
    };
    /** @description An ERC-20 transfer within a transaction. */
    Erc20TransferDetails: {
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      /** @description Decimal digits. */
      value: string;
      erc20Token: components['schemas']['Erc20Token'];
    };
    /** @description An ERC-20 transfer within a transaction, its token with a reputation. */
    Erc20TransferDetailsV2: {
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      /** @description Decimal digits. */
      value: string;
      erc20Token: components['schemas']['Erc20TokenWithReputation'];
    };
    /** @description An ERC-721 contract. */
    Erc721Contract: {
      name?: string;
      description?: string;
      officialSite?: string;
      email?: string;
      logoAsset?: components['schemas']['ImageAsset'];
      bannerAsset?: components['schemas']['ImageAsset'];
      color?: string;
      resourceLinks?: components['schemas']['ResourceLink'][];
      tags?: string[];
      address: string;
      deploymentDetails?: components['schemas']['DeploymentDetails'];
      /** @enum {string} */
      ercType: 'ERC-721';
      symbol?: string;
    };
    Erc721Metadata: {
      /** @description `indexed` seen in the seed; the deployed service sends upper-case values (`INDEXED`, `UNINDEXED`, `MISSING_TOKEN`, ...). Any other value is kept as sent. */
      indexStatus:
        | 'indexed'
        | 'INDEXED'
        | 'UNINDEXED'
        | 'UNKNOWN'
        | 'MISSING_TOKEN'
        | 'INVALID_TOKEN_URI'
        | 'INVALID_TOKEN_URI_SCHEME'
        | 'UNREACHABLE_TOKEN_URI'
        | 'THROTTLED_TOKEN_URI'
        | 'METADATA_CONTENT_TOO_LARGE'
        | 'INVALID_METADATA'
        | 'INVALID_METADATA_JSON'
        | (string & {});
      metadataLastUpdatedTimestamp?: number;
      name?: string;
      symbol?: string;
      imageUri?: string;
      description?: string;
      animationUri?: string;
      externalUrl?: string;
      background?: string;
      attributes?: string;
    };
    Erc721Token: {
      address: string;
      name?: string;
      symbol?: string;
      ercType: 'ERC-721' | (string & {});
      tokenId: string;
      tokenUri?: string;
      metadata: components['schemas']['Erc721Metadata'];
      ownerAddress?: string;
    };
    /** @description An ERC-721 token the address holds, with the chain it is on. */
    Erc721TokenBalance: components['schemas']['Erc721Token'] & {
      chainId: string;
    };
    /** @description An ERC-721 transfer; it has no `value` (one token moves). */
    Erc721Transfer: {
      blockNumber: string;
      blockTimestamp: number;
      /** @description Unix milliseconds of the block; sent by the deployed service (not in the seed). */
      blockTimestampMilliseconds?: number;
      blockHash: string;
      txHash: string;
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      erc721Token: components['schemas']['Erc721Token'];
    };
    /** @description An ERC-721 transfer within a transaction (one token, no value). */
    Erc721TransferDetails: {
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      logIndex: number;
      erc721Token: components['schemas']['Erc721Token'];
    };
    ErrorBody: {
      /** @description What went wrong: a string (the seed), or an array of strings (the deployed service, on its validation errors; its published document allows both). */
      message: string | string[];
      statusCode: number;
      /** @description The status text. */
      error: string;
    };
    /** @description The published document also lists `description` among the required fields without defining it; it is typed here as an optional string. */
    EvmAddressActivityWebhook: {
      id: string;
      url: string;
      chainId: string;
      status: 'active' | 'inactive' | (string & {});
      /** @description Creation time. */
      createdAt: number;
      name: string;
      description?: string;
      /** @enum {string} */
      eventType: 'address_activity';
      metadata: components['schemas']['AddressActivityMetadata'];
      includeInternalTxs?: boolean;
      includeLogs?: boolean;
    };
    EvmBlock: {
      chainId: string;
      /** @description Decimal digits. */
      blockNumber: string;
      /** @description Unix seconds. */
      blockTimestamp: number;
      /** @description Unix milliseconds of the block; sent by the deployed service (not in the seed). */
      blockTimestampMilliseconds?: number;
      /** @description The block's minimum-delay excess; sent by the deployed service (not in the seed). */
      blockMinDelayExcess?: number;
      blockHash: string;
      txCount: number;
      /** @description Decimal digits. */
      baseFee: string;
      gasUsed: string;
      gasLimit: string;
      gasCost: string;
      parentHash: string;
      feesSpent: string;
      cumulativeTransactions: string;
    };
    EvmTransaction: {
      blockNumber: string;
      blockTimestamp: number;
      /** @description Unix milliseconds of the block; sent by the deployed service (not in the seed). */
      blockTimestampMilliseconds?: number;
      /** @description The block's minimum-delay excess; sent by the deployed service (not in the seed). */
      blockMinDelayExcess?: number;
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
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      method?: components['schemas']['TransactionMethod'];
      value: string;
    };
    /** @description A transaction with its input data and fee fields. */
    FullNativeTransaction: components['schemas']['EvmTransaction'] & {
      /** @description Hex call data. */
      input: string;
      baseFeePerGas: string;
      maxFeePerGas?: string;
      maxPriorityFeePerGas?: string;
    };
    /** @description A transaction whole (getTransaction, getDeploymentTransaction). */
    FullTransaction: {
      erc20Transfers?: components['schemas']['Erc20TransferDetails'][];
      erc721Transfers?: components['schemas']['Erc721TransferDetails'][];
      erc1155Transfers?: components['schemas']['Erc1155TransferDetails'][];
      internalTransactions?: components['schemas']['InternalTransactionDetails'][];
      networkTokenDetails: components['schemas']['NetworkTokenDetails'];
      nativeTransaction: components['schemas']['FullNativeTransaction'];
      teleporterMessageInfo?: components['schemas']['TeleporterMessageInfo'];
    };
    GenesisAllocation: {
      /** @description Hex. */
      balance?: string;
      /** @description Hex. */
      code?: string;
      /** @description Hex slot to hex value. */
      storage?: {
        [key: string]: string;
      };
    };
    /** @description Chain configuration of the genesis; which keys a chain has varies, and unlisted keys pass through. */
    GenesisConfig: {
      berlinBlock?: number;
      byzantiumBlock?: number;
      constantinopleBlock?: number;
      eip150Block?: number;
      eip155Block?: number;
      eip158Block?: number;
      homesteadBlock?: number;
      istanbulBlock?: number;
      londonBlock?: number;
      muirGlacierBlock?: number;
      petersburgBlock?: number;
      chainId?: number;
      /** @description Hex. */
      eip150Hash?: string;
      subnetEVMTimestamp?: number;
      allowFeeRecipients?: boolean;
      feeConfig?: {
        baseFeeChangeDenominator?: number;
        blockGasCostStep?: number;
        gasLimit?: number;
        maxBlockGasCost?: number;
        minBaseFee?: number;
        minBlockGasCost?: number;
        targetBlockRate?: number;
        targetGas?: number;
      };
      warpConfig?: {
        blockTimestamp?: number;
        quorumNumerator?: number;
        requirePrimaryNetworkSigners?: boolean;
      };
      txAllowListConfig?: components['schemas']['AllowListConfig'];
      contractDeployerAllowListConfig?: components['schemas']['AllowListConfig'];
      contractNativeMinterConfig?: components['schemas']['AllowListConfig'];
      feeManagerConfig?: components['schemas']['AllowListConfig'];
      rewardManagerConfig?: components['schemas']['AllowListConfig'];
    } & {
      [key: string]: unknown;
    };
    /** @description The genesis of the chain; which keys it has varies, and unlisted keys pass through. */
    GenesisData: {
      /** @description A string or null in the seed; a number or null in the deployed service's published document. */
      airdropAmount?: string | number | null;
      /** @description Hex. */
      airdropHash?: string;
      /** @description Address to allocation. */
      alloc?: {
        [key: string]: components['schemas']['GenesisAllocation'];
      };
      /** @description A string or null in the seed; a number or null in the deployed service's published document. */
      baseFeePerGas?: string | number | null;
      blobGasUsed?: string | null;
      coinbase?: string;
      config?: components['schemas']['GenesisConfig'];
      difficulty?: string;
      excessBlobGas?: string | null;
      extraData?: string;
      gasLimit?: string;
      gasUsed?: string;
      mixHash?: string;
      nonce?: string;
      number?: string;
      parentHash?: string;
      timestamp?: string;
    } & {
      [key: string]: unknown;
    };
    Geolocation: {
      city: string;
      country: string;
      countryCode: string;
      latitude: number;
      longitude: number;
    };
    GetNativeBalanceResponse: {
      nativeTokenBalance: components['schemas']['NativeTokenBalance'];
    };
    GetNetworkDetailsResponse: {
      validatorDetails: components['schemas']['ValidatorsDetails'];
      delegatorDetails: components['schemas']['DelegatorsDetails'];
    };
    /** @description The published document lists every field as optional; `info` holds the dependencies that are up, `error` those that are down (either may be null), `details` all of them. */
    HealthCheckResult: {
      status?: 'ok' | 'error' | 'shutting_down' | (string & {});
      info?: {
        [key: string]: components['schemas']['HealthIndicator'];
      } | null;
      error?: {
        [key: string]: components['schemas']['HealthIndicator'];
      } | null;
      details?: {
        [key: string]: components['schemas']['HealthIndicator'];
      };
    };
    /** @description The state of one dependency (database, cache, ...). */
    HealthIndicator: {
      status?: 'up' | 'down' | (string & {});
    };
    /** @description Hex digits, optionally prefixed `0x`. */
    Hex: string;
    HistoricalReward: {
      addresses: string[];
      txHash: string;
      amountStaked: string;
      nodeId: string;
      startTimestamp: number;
      endTimestamp: number;
      rewardType: components['schemas']['RewardType'];
      utxoId: string;
      outputIndex: number;
      reward: components['schemas']['AssetWithPriceInfo'];
      rewardTxHash: string;
    };
    IcmDestinationTransaction: {
      txHash: string;
      timestamp: number;
      gasSpent: string;
      rewardRedeemer: string;
      delivererAddress: string;
    };
    /** @description An Interchain Messaging message, by `status`: `pending` (sent, not yet received), `delivered` (with the destination transaction) or `delivered_source_not_indexed` (received where the source chain is not indexed). */
    IcmMessage:
      | components['schemas']['PendingIcmMessage']
      | components['schemas']['DeliveredIcmMessage']
      | components['schemas']['DeliveredSourceNotIndexedIcmMessage'];
    IcmReceipt: {
      receivedMessageNonce: string;
      relayerRewardAddress: string;
    };
    IcmRewardDetails: {
      address: string;
      name: string;
      symbol: string;
      decimals: number;
      logoUri?: string;
      ercType: 'ERC-20' | (string & {});
      price?: components['schemas']['Price'];
      value: string;
    };
    IcmSourceTransaction: {
      txHash: string;
      timestamp: number;
      gasSpent: string;
    };
    ImageAsset: {
      assetId?: string;
      imageUri?: string;
    };
    /** @description An internal transaction with the block and transaction it belongs to. */
    InternalTransaction: components['schemas']['InternalTransactionDetails'] & {
      blockNumber: string;
      blockTimestamp: number;
      blockTimestampMilliseconds?: number;
      blockHash: string;
      txHash: string;
    };
    /** @description An internal transaction (a call or a contract creation made by a contract). */
    InternalTransactionDetails: {
      from: components['schemas']['AddressSummary'];
      to: components['schemas']['AddressSummary'];
      internalTxType:
        | 'UNKNOWN'
        | 'CALL'
        | 'CREATE'
        | 'CREATE2'
        | 'CREATE3'
        | 'CALLCODE'
        | 'DELEGATECALL'
        | 'STATICCALL'
        | (string & {});
      /** @description Decimal digits (wei). */
      value: string;
      isReverted: boolean;
      gasUsed: string;
      gasLimit: string;
    };
    L1ValidatorDetailsFull: {
      validationId: string;
      validationIdHex: string;
      nodeId: string;
      subnetId: string;
      weight: number;
      remainingBalance: number;
      creationTimestamp: number;
      blsCredentials: Record<string, never>;
      remainingBalanceOwner: components['schemas']['BalanceOwner'];
      deactivationOwner: components['schemas']['BalanceOwner'];
    };
    L1ValidatorDetailsTransaction: {
      validationId: string;
      validationIdHex: string;
      nodeId: string;
      subnetId: string;
      weight: number;
      remainingBalance: number;
      balanceChange?: number;
      blsCredentials?: Record<string, never>;
    };
    L1ValidatorManagerDetails: {
      blockchainId: string;
      contractAddress: string;
    };
    /** @description The latest activity among the addresses: when, in which transaction and UTXO. */
    LastActivityTimestamp: {
      timestamp: number;
      blockNumber: string;
      txHash: string;
      utxoId: string;
      isConsumed: boolean;
      chainName: components['schemas']['PrimaryNetworkChainName'];
      network: components['schemas']['PrimaryNetworkType'];
    };
    /** @description Both lists may be absent in the published document. */
    ListAddressChainsResponse: {
      /** @description The indexed chains the address is active on. */
      indexedChains?: components['schemas']['Chain'][];
      /** @description Chain ids the address is active on that the service does not index. */
      unindexedChains?: string[];
    };
    ListAddressTransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['AddressTransaction'][];
    };
    ListAddressTransactionsV2Response: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['AddressTransactionV2'][];
    };
    ListBlockchainsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      blockchains: components['schemas']['Blockchain'][];
    };
    ListCChainAtomicBalancesResponse: {
      balances: components['schemas']['CChainAtomicBalances'];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListCChainAtomicTransactionsResponse: {
      nextPageToken?: string;
      transactions: (
        | components['schemas']['CChainExportTransaction']
        | components['schemas']['CChainImportTransaction']
      )[];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListChainsResponse: {
      chains: components['schemas']['Chain'][];
    };
    ListCollectibleBalancesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      collectibleBalances: components['schemas']['CollectibleBalance'][];
    };
    ListContractsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      contracts: components['schemas']['DeployedContract'][];
    };
    ListDelegatorDetailsResponse: {
      nextPageToken?: string;
      delegators: (
        | components['schemas']['CompletedDelegatorDetails']
        | components['schemas']['ActiveDelegatorDetails']
        | components['schemas']['PendingDelegatorDetails']
      )[];
    };
    ListErc1155BalancesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      nativeTokenBalance: components['schemas']['NativeTokenBalance'];
      erc1155TokenBalances: components['schemas']['Erc1155TokenBalance'][];
    };
    ListErc1155TransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['Erc1155Transfer'][];
    };
    ListErc20BalancesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      nativeTokenBalance: components['schemas']['NativeTokenBalance'];
      erc20TokenBalances: components['schemas']['Erc20TokenBalance'][];
    };
    ListErc20TransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['Erc20Transfer'][];
    };
    ListErc721BalancesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      nativeTokenBalance: components['schemas']['NativeTokenBalance'];
      erc721TokenBalances: components['schemas']['Erc721TokenBalance'][];
    };
    ListErc721TransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['Erc721Transfer'][];
    };
    ListEvmBlocksResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      blocks: components['schemas']['EvmBlock'][];
    };
    ListEvmTransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['EvmTransaction'][];
    };
    ListHistoricalRewardsResponse: {
      nextPageToken?: string;
      historicalRewards: components['schemas']['HistoricalReward'][];
    };
    ListIcmMessagesResponse: {
      nextPageToken?: string;
      messages: (
        | components['schemas']['PendingIcmMessage']
        | components['schemas']['DeliveredIcmMessage']
        | components['schemas']['DeliveredSourceNotIndexedIcmMessage']
      )[];
    };
    ListInternalTransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['InternalTransaction'][];
    };
    ListL1ValidatorsResponse: {
      nextPageToken?: string;
      validators: components['schemas']['L1ValidatorDetailsFull'][];
      blockHeight: string;
    };
    ListNftTokensResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      tokens: components['schemas']['NftToken'][];
    };
    ListPChainBalancesResponse: {
      balances: components['schemas']['PChainBalance'];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListPChainTransactionsResponse: {
      nextPageToken?: string;
      transactions: components['schemas']['PChainTransaction'][];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListPChainUtxosResponse: {
      nextPageToken?: string;
      utxos: components['schemas']['PChainUtxo'][];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListPendingRewardsResponse: {
      nextPageToken?: string;
      pendingRewards: components['schemas']['PendingReward'][];
    };
    /** @description One page of a chain's transactions: all P-Chain, all X-Chain or all C-Chain atomic ones, as chainInfo says. */
    ListPrimaryNetworkTransactionsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transactions: components['schemas']['PrimaryNetworkTransaction'][];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    /** @description One page of UTXOs: P-Chain UTXOs (staking and locktime fields) on the P chain, X/C-Chain UTXOs elsewhere, as chainInfo says. */
    ListPrimaryNetworkUtxosResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      utxos: (components['schemas']['PChainUtxo'] | components['schemas']['Utxo'])[];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListProposedBlocksResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      blocks: components['schemas']['ProposedBlock'][];
      chainInfo: {
        chainName: 'p-chain' | 'x-chain' | 'c-chain' | (string & {});
        network: 'mainnet' | 'fuji' | 'testnet' | (string & {});
      };
    };
    ListSubnetsResponse: {
      nextPageToken?: string;
      subnets: components['schemas']['Subnet'][];
    };
    ListTransfersResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transfers: components['schemas']['TokenTransfer'][];
    };
    ListUtxosResponse: {
      nextPageToken?: string;
      utxos: components['schemas']['Utxo'][];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListValidatorDetailsResponse: {
      nextPageToken?: string;
      validators: (
        | components['schemas']['CompletedValidatorDetails']
        | components['schemas']['ActiveValidatorDetails']
        | components['schemas']['PendingValidatorDetails']
        | components['schemas']['RemovedValidatorDetails']
      )[];
    };
    ListWebhookAddressesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      addresses: string[];
      /** @description How many addresses the webhook watches in all. */
      totalAddresses: number;
    };
    ListWebhooksResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      webhooks: components['schemas']['Webhook'][];
    };
    ListXChainBalancesResponse: {
      balances: components['schemas']['XChainBalances'];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListXChainTransactionsResponse: {
      nextPageToken?: string;
      transactions: (
        | components['schemas']['XChainNonLinearTransaction']
        | components['schemas']['XChainLinearTransaction']
      )[];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    ListXChainVerticesResponse: {
      nextPageToken?: string;
      vertices: components['schemas']['XChainVertex'][];
      chainInfo: components['schemas']['PrimaryNetworkChainInfo'];
    };
    NativeTokenBalance: {
      name: string;
      symbol: string;
      decimals: number;
      logoUri?: string;
      chainId: string;
      price?: components['schemas']['Price'];
      /** @description Decimal digits. */
      balance: string;
      balanceValue?: components['schemas']['Price'];
    };
    /** @enum {string} */
    Network: 'mainnet' | 'fuji' | 'testnet';
    NetworkName: 'mainnet' | 'fuji' | 'testnet' | (string & {});
    NetworkTokenDetails: {
      networkToken: {
        name: string;
        symbol: string;
        decimals: number;
        logoUri?: string;
      };
      currentPrice?: components['schemas']['Price'];
      /** @description The price at the time of the transaction. */
      historicalPrice?: components['schemas']['Price'];
    };
    /** @description An ERC-721 or an ERC-1155 token; narrow on `ercType`. */
    NftToken: components['schemas']['Erc721Token'] | components['schemas']['Erc1155Token'];
    OperationStatus: {
      operationId: string;
      operationType:
        | 'TRANSACTION_EXPORT_PRIMARY_NETWORK'
        | 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING'
        | 'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE'
        | 'TRANSACTION_EXPORT_EVM'
        | (string & {});
      operationStatus: 'RUNNING' | 'COMPLETED' | 'COMPLETED_WITH_WARNING' | 'FAILED' | (string & {});
      message?: string;
      metadata?: components['schemas']['TransactionExportMetadata'];
      createdAtTimestamp: number;
      updatedAtTimestamp: number;
    };
    PChainBalance: {
      unlockedUnstaked: components['schemas']['AggregatedAssetAmount'][];
      unlockedStaked: components['schemas']['AggregatedAssetAmount'][];
      lockedPlatform: components['schemas']['AggregatedAssetAmount'][];
      lockedStakeable: components['schemas']['AggregatedAssetAmount'][];
      lockedStaked: components['schemas']['AggregatedAssetAmount'][];
      pendingStaked: components['schemas']['AggregatedAssetAmount'][];
      atomicMemoryUnlocked: components['schemas']['PChainSharedAsset'][];
      atomicMemoryLocked: components['schemas']['PChainSharedAsset'][];
    };
    /**
     * @description The P chain: the alias `p-chain` or its blockchain id (the same on mainnet and the test network).
     * @enum {string}
     */
    PChainBlockchainId: 'p-chain' | '11111111111111111111111111111111LpoYY';
    PChainSharedAsset: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      amount: string;
      utxoCount: number;
      sharedWithChainId: string;
      status: string;
    };
    /** @description A P-Chain transaction; which optional fields are present depends on txType (staking, subnet and L1 fields). */
    PChainTransaction: {
      txHash: string;
      txType: components['schemas']['PChainTransactionType'];
      blockTimestamp: number;
      blockNumber: string;
      blockHash: string;
      consumedUtxos: components['schemas']['PChainUtxo'][];
      emittedUtxos: components['schemas']['PChainUtxo'][];
      sourceChain?: string;
      destinationChain?: string;
      value: components['schemas']['AssetAmount'][];
      amountBurned: components['schemas']['AssetAmount'][];
      amountStaked: components['schemas']['AssetAmount'][];
      amountL1ValidatorBalanceBurned: components['schemas']['AssetAmount'][];
      startTimestamp?: number;
      endTimestamp?: number;
      delegationFeePercent?: string;
      nodeId?: string;
      subnetId?: string;
      l1ValidatorManagerDetails?: components['schemas']['L1ValidatorManagerDetails'];
      l1ValidatorDetails?: components['schemas']['L1ValidatorDetailsTransaction'][];
      estimatedReward?: string;
      rewardTxHash?: string;
      rewardAddresses?: string[];
      memo?: string;
      stakingTxHash?: string;
      subnetOwnershipInfo?: components['schemas']['SubnetOwnershipInfo'];
      blsCredentials?: components['schemas']['BlsCredentials'];
      blockchainInfo?: components['schemas']['BlockchainInfo'];
    };
    PChainTransactionType:
      | 'AddValidatorTx'
      | 'AddSubnetValidatorTx'
      | 'AddDelegatorTx'
      | 'CreateChainTx'
      | 'CreateSubnetTx'
      | 'ImportTx'
      | 'ExportTx'
      | 'AdvanceTimeTx'
      | 'RewardValidatorTx'
      | 'RemoveSubnetValidatorTx'
      | 'TransformSubnetTx'
      | 'AddPermissionlessValidatorTx'
      | 'AddPermissionlessDelegatorTx'
      | 'BaseTx'
      | 'TransferSubnetOwnershipTx'
      | 'ConvertSubnetToL1Tx'
      | 'RegisterL1ValidatorTx'
      | 'SetL1ValidatorWeightTx'
      | 'DisableL1ValidatorTx'
      | 'IncreaseL1ValidatorBalanceTx'
      | 'UNKNOWN'
      | (string & {});
    /** @description A P-Chain UTXO, with its staking and lock times when it is (or was) staked. */
    PChainUtxo: {
      addresses: string[];
      asset: components['schemas']['AssetAmount'];
      consumedOnChainId: string;
      consumingTxHash?: string;
      createdOnChainId: string;
      utxoId: string;
      utxoBytes?: string;
      amount: string;
      assetId: string;
      blockNumber: string;
      blockTimestamp: number;
      consumingBlockNumber?: string;
      consumingBlockTimestamp?: number;
      platformLocktime?: number;
      outputIndex: number;
      rewardType?: components['schemas']['RewardType'];
      stakeableLocktime?: number;
      staked?: boolean;
      threshold?: number;
      txHash: string;
      utxoEndTimestamp?: number;
      utxoStartTimestamp?: number;
      utxoType: components['schemas']['UtxoType'];
    };
    PendingDelegatorDetails: {
      txHash: string;
      nodeId: string;
      rewardAddresses: string[];
      amountDelegated: string;
      delegationFee: string;
      startTimestamp: number;
      endTimestamp: number;
      estimatedGrossReward: string;
      estimatedNetReward: string;
      /** @enum {string} */
      delegationStatus: 'pending';
    };
    PendingIcmMessage: {
      messageId: string;
      icmContractAddress: string;
      sourceBlockchainId: string;
      destinationBlockchainId: string;
      sourceEvmChainId: string;
      destinationEvmChainId: string;
      messageNonce: string;
      from: string;
      to: string;
      data?: string;
      messageExecuted: boolean;
      receipts: components['schemas']['IcmReceipt'][];
      receiptDelivered: boolean;
      rewardDetails: components['schemas']['IcmRewardDetails'];
      sourceTransaction: components['schemas']['IcmSourceTransaction'];
      /** @enum {string} */
      status: 'pending';
    };
    PendingReward: {
      addresses: string[];
      txHash: string;
      amountStaked: string;
      nodeId: string;
      startTimestamp: number;
      endTimestamp: number;
      rewardType: components['schemas']['RewardType'];
      progress: number;
      estimatedReward: components['schemas']['AssetAmount'];
    };
    PendingValidatorDetails: {
      txHash: string;
      nodeId: string;
      subnetId: string;
      amountStaked: string;
      delegationFee?: string;
      startTimestamp: number;
      endTimestamp: number;
      blsCredentials?: components['schemas']['BlsCredentials'];
      /** @enum {string} */
      validationStatus: 'pending';
    };
    Price: {
      /** @description Lower-case currency code. */
      currencyCode:
        | 'usd'
        | 'eur'
        | 'aud'
        | 'cad'
        | 'chf'
        | 'clp'
        | 'cny'
        | 'czk'
        | 'dkk'
        | 'gbp'
        | 'hkd'
        | 'huf'
        | 'jpy'
        | 'nzd'
        | (string & {});
      /** @description The amount. A decimal string in the seed and in the deployed service's own examples (`"42.42"`); a number in the schema of its published document. Both are sent as they come. */
      value: string | number;
    };
    /** @description Where the token's price comes from (deployed service only). */
    PricingProviders: {
      coingeckoCoinId?: string;
    };
    /** @description What a primary-network address-activity webhook watches. */
    PrimaryNetworkAddressActivityMetadata: {
      eventSignatures?: string[];
      /** @enum {string} */
      keyType: 'addresses';
      /** @description The addresses watched. */
      keys: string[];
      subEvents: {
        addressActivitySubEvents: ('balance_change' | 'balance_threshold' | 'reward_distribution')[];
      };
      /** @description For `balance_threshold`, which balance is watched and the threshold that triggers a call. */
      balanceThresholdFilter?: {
        /** @enum {string} */
        balanceType:
          | 'unlockedUnstaked'
          | 'unlockedStaked'
          | 'lockedPlatform'
          | 'lockedStakeable'
          | 'lockedStaked'
          | 'pendingStaked'
          | 'unlocked'
          | 'locked'
          | 'atomicMemoryUnlocked'
          | 'atomicMemoryLocked';
        /** @description Decimal digits. */
        balanceThreshold: string;
      };
    };
    /** @description The published document also lists `description` among the required fields without defining it; it is typed here as an optional string. */
    PrimaryNetworkAddressActivityWebhook: {
      id: string;
      url: string;
      chainId: string;
      status: 'active' | 'inactive' | (string & {});
      /** @description Creation time. */
      createdAt: number;
      name: string;
      description?: string;
      /** @enum {string} */
      eventType: 'primary_network_address_activity';
      metadata: components['schemas']['PrimaryNetworkAddressActivityMetadata'];
    };
    PrimaryNetworkAddressesBody: {
      /**
       * @description Addresses, comma-separated (`P-avax1...`, `X-avax1...`, ...).
       * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
       */
      addresses: string;
    };
    PrimaryNetworkAssetCap: 'fixed' | 'variable' | (string & {});
    PrimaryNetworkAssetType: 'secp256k1' | 'nft' | (string & {});
    /** @description Balances by chain: on the P chain staked, unstaked and locked amounts; on the X chain locked and unlocked amounts; on the C chain only the atomic-memory amounts. Each amount sits in shared (atomic) memory or not. Narrow on `chainInfo.chainName`. */
    PrimaryNetworkBalances:
      | components['schemas']['ListPChainBalancesResponse']
      | components['schemas']['ListXChainBalancesResponse']
      | components['schemas']['ListCChainAtomicBalancesResponse'];
    /**
     * @description The chains listPrimaryNetworkBlocksByNodeId serves: the aliases `p-chain`, `x-chain`, `c-chain`, and the five primary-network blockchain ids (P, X and C of mainnet and of the test network; the P chain's id is the same on both).
     * @enum {string}
     */
    PrimaryNetworkBlockchainId:
      | 'p-chain'
      | 'x-chain'
      | 'c-chain'
      | '11111111111111111111111111111111LpoYY'
      | '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM'
      | '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm'
      | '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5'
      | 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp';
    /** @description Which chain (and network) a page comes from. */
    PrimaryNetworkChainInfo: {
      chainName: components['schemas']['PrimaryNetworkChainName'];
      network: components['schemas']['NetworkName'];
    };
    PrimaryNetworkChainName: 'p-chain' | 'x-chain' | 'c-chain' | (string & {});
    PrimaryNetworkRpcUsageMetricsResponse: {
      /** @description The bucket size used. */
      aggregateDuration: string;
      network: 'mainnet' | 'testnet' | (string & {});
      metrics: components['schemas']['RpcUsageMetric'][];
    };
    /** @description A transaction of one of the primary-network chains: a P-Chain transaction (`txType`, `blockNumber`), an X-Chain transaction of the DAG era (`chainFormat` `non-linear`, `vertices`) or of the linear chain (`chainFormat` `linear`, `blockHeight`), or a C-Chain atomic export (`evmInputs`) or import (`evmOutputs`). Tell them apart with `chainFormat` and `'evmInputs' in tx` (and so on). */
    PrimaryNetworkTransaction:
      | components['schemas']['PChainTransaction']
      | components['schemas']['XChainNonLinearTransaction']
      | components['schemas']['XChainLinearTransaction']
      | components['schemas']['CChainExportTransaction']
      | components['schemas']['CChainImportTransaction'];
    /**
     * @description A primary-network transaction type, as the txTypes filters take it.
     * @enum {string}
     */
    PrimaryNetworkTxType:
      | 'AddValidatorTx'
      | 'AddSubnetValidatorTx'
      | 'AddDelegatorTx'
      | 'CreateChainTx'
      | 'CreateSubnetTx'
      | 'ImportTx'
      | 'ExportTx'
      | 'AdvanceTimeTx'
      | 'RewardValidatorTx'
      | 'RemoveSubnetValidatorTx'
      | 'TransformSubnetTx'
      | 'AddPermissionlessValidatorTx'
      | 'AddPermissionlessDelegatorTx'
      | 'BaseTx'
      | 'TransferSubnetOwnershipTx'
      | 'ConvertSubnetToL1Tx'
      | 'RegisterL1ValidatorTx'
      | 'SetL1ValidatorWeightTx'
      | 'DisableL1ValidatorTx'
      | 'IncreaseL1ValidatorBalanceTx'
      | 'UNKNOWN'
      | 'CreateAssetTx'
      | 'OperationTx';
    PrimaryNetworkType: 'mainnet' | 'fuji' | (string & {});
    ProposedBlock: {
      blockNumber: string;
      blockHash: string;
      parentHash: string;
      blockTimestamp: number;
      blockType: string;
      txCount: number;
      transactions: string[];
      blockSizeBytes: number;
      l1ValidatorsAccruedFees?: number;
      activeL1Validators?: number;
      currentSupply?: string;
      proposerDetails?: components['schemas']['ProposerDetails'];
    };
    ProposerDetails: {
      proposerId?: string;
      proposerParentId?: string;
      proposerNodeId?: string;
      proposerPChainHeight?: number;
      proposerTimestamp?: number;
    };
    RemovedValidatorDetails: {
      txHash: string;
      nodeId: string;
      subnetId: string;
      amountStaked: string;
      delegationFee?: string;
      startTimestamp: number;
      endTimestamp: number;
      blsCredentials?: components['schemas']['BlsCredentials'];
      removeTxHash: string;
      removeTimestamp: number;
      /** @enum {string} */
      validationStatus: 'removed';
    };
    ResourceLink: {
      /** @description Not shown in the seed; the deployed service lists these values. */
      type:
        | 'Blog'
        | 'CoinGecko'
        | 'CoinMarketCap'
        | 'Discord'
        | 'Documentation'
        | 'Facebook'
        | 'Github'
        | 'Instagram'
        | 'LinkedIn'
        | 'Medium'
        | 'Reddit'
        | 'Support'
        | 'Telegram'
        | 'TikTok'
        | 'Twitter'
        | 'Website'
        | 'Whitepaper'
        | 'Youtube'
        | (string & {});
      url: string;
    };
    RewardType: 'VALIDATOR' | 'DELEGATOR' | 'VALIDATOR_FEE' | (string & {});
    Rewards: {
      validationRewardAmount: string;
      delegationRewardAmount: string;
      rewardAddresses?: string[];
      rewardTxHash?: string;
    };
    RpcUsageMetric: {
      /** @description Start of the time bucket (Unix seconds). */
      timestamp: number;
      values: components['schemas']['RpcUsageMetricsValue'][];
    };
    /** @description The figures of one group in one time bucket. */
    RpcUsageMetricsValue: {
      /** @description The field the bucket is split by (`None` when not split). */
      groupedBy:
        | 'rpcMethod'
        | 'responseCode'
        | 'rlBypassToken'
        | 'requestPath'
        | 'country'
        | 'continent'
        | 'userAgent'
        | 'None'
        | (string & {});
      /** @description The group's value; may be absent. */
      groupValue?: string | number;
      totalRequests: number;
      apiCreditsUsed: number;
      requestsPerSecond: number;
      successRatePercent: number;
      medianResponseTimeMsecs: number;
      invalidRequests: number;
      apiCreditsWasted: number;
    };
    SharedSecret: {
      secret: string;
    };
    SignedMessage: {
      /** @description Hex-encoded signed message. */
      signedMessage: string;
    };
    StakingDistribution: {
      version: string;
      amountStaked: string;
      validatorCount: number;
    };
    Subnet: {
      createBlockTimestamp: number;
      createBlockIndex: string;
      subnetId: string;
      ownerAddresses: string[];
      threshold: number;
      locktime: number;
      subnetOwnershipInfo: {
        locktime: number;
        threshold: number;
        addresses: string[];
      };
      isL1: boolean;
      l1ConversionTransactionHash?: string;
      l1ValidatorManagerDetails?: {
        blockchainId: string;
        contractAddress: string;
      };
      blockchains: components['schemas']['Blockchain'][];
    };
    SubnetOwnershipInfo: {
      locktime: number;
      threshold: number;
      addresses: string[];
    };
    SubnetRpcUsageMetricsResponse: {
      /** @description The bucket size used. */
      aggregateDuration: string;
      chainId: string;
      metrics: components['schemas']['RpcUsageMetric'][];
    };
    /** @description The Teleporter (ICM) message the transaction sent or received. */
    TeleporterMessageInfo: {
      teleporterMessageId: string;
      direction: 'SOURCE_TRANSACTION' | 'DESTINATION_TRANSACTION' | (string & {});
      sourceChainId?: string;
      destinationChainId?: string;
    };
    /** @description One transfer of listTransfers: an ERC-20 transfer (`erc20Token`, `value`), an ERC-721 transfer (`erc721Token`, no `value`) or an ERC-1155 transfer (`erc1155Token`, `value`), by the contract's standard. The seed shows only the ERC-20 shape; the deployed service's document lists all three. Tell them apart with `'erc20Token' in transfer` (and so on). */
    TokenTransfer:
      | components['schemas']['Erc20Transfer']
      | components['schemas']['Erc721Transfer']
      | components['schemas']['Erc1155Transfer'];
    TransactionExportMetadata: {
      /** @description Why a job failed or finished with a warning. */
      code?: 'ErrInvalidRequest' | 'ErrInternal' | 'WarnTruncatedExport' | (string & {});
      /** @description Where the export can be downloaded once complete. */
      downloadUrl?: string;
      /** @description Where a truncated export stopped; start the next one there. */
      nextDate?: string;
    };
    TransactionExportOptions: {
      /** @description The addresses whose transactions are exported (required by an EVM export). */
      addresses?: string[];
      /** @description C-Chain addresses to add to a primary-network export. */
      cChainEvmAddresses?: string[];
      /** @description EVM chain ids (EVM export), or primary-network blockchain ids and the aliases `p-chain`, `x-chain`, `c-chain` (primary-network exports). */
      includeChains: string[];
    };
    /** @description One object for both kinds of export (the published document has one schema per kind, told apart by `type`). */
    TransactionExportRequest: {
      /**
       * @example TRANSACTION_EXPORT_EVM
       * @enum {string}
       */
      type:
        | 'TRANSACTION_EXPORT_EVM'
        | 'TRANSACTION_EXPORT_PRIMARY_NETWORK'
        | 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING'
        | 'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE';
      /** @description First day of the range (YYYY-MM-DD). */
      firstDate?: string;
      /** @description Last day of the range (YYYY-MM-DD). */
      lastDate?: string;
      /**
       * @deprecated
       * @description Older name of firstDate.
       */
      startDate?: string;
      /**
       * @deprecated
       * @description Older name of lastDate.
       */
      endDate?: string;
      /**
       * @example {
       *       "addresses": [
       *         "0x71C7656EC7ab88b098defB751B7401B5f6d8976F"
       *       ],
       *       "includeChains": [
       *         "43114"
       *       ]
       *     }
       */
      options: components['schemas']['TransactionExportOptions'];
    };
    TransactionMethod: {
      /** @description `CONTRACT_CALL` seen in the seed; the deployed service also lists `NATIVE_TRANSFER` and `CONTRACT_CREATION`. */
      callType: 'CONTRACT_CALL' | 'NATIVE_TRANSFER' | 'CONTRACT_CREATION' | (string & {});
      methodHash: string;
      methodName?: string;
    };
    TransactionVertexDetail: {
      hash: string;
      height: number;
      timestamp: number;
    };
    /** @description A contract of no recognised standard (`UNKNOWN`), without `symbol`; any ercType value the service adds later lands here too. */
    UnknownContract: {
      name?: string;
      description?: string;
      officialSite?: string;
      email?: string;
      logoAsset?: components['schemas']['ImageAsset'];
      bannerAsset?: components['schemas']['ImageAsset'];
      color?: string;
      resourceLinks?: components['schemas']['ResourceLink'][];
      tags?: string[];
      address: string;
      deploymentDetails?: components['schemas']['DeploymentDetails'];
      ercType: 'UNKNOWN' | (string & {});
    };
    UpdateWebhookRequest: {
      name?: string;
      url?: string;
      status?: components['schemas']['WebhookStatusFilter'];
      includeInternalTxs?: boolean;
      includeLogs?: boolean;
    };
    UsageMetric: {
      /** @description Start of the time bucket (Unix seconds). */
      timestamp: number;
      values: components['schemas']['UsageMetricsValue'][];
    };
    UsageMetricsResponse: {
      /** @description The bucket size used. */
      aggregateDuration: string;
      orgId: string;
      metrics: components['schemas']['UsageMetric'][];
    };
    /** @description The figures of one group in one time bucket. */
    UsageMetricsValue: {
      /** @description The field the bucket is split by (`None` when not split). */
      groupedBy:
        | 'requestPath'
        | 'responseCode'
        | 'chainId'
        | 'apiKeyId'
        | 'requestType'
        | 'None'
        | (string & {});
      /** @description The group's value (a path, a status code, ...); may be absent. */
      groupValue?: string | number;
      totalRequests: number;
      requestsPerSecond: number;
      successRatePercent: number;
      medianResponseTimeMsecs: number;
      invalidRequests: number;
      apiCreditsUsed: number;
      apiCreditsWasted: number;
    };
    /** @description An X-Chain or C-Chain (atomic) UTXO. */
    Utxo: {
      addresses: string[];
      asset: components['schemas']['AssetAmount'];
      consumedOnChainId: string;
      consumingTxHash?: string;
      createdOnChainId: string;
      utxoId: string;
      utxoBytes?: string;
      consumingTxTimestamp?: number;
      creationTxHash: string;
      credentials?: components['schemas']['UtxoCredential'][];
      groupId?: number;
      locktime: number;
      outputIndex: string;
      payload?: string;
      threshold: number;
      timestamp: number;
      utxoType: string;
    };
    UtxoCredential: {
      signature?: string;
      publicKey?: string;
    };
    UtxoType: 'STAKE' | 'TRANSFER' | (string & {});
    /** @enum {string} */
    UtxosSortBy: 'timestamp' | 'amount';
    /** @enum {string} */
    ValidationStatus: 'completed' | 'active' | 'pending' | 'removed';
    /** @description What a validator-activity webhook watches. */
    ValidatorActivityMetadata: {
      eventSignatures?: string[];
      /** @enum {string} */
      keyType: 'nodeId' | 'subnetId';
      /** @description Node ids or subnet ids, by keyType. */
      keys: string[];
      subEvents: {
        validatorActivitySubEvents: (
          | 'validator_stake'
          | 'delegator_stake'
          | 'reward_distribution'
          | 'l1_validator_balance_increased'
          | 'l1_validator_disabled'
          | 'l1_validator_removed'
          | 'l1_validator_balance_threshold'
        )[];
      };
      nodeIds?: string[];
      subnetIds?: string[];
      /** @description Decimal digits. */
      l1ValidatorFeeBalanceThreshold?: string;
    };
    /** @description The published document also lists `description` among the required fields without defining it; it is typed here as an optional string. `chainId` is required there too, though a validator webhook is created with a network and no chain. */
    ValidatorActivityWebhook: {
      id: string;
      url: string;
      chainId: string;
      status: 'active' | 'inactive' | (string & {});
      /** @description Creation time. */
      createdAt: number;
      name: string;
      description?: string;
      /** @enum {string} */
      eventType: 'validator_activity';
      metadata: components['schemas']['ValidatorActivityMetadata'];
    };
    ValidatorHealthDetails: {
      reachabilityPercent: number;
      benchedPChainRequestsPercent: number;
      benchedXChainRequestsPercent: number;
      benchedCChainRequestsPercent: number;
    };
    /** @enum {string} */
    ValidatorSortBy:
      | 'blockIndex'
      | 'delegationCapacity'
      | 'timeRemaining'
      | 'delegationFee'
      | 'uptimePerformance';
    ValidatorsDetails: {
      validatorCount: number;
      totalAmountStaked: string;
      estimatedAnnualStakingReward: string;
      stakingDistributionByVersion: components['schemas']['StakingDistribution'][];
      stakingRatio: string;
    };
    /** @description A webhook of one of the three kinds; narrow on `eventType`. */
    Webhook:
      | components['schemas']['EvmAddressActivityWebhook']
      | components['schemas']['PrimaryNetworkAddressActivityWebhook']
      | components['schemas']['ValidatorActivityWebhook'];
    WebhookAddressesChange: {
      /**
       * @example [
       *       "0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"
       *     ]
       */
      addresses: string[];
    };
    /** @enum {string} */
    WebhookStatusFilter: 'active' | 'inactive';
    /** @description An X-Chain asset. */
    XChainAssetDetails: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      createdAtTimestamp: number;
      cap: components['schemas']['PrimaryNetworkAssetCap'];
    };
    XChainBalances: {
      locked: components['schemas']['AggregatedAssetAmount'][];
      unlocked: components['schemas']['AggregatedAssetAmount'][];
      atomicMemoryUnlocked: components['schemas']['XChainSharedAssetBalance'][];
      atomicMemoryLocked: components['schemas']['XChainSharedAssetBalance'][];
    };
    /**
     * @description The X chain: the alias `x-chain` or the X blockchain id of mainnet or of the test network.
     * @enum {string}
     */
    XChainBlockchainId:
      | 'x-chain'
      | '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM'
      | '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm';
    XChainLinearTransaction: {
      txHash: string;
      /** @enum {string} */
      chainFormat: 'non-linear' | 'linear';
      timestamp: number;
      txType: components['schemas']['XChainTransactionType'];
      memo: string;
      consumedUtxos: components['schemas']['Utxo'][];
      emittedUtxos: components['schemas']['Utxo'][];
      amountUnlocked: components['schemas']['AssetAmount'][];
      amountCreated: components['schemas']['AssetAmount'][];
      sourceChain?: string;
      destinationChain?: string;
      assetCreated?: components['schemas']['XChainAssetDetails'];
      blockHeight: number;
      blockHash: string;
    };
    XChainNonLinearTransaction: {
      txHash: string;
      /** @enum {string} */
      chainFormat: 'non-linear' | 'linear';
      timestamp: number;
      txType: components['schemas']['XChainTransactionType'];
      memo: string;
      consumedUtxos: components['schemas']['Utxo'][];
      emittedUtxos: components['schemas']['Utxo'][];
      amountUnlocked: components['schemas']['AssetAmount'][];
      amountCreated: components['schemas']['AssetAmount'][];
      sourceChain?: string;
      destinationChain?: string;
      assetCreated?: components['schemas']['XChainAssetDetails'];
      vertices: components['schemas']['TransactionVertexDetail'][];
    };
    XChainSharedAssetBalance: {
      assetId: string;
      name: string;
      symbol: string;
      denomination: number;
      type: components['schemas']['PrimaryNetworkAssetType'];
      amount: string;
      utxoCount: number;
      sharedWithChainId: string;
    };
    XChainTransactionType:
      | 'BaseTx'
      | 'CreateAssetTx'
      | 'OperationTx'
      | 'ImportTx'
      | 'ExportTx'
      | 'UNKNOWN'
      | (string & {});
    /** @description A vertex of the X-Chain DAG. */
    XChainVertex: {
      vertexHash: string;
      parentHashes: string[];
      vertexHeight: number;
      vertexIndex: number;
      vertexTimestamp: number;
      txCount: number;
      transactions: string[];
      vertexSizeBytes: number;
    };
  };
  responses: {
    /** @description Bad Gateway. */
    BadGateway: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Bad Request (invalid or malformed parameters). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Forbidden. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Internal Server Error. */
    InternalServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Not Found. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Service Unavailable (a problem with one subnet's node). */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The signed Warp message. */
    SignedMessage: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SignedMessage'];
      };
    };
    /** @description Too Many Requests (rate limit exceeded). */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Unauthorized. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    /** @description Block number (decimal digits); the latest block when absent. */
    BlockNumber: string;
    /**
     * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
     * @example 43114
     */
    ChainId: string;
    /**
     * @description A contract address.
     * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
     */
    ContractAddress: string;
    /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
    EndBlock: number;
    /**
     * @description `testnet` and `fuji` both name the test network.
     * @example mainnet
     */
    Network: components['schemas']['Network'];
    /**
     * @description Only this network; `testnet` and `fuji` both name the test network.
     * @example mainnet
     */
    NetworkQuery: components['schemas']['Network'];
    /**
     * @description The token's id within its contract.
     * @example 145
     */
    NftTokenId: string;
    /** @description Items per page. */
    PageSize100: number;
    /** @description Items per page. */
    PageSize500: number;
    /** @description The nextPageToken of the previous page. */
    PageToken: string;
    /**
     * @description Size of the time buckets.
     * @example daily
     */
    RpcTimeInterval: 'hourly' | 'daily' | 'weekly' | 'monthly';
    SortOrder: 'asc' | 'desc';
    /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
    StartBlock: number;
    /** @description Only requests made with this API key (by its id, not its value). */
    UsageApiKeyId: string;
    /** @description Only requests about this chain. */
    UsageChainId: string;
    /**
     * @description End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
     * @example 1739664000
     */
    UsageEndTimestamp: number;
    /** @description The organization whose usage is read (the key's own when absent). */
    UsageOrgId: string;
    /** @description Only requests to this path. */
    UsageRequestPath: string;
    /** @description Only Data API requests (`data`) or RPC requests (`rpc`). */
    UsageRequestType: 'data' | 'rpc';
    /** @description Only requests answered with this HTTP status (e.g. `200`). */
    UsageResponseCode: string;
    /** @description Only calls of this RPC method. */
    UsageRpcMethod: string;
    /**
     * @description Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
     * @example 1739507200
     */
    UsageStartTimestamp: number;
    /**
     * @description A wallet address.
     * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
     */
    WalletAddress: string;
    /**
     * @description The webhook's id (a UUID).
     * @example f33de69c-d13b-4691-908f-870d6e2e6b04
     */
    WebhookId: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
