import { readFileSync, statSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { loadOpenApi } from '../../../scripts/codegen/openapi/load.js';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Rewrites the document's local `$ref`s (`#/components/...`) to point into the schema registered as `id`;
 * with `integerAsNumber`, `type: integer` reads as `type: number` (both are `number` in TypeScript).
 */
function rebase(value: unknown, id: string, integerAsNumber: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => rebase(v, id, integerAsNumber));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[key] = `${id}${v}`;
    else if (key === 'type' && integerAsNumber && v === 'integer') out[key] = 'number';
    else if (key === 'type' && integerAsNumber && Array.isArray(v))
      out[key] = [...new Set(v.map((t) => (t === 'integer' ? 'number' : t)))];
    else out[key] = rebase(v, id, integerAsNumber);
  }
  return out;
}

function resolve(doc: Json, value: unknown): Json {
  let current = value as Json;
  while (typeof current?.$ref === 'string') {
    const ref = current.$ref as string;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc) as Json;
  }
  return current;
}

/** The ajv validators of every 2xx JSON response of every operation of one of OUR OpenAPI documents. */
export interface ResponseValidators {
  /** The validator of an operation's success body, by operationId and status. */
  get(operationId: string, status: number): ValidateFunction | undefined;
  /** The operationIds of the document. */
  readonly operationIds: readonly string[];
  /** The validator of one of the document's component schemas, e.g. `Price`. */
  component(name: string): ValidateFunction;
}

/** Options of responseValidators. */
export interface ResponseValidatorOptions {
  /**
   * Read `type: integer` as `type: number`. Our specs say integer where the seed (and the wire) has whole
   * numbers; the deployed services' published documents type the same counts and timestamps `number`, so
   * Prism's generated bodies carry fractions there. Both are `number` in our TypeScript types, so "fits our
   * types" reads integer as number; the strict reading is counted apart. @default false
   */
  integerAsNumber?: boolean;
}

/**
 * Compiles, with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1), the success-response schemas of
 * one of our specs (a YAML file or a spec directory). Unknown keywords (`x-known-values`, `example`) are annotations.
 */
export function responseValidators(
  specFile: string,
  options: ResponseValidatorOptions = {},
): ResponseValidators {
  // A spec directory (specs/openapi/data/) is read as the one document the generator merges it into.
  const doc = (
    statSync(specFile).isDirectory() ? loadOpenApi(specFile) : parse(readFileSync(specFile, 'utf8'))
  ) as Json;
  const loose = options.integerAsNumber === true;
  const id = `urn:our:${loose ? 'number' : 'integer'}:${specFile}`;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: id, components: rebase(doc.components, id, loose) });
  const byOp = new Map<string, Map<number, ValidateFunction>>();
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const statuses = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries((op.responses ?? {}) as Json)) {
        if (!/^2\d\d$/.test(status)) continue;
        const content = resolve(doc, response).content as Record<string, { schema?: unknown }> | undefined;
        const schema = content?.['application/json']?.schema;
        if (schema) statuses.set(Number(status), ajv.compile(rebase(schema, id, loose) as Json));
      }
      byOp.set(op.operationId as string, statuses);
    }
  }
  return {
    get: (operationId, status) => byOp.get(operationId)?.get(status),
    operationIds: [...byOp.keys()],
    component: (name) => ajv.compile({ $ref: `${id}#/components/schemas/${name}` }),
  };
}
