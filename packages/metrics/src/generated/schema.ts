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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorBody: {
      /** @description On the metrics service the message is an array of strings. */
      message: string[];
      statusCode: number;
      /** @description The status text. */
      error: string;
    };
    MetricsPoint: {
      /** @description Unix seconds. */
      timestamp: number;
      value: number;
    };
    MetricsSeries: {
      results: components['schemas']['MetricsPoint'][];
      status: number;
      /** @description Unix seconds of the last data update. */
      lastRun: number;
      /** @description Present only when more data exists. */
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
}
