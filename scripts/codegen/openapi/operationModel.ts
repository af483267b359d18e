/** The model of one OpenAPI operation the generator reads (operations.ts) and renders (render*.ts), and the helpers its readers share. */
import type { CrossRule } from '@pkg/core';
import { deref, type OpenApiDocument, type SchemaObject } from './load.ts';
import { flattenSchema, type ParamRule } from './paramRules.ts';

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
   * operation is no client method of its own: the seed entry carries it (`deployed`), core applies it.
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

/** Stops the generator with what is wrong and where (`GET /v1/x: ...`). */
export function fail(where: string, message: string): never {
  throw new Error(`${where}: ${message}`);
}

/** The JSON schema of a body or a response (its first `*json*` content), if it has one. */
export function jsonSchemaOf(
  doc: OpenApiDocument,
  holder: { content?: Record<string, { schema?: SchemaObject }> } | undefined,
): SchemaObject | undefined {
  const content = deref(doc, holder)?.content;
  if (!content) return undefined;
  const json = Object.entries(content).find(([type]) => /json/i.test(type));
  return json?.[1].schema;
}

/** One input field as the spec writes it (its schema with $refs followed and allOf merged). */
export function field(
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
