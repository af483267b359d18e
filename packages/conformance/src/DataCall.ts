import type { DataOperations, DataParams } from '@pkg/data';

/** One call of a Data API operation with realistic params (mainnet values a user would send). */
export type DataCall = {
  [K in keyof DataOperations]: { operationId: K; params: DataParams<K> };
}[keyof DataOperations];
