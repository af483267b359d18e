export type { IterateOptions } from '../paginate.js';
export type { RouteChoice } from './chooseRoute.js';
export {
  createRestClient,
  type OperationAlias,
  type OperationInfo,
  type OperationIterators,
  type OperationMethods,
  type OperationTypes,
  type RestClient,
  type RestWireNames,
} from './createRestClient.js';
