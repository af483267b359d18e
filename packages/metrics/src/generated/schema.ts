// Generated from specs/openapi/metrics.yaml; do not edit. Run `pnpm generate`.
export interface paths {
  '/v1/avg_tps/{chainId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Returns the average transactions per second of a chain, as a paged time series.
     * @description The follow-up request repeats the same path and adds pageToken. A pageToken is valid for 24 hours; after that the service answers 400 and the series must be requested again from the first page.
     */
    get: operations['getAvgTps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the EVM chains the Metrics API has series for.
     * @description Paged (up to 10000 chains a page; the request takes no page size). Without `network`, chains of both networks are listed.
     */
    get: operations['listChains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains/43114/btcb/bridged:getAddresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * C-Chain addresses whose net amount of bridged BTC.b is at least a threshold.
     * @description `sortKey` of each address is its net bridged amount.
     */
    get: operations['getAddressesByBtcbBridged'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains/{chainId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One chain the Metrics API has series for. */
    get: operations['getChain'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains/{chainId}/metrics/avgTps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The deployed service's average-TPS series (what getAvgTps calls under wireNames 'deployed').
     * @description One point per day (the service supports only `timeInterval=day` for `avg*` metrics), newest first; the body has no `status` or `lastRun`.
     */
    get: operations['getAvgTpsDeployed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains/{chainId}/metrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A time series of one chain metric (or of every chain of a network), newest point first.
     * @description Each point covers `timeInterval` from its timestamp (Unix seconds; hours start on the hour, days at 00:00 UTC, weeks on Monday, months on their first day); the newest point may still change. Metrics whose names start with `cumulative`, `avg` or `max`, and `contracts` and `deployers`, are kept per day only: any other `timeInterval` is refused with 400.
     */
    get: operations['getEvmChainMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/chains/{chainId}/rollingWindowMetrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One chain metric over the last hour, day, week, month, 90 days, year and all time.
     * @description `activeAddresses` and `activeSenders` have only the last hour, day and week; the other windows are absent from their result.
     */
    get: operations['getEvmChainRollingWindowMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/health-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reports whether the service and the stores it depends on are up. */
    get: operations['metrics-health-check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/icm/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts of ICM messages over the last hour, day, week, month, 90 days, year and all time. */
    get: operations['getICMSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/icm/timeseries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Counts of Interchain Messaging (ICM) messages over time, newest point first.
     * @description Filter by source chain, destination chain or network; `groupBy` decides which of source and destination a point is split by (without it, every point sums the messages the filters select).
     */
    get: operations['getICMTimeseries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/live-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reports whether the service process answers (liveness). */
    get: operations['metrics-live-check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/lookingGlass/compositeQuery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Addresses matching several balance or holder queries, joined with AND or OR.
     * @description Reads only (the POST carries the query), so it is retried like a GET. The page token travels in the body; `subQueryCounts` gives each query's own count by its `id`.
     */
    post: operations['compositeQueryV2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/networks/{network}/metrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A time series of validator or delegator counts or weights of a subnet, newest point first. */
    get: operations['getStakingMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/subnet/{subnetId}/metrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A daily series of the fees (or paying validators) of one subnet's L1 validators, newest point first. */
    get: operations['getMetricsBySubnetId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/subnets/{subnetId}/validators:getAddresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reward addresses of validators whose validation period overlaps a time range.
     * @description `sortKey` of each entry is the time of the validator's AddValidatorTx.
     */
    get: operations['getValidatorsByDateRange'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/validation/{l1ValidationId}/metrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A daily fee series of one L1 validation (by its validation id), newest point first. */
    get: operations['getMetricsByValidationId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/validator/{nodeId}/metrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A daily series of the fees one L1 validator node paid, newest point first. */
    get: operations['getMetricsByNodeId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/validators/metrics/{metric}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A daily series of a fee or validator-count metric summed over every L1 validator.
     * @description One response (the request takes no page token), newest point first.
     */
    get: operations['getTotalL1ValidatorMetrics'];
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
    AddressPage: {
      addresses: components['schemas']['AddressSortKey'][];
      /** @description Present only when more addresses exist. */
      nextPageToken?: string;
    };
    AddressSortKey: {
      /** @description An EVM address. */
      address: string;
      /** @description The value the route ranks by (for BTC.b, the net bridged amount). Typed a string in the published document, whose own example is a number: both are accepted. */
      sortKey: string | number;
    };
    /** @description Addresses whose balance of an ERC-20 token stayed at least minBalance through the date range. */
    AllTimeErc20BalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeErc20Balance';
      params: components['schemas']['Erc20MinBalanceDateRange'];
    };
    /** @description Addresses whose native balance stayed at least minBalance through the whole date range. */
    AllTimeNativeBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeNativeBalance';
      params: components['schemas']['MinBalanceDateRange'];
    };
    /** @description Addresses that held a token of an NFT contract through the whole range. */
    AllTimeNftHoldersQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeNftHolders';
      params:
        | components['schemas']['NftHoldersTimestampRange']
        | components['schemas']['NftHoldersDateRange'];
    };
    AllTimeStarsArenaBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeStarsArenaBalance';
      params: components['schemas']['StarsArenaMinBalanceDateRange'];
    };
    /** @description Addresses whose balance of an ERC-20 token reached minBalance at some time in the date range. */
    AnyTimeErc20BalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeErc20Balance';
      params: components['schemas']['Erc20MinBalanceDateRange'];
    };
    /** @description Addresses whose native balance reached minBalance at some time in the date range. */
    AnyTimeNativeBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeNativeBalance';
      params: components['schemas']['MinBalanceDateRange'];
    };
    /** @description Addresses that held a token of an NFT contract at some time in the range. */
    AnyTimeNftHoldersQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeNftHolders';
      params:
        | components['schemas']['NftHoldersTimestampRange']
        | components['schemas']['NftHoldersDateRange'];
    };
    AnyTimeStarsArenaBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeStarsArenaBalance';
      params: components['schemas']['StarsArenaMinBalanceDateRange'];
    };
    CompositeQueryPage: {
      /** @description Each sub-query's own number of matching addresses, by its id. */
      subQueryCounts: {
        [key: string]: number;
      };
      /** @description The number of addresses the whole query matches (every page). */
      totalCount: number;
      addresses: string[];
      /** @description Present only when more addresses exist. */
      nextPageToken?: string;
    };
    CompositeQueryRequest: {
      /** @description The sub-queries; each `id` names it in the response's subQueryCounts. */
      queries: (
        | components['schemas']['AllTimeNativeBalanceQuery']
        | components['schemas']['AnyTimeNativeBalanceQuery']
        | components['schemas']['AllTimeErc20BalanceQuery']
        | components['schemas']['AnyTimeErc20BalanceQuery']
        | components['schemas']['AllTimeNftHoldersQuery']
        | components['schemas']['AnyTimeNftHoldersQuery']
        | components['schemas']['LatestBalanceQuery']
        | components['schemas']['AllTimeStarsArenaBalanceQuery']
        | components['schemas']['AnyTimeStarsArenaBalanceQuery']
        | components['schemas']['LatestStarsArenaBalanceQuery']
      )[];
      /**
       * @description `AND`: addresses every sub-query matches; `OR`: addresses any sub-query matches.
       * @enum {string}
       */
      operator: 'AND' | 'OR';
      /** @description The nextPageToken of the previous page. */
      pageToken?: string;
      /**
       * @description Addresses per page.
       * @default 1000
       */
      pageSize?: number;
    };
    Erc20MinBalanceDateRange: {
      firstDate: string;
      lastDate: string;
      /** @description A decimal amount in the token's smallest unit. */
      minBalance: string;
      evmChainId: string;
      contractAddress: string;
    };
    ErrorBody: {
      /** @description What went wrong: an array of strings (the seed, on the metrics service), or a string (the deployed service's published document allows both). */
      message: string | string[];
      statusCode: number;
      /** @description The status text. */
      error: string;
    };
    /**
     * @description Counts within each interval (`activeAddresses`, `activeSenders`, `contracts`, `deployers`, `gasUsed`, `txCount`, `feesPaid`), running totals since genesis (`cumulative*`), and per-second averages and peaks and gas prices per day (`avg*`, `max*`).
     * @enum {string}
     */
    EvmChainMetric:
      | 'activeAddresses'
      | 'activeSenders'
      | 'cumulativeTxCount'
      | 'cumulativeAddresses'
      | 'cumulativeContracts'
      | 'cumulativeDeployers'
      | 'contracts'
      | 'deployers'
      | 'gasUsed'
      | 'txCount'
      | 'avgGps'
      | 'maxGps'
      | 'avgTps'
      | 'maxTps'
      | 'avgGasPrice'
      | 'maxGasPrice'
      | 'feesPaid';
    /** @description The state of one dependency of the service. */
    HealthIndicator: {
      /** @enum {string} */
      status?: 'up' | 'down';
    };
    IcmPoint: {
      /** @description Messages in the interval. */
      value: number;
      /** @description Unix seconds (start of the interval). */
      timestamp: number;
      srcBlockchainId: string;
      destBlockchainId: string;
    };
    IcmSeries: {
      results: components['schemas']['IcmPoint'][];
      /** @description Present only when more points exist. */
      nextPageToken?: string;
    };
    IcmSummary: {
      result: components['schemas']['IcmWindowValues'];
    };
    IcmWindowValues: {
      lastHour?: number;
      lastDay?: number;
      lastWeek?: number;
      lastMonth?: number;
      last90Days?: number;
      lastYear?: number;
      allTime?: number;
      srcBlockchainId: string;
      destBlockchainId: string;
    };
    LatestBalanceParams: {
      /** @description A decimal amount in the token's smallest unit. */
      minBalance: string;
      evmChainId: string;
      /** @enum {string} */
      tokenType: 'ERC20' | 'NATIVE';
      /** @description The ERC-20 contract (for tokenType ERC20). */
      contractAddress?: string;
    };
    /** @description Addresses whose current native or ERC-20 balance is at least minBalance. */
    LatestBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'LatestBalance';
      params: components['schemas']['LatestBalanceParams'];
    };
    LatestStarsArenaBalanceParams: {
      minBalance: string;
      subjectAddress: string;
    };
    LatestStarsArenaBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'LatestBalanceStarsArena';
      params: components['schemas']['LatestStarsArenaBalanceParams'];
    };
    MetricsChain: {
      /** @description The EVM chain id (a JSON number). */
      evmChainId: number;
      /** @description A short alias of the chain (the C-Chain is `c_chain`). */
      chainName: string;
      blockchainId: string;
      subnetId: string;
      /**
       * @description `testnet` for Fuji chains.
       * @enum {string}
       */
      network: 'mainnet' | 'testnet';
    };
    MetricsChainPage: {
      chains: components['schemas']['MetricsChain'][];
      /** @description Present only when more chains exist. */
      nextPageToken?: string;
    };
    /** @description A page of a /v2 series, newest point first. */
    MetricsPage: {
      results: components['schemas']['MetricsPoint'][];
      /** @description Present only when more points exist. */
      nextPageToken?: string;
    };
    MetricsPoint: {
      /** @description Unix seconds. */
      timestamp: number;
      value: number;
    };
    /** @description A page of a series. The seed's `/v1` service also sends `status` and `lastRun`; the deployed `/v2` route (`wireNames: 'deployed'`) sends only `results` and `nextPageToken`. */
    MetricsSeries: {
      results: components['schemas']['MetricsPoint'][];
      /** @description Sent by the seed's /v1 service; absent on the deployed /v2 route. */
      status?: number;
      /** @description Unix seconds of the last data update. Sent by the seed's /v1 service; absent on the deployed /v2 route. */
      lastRun?: number;
      /** @description Present only when more data exists. */
      nextPageToken?: string;
    };
    MinBalanceDateRange: {
      firstDate: string;
      lastDate: string;
      /** @description A decimal amount in the token's smallest unit. */
      minBalance: string;
      evmChainId: string;
    };
    /** @enum {string} */
    Network: 'mainnet' | 'fuji' | 'testnet';
    NftHoldersDateRange: {
      firstDate: string;
      lastDate: string;
      evmChainId: string;
      contractAddress: string;
    };
    NftHoldersTimestampRange: {
      evmChainId: string;
      contractAddress: string;
      /** @description Unix seconds. */
      startTs: number;
      /** @description Unix seconds. */
      endTs: number;
    };
    PChainAddressPage: {
      addresses: components['schemas']['PChainAddresses'][];
      /** @description Present only when more entries exist. */
      nextPageToken?: string;
    };
    PChainAddresses: {
      /** @description P-Chain addresses (`avax1...`). */
      addresses: string[];
      /** @description The value the route ranks by (the AddValidatorTx time); a string or a number, as for AddressSortKey. */
      sortKey: string | number;
    };
    /** @enum {string} */
    RollingWindowMetric:
      | 'gasUsed'
      | 'txCount'
      | 'avgGps'
      | 'maxGps'
      | 'avgTps'
      | 'maxTps'
      | 'avgGasPrice'
      | 'maxGasPrice'
      | 'feesPaid'
      | 'contracts'
      | 'deployers'
      | 'activeAddresses'
      | 'activeSenders';
    RollingWindowResult: {
      result: components['schemas']['RollingWindowValues'];
    };
    /** @description A metric's value per window; a window the metric does not have is absent. */
    RollingWindowValues: {
      lastHour?: number;
      lastDay?: number;
      lastWeek?: number;
      lastMonth?: number;
      last90Days?: number;
      lastYear?: number;
      allTime?: number;
    };
    /** @description A health report: the overall status, and the state of each dependency by name (`info` those that are up, `error` those that are down, `details` all of them). Every field may be absent. */
    ServiceHealth: {
      /** @enum {string} */
      status?: 'error' | 'ok' | 'shutting_down';
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
    /** @enum {string} */
    StakingMetric: 'delegatorCount' | 'delegatorWeight' | 'validatorCount' | 'validatorWeight';
    StarsArenaMinBalanceDateRange: {
      firstDate: string;
      lastDate: string;
      minBalance: string;
      subjectAddress: string;
    };
    /** @enum {string} */
    TimeInterval: 'hour' | 'day' | 'week' | 'month';
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
    /** @description Bad Request (invalid parameters, or an expired pageToken). */
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
    /** @description Service Unavailable. */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
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
    /** @description Addresses per page. */
    AddressPageSize: number;
    /**
     * @description An EVM chain id listChains returns, or `total` (every chain), `mainnet` or `testnet` (every chain of that network).
     * @example 43114
     */
    ChainIdOrAggregate: string;
    /** @description Only messages delivered to this blockchain id. */
    DestBlockchainId: string;
    /**
     * @description Unix seconds; only points (or items) up to this time.
     * @example 1689800249
     */
    EndTimestamp: number;
    /**
     * @description Split counts by source, by destination, or by both (the pair, comma-joined).
     * @example destBlockchainId
     */
    IcmGroupBy: 'srcBlockchainId' | 'destBlockchainId' | 'srcBlockchainId,destBlockchainId';
    /**
     * @description `testnet` and `fuji` both name the test network.
     * @example mainnet
     */
    NetworkQuery: components['schemas']['Network'];
    /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
    PageToken: string;
    /** @description Points per page. */
    SeriesPageSize: number;
    /** @description Only messages sent from this blockchain id. */
    SrcBlockchainId: string;
    /**
     * @description Unix seconds; only points (or items) from this time on.
     * @example 1689541049
     */
    StartTimestamp: number;
    /**
     * @description The span each point aggregates. Metrics named `cumulative*`, `avg*` or `max*` (and `contracts`, `deployers`) take only `day`.
     * @example day
     */
    TimeInterval: components['schemas']['TimeInterval'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAvgTps: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: string;
      };
      header?: never;
      path: {
        /**
         * @description An EVM chain id.
         * @example 43114
         */
        chainId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsSeries'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listChains: {
    parameters: {
      query?: {
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: components['parameters']['PageToken'];
        /**
         * @description `testnet` and `fuji` both name the test network.
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
      /** @description A page of chains. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsChainPage'];
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
  getAddressesByBtcbBridged: {
    parameters: {
      query: {
        /**
         * @description The smallest net bridged amount counted (a decimal amount).
         * @example 1000000
         */
        threshold: string;
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: components['parameters']['PageToken'];
        /** @description Addresses per page. */
        pageSize?: components['parameters']['AddressPageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of addresses. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressPage'];
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
  getChain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An EVM chain id listChains returns.
         * @example 43114
         */
        chainId: string;
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
          'application/json': components['schemas']['MetricsChain'];
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
  getAvgTpsDeployed: {
    parameters: {
      query?: {
        /** @description Aggregation interval; `avg*` metrics support only `day`. */
        timeInterval?: 'hour' | 'day' | 'week' | 'month';
        /** @description The nextPageToken of the previous page. */
        pageToken?: string;
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
        /** @description Points per page. */
        pageSize?: components['parameters']['SeriesPageSize'];
      };
      header?: never;
      path: {
        /**
         * @description An EVM chain id (the deployed service also takes `total`, `mainnet` or `testnet`).
         * @example 43114
         */
        chainId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsSeries'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalServerError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEvmChainMetrics: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
        /**
         * @description The span each point aggregates. Metrics named `cumulative*`, `avg*` or `max*` (and `contracts`, `deployers`) take only `day`.
         * @example day
         */
        timeInterval?: components['parameters']['TimeInterval'];
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: components['parameters']['PageToken'];
        /** @description Points per page. */
        pageSize?: components['parameters']['SeriesPageSize'];
      };
      header?: never;
      path: {
        /**
         * @description An EVM chain id listChains returns, or `total` (every chain), `mainnet` or `testnet` (every chain of that network).
         * @example 43114
         */
        chainId: components['parameters']['ChainIdOrAggregate'];
        /**
         * @description The metric (17 kinds).
         * @example txCount
         */
        metric: components['schemas']['EvmChainMetric'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsPage'];
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
  getEvmChainRollingWindowMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An EVM chain id listChains returns, or `total` (every chain), `mainnet` or `testnet` (every chain of that network).
         * @example 43114
         */
        chainId: components['parameters']['ChainIdOrAggregate'];
        /**
         * @description The metric (13 kinds; no cumulative ones).
         * @example txCount
         */
        metric: components['schemas']['RollingWindowMetric'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metric's value per window. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RollingWindowResult'];
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
  'metrics-health-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service's health report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceHealth'];
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
  getICMSummary: {
    parameters: {
      query?: {
        /** @description Only messages sent from this blockchain id. */
        srcBlockchainId?: components['parameters']['SrcBlockchainId'];
        /** @description Only messages delivered to this blockchain id. */
        destBlockchainId?: components['parameters']['DestBlockchainId'];
        /**
         * @description Split counts by source, by destination, or by both (the pair, comma-joined).
         * @example destBlockchainId
         */
        groupBy?: components['parameters']['IcmGroupBy'];
        /**
         * @description `testnet` and `fuji` both name the test network.
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
      /** @description Message counts per window. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IcmSummary'];
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
  getICMTimeseries: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
        /** @description Only messages sent from this blockchain id. */
        srcBlockchainId?: components['parameters']['SrcBlockchainId'];
        /** @description Only messages delivered to this blockchain id. */
        destBlockchainId?: components['parameters']['DestBlockchainId'];
        /**
         * @description The span each point aggregates. Metrics named `cumulative*`, `avg*` or `max*` (and `contracts`, `deployers`) take only `day`.
         * @example day
         */
        timeInterval?: components['parameters']['TimeInterval'];
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: components['parameters']['PageToken'];
        /** @description Points per page. */
        pageSize?: components['parameters']['SeriesPageSize'];
        /**
         * @description Split counts by source, by destination, or by both (the pair, comma-joined).
         * @example destBlockchainId
         */
        groupBy?: components['parameters']['IcmGroupBy'];
        /**
         * @description `testnet` and `fuji` both name the test network.
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
      /** @description A page of message counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IcmSeries'];
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
  'metrics-live-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service's liveness report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceHealth'];
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
  compositeQueryV2: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompositeQueryRequest'];
      };
    };
    responses: {
      /** @description A page of addresses. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompositeQueryPage'];
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
  getStakingMetrics: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: components['parameters']['PageToken'];
        /** @description Points per page. */
        pageSize?: components['parameters']['SeriesPageSize'];
        /** @description The subnet; the primary network when absent. */
        subnetId?: string;
      };
      header?: never;
      path: {
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network: components['schemas']['Network'];
        /**
         * @description The staking metric.
         * @example validatorCount
         */
        metric: components['schemas']['StakingMetric'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsPage'];
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
  getMetricsBySubnetId: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
      };
      header?: never;
      path: {
        /**
         * @description The metric.
         * @example perSubnetDailyFeesPaid
         */
        metric: 'perSubnetDailyFeesPaid' | 'perSubnetCumulativeFeesPaid' | 'perSubnetPayingValidators';
        /**
         * @description The subnet id.
         * @example eYwmVU67LmSfZb1RwqCMhBYkFyG8ftxn6jAwqzFmxC9STBWLC
         */
        subnetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsPage'];
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
  getValidatorsByDateRange: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
        /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
        pageToken?: components['parameters']['PageToken'];
        /** @description Addresses per page. */
        pageSize?: components['parameters']['AddressPageSize'];
        /**
         * @description `testnet` and `fuji` both name the test network.
         * @example mainnet
         */
        network?: components['parameters']['NetworkQuery'];
      };
      header?: never;
      path: {
        /**
         * @description The subnet id.
         * @example 11111111111111111111111111111111LpoYY
         */
        subnetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of reward-address lists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PChainAddressPage'];
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
  getMetricsByValidationId: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
      };
      header?: never;
      path: {
        /**
         * @description The validation id of an L1 validator.
         * @example 2YYCZGHjqnbw1MzQ5fGrTp3SjqUu8y1J1xeW4yuhdXe4LoUVVG
         */
        l1ValidationId: string;
        /**
         * @description The metric.
         * @example validationFeesDaily
         */
        metric: 'validationCumulativeFeesDaily' | 'validationFeesDaily';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsPage'];
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
  getMetricsByNodeId: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
      };
      header?: never;
      path: {
        /**
         * @description The metric.
         * @example perNodeDailyFeesPaid
         */
        metric: 'perNodeCumulativeFeesPaid' | 'perNodeDailyFeesPaid';
        /**
         * @description The node id (`NodeID-...`).
         * @example NodeID-JQPadXEMWtRtJyXrisyDNWuXKSjSf9D36
         */
        nodeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsPage'];
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
  getTotalL1ValidatorMetrics: {
    parameters: {
      query?: {
        /**
         * @description Unix seconds; only points (or items) from this time on.
         * @example 1689541049
         */
        startTimestamp?: components['parameters']['StartTimestamp'];
        /**
         * @description Unix seconds; only points (or items) up to this time.
         * @example 1689800249
         */
        endTimestamp?: components['parameters']['EndTimestamp'];
      };
      header?: never;
      path: {
        /**
         * @description The metric.
         * @example totalValidatorFeesDaily
         */
        metric: 'totalCumulativeFeesDaily' | 'totalValidatorFeesDaily' | 'totalPayingValidatorsDaily';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The series. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetricsPage'];
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
