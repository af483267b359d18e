export {
  createRestClient,
  type IterateOptions,
  type OperationInfo,
  type OperationIterators,
  type OperationMethods,
  type OperationTypes,
  type RestClient,
} from './createRestClient.js';
