// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
export interface paths {
  '/v1/address/{address}/chains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the chains on which an address sent or received transactions or token transfers.
     * @description The service refreshes this list every 15 minutes.
     */
    get: operations['listAddressChains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/apiLogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the caller's requests one by one (a request log), optionally filtered.
     * @description Needs an API key on the deployed service.
     */
    get: operations['getApiLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/apiUsageMetrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Returns the caller's Data API usage per time bucket, optionally grouped and filtered.
     * @description Needs an API key on the deployed service.
     */
    get: operations['getApiUsageMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/avax/supply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns the AVAX supply figures (total, circulating, burned per chain, staked, locked, rewards). */
    get: operations['getAvaxSupply'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the latest blocks of every supported EVM chain together, newest first. */
    get: operations['listLatestBlocksAllChains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the supported EVM chains. */
    get: operations['supportedChains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one supported EVM chain (the entry supportedChains lists for it). */
    get: operations['getChainInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns a contract's metadata (name, standard, links, deployment); narrow on `ercType`. */
    get: operations['getContractMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/balances:getNative': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns the native-token balance of a wallet address at a block, with its value. */
    get: operations['getNativeBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/balances:listCollectibles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-721 and ERC-1155 tokens a wallet address holds. */
    get: operations['listCollectibleBalances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/balances:listErc1155': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-1155 balances (and the native balance) of a wallet address at a block. */
    get: operations['listErc1155Balances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/balances:listErc20': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-20 balances (and the native balance) of a wallet address at a block. */
    get: operations['listErc20Balances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/balances:listErc721': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-721 tokens a wallet address holds (and its native balance). */
    get: operations['listErc721Balances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the transactions an address took part in, each with the transfers that involve the address.
     * @description Each item keeps only the ERC-20, ERC-721, ERC-1155 transfers and internal transactions whose sender or receiver is the address; getTransaction returns a transaction whole.
     */
    get: operations['listTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/transactions:listErc1155': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-1155 transfers an address sent or received, within an optional block range. */
    get: operations['listErc1155Transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/transactions:listErc20': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-20 transfers an address sent or received, within an optional block range. */
    get: operations['listErc20Transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/transactions:listErc721': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the ERC-721 transfers of a wallet address, within an optional block range. */
    get: operations['listErc721Transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/transactions:listInternals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the internal transactions an address took part in, within an optional block range.
     * @description Only value-carrying `CALL`/`CALLCODE` and contract creations (`CREATE`, `CREATE2`, `CREATE3`) are listed; a node's `debug_` tracing methods give every internal call.
     */
    get: operations['listInternalTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/addresses/{address}/transactions:listNative': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the transactions an address sent or received, within an optional block range. */
    get: operations['listNativeTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the latest indexed blocks of a chain, newest first. */
    get: operations['getLatestBlocks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/blocks/{blockId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one block by number or hash. */
    get: operations['getBlock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/blocks/{blockId}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the transactions of one block, by block number or hash. */
    get: operations['getTransactionsForBlock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/contracts/{address}/deployments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the contracts deployed by an address. */
    get: operations['listContractDeployments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/contracts/{address}/transactions:getDeployment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns the transaction that deployed a contract, with its transfers. */
    get: operations['getDeploymentTransaction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/nfts/collections/{address}/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the tokens of an NFT collection. */
    get: operations['listTokens'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one token of an NFT collection, with its metadata. */
    get: operations['getTokenDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Asks the service to fetch an NFT's metadata again.
     * @description The service accepts this at most once an hour for each token. It answers 201 with no body, so the method resolves with `undefined`. A write: never retried.
     */
    post: operations['reindexNft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/tokens/{address}/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the transfers of a token contract, within an optional block range. */
    get: operations['listTransfers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the latest transactions of a chain. */
    get: operations['listLatestTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/chains/{chainId}/transactions/{txHash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one transaction whole, with all its transfers and internal transactions. */
    get: operations['getTransaction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/health-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reports whether the service can read and write its database and cache.
     * @description The operationId is the deployed service's own, kebab-case: call it as `data.dataHealthCheck()` (its camelCase alias) or `data['data-health-check']()`.
     */
    get: operations['data-health-check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/icm/addresses/{address}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the Interchain Messaging messages an EVM address sent or received, newest first. */
    get: operations['listIcmMessagesByAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/icm/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists Interchain Messaging messages, newest first, optionally by source or destination chain, sender or recipient. */
    get: operations['listIcmMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/icm/messages/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one Interchain Messaging (Teleporter) message by its id; its status says whether it was delivered. */
    get: operations['getIcmMessage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/live-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reports whether the service is alive, checking its read path only.
     * @description The operationId is the deployed service's own, kebab-case: call it as `data.liveCheck()` (its camelCase alias) or `data['live-check']()`.
     */
    get: operations['live-check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns staking totals of a network: validator and delegator counts, stake amounts and the spread of stake over AvalancheGo versions. */
    get: operations['getNetworkDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/addresses:listChainIds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tells, for each address, which primary-network chains it has interacted with. */
    get: operations['getChainIdsForAddresses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the blockchains of the primary-network registry, sorted by timestamp (or by sortBy when given). */
    get: operations['listBlockchains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one blockchain registered on the P chain by its id. */
    get: operations['getBlockchainById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns an X-Chain asset: name, symbol, denomination, cap and when it was created. */
    get: operations['getAssetDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the X-Chain transactions that move one asset. */
    get: operations['listAssetTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns the balances of some addresses on a primary-network chain, now or at a past time; on the C chain only what sits in shared (atomic) memory. */
    get: operations['getBalancesByAddresses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the newest blocks of a primary-network chain, optionally within a time window. */
    get: operations['listLatestPrimaryNetworkBlocks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one block of a primary-network chain by height or hash. */
    get: operations['getBlockById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns when some addresses last sent or received on a primary-network chain (the address list in the query). */
    get: operations['getLastActivityTimestampByAddresses'];
    put?: never;
    /** Returns when some addresses last sent or received on a primary-network chain, the address list in a JSON body (for longer lists). A POST that only reads; not retried, since the service does not document it as idempotent. */
    post: operations['getLastActivityTimestampByAddressesV2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the blocks proposed by a node on a primary-network chain. */
    get: operations['listPrimaryNetworkBlocksByNodeId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the newest transactions of a primary-network chain, optionally only those touching some addresses, of some types or within a time window (the type and time filters need an address filter on the deployed service). */
    get: operations['listLatestPrimaryNetworkTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one transaction of the P, X or C chain by its hash; the shape follows the chain (and, on the X chain, whether it is a vertex-based or a block-based transaction). */
    get: operations['getTxByHash'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the staking transactions (validations and delegations) still active on the P chain for some addresses. */
    get: operations['listActivePrimaryNetworkStakingTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/utxos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the UTXOs of some addresses on a primary-network chain (the address list travels in the query). */
    get: operations['getUtxosByAddresses'];
    put?: never;
    /** Lists the UTXOs of some addresses on a primary-network chain, the address list in a JSON body (for longer lists, with pages of up to 1024). A POST that only reads; not retried, since the service does not document it as idempotent. */
    post: operations['getUtxosByAddressesV2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/vertices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the newest vertices of the X chain (its DAG era, before the linear chain). */
    get: operations['listLatestXChainVertices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one X-Chain vertex by its hash. */
    get: operations['getVertexByHash'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the X-Chain vertices at one height (several vertices may share a height). */
    get: operations['getVertexByHeight'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/delegators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists delegations, optionally of some nodes, some reward addresses or one status. */
    get: operations['listDelegators'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/l1Validators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the validators of L1s (by default the active ones), optionally of one node, one L1 or one validation. */
    get: operations['listL1Validators'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the staking rewards already paid, for some reward addresses or some nodes (at least one of the two filters), valued in a currency. */
    get: operations['listHistoricalPrimaryNetworkRewards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/rewards:listPending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the staking rewards not paid yet, for some reward addresses or some nodes (at least one of the two filters). */
    get: operations['listPendingPrimaryNetworkRewards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/subnets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the subnets (and L1s) registered on the network, with their blockchains. */
    get: operations['listSubnets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/subnets/{subnetId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns one subnet (or L1) with its blockchains. */
    get: operations['getSubnetById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/validators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists validators (of the primary network or of subnets), with filters on status, node ids, delegation capacity, time left, fee, uptime and subnet. */
    get: operations['listValidators'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/networks/{network}/validators/{nodeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the validations of one node (current and past), optionally of one status. */
    get: operations['getSingleValidatorDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/operations/transactions:export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts a job exporting the transactions of addresses; poll getOperationResult with its id.
     * @description The job runs in the background. An EVM export (`TRANSACTION_EXPORT_EVM`) needs `options.addresses` and the EVM chain ids in `options.includeChains`; a primary-network export takes primary-network chain ids or aliases in `options.includeChains` and optional addresses. A write: never retried (a retry could start a second job).
     */
    post: operations['postTransactionExportJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/operations/{operationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns the state of a long-running operation (an export job), and its result once done. */
    get: operations['getOperationResult'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/primaryNetworkRpcUsageMetrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Returns the usage of the primary network's public RPC per time bucket.
     * @description Needs an API key on the deployed service.
     */
    get: operations['getPrimaryNetworkRpcUsageMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/signatureAggregator/{network}/aggregateSignatures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Collects validator signatures for a Warp message (or justification) and returns the signed message. */
    post: operations['aggregateSignatures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/signatureAggregator/{network}/aggregateSignatures/{txHash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns the aggregated signatures of a P-Chain L1-related Warp message, by the transaction hash that carries it. */
    get: operations['getAggregatedSignatures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subnetRpcUsageMetrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Returns the usage of the public RPC of a subnet (L1) per time bucket.
     * @description Needs an API key on the deployed service.
     */
    get: operations['getSubnetRpcUsageMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the latest transactions of every supported EVM chain together, newest first. */
    get: operations['listLatestTransactionsAllChains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the caller's webhooks, all of them or those of one status.
     * @description Needs an API key on the deployed service.
     */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Creates a webhook; the service then calls `url` on each matching event.
     * @description Three kinds, by `eventType`: `address_activity` (EVM addresses of one chain: `chainId`, and `metadata.addresses`), `primary_network_address_activity` (`network`, `chainId`, and `metadata` with `keyType: addresses`, `keys` and `subEvents`), `validator_activity` (`network`, and `metadata` with `keyType` `nodeId` or `subnetId`, `keys` and `subEvents`). Needs an API key on the deployed service. Never retried: a retry could create a second webhook.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Returns one webhook.
     * @description Needs an API key on the deployed service.
     */
    get: operations['getWebhook'];
    put?: never;
    post?: never;
    /**
     * Deactivates a webhook (it stays listed, with status `inactive`).
     * @description Needs an API key on the deployed service. A write: never retried.
     */
    delete: operations['deactivateWebhook'];
    options?: never;
    head?: never;
    /**
     * Changes a webhook's name, URL, status or EVM options; fields left out keep their value.
     * @description Needs an API key on the deployed service. A write: never retried.
     */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/v1/webhooks/{id}/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the addresses an EVM address-activity webhook watches.
     * @description Only `address_activity` webhooks have an address list.
     */
    get: operations['getAddressesFromWebhook'];
    put?: never;
    post?: never;
    /**
     * Removes addresses from an EVM address-activity webhook.
     * @description Only `address_activity` webhooks have an address list. The addresses travel in a JSON body of the DELETE request. A write: never retried.
     */
    delete: operations['removeAddressesFromWebhook'];
    options?: never;
    head?: never;
    /**
     * Adds addresses to an EVM address-activity webhook.
     * @description Only `address_activity` webhooks have an address list. A write: never retried.
     */
    patch: operations['addAddressesToWebhook'];
    trace?: never;
  };
  '/v1/webhooks:generateOrRotateSharedSecret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates the secret the service signs webhook calls with, or replaces it with a new one.
     * @description The previous secret stops being used. Needs an API key on the deployed service. A write: never retried.
     */
    post: operations['generateOrRotateSharedSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks:getSharedSecret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Returns the secret the service signs webhook calls with.
     * @description Needs an API key on the deployed service.
     */
    get: operations['getSharedSecret'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains/{chainId}/addresses/{address}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Like listTransactions, with each ERC-20 token's reputation and an optional spam filter. */
    get: operations['listTransactionsV2'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
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
    /**
     * @description A 20-byte EVM address, 0x-prefixed hex (either case). The same rule as the OpenRPC specs' `Address` (specs/openrpc/evm/_base.yaml); scripts/evmAddressRule.test.ts keeps the two equal.
     * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
     */
    EvmAddress: string;
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
    ContractAddress: components['schemas']['EvmAddress'];
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
    WalletAddress: components['schemas']['EvmAddress'];
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
export interface operations {
  listAddressChains: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The chains the address is active on. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAddressChainsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getApiLogs: {
    parameters: {
      query?: {
        /** @description The organization whose usage is read (the key's own when absent). */
        orgId?: components['parameters']['UsageOrgId'];
        /**
         * @description Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739507200
         */
        startTimestamp?: components['parameters']['UsageStartTimestamp'];
        /**
         * @description End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739664000
         */
        endTimestamp?: components['parameters']['UsageEndTimestamp'];
        /** @description Only requests about this chain. */
        chainId?: components['parameters']['UsageChainId'];
        /** @description Only requests answered with this HTTP status (e.g. `200`). */
        responseCode?: components['parameters']['UsageResponseCode'];
        /** @description Only Data API requests (`data`) or RPC requests (`rpc`). */
        requestType?: components['parameters']['UsageRequestType'];
        /** @description Only requests made with this API key (by its id, not its value). */
        apiKeyId?: components['parameters']['UsageApiKeyId'];
        /** @description Only requests to this path. */
        requestPath?: components['parameters']['UsageRequestPath'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of log entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiLogsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getApiUsageMetrics: {
    parameters: {
      query?: {
        /** @description The organization whose usage is read (the key's own when absent). */
        orgId?: components['parameters']['UsageOrgId'];
        /**
         * @description Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739507200
         */
        startTimestamp?: components['parameters']['UsageStartTimestamp'];
        /**
         * @description End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739664000
         */
        endTimestamp?: components['parameters']['UsageEndTimestamp'];
        /**
         * @description Size of the time buckets.
         * @example daily
         */
        timeInterval?: 'minute' | 'hourly' | 'daily' | 'weekly' | 'monthly';
        /**
         * @description Split each bucket by this field.
         * @example requestPath
         */
        groupBy?: 'requestPath' | 'responseCode' | 'chainId' | 'apiKeyId' | 'requestType';
        /** @description Only requests about this chain. */
        chainId?: components['parameters']['UsageChainId'];
        /** @description Only requests answered with this HTTP status (e.g. `200`). */
        responseCode?: components['parameters']['UsageResponseCode'];
        /** @description Only Data API requests (`data`) or RPC requests (`rpc`). */
        requestType?: components['parameters']['UsageRequestType'];
        /** @description Only requests made with this API key (by its id, not its value). */
        apiKeyId?: components['parameters']['UsageApiKeyId'];
        /** @description Only requests to this path. */
        requestPath?: components['parameters']['UsageRequestPath'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The usage, one entry per time bucket. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageMetricsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAvaxSupply: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The supply figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AvaxSupply'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLatestBlocksAllChains: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only this network; `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network?: components['parameters']['NetworkQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of blocks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListEvmBlocksResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  supportedChains: {
    parameters: {
      query?: {
        network?: components['schemas']['Network'];
        feature?: 'nftIndexing' | 'webhooks' | 'teleporter';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The supported chains. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListChainsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getChainInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The chain. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chain'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getContractMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A contract address.
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        address: components['parameters']['ContractAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The contract. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeployedContract'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNativeBalance: {
    parameters: {
      query?: {
        /** @description Block number (decimal digits); the latest block when absent. */
        blockNumber?: components['parameters']['BlockNumber'];
        /** @description Currency of the price and value. */
        currency?: components['schemas']['Currency'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The native balance. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetNativeBalanceResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCollectibleBalances: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize500'];
        /** @description Only the tokens of this contract. */
        contractAddress?: components['schemas']['EvmAddress'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of collectible balances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListCollectibleBalancesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErc1155Balances: {
    parameters: {
      query?: {
        /** @description Block number (decimal digits); the latest block when absent. */
        blockNumber?: components['parameters']['BlockNumber'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize500'];
        /** @description Only this token contract. */
        contractAddress?: components['schemas']['EvmAddress'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ERC-1155 balances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListErc1155BalancesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErc20Balances: {
    parameters: {
      query?: {
        /** @description Block number (decimal digits); the latest block when absent. */
        blockNumber?: components['parameters']['BlockNumber'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize500'];
        /** @description Leave spam tokens out. */
        filterSpamTokens?: boolean;
        /** @description Only these token contracts; an array or a comma-separated list, sent as a comma-separated list. */
        contractAddresses?: string | components['schemas']['EvmAddress'][];
        /** @description Currency of prices and values. */
        currency?: components['schemas']['Currency'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ERC-20 balances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListErc20BalancesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErc721Balances: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize500'];
        /** @description Only the tokens of this contract. */
        contractAddress?: components['schemas']['EvmAddress'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ERC-721 balances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListErc721BalancesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTransactions: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAddressTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErc1155Transactions: {
    parameters: {
      query?: {
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ERC-1155 transfers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListErc1155TransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErc20Transactions: {
    parameters: {
      query?: {
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ERC-20 transfers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListErc20TransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErc721Transactions: {
    parameters: {
      query?: {
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ERC-721 transfers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListErc721TransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listInternalTransactions: {
    parameters: {
      query?: {
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of internal transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListInternalTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listNativeTransactions: {
    parameters: {
      query?: {
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListEvmTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLatestBlocks: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of blocks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListEvmBlocksResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A block number or a block hash.
         * @example 1
         */
        blockId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The block. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EvmBlock'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTransactionsForBlock: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. The published document gives 0 as both the least value and the default, and does not say what a page of 0 means; leave it out for the service's choice. */
        pageSize?: number;
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A block number or a block hash.
         * @example 0x17533aeb5193378b9ff441d61728e7a2ebaf10f61fd5310759451627dfca2e7c
         */
        blockId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the block's transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListEvmTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listContractDeployments: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of deployed contracts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListContractsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDeploymentTransaction: {
    parameters: {
      query?: {
        /** @description Currency of the network token's prices. */
        currency?: components['schemas']['Currency'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A contract address.
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        address: components['parameters']['ContractAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deployment transaction. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FullTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTokens: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A contract address.
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        address: components['parameters']['ContractAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tokens. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListNftTokensResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTokenDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A contract address.
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        address: components['parameters']['ContractAddress'];
        /**
         * @description The token's id within its contract.
         * @example 145
         */
        tokenId: components['parameters']['NftTokenId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NftToken'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  reindexNft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A contract address.
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        address: components['parameters']['ContractAddress'];
        /**
         * @description The token's id within its contract.
         * @example 145
         */
        tokenId: components['parameters']['NftTokenId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reindexing was scheduled (no body). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTransfers: {
    parameters: {
      query?: {
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description The token contract address.
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        address: components['schemas']['EvmAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transfers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListTransfersResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLatestTransactions: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /** @description Only transactions with this outcome. */
        status?: 'failed' | 'success';
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListEvmTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTransaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description The transaction hash.
         * @example 0x8bf584d7b14b92a32a339872a66b134a70ba3ba7c305823f348db6f860253f45
         */
        txHash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transaction. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FullTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  'data-health-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The state of the service and of each dependency checked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthCheckResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIcmMessagesByAddress: {
    parameters: {
      query?: {
        /**
         * @description Only messages of this network.
         * @example mainnet
         */
        network?: components['schemas']['Network'];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description An EVM address.
         * @example 0x8578AE7723751446B196bD5124e1bF57B40EB7Bc
         */
        address: components['schemas']['EvmAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of messages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIcmMessagesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIcmMessages: {
    parameters: {
      query?: {
        /**
         * @description Only messages of this network.
         * @example mainnet
         */
        network?: components['schemas']['Network'];
        /** @description Only messages that this chain sent or received (cb58 blockchain id). */
        blockchainId?: string;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only messages sent from this chain (cb58 blockchain id or EVM chain id).
         * @example 2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY
         */
        sourceBlockchainId?: string;
        /**
         * @description Only messages sent to this chain (cb58 blockchain id or EVM chain id).
         * @example yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp
         */
        destinationBlockchainId?: string;
        /**
         * @description Only messages to this address.
         * @example 0x664A4Be5Af2cFc824F9C0914CbAc4703396Da2DC
         */
        to?: string;
        /**
         * @description Only messages from this address.
         * @example 0x321eDA69247566D662178feE695C7026c604Cd94
         */
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of messages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIcmMessagesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getIcmMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The message id (Teleporter message id, 32 bytes hex).
         * @example acf1c8b06f9aec48e9fcbefbbe576ae8a7ca3b327fcae111396e7cc99956674d
         */
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The message. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IcmMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  'live-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The state of the service and of each dependency checked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthCheckResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNetworkDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The network totals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetNetworkDetailsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getChainIdsForAddresses: {
    parameters: {
      query: {
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses: string | string[];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per address. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChainAddressChainIdMapListResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listBlockchains: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: number;
        sortOrder?: components['parameters']['SortOrder'];
        /** @description Sort key; its values are not shown in the seed, so any string is sent as given. */
        sortBy?: string;
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of blockchains. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListBlockchainsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBlockchainById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description A blockchain id registered on the P chain.
         * @example 2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5
         */
        blockchainId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The blockchain. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Blockchain'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAssetDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
         * @example x-chain
         */
        blockchainId: components['schemas']['XChainBlockchainId'];
        /**
         * @description An X-Chain asset id.
         * @example th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof
         */
        assetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The asset. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['XChainAssetDetails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAssetTransactions: {
    parameters: {
      query?: {
        /**
         * @description Only transactions of these types (sent comma-separated).
         * @example [
         *       "AddValidatorTx"
         *     ]
         */
        txTypes?: components['schemas']['PrimaryNetworkTxType'][];
        /**
         * @description Unix seconds; only items at or after this time.
         * @example 1689541049
         */
        startTimestamp?: number;
        /**
         * @description Unix seconds; only items at or before this time.
         * @example 1689800249
         */
        endTimestamp?: number;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
         * @example x-chain
         */
        blockchainId: components['schemas']['XChainBlockchainId'];
        /**
         * @description An X-Chain asset id.
         * @example th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof
         */
        assetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of X-Chain transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListXChainTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBalancesByAddresses: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds: the balances at that time; now when absent.
         * @example 1599696000
         */
        blockTimestamp?: number;
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses?: string | string[];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The balances, by chain shape. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrimaryNetworkBalances'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLatestPrimaryNetworkBlocks: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only items at or after this time.
         * @example 1689541049
         */
        startTimestamp?: number;
        /**
         * @description Unix seconds; only items at or before this time.
         * @example 1689800249
         */
        endTimestamp?: number;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of blocks, with the chain they come from. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListProposedBlocksResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBlockById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
        /**
         * @description A block height (decimal digits) or a block hash.
         * @example 5615di9ytxujackzaXNrVuWQy5y8Yrt8chPCscMr5Ku9YxJ1S
         */
        blockId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The block. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProposedBlock'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLastActivityTimestampByAddresses: {
    parameters: {
      query?: {
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses?: string | string[];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest activity among the addresses. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LastActivityTimestamp'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLastActivityTimestampByAddressesV2: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrimaryNetworkAddressesBody'];
      };
    };
    responses: {
      /** @description The latest activity among the addresses. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LastActivityTimestamp'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listPrimaryNetworkBlocksByNodeId: {
    parameters: {
      query?: {
        /** @description Unix seconds, inclusive lower bound. */
        startTimestamp?: number;
        /** @description Unix seconds, upper bound. */
        endTimestamp?: number;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description An alias (`p-chain`, `x-chain`, `c-chain`) or one of the five primary-network blockchain ids (cb58) the deployed service accepts; any other id (a subnet's chain) is refused there, so it is refused here before the request is sent.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
        /**
         * @description A primary-network node id.
         * @example NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg
         */
        nodeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of blocks proposed by the node. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListProposedBlocksResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLatestPrimaryNetworkTransactions: {
    parameters: {
      query?: {
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses?: string | string[];
        /** @description Only what concerns this L1 validation id. */
        l1ValidationId?: string;
        /**
         * @description Only transactions of these types (sent comma-separated).
         * @example [
         *       "AddValidatorTx"
         *     ]
         */
        txTypes?: components['schemas']['PrimaryNetworkTxType'][];
        /**
         * @description Unix seconds; only items at or after this time.
         * @example 1689541049
         */
        startTimestamp?: number;
        /**
         * @description Unix seconds; only items at or before this time.
         * @example 1689800249
         */
        endTimestamp?: number;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions, with the chain they come from. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListPrimaryNetworkTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTxByHash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
        /**
         * @description A P-, X- or C-Chain (atomic) transaction hash.
         * @example 3P91K6nuDFvDodcRuJTsgdf9SvYe5pMiKk38HppsoeAiEztCP
         */
        txHash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transaction. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrimaryNetworkTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listActivePrimaryNetworkStakingTransactions: {
    parameters: {
      query?: {
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses?: string | string[];
        /**
         * @description Only transactions of these types (sent comma-separated).
         * @example [
         *       "AddValidatorTx"
         *     ]
         */
        txTypes?: components['schemas']['PrimaryNetworkTxType'][];
        /**
         * @description Unix seconds; only items at or after this time.
         * @example 1689541049
         */
        startTimestamp?: number;
        /**
         * @description Unix seconds; only items at or before this time.
         * @example 1689800249
         */
        endTimestamp?: number;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The P chain: `p-chain` or its blockchain id.
         * @example p-chain
         */
        blockchainId: components['schemas']['PChainBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of P-Chain staking transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListPChainTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getUtxosByAddresses: {
    parameters: {
      query?: {
        /** @description Only UTXOs of this asset (X chain). */
        assetId?: string;
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses?: string | string[];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only UTXOs of at least this amount (nAVAX; inclusive).
         * @example 1000
         */
        minUtxoAmount?: number;
        /** @description Include spent UTXOs too. */
        includeSpent?: boolean;
        /** @description What the UTXOs are sorted by (with sortOrder). */
        sortBy?: components['schemas']['UtxosSortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of UTXOs, with the chain they come from. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListPrimaryNetworkUtxosResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getUtxosByAddressesV2: {
    parameters: {
      query?: {
        /** @description Only UTXOs of this asset (X chain). */
        assetId?: string;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: number;
        /**
         * @description Only UTXOs of at least this amount (nAVAX; inclusive).
         * @example 1000
         */
        minUtxoAmount?: number;
        /** @description Include spent UTXOs too. */
        includeSpent?: boolean;
        /** @description What the UTXOs are sorted by (with sortOrder). */
        sortBy?: components['schemas']['UtxosSortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The chain: an alias (`p-chain`, `x-chain`, `c-chain`) or a P, X or C blockchain id of mainnet or the test network.
         * @example p-chain
         */
        blockchainId: components['schemas']['PrimaryNetworkBlockchainId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrimaryNetworkAddressesBody'];
      };
    };
    responses: {
      /** @description A page of UTXOs, with the chain they come from. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListPrimaryNetworkUtxosResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLatestXChainVertices: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
         * @example x-chain
         */
        blockchainId: components['schemas']['XChainBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of vertices. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListXChainVerticesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getVertexByHash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
         * @example x-chain
         */
        blockchainId: components['schemas']['XChainBlockchainId'];
        /**
         * @description A vertex hash.
         * @example haP1CW56cspZY7aEuqHNrtpvhqCaMTxQaYe6j5u2Mbn4L2Gqr
         */
        vertexHash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The vertex. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['XChainVertex'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getVertexByHeight: {
    parameters: {
      query: {
        /**
         * @description The vertex height.
         * @example 123
         */
        vertexHeight: number;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description The X chain: `x-chain` or the X blockchain id of mainnet or the test network.
         * @example x-chain
         */
        blockchainId: components['schemas']['XChainBlockchainId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of vertices at that height. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListXChainVerticesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDelegators: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Reward addresses, as a list or a comma-separated string (sent comma-separated).
         * @example P-avax1679zrp3z9mf7z4an42ddq47qzj36zv6ga20vwl,P-avax1s7kd0kfndlz6mh3l0etrrcmkg5y366k8e0s6cc
         */
        rewardAddresses?: string | string[];
        sortOrder?: components['parameters']['SortOrder'];
        /**
         * @description Only delegations in this state.
         * @example completed
         */
        delegationStatus?: components['schemas']['DelegationStatus'];
        /**
         * @description Node ids, as a list or a comma-separated string (sent comma-separated).
         * @example NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs
         */
        nodeIds?: string | string[];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of delegations; each carries its delegationStatus. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListDelegatorDetailsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listL1Validators: {
    parameters: {
      query?: {
        /**
         * @description Only this node (`NodeID-...`).
         * @example NodeID-111111111111111111116DBWJs
         */
        nodeId?: string;
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only what concerns this L1 validation id.
         * @example BsSpTd1SDvdhaoYAuKJvRj1WnoRyu8mAuMZeuz9g7brGj6KhX
         */
        l1ValidationId?: string;
        /** @description Include L1 validators that are no longer active. */
        includeInactiveL1Validators?: boolean;
        /**
         * @description Only validators of this subnet (or L1) id.
         * @example 11111111111111111111111111111111LpoYY
         */
        subnetId?: string;
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of L1 validators. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListL1ValidatorsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listHistoricalPrimaryNetworkRewards: {
    parameters: {
      query?: {
        /**
         * @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions.
         * @example avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg
         */
        addresses?: string | string[];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Node ids, as a list or a comma-separated string (sent comma-separated).
         * @example NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs
         */
        nodeIds?: string | string[];
        sortOrder?: components['parameters']['SortOrder'];
        /**
         * @description Currency of the reward values.
         * @example usd
         */
        currency?: components['schemas']['Currency'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of paid rewards. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListHistoricalRewardsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listPendingPrimaryNetworkRewards: {
    parameters: {
      query?: {
        /** @description Addresses, as a list or a comma-separated string (sent comma-separated): X/P bech32 (`avax1...`, `fuji1...`, optionally with `X-`/`P-`), or `0x` EVM addresses for C-Chain atomic transactions. */
        addresses?: string | string[];
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Node ids, as a list or a comma-separated string (sent comma-separated).
         * @example NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs
         */
        nodeIds?: string | string[];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pending rewards. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListPendingRewardsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSubnets: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: number;
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of subnets. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListSubnetsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSubnetById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /** @example 11111111111111111111111111111111LpoYY */
        subnetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subnet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subnet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listValidators: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Node ids, as a list or a comma-separated string (sent comma-separated).
         * @example NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs
         */
        nodeIds?: string | string[];
        /** @description What the validators are sorted by (with sortOrder); delegationFee needs subnetId set to the primary network's. */
        sortBy?: components['schemas']['ValidatorSortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /**
         * @description Only validations in this state.
         * @example completed
         */
        validationStatus?: components['schemas']['ValidationStatus'];
        /**
         * @description Only validators that can take at least this much more delegated stake (nAVAX, decimal digits, 0 to 720000000000000000).
         * @example 0
         */
        minDelegationCapacity?: string;
        /**
         * @description Only validators that can take at most this much more delegated stake (nAVAX, decimal digits, 0 to 720000000000000000).
         * @example 720000000000000000
         */
        maxDelegationCapacity?: string;
        /**
         * @description Only validations with at least this many seconds left.
         * @example 0
         */
        minTimeRemaining?: number;
        /**
         * @description Only validations with at most this many seconds left.
         * @example 2147483647
         */
        maxTimeRemaining?: number;
        /**
         * @description Only validators charging at least this delegation fee (percent); leaves subnet validations out.
         * @example 2
         */
        minFeePercentage?: number;
        /**
         * @description Only validators charging at most this delegation fee (percent); leaves subnet validations out.
         * @example 100
         */
        maxFeePercentage?: number;
        /**
         * @description Only validators with at least this uptime (percent).
         * @example 90
         */
        minUptimePerformance?: number;
        /**
         * @description Only validators with at most this uptime (percent).
         * @example 100
         */
        maxUptimePerformance?: number;
        /**
         * @description Only validators of this subnet (or L1) id.
         * @example 11111111111111111111111111111111LpoYY
         */
        subnetId?: string;
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of validators; each carries its validationStatus. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListValidatorDetailsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSingleValidatorDetails: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only validations in this state.
         * @example completed
         */
        validationStatus?: components['schemas']['ValidationStatus'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description A node id (`NodeID-...`).
         * @example NodeID-111111111111111111116DBWJs
         */
        nodeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the node's validations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListValidatorDetailsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postTransactionExportJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransactionExportRequest'];
      };
    };
    responses: {
      /** @description The job, as started. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperationStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getOperationResult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id that postTransactionExportJob returned (a UUID).
         * @example aa22054a-cb7c-4a4e-9b83-59f2ede74138
         */
        operationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The operation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperationStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPrimaryNetworkRpcUsageMetrics: {
    parameters: {
      query: {
        /**
         * @description Size of the time buckets.
         * @example daily
         */
        timeInterval?: components['parameters']['RpcTimeInterval'];
        /**
         * @description Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739507200
         */
        startTimestamp?: components['parameters']['UsageStartTimestamp'];
        /**
         * @description End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739664000
         */
        endTimestamp?: components['parameters']['UsageEndTimestamp'];
        /**
         * @description Split each bucket by this field.
         * @example rpcMethod
         */
        groupBy?: 'rpcMethod' | 'requestPath' | 'responseCode' | 'country' | 'continent' | 'userAgent';
        /** @description Only requests answered with this HTTP status (e.g. `200`). */
        responseCode?: components['parameters']['UsageResponseCode'];
        /** @description Only requests to this path. */
        requestPath?: components['parameters']['UsageRequestPath'];
        /** @description Only requests from this country: an ISO 3166-1 alpha-2 code, `XX` for clients of unknown country, `T1` for Tor. */
        country?: string;
        /** @description Only requests from this continent (a two-letter continent code). */
        continent?: string;
        /** @description Only requests with this user agent. */
        userAgent?: string;
        /** @description Only calls of this RPC method. */
        rpcMethod?: components['parameters']['UsageRpcMethod'];
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['schemas']['Network'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The usage, one entry per time bucket. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrimaryNetworkRpcUsageMetricsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  aggregateSignatures: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AggregateSignaturesRequest'];
      };
    };
    responses: {
      200: components['responses']['SignedMessage'];
      201: components['responses']['SignedMessage'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAggregatedSignatures: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['parameters']['Network'];
        /**
         * @description A primary-network (P or X chain) transaction hash.
         * @example 2QmnEsbgWtWqpsT8G1bEeTCkkPK2wS6YkxjRAu5y6WsWJ2iz4G
         */
        txHash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SignedMessage'];
      201: components['responses']['SignedMessage'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSubnetRpcUsageMetrics: {
    parameters: {
      query?: {
        /**
         * @description Size of the time buckets.
         * @example daily
         */
        timeInterval?: components['parameters']['RpcTimeInterval'];
        /**
         * @description Start of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739507200
         */
        startTimestamp?: components['parameters']['UsageStartTimestamp'];
        /**
         * @description End of the range, Unix seconds; the service rounds it down to 00:00 UTC of its day.
         * @example 1739664000
         */
        endTimestamp?: components['parameters']['UsageEndTimestamp'];
        /**
         * @description Split each bucket by this field.
         * @example rpcMethod
         */
        groupBy?: 'rpcMethod' | 'responseCode' | 'rlBypassToken';
        /** @description Only requests about this chain. */
        chainId?: components['parameters']['UsageChainId'];
        /** @description Only requests answered with this HTTP status (e.g. `200`). */
        responseCode?: components['parameters']['UsageResponseCode'];
        /** @description Only calls of this RPC method. */
        rpcMethod?: components['parameters']['UsageRpcMethod'];
        /** @description Only requests made with this rate-limit bypass token. */
        rlBypassApiToken?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The usage, one entry per time bucket. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubnetRpcUsageMetricsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLatestTransactionsAllChains: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only this network; `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network?: components['parameters']['NetworkQuery'];
        /** @description Only transactions with this outcome. */
        status?: 'failed' | 'success';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListEvmTransactionsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /**
         * @description Only active or only inactive webhooks; all of them when absent.
         * @example active
         */
        status?: components['schemas']['WebhookStatusFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of webhooks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListWebhooksResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookRequest'];
      };
    };
    responses: {
      /** @description The webhook created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's id (a UUID).
         * @example f33de69c-d13b-4691-908f-870d6e2e6b04
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deactivateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's id (a UUID).
         * @example f33de69c-d13b-4691-908f-870d6e2e6b04
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhook, deactivated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's id (a UUID).
         * @example f33de69c-d13b-4691-908f-870d6e2e6b04
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookRequest'];
      };
    };
    responses: {
      /** @description The webhook, updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAddressesFromWebhook: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
      };
      header?: never;
      path: {
        /**
         * @description The webhook's id (a UUID).
         * @example f33de69c-d13b-4691-908f-870d6e2e6b04
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of addresses, and how many there are in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListWebhookAddressesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  removeAddressesFromWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's id (a UUID).
         * @example f33de69c-d13b-4691-908f-870d6e2e6b04
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookAddressesChange'];
      };
    };
    responses: {
      /** @description The webhook, with its new address list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EvmAddressActivityWebhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addAddressesToWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's id (a UUID).
         * @example f33de69c-d13b-4691-908f-870d6e2e6b04
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookAddressesChange'];
      };
    };
    responses: {
      /** @description The webhook, with its new address list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EvmAddressActivityWebhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  generateOrRotateSharedSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSharedSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTransactionsV2: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page. */
        pageToken?: components['parameters']['PageToken'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize100'];
        /** @description First block of the range (inclusive); without endBlock the range ends at the most recent block. */
        startBlock?: components['parameters']['StartBlock'];
        /** @description End of the range (exclusive); without startBlock the range starts at the genesis block. */
        endBlock?: components['parameters']['EndBlock'];
        /** @description Leave out the transfers of tokens judged malicious. */
        filterSpamTokens?: boolean;
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        /**
         * @description A supported EVM chain id or a blockchain id (supportedChains lists them).
         * @example 43114
         */
        chainId: components['parameters']['ChainId'];
        /**
         * @description A wallet address.
         * @example 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
         */
        address: components['parameters']['WalletAddress'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAddressTransactionsV2Response'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
}
