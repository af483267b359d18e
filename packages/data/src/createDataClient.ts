import type { TransportOptions } from '@pkg/core';
import { type DataOperations, dataOperations, defaultBaseUrl } from './generated/operations.js';
import { createRestClient, type RestClient } from '@pkg/core/rest';

/** Options of createDataClient. */
export interface DataClientOptions extends Omit<TransportOptions, 'secretHeaders'> {
  /** Base URL of the Data API. @default 'https://glacier-api.avax.network' */
  baseUrl?: string;
  /** Optional API key (raises the rate limits); sent only in the `apiKeyHeader` header, never in a URL or an error. */
  apiKey?: string;
  /** Header carrying the API key. @default 'x-data-api-key' */
  apiKeyHeader?: string;
}

/** A Data API client: one method per operation, and `iterate.<operation>` for the paged ones. */
export type DataClient = RestClient<DataOperations>;

/** The params of a Data API operation, e.g. `DataParams<'getBlock'>`. */
export type DataParams<K extends keyof DataOperations> = DataOperations[K]['params'];

/** The result of a Data API operation, e.g. `DataResult<'getBlock'>`. */
export type DataResult<K extends keyof DataOperations> = DataOperations[K]['result'];

/**
 * Creates a client of the Avalanche Data API (https://glacier-api.avax.network by default): one method
 * per operation (`GET /v1/chains`, `GET /v1/chains/{chainId}/blocks/{blockId}`, ...), each taking one
 * flat object of path, query and body fields, checked before the request leaves.
 *
 * @example
 * import { createDataClient } from '@pkg/data';
 * const data = createDataClient({ apiKey: process.env.DATA_API_KEY });
 * const { chains } = await data.supportedChains({ network: 'mainnet' });
 * const block = await data.getBlock({ chainId: '43114', blockId: '1' });
 * for await (const b of data.iterate.getLatestBlocks({ chainId: '43114' }, { maxItems: 50 })) console.log(b.blockNumber);
 */
export function createDataClient(options: DataClientOptions = {}): DataClient {
  const {
    apiKey,
    apiKeyHeader = 'x-data-api-key',
    baseUrl = defaultBaseUrl,
    headers,
    ...transport
  } = options;
  return createRestClient<DataOperations>(dataOperations, {
    ...transport,
    baseUrl,
    headers: apiKey ? { ...headers, [apiKeyHeader]: apiKey } : headers,
    secretHeaders: [apiKeyHeader],
  });
}
