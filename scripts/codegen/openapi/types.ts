import openapiTS, {
  astToString,
  NULL,
  type OpenAPI3,
  type SchemaObject,
  STRING,
  tsLiteral,
} from 'openapi-typescript';
import ts from 'typescript';
import type { OpenApiDocument } from './load.ts';

/**
 * `x-known-values: [a, b]` on a string schema types it `'a' | 'b' | (string & {})`: editors suggest the
 * documented values, and any other string a newer service sends still type-checks. A nullable string
 * (`type: [string, 'null']`) keeps its `| null`.
 */
function knownValues(schema: SchemaObject): ts.TypeNode | undefined {
  const values = (schema as { 'x-known-values'?: unknown })['x-known-values'];
  if (!Array.isArray(values) || values.length === 0) return undefined;
  const anyString = ts.factory.createIntersectionTypeNode([STRING, ts.factory.createTypeLiteralNode([])]);
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  return ts.factory.createUnionTypeNode([
    ...values.map((v) => tsLiteral(String(v))),
    anyString,
    ...(nullable ? [NULL] : []),
  ]);
}

/** The openapi-typescript types (`paths`, `components`, `operations`) of an OpenAPI document. */
export async function generateSchemaTypes(doc: OpenApiDocument): Promise<string> {
  // openapi-typescript annotates the object it reads; give it a copy.
  const ast = await openapiTS(structuredClone(doc) as unknown as OpenAPI3, {
    silent: true,
    // A field with a default is still optional to send.
    defaultNonNullable: false,
    transform: (schema) => knownValues(schema),
  });
  return astToString(ast);
}
