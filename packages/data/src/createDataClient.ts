import type { TransportOptions } from '@pkg/core';
import { createRestClient, type RestClient } from '@pkg/core/rest';
import {
  type DataOperations,
  dataOperations,
  defaultBaseUrl,
  deployedNames,
  apiKeyHeader as seedApiKeyHeader,
} from './generated/operations.js';

/** The names `wireNames` can change on the Data API: where the client sends, and which header carries the key. */
export interface DataWireNameMap {
  /** Base URL used when the `baseUrl` option is not given. */
  baseUrl?: string;
  /** Header carrying the API key when the `apiKeyHeader` option is not given. */
  apiKeyHeader?: string;
}

/**
 * Which names the client uses on the wire: `'seed'` (the seed documents': `x-data-api-key`,
 * `https://glacier-api.avax.network`), `'deployed'` (the deployed service's: `x-glacier-api-key`,
 * `https://data-api.avax.network`), or a map of your own.
 */
export type DataWireNames = 'seed' | 'deployed' | DataWireNameMap;

/** Options of createDataClient. */
export interface DataClientOptions extends Omit<TransportOptions, 'secretHeaders'> {
  /**
   * Base URL of the Data API.
   * @default 'https://glacier-api.avax.network' ('https://data-api.avax.network' with `wireNames: 'deployed'`)
   */
  baseUrl?: string;
  /** Optional API key (raises the rate limits); sent only in the `apiKeyHeader` header, never in a URL or an error. */
  apiKey?: string;
  /** Header carrying the API key. @default 'x-data-api-key' ('x-glacier-api-key' with `wireNames: 'deployed'`) */
  apiKeyHeader?: string;
  /**
   * The seed documents' names or the deployed service's. The deployed Data API reads the key only from
   * `x-glacier-api-key`: sent as `x-data-api-key`, a key is silently ignored there (the call is served
   * anonymously, at the lower rate limits), so use `'deployed'` against `https://data-api.avax.network`.
   * @default 'seed'
   */
  wireNames?: DataWireNames;
}

/** A Data API client: one method per operation, and `iterate.<operation>` for the paged ones. */
export type DataClient = RestClient<DataOperations>;

/** The params of a Data API operation, e.g. `DataParams<'getBlock'>`. */
export type DataParams<K extends keyof DataOperations> = DataOperations[K]['params'];

/** The result of a Data API operation, e.g. `DataResult<'getBlock'>`. */
export type DataResult<K extends keyof DataOperations> = DataOperations[K]['result'];

/** Every header that carries a Data API key, under any wire names: never shown in an error or a log. */
const keyHeaders = [seedApiKeyHeader, deployedNames.apiKeyHeader];

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
 *
 * // the deployed service: https://data-api.avax.network, the key in x-glacier-api-key
 * const live = createDataClient({ wireNames: 'deployed', apiKey: process.env.DATA_API_KEY });
 */
export function createDataClient(options: DataClientOptions = {}): DataClient {
  const { apiKey, apiKeyHeader, baseUrl, headers, wireNames = 'seed', ...transport } = options;
  const names: DataWireNameMap =
    wireNames === 'seed' ? {} : wireNames === 'deployed' ? deployedNames : wireNames;
  const keyHeader = apiKeyHeader ?? names.apiKeyHeader ?? seedApiKeyHeader;
  return createRestClient<DataOperations>(dataOperations, {
    ...transport,
    baseUrl: baseUrl ?? names.baseUrl ?? defaultBaseUrl,
    headers: apiKey ? { ...headers, [keyHeader]: apiKey } : headers,
    secretHeaders: [...new Set([keyHeader, ...keyHeaders])],
  });
}
