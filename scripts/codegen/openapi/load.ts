import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

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
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OperationObject | ParameterObject[] | string>>;
  components?: Record<string, Record<string, unknown>>;
}

/** Reads an OpenAPI document (YAML or JSON). */
export function loadOpenApi(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Follows local `$ref`s (`#/components/...`) until the value is not a reference. */
export function deref<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 32; depth++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  throw new Error('$ref chain too deep');
}
