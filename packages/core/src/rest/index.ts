export type { IterateOptions } from '../paginate.js';
export {
  createRestClient,
  type OperationAlias,
  type OperationInfo,
  type OperationIterators,
  type OperationMethods,
  type OperationTypes,
  type RestClient,
} from './createRestClient.js';
