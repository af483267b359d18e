// Generated from specs/openapi/metrics.yaml; do not edit. Run `pnpm generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorBody: {
      /** @description What went wrong: an array of strings (the seed, on the metrics service), or a string (the deployed service's published document allows both). */
      message: string | string[];
      statusCode: number;
      /** @description The status text. */
      error: string;
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
    /** @description A page of a /v2 series, newest point first. */
    MetricsPage: {
      results: components['schemas']['MetricsPoint'][];
      /** @description Present only when more points exist. */
      nextPageToken?: string;
    };
    /** @enum {string} */
    Network: 'mainnet' | 'fuji' | 'testnet';
    /** @enum {string} */
    TimeInterval: 'hour' | 'day' | 'week' | 'month';
    /** @description The state of one dependency of the service. */
    HealthIndicator: {
      /** @enum {string} */
      status?: 'up' | 'down';
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
    RollingWindowResult: {
      result: components['schemas']['RollingWindowValues'];
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
    IcmSummary: {
      result: components['schemas']['IcmWindowValues'];
    };
    /** @enum {string} */
    StakingMetric: 'delegatorCount' | 'delegatorWeight' | 'validatorCount' | 'validatorWeight';
    AddressSortKey: {
      /** @description An EVM address. */
      address: string;
      /** @description The value the route ranks by (for BTC.b, the net bridged amount). Typed a string in the published document, whose own example is a number: both are accepted. */
      sortKey: string | number;
    };
    AddressPage: {
      addresses: components['schemas']['AddressSortKey'][];
      /** @description Present only when more addresses exist. */
      nextPageToken?: string;
    };
    PChainAddresses: {
      /** @description P-Chain addresses (`avax1...`). */
      addresses: string[];
      /** @description The value the route ranks by (the AddValidatorTx time); a string or a number, as for AddressSortKey. */
      sortKey: string | number;
    };
    PChainAddressPage: {
      addresses: components['schemas']['PChainAddresses'][];
      /** @description Present only when more entries exist. */
      nextPageToken?: string;
    };
    MinBalanceDateRange: {
      firstDate: string;
      lastDate: string;
      /** @description A decimal amount in the token's smallest unit. */
      minBalance: string;
      evmChainId: string;
    };
    Erc20MinBalanceDateRange: {
      firstDate: string;
      lastDate: string;
      /** @description A decimal amount in the token's smallest unit. */
      minBalance: string;
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
    NftHoldersDateRange: {
      firstDate: string;
      lastDate: string;
      evmChainId: string;
      contractAddress: string;
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
    StarsArenaMinBalanceDateRange: {
      firstDate: string;
      lastDate: string;
      minBalance: string;
      subjectAddress: string;
    };
    LatestStarsArenaBalanceParams: {
      minBalance: string;
      subjectAddress: string;
    };
    /** @description Addresses whose native balance stayed at least minBalance through the whole date range. */
    AllTimeNativeBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeNativeBalance';
      params: components['schemas']['MinBalanceDateRange'];
    };
    /** @description Addresses whose native balance reached minBalance at some time in the date range. */
    AnyTimeNativeBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeNativeBalance';
      params: components['schemas']['MinBalanceDateRange'];
    };
    /** @description Addresses whose balance of an ERC-20 token stayed at least minBalance through the date range. */
    AllTimeErc20BalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeErc20Balance';
      params: components['schemas']['Erc20MinBalanceDateRange'];
    };
    /** @description Addresses whose balance of an ERC-20 token reached minBalance at some time in the date range. */
    AnyTimeErc20BalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeErc20Balance';
      params: components['schemas']['Erc20MinBalanceDateRange'];
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
    /** @description Addresses that held a token of an NFT contract at some time in the range. */
    AnyTimeNftHoldersQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeNftHolders';
      params:
        | components['schemas']['NftHoldersTimestampRange']
        | components['schemas']['NftHoldersDateRange'];
    };
    /** @description Addresses whose current native or ERC-20 balance is at least minBalance. */
    LatestBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'LatestBalance';
      params: components['schemas']['LatestBalanceParams'];
    };
    AllTimeStarsArenaBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AllTimeStarsArenaBalance';
      params: components['schemas']['StarsArenaMinBalanceDateRange'];
    };
    AnyTimeStarsArenaBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'AnyTimeStarsArenaBalance';
      params: components['schemas']['StarsArenaMinBalanceDateRange'];
    };
    LatestStarsArenaBalanceQuery: {
      id: string;
      /** @enum {string} */
      type: 'LatestBalanceStarsArena';
      params: components['schemas']['LatestStarsArenaBalanceParams'];
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
  };
  responses: {
    /** @description Bad Request (invalid parameters, or an expired pageToken). */
    BadRequest: {
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
    /** @description Forbidden. */
    Forbidden: {
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
    /** @description Too Many Requests (rate limit exceeded). */
    TooManyRequests: {
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
    /** @description Bad Gateway. */
    BadGateway: {
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
  };
  parameters: {
    /**
     * @description An EVM chain id listChains returns, or `total` (every chain), `mainnet` or `testnet` (every chain of that network).
     * @example 43114
     */
    ChainIdOrAggregate: string;
    /**
     * @description Unix seconds; only points (or items) from this time on.
     * @example 1689541049
     */
    StartTimestamp: number;
    /**
     * @description Unix seconds; only points (or items) up to this time.
     * @example 1689800249
     */
    EndTimestamp: number;
    /**
     * @description The span each point aggregates. Metrics named `cumulative*`, `avg*` or `max*` (and `contracts`, `deployers`) take only `day`.
     * @example day
     */
    TimeInterval: components['schemas']['TimeInterval'];
    /** @description The nextPageToken of the previous page (a UUID-style token, valid 24 hours). */
    PageToken: string;
    /** @description Points per page. */
    SeriesPageSize: number;
    /** @description Addresses per page. */
    AddressPageSize: number;
    /**
     * @description `testnet` and `fuji` both name the test network.
     * @example mainnet
     */
    NetworkQuery: components['schemas']['Network'];
    /** @description Only messages sent from this blockchain id. */
    SrcBlockchainId: string;
    /** @description Only messages delivered to this blockchain id. */
    DestBlockchainId: string;
    /**
     * @description Split counts by source, by destination, or by both (the pair, comma-joined).
     * @example destBlockchainId
     */
    IcmGroupBy: 'srcBlockchainId' | 'destBlockchainId' | 'srcBlockchainId,destBlockchainId';
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
