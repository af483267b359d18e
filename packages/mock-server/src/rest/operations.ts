import { restOperationSpecs } from '../generated/restOperations.js';
import type { RestOperation, RestOperationSpec, RestParam } from '../tables.js';
import { type Field, unionsToHandlers } from '../unionsToHandlers.js';

/**
 * An operation as the server reads it, from its generated spec: the parameters and body fields of the
 * client's entry (`request.schema`, split by `pathParams`/`queryParams`, unions left to the handlers), the
 * client's cross-field rules and their defaults, and the mock's own success status, defaults and answer rule.
 */
export function toRestOperation(spec: RestOperationSpec): RestOperation {
  const { request } = spec;
  const inPath = new Set(request.pathParams ?? []);
  // an operation without a body sends every other field as a query parameter (the client's rule)
  const inQuery = (name: string) =>
    !inPath.has(name) && (request.body ? (request.queryParams ?? []).includes(name) : true);
  const params: RestParam[] = [];
  const body: Record<string, Field> = {};
  for (const [name, clientRule] of Object.entries(request.schema)) {
    const field = unionsToHandlers(clientRule);
    if (!inPath.has(name) && !inQuery(name)) {
      body[name] = field;
      continue;
    }
    const { required, ...rule } = field;
    const fallback = spec.defaults?.[name];
    params.push({
      name,
      in: inPath.has(name) ? 'path' : 'query',
      required: required === true,
      rule,
      ...(fallback !== undefined ? { default: fallback } : {}),
    });
  }
  return {
    operationId: spec.operationId,
    service: spec.service,
    method: request.method,
    path: request.path,
    params,
    ...(request.body ? { body } : {}),
    ...(request.ruleDefaults ? { bodyDefaults: request.ruleDefaults } : {}),
    rules: request.rules ?? [],
    ...(request.items ? { pagingItems: request.items } : {}),
    successStatus: spec.successStatus,
    ...(spec.response ? { response: spec.response } : {}),
  };
}

/** Every REST operation of the specs (Data API, Metrics API, the node's health GETs). */
export const restOperations: readonly RestOperation[] = restOperationSpecs.map(toRestOperation);
