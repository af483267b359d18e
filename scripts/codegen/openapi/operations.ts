import type { CrossRule } from '@pkg/core';
import {
  deref,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from './load.ts';
import { commaListPattern, flattenSchema, isCommaList, type ParamRule, toParamRule } from './param-rules.ts';

/** A cross-field rule (`x-rules`), as @pkg/core's checkParams reads it. */
export type { CrossRule };

/** Everything the generator needs to know about one operation. */
export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  summary?: string | undefined;
  description?: string | undefined;
  deprecated: boolean;
  pathParams: string[];
  queryParams: string[];
  /** Query parameters given as a list or a comma string, sent as one comma-separated value. */
  commaParams: string[];
  /** Query parameters that are lists sent one key per item (`form` with the default `explode: true`). */
  explodeParams: string[];
  hasBody: boolean;
  bodyRequired: boolean;
  /** Input checks of every flat field (path, query and body). */
  schema: Record<string, ParamRule & { required?: boolean }>;
  rules: CrossRule[];
  /** Safe to retry: `x-safe-to-retry`, else true for GET/HEAD/OPTIONS. */
  retry: boolean;
  /** `x-paging.items`: the response field holding a page's items. */
  items?: string | undefined;
  /** 2xx statuses answering JSON. */
  successStatuses: string[];
  /** 2xx statuses answering no body (e.g. a `201` that only acknowledges): the result is then `undefined`. */
  emptyStatuses: string[];
  /**
   * The name of the operation's `OperationInfo` constant: the operationId, or its camelCase form when the
   * operationId is not an identifier (the deployed Data API names two `data-health-check` and `live-check`).
   */
  constName: string;
  /** Example values (parameters' `example`, body fields' first `examples`), for JSDoc. */
  example: Record<string, unknown>;
  /**
   * Defaults of the fields a `sumAtMost` rule adds up: the service applies them, so the sum is checked
   * with them (a buffer of 40 alone breaks `quorumPercentage + quorumPercentageBuffer <= 100`, 67 being the default quorum).
   */
  ruleDefaults: Record<string, number>;
  /**
   * Every input field as the spec writes it (path and query parameters, then body fields): where it goes,
   * whether it is required, its schema ($refs followed, allOf merged) and default. The client's `schema`
   * above is read from these; the mock server's tables read them in its own dialect.
   */
  fields: FieldModel[];
  /** The schema ($refs followed, allOf merged) of the first 2xx response's JSON body (the one the service answers), if it has one. */
  response?: SchemaObject | undefined;
  /**
   * `x-deployed-route-of`: the seed operation this one stands in for under `wireNames: 'deployed'`. Such an
   * operation is no client method of its own; the client's hand-written code calls it in deployed mode.
   */
  deployedRouteOf?: string | undefined;
  /** `x-deployed-params`: what a deployed route always gets on top of the seed operation's params. */
  deployedParams?: Record<string, unknown> | undefined;
}

/** One input field of an operation, as the spec writes it. */
export interface FieldModel {
  name: string;
  in: 'path' | 'query' | 'body';
  required: boolean;
  schema: SchemaObject;
  default?: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** An operationId the client can carry: an identifier, or kebab-case words (`data-health-check`). */
const OPERATION_ID = /^[A-Za-z_$][A-Za-z0-9_$]*(?:-[A-Za-z0-9_$]+)*$/;

/** `data-health-check` -> `dataHealthCheck`; an identifier stays as it is. */
export function constNameOf(operationId: string): string {
  return operationId.replace(/-([A-Za-z0-9_$])/g, (_, c: string) => c.toUpperCase());
}

function fail(where: string, message: string): never {
  throw new Error(`${where}: ${message}`);
}

function jsonSchemaOf(
  doc: OpenApiDocument,
  holder: { content?: Record<string, { schema?: SchemaObject }> } | undefined,
): SchemaObject | undefined {
  const content = deref(doc, holder)?.content;
  if (!content) return undefined;
  const json = Object.entries(content).find(([type]) => /json/i.test(type));
  return json?.[1].schema;
}

function checkRule(where: string, rule: unknown, fields: ReadonlySet<string>): CrossRule {
  const named = (names: unknown): string[] => {
    if (!Array.isArray(names) || names.length === 0)
      fail(where, `x-rules entry ${JSON.stringify(rule)} names no fields`);
    for (const name of names) {
      if (typeof name !== 'string' || !fields.has(name))
        fail(where, `x-rules names an unknown field ${String(name)}`);
    }
    return names as string[];
  };
  const r = rule as Record<string, unknown>;
  if ('anyOf' in r) return { anyOf: named(r.anyOf) };
  if ('sumAtMost' in r) {
    const s = r.sumAtMost as { fields?: unknown; max?: unknown };
    if (typeof s.max !== 'number') fail(where, 'x-rules sumAtMost needs a numeric max');
    return { sumAtMost: { fields: named(s.fields), max: s.max } };
  }
  for (const key of ['lessThan', 'lessOrEqual'] as const) {
    if (key in r) {
      const pair = named(r[key]);
      if (pair.length !== 2) fail(where, `x-rules ${key} takes two fields`);
      const fields: readonly [string, string] = [pair[0]!, pair[1]!];
      return key === 'lessThan' ? { lessThan: fields } : { lessOrEqual: fields };
    }
  }
  return fail(where, `unknown x-rules entry ${JSON.stringify(rule)}`);
}

function field(
  doc: OpenApiDocument,
  name: string,
  where: FieldModel['in'],
  required: boolean,
  input: SchemaObject | undefined,
): FieldModel {
  const schema = input ? flattenSchema(doc, input) : {};
  return {
    name,
    in: where,
    required,
    schema,
    ...(schema.default !== undefined ? { default: schema.default } : {}),
  };
}

/** Reads every operation of an OpenAPI document, checking the conventions of specs/README.md. */
export function readOperations(doc: OpenApiDocument): OperationModel[] {
  const models: OperationModel[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = op.operationId ?? fail(where, 'operationId is missing');
      if (!OPERATION_ID.test(operationId))
        fail(where, `operationId ${operationId} is neither an identifier nor kebab-case words`);
      if (seen.has(operationId)) fail(where, `operationId ${operationId} is used twice`);
      if (operationId === 'iterate') fail(where, 'operationId iterate is taken by the paging iterators');
      seen.add(operationId);

      const byKey = new Map<string, ParameterObject>();
      for (const p of [...shared, ...(op.parameters ?? [])]) {
        const param = deref(doc, p);
        byKey.set(`${param.in}:${param.name}`, param);
      }
      const model: OperationModel = {
        operationId,
        method: method.toUpperCase(),
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
        retry: op['x-safe-to-retry'] ?? SAFE.has(method.toUpperCase()),
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
      const defaults: Record<string, unknown> = {};
      for (const param of byKey.values()) {
        if (param.in !== 'path' && param.in !== 'query')
          fail(where, `${param.in} parameter ${param.name} is not supported`);
        if (model.schema[param.name]) fail(where, `field ${param.name} appears twice`);
        const required = param.in === 'path' || param.required === true;
        let rule = param.schema ? toParamRule(doc, param.schema) : ({ type: 'any' } as ParamRule);
        if (param.in === 'path') {
          model.pathParams.push(param.name);
          // An empty segment would change the path it lands in.
          if (rule.type === 'string' && rule.minLength === undefined && !rule.enum)
            rule = { ...rule, minLength: 1 };
        } else {
          model.queryParams.push(param.name);
          if (isCommaList(doc, param.schema, param.explode)) {
            model.commaParams.push(param.name);
            // A required list joined to '' would go out as `name=`, which services read as absent.
            rule = required ? { type: 'string', minLength: 1 } : { type: 'string' };
            // The joined list is checked with the string variant's pattern, when it has one.
            const pattern = commaListPattern(doc, param.schema);
            if (pattern !== undefined) rule = { ...rule, pattern };
          } else if (rule.type === 'array' && param.explode !== false) {
            model.explodeParams.push(param.name);
          }
        }
        model.schema[param.name] = required ? { ...rule, required: true } : rule;
        if (param.schema) defaults[param.name] = flattenSchema(doc, param.schema).default;
        model.fields.push(field(doc, param.name, param.in, required, param.schema));
        if (param.example !== undefined) model.example[param.name] = param.example;
      }
      const missing = [...path.matchAll(/\{([^{}]+)\}/g)]
        .map((m) => m[1]!)
        .filter((n) => !model.pathParams.includes(n));
      if (missing.length > 0) fail(where, `path parameters ${missing.join(', ')} are not declared`);

      const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
      if (body) {
        const schema = jsonSchemaOf(doc, body) ?? fail(where, 'request body has no JSON schema');
        const flat = flattenSchema(doc, schema);
        if (flat.type !== 'object')
          fail(where, 'a request body must be an object so its fields can be flat params');
        model.hasBody = true;
        model.bodyRequired = body.required === true;
        const requiredFields = new Set(flat.required ?? []);
        for (const [name, property] of Object.entries(flat.properties ?? {})) {
          if (model.schema[name]) fail(where, `body field ${name} clashes with a parameter`);
          const rule = toParamRule(doc, property);
          defaults[name] = flattenSchema(doc, property).default;
          model.schema[name] = requiredFields.has(name) ? { ...rule, required: true } : rule;
          model.fields.push(field(doc, name, 'body', requiredFields.has(name), property));
          const examples = (flattenSchema(doc, property) as { examples?: unknown }).examples;
          if (Array.isArray(examples) && examples.length > 0) model.example[name] = examples[0];
        }
      }

      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue;
        if (jsonSchemaOf(doc, response)) model.successStatuses.push(status);
        else if (!deref(doc, response).content) model.emptyStatuses.push(status);
      }
      if (model.successStatuses.length === 0 && model.emptyStatuses.length === 0)
        fail(where, 'no 2xx response with a JSON body or without a body');
      const first = [...model.successStatuses, ...model.emptyStatuses].sort()[0]!;
      const answer = jsonSchemaOf(doc, op.responses?.[first]);
      if (answer) model.response = flattenSchema(doc, answer);

      const fields = new Set(Object.keys(model.schema));
      model.rules = (op['x-rules'] ?? []).map((rule) => checkRule(where, rule, fields));
      for (const rule of model.rules) {
        if (!('sumAtMost' in rule)) continue;
        for (const field of rule.sumAtMost.fields) {
          const value = defaults[field];
          if (typeof value === 'number') model.ruleDefaults[field] = value;
        }
      }

      const paging = op['x-paging'];
      if (paging) {
        // the token travels as a query parameter, or as a body field (the Metrics API's compositeQueryV2)
        const bodyToken = model.hasBody && !model.pathParams.includes('pageToken') && model.schema.pageToken;
        if (!model.queryParams.includes('pageToken') && !bodyToken)
          fail(where, 'x-paging needs a pageToken query parameter or body field');
        for (const status of model.successStatuses) {
          const result = flattenSchema(doc, jsonSchemaOf(doc, op.responses?.[status])!);
          const items = result.properties?.[paging.items];
          if (!items || flattenSchema(doc, items).type !== 'array') {
            fail(where, `x-paging.items ${paging.items} is not an array field of the ${status} response`);
          }
          if (!result.properties?.nextPageToken) fail(where, `the ${status} response has no nextPageToken`);
        }
        model.items = paging.items;
      }
      models.push(model);
    }
  }
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
  for (const model of models) {
    const of = model.deployedRouteOf;
    if (of === undefined) continue;
    const where = `${model.method} ${model.path}`;
    const seed = models.find((m) => m.operationId === of);
    if (!seed || seed.deployedRouteOf !== undefined)
      fail(where, `x-deployed-route-of names ${of}, which is not a (seed) operation of this document`);
    if (Boolean(seed.items) !== Boolean(model.items))
      fail(where, `x-deployed-route-of ${of}: both or neither must be paged`);
    for (const name of Object.keys(model.deployedParams ?? {}))
      if (!Object.hasOwn(model.schema, name))
        fail(where, `x-deployed-params names ${name}, which is no param of it`);
  }
  return models;
}
