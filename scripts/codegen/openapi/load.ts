import { loadSpec } from '../shared/spec.ts';

/** A JSON Schema object as OpenAPI 3.1 writes it (the keywords the generator reads, plus extensions). */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  not?: SchemaObject;
  const?: unknown;
  default?: unknown;
  description?: string;
  [extension: `x-${string}`]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: SchemaObject }> }>;
  'x-paging'?: { items: string };
  'x-safe-to-retry'?: boolean;
  'x-rules'?: unknown[];
  /** This operation is the deployed service's route of the named (seed) operation: see specs/README.md. */
  'x-deployed-route-of'?: string;
  /** With `x-deployed-route-of`: params the deployed route always gets on top of the seed operation's. */
  'x-deployed-params'?: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OperationObject | ParameterObject[] | string>>;
  components?: Record<string, Record<string, unknown>>;
  /** The deployed service's names where they differ from the document's (`baseUrl`, `apiKeyHeader`). */
  'x-deployed-names'?: Record<string, string>;
  /** Which names `wireNames: 'auto'` uses: `seed`, `deployed` or `both`. */
  'x-auto-names'?: Record<string, unknown>;
}

/** An object's entries sorted by key, as a new object. */
function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Reads an OpenAPI document: a YAML or JSON file, or a directory of them merged (see
 * `loadSpec`). The result is in one canonical order whatever the layout of the files:
 * `paths` sorted by path, each `components` section sorted by name (so moving a path or a schema
 * between files never reorders the generated code).
 */
export function loadOpenApi(fileOrDir: string): OpenApiDocument {
  const doc = loadSpec(fileOrDir);
  if (doc.paths) doc.paths = sortedByKey(doc.paths as Record<string, unknown>);
  if (doc.components) {
    doc.components = Object.fromEntries(
      Object.entries(doc.components as Record<string, Record<string, unknown>>).map(([section, entries]) => [
        section,
        sortedByKey(entries ?? {}),
      ]),
    );
  }
  return doc as unknown as OpenApiDocument;
}

export { deref, specDirectoryFiles } from '../shared/spec.ts';
