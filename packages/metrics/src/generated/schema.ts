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
}
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
  };
  parameters: never;
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
  getAvgTpsDeployed: {
    parameters: {
      query?: {
        /** @description Aggregation interval; `avg*` metrics support only `day`. */
        timeInterval?: 'hour' | 'day' | 'week' | 'month';
        /** @description The nextPageToken of the previous page. */
        pageToken?: string;
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
}
