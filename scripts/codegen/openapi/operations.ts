/** Reads the operations of an OpenAPI document into their models: each concern in its own reader. */
import { deref, type OpenApiDocument, type OperationObject, type ParameterObject } from './load.ts';
import { fail, type OperationModel } from './operationModel.ts';
import { readBody } from './readBody.ts';
import { checkDeployedRoutes, readRules } from './readExtensions.ts';
import { readParams } from './readParams.ts';
import { readPaging, readResponses } from './readResponses.ts';

export type { CrossRule, FieldModel, OperationModel } from './operationModel.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** An operationId the client can carry: an identifier, or kebab-case words (`data-health-check`). */
const OPERATION_ID = /^[A-Za-z_$][A-Za-z0-9_$]*(?:-[A-Za-z0-9_$]+)*$/;

/** `data-health-check` -> `dataHealthCheck`; an identifier stays as it is. */
export function constNameOf(operationId: string): string {
  return operationId.replace(/-([A-Za-z0-9_$])/g, (_, c: string) => c.toUpperCase());
}

/** Reads every operation of an OpenAPI document, checking the conventions of specs/README.md. */
export function readOperations(doc: OpenApiDocument): OperationModel[] {
  const models: OperationModel[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (op) models.push(readOperation(doc, path, method, op, shared, seen));
    }
  }
  checkConstNames(models);
  checkDeployedRoutes(models);
  return models;
}

/** One operation's model: its name, then its params, body, responses and extensions, each by its reader. */
function readOperation(
  doc: OpenApiDocument,
  path: string,
  method: (typeof METHODS)[number],
  op: OperationObject,
  shared: readonly ParameterObject[],
  seen: Set<string>,
): OperationModel {
  const where = `${method.toUpperCase()} ${path}`;
  const model = emptyModel(checkOperationId(where, op, seen), method.toUpperCase(), path, op);
  const byKey = new Map<string, ParameterObject>();
  for (const p of [...shared, ...(op.parameters ?? [])]) {
    const param = deref(doc, p);
    byKey.set(`${param.in}:${param.name}`, param);
  }
  const defaults: Record<string, unknown> = {};
  readParams(doc, where, byKey.values(), model, defaults);
  readBody(doc, where, op, model, defaults);
  readResponses(doc, where, op, model);
  readRules(where, op, model, defaults);
  readPaging(doc, where, op, model);
  return model;
}

/** The operationId: present, an identifier or kebab-case words, used once, and not `iterate`. */
function checkOperationId(where: string, op: OperationObject, seen: Set<string>): string {
  const operationId = op.operationId ?? fail(where, 'operationId is missing');
  if (!OPERATION_ID.test(operationId))
    fail(where, `operationId ${operationId} is neither an identifier nor kebab-case words`);
  if (seen.has(operationId)) fail(where, `operationId ${operationId} is used twice`);
  if (operationId === 'iterate') fail(where, 'operationId iterate is taken by the paging iterators');
  seen.add(operationId);
  return operationId;
}

/** A model with what the operation object says directly, its fields still to be read. */
function emptyModel(operationId: string, method: string, path: string, op: OperationObject): OperationModel {
  return {
    operationId,
    method,
    path,
    summary: op.summary,
    description: op.description,
    deprecated: op.deprecated === true,
    pathParams: [],
    queryParams: [],
    commaParams: [],
    explodeParams: [],
    hasBody: false,
    bodyRequired: false,
    schema: {},
    rules: [],
    retry: op['x-safe-to-retry'] ?? SAFE.has(method),
    items: undefined,
    successStatuses: [],
    emptyStatuses: [],
    constName: constNameOf(operationId),
    example: {},
    ruleDefaults: {},
    fields: [],
    deployedRouteOf: op['x-deployed-route-of'],
    deployedParams: op['x-deployed-params'],
  };
}

/** No two operationIds share a constant name (`data-health-check` and `dataHealthCheck`). */
function checkConstNames(models: readonly OperationModel[]): void {
  const constNames = new Map<string, string>();
  for (const model of models) {
    const other = constNames.get(model.constName);
    if (other !== undefined)
      fail(
        `${model.method} ${model.path}`,
        `operationIds ${other} and ${model.operationId} share the name ${model.constName}`,
      );
    constNames.set(model.constName, model.operationId);
  }
}
