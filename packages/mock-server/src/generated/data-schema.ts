// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AddressSummary: {
      name?: string;
      symbol?: string;
      decimals?: number;
      logoUri?: string;
      address: string;
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
    AllowListConfig: {
      blockTimestamp?: number;
      adminAddresses?: string[];
      managerAddresses?: string[];
      enabledAddresses?: string[];
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
    ErrorBody: {
      /** @description What went wrong: a string (the seed), or an array of strings (the deployed service, on its validation errors; its published document allows both). */
      message: string | string[];
      statusCode: number;
      /** @description The status text. */
      error: string;
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
    /** @description Hex digits, optionally prefixed `0x`. */
    Hex: string;
    ImageAsset: {
      assetId?: string;
      imageUri?: string;
    };
    ListBlockchainsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      blockchains: components['schemas']['Blockchain'][];
    };
    ListChainsResponse: {
      chains: components['schemas']['Chain'][];
    };
    ListContractsResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      contracts: components['schemas']['DeployedContract'][];
    };
    ListErc1155BalancesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      nativeTokenBalance: components['schemas']['NativeTokenBalance'];
      erc1155TokenBalances: components['schemas']['Erc1155TokenBalance'][];
    };
    ListErc20BalancesResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      nativeTokenBalance: components['schemas']['NativeTokenBalance'];
      erc20TokenBalances: components['schemas']['Erc20TokenBalance'][];
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
    ListProposedBlocksResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      blocks: components['schemas']['ProposedBlock'][];
      chainInfo: {
        chainName: 'p-chain' | 'x-chain' | 'c-chain' | (string & {});
        network: 'mainnet' | 'fuji' | 'testnet' | (string & {});
      };
    };
    ListTransfersResponse: {
      /** @description Present when more pages exist. */
      nextPageToken?: string;
      transfers: components['schemas']['TokenTransfer'][];
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
    SignedMessage: {
      /** @description Hex-encoded signed message. */
      signedMessage: string;
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
    /** @description One transfer of listTransfers: an ERC-20 transfer (`erc20Token`, `value`), an ERC-721 transfer (`erc721Token`, no `value`) or an ERC-1155 transfer (`erc1155Token`, `value`), by the contract's standard. The seed shows only the ERC-20 shape; the deployed service's document lists all three. Tell them apart with `'erc20Token' in transfer` (and so on). */
    TokenTransfer:
      | components['schemas']['Erc20Transfer']
      | components['schemas']['Erc721Transfer']
      | components['schemas']['Erc1155Transfer'];
    TransactionMethod: {
      /** @description `CONTRACT_CALL` seen in the seed; the deployed service also lists `NATIVE_TRANSFER` and `CONTRACT_CREATION`. */
      callType: 'CONTRACT_CALL' | 'NATIVE_TRANSFER' | 'CONTRACT_CREATION' | (string & {});
      methodHash: string;
      methodName?: string;
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
    /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
    EndBlock: number;
    /**
     * @description `testnet` and `fuji` both name the test network.
     * @example mainnet
     */
    Network: components['schemas']['Network'];
    /** @description Items per page. */
    PageSize100: number;
    /** @description Items per page. */
    PageSize500: number;
    /** @description The nextPageToken of the previous page. */
    PageToken: string;
    SortOrder: 'asc' | 'desc';
    /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
    StartBlock: number;
    /**
     * @description A wallet address.
     * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
     */
    WalletAddress: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
