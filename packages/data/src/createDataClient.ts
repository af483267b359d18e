import type { TransportOptions } from '@pkg/core';
import { createRestClient } from '@pkg/core/rest';
import { restWireNames } from '@pkg/core/wire';
import {
  autoNames,
  type DataClient,
  type DataClientOf,
  type DataOperationInfo,
  type DataOperationKey,
  type DataOperations,
  type DataOperationTable,
  dataOperations,
  defaultBaseUrl,
  deployedNames,
  apiKeyHeader as seedApiKeyHeader,
} from './generated/operations.js';

/**
 * The names `wireNames` can change on the Data API: where the client sends, and which header carries the key.
 * @group Client
 */
export interface DataWireNameMap {
  /** Base URL used when the `baseUrl` option is not given. */
  baseUrl?: string;
  /** Header carrying the API key when the `apiKeyHeader` option is not given. */
  apiKeyHeader?: string;
}

/**
 * Which names the client uses on the wire: `'auto'` (the default: the deployed service's base URL
 * `https://data-api.avax.network`, the key in both `x-data-api-key` and `x-glacier-api-key`, so it is read
 * by the deployed service and by a server speaking the seed documents' names), `'seed'` (the seed documents':
 * `x-data-api-key`, `https://glacier-api.avax.network`), `'deployed'` (the deployed service's:
 * `x-glacier-api-key`, `https://data-api.avax.network`), or a map of your own.
 * @group Client
 */
export type DataWireNames = 'auto' | 'seed' | 'deployed' | DataWireNameMap;

/**
 * Options of createDataClient.
 * @group Client
 */
export interface DataClientOptions extends Omit<TransportOptions, 'secretHeaders'> {
  /**
   * Base URL of the Data API.
   * @default 'https://data-api.avax.network' ('https://glacier-api.avax.network' with `wireNames: 'seed'`)
   */
  baseUrl?: string;
  /**
   * Optional API key (raises the rate limits); sent only in the key header(s), only to the Data API's origin
   * (a redirect to another origin drops it), never in a URL or an error.
   */
  apiKey?: string;
  /**
   * Header carrying the API key, the only one when given.
   * @default both 'x-data-api-key' and 'x-glacier-api-key' ('x-data-api-key' with `wireNames: 'seed'`, 'x-glacier-api-key' with `'deployed'`)
   */
  apiKeyHeader?: string;
  /**
   * The seed documents' names, the deployed service's, or both (`'auto'`). The deployed Data API reads the key
   * only from `x-glacier-api-key`: sent as `x-data-api-key` alone (`'seed'`), a key is silently ignored there
   * (the call is served anonymously, at the lower rate limits). `'auto'` sends it under both names.
   * @default 'auto'
   */
  wireNames?: DataWireNames;
}

/** The seed documents' names: the spec's first server and its apiKey scheme's header. */
const seedNames = { baseUrl: defaultBaseUrl, apiKeyHeader: seedApiKeyHeader };

/**
 * Creates a client of the Avalanche Data API (https://data-api.avax.network by default): one method
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
 * // a server of your own (the mock server): the key goes under both header names to its origin only
 * const local = createDataClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'test-key' });
 * @group Client
 */
export function createDataClient(options: DataClientOptions = {}): DataClient {
  return createRestClient<DataOperations>(dataOperations, transportOptions(options));
}

/**
 * Creates a Data API client of the operations you pass (same options and methods as
 * {@link createDataClient}): a program bundles the tables of those operations only, instead of all of them.
 *
 * @example
 * import { createDataClientFor } from '@pkg/data';
 * import { getBlock, listTransfers } from '@pkg/data/operations';
 * const data = createDataClientFor({ getBlock, listTransfers }, { apiKey: process.env.DATA_API_KEY });
 * const block = await data.getBlock({ chainId: '43114', blockId: '1' });
 *
 * // or every operation of one tag
 * import { evmBlocksOperations } from '@pkg/data/operations';
 * const blocks = createDataClientFor(evmBlocksOperations);
 * @group Client
 */
export function createDataClientFor<T extends DataOperationTable>(
  operations: T,
  options: DataClientOptions = {},
): DataClientOf<DataOperationKey<keyof T>> {
  type Picked = Pick<DataOperations, DataOperationKey<keyof T>>;
  const table = operations as unknown as { readonly [K in keyof Picked]: DataOperationInfo<K> };
  return createRestClient<Picked>(table, transportOptions(options)) as unknown as DataClientOf<
    DataOperationKey<keyof T>
  >;
}

/**
 * The transport options of a Data API client: base URL and key header(s) by `wireNames`, the key kept secret.
 * The key travels only as a header of this client's transport, whose every request goes to the base URL's
 * origin; the transport drops secret headers on a redirect to another origin.
 */
function transportOptions(options: DataClientOptions) {
  const { apiKey, apiKeyHeader, baseUrl, headers, wireNames = 'auto', ...transport } = options;
  // which base URL and key header(s) each wireNames mode takes: the spec's x-deployed-names and x-auto-names
  const { chosen, every } = restWireNames(wireNames, seedNames, deployedNames, autoNames);
  const keyHeaderNames = apiKeyHeader !== undefined ? [apiKeyHeader] : chosen.apiKeyHeader;
  const keyed: Record<string, string> = {};
  if (apiKey) for (const name of keyHeaderNames) keyed[name] = apiKey;
  return {
    ...transport,
    baseUrl: baseUrl ?? chosen.baseUrl[0],
    headers: apiKey ? { ...headers, ...keyed } : headers,
    secretHeaders: [...new Set([...keyHeaderNames, ...every.apiKeyHeader])],
  };
}
