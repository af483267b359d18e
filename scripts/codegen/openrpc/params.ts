/** A method's params as the generated types name them: a positional param's type, and a param that may be null. */
import { type ContentDescriptor, type Json, pascal, type RpcMethod, refName } from './spec.ts';

/**
 * The schema of a param without its `null` branch, and whether it had one: a `oneOf`/`anyOf` of one shape and
 * `{ type: 'null' }` is how a spec says a param may be sent as null (the node reads it as absent).
 */
export function withoutNull(schema: Json): { schema: Json; nullable: boolean } {
  const list = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (!Array.isArray(list) || list.length !== 2) return { schema, nullable: false };
  const shapes = list.filter((s) => s.type !== 'null');
  if (shapes.length !== 1) return { schema, nullable: false };
  return { schema: shapes[0] as Json, nullable: true };
}

/** The name of a positional param's own type (without `| null`): its component, or a definition made for it. */
export function positionalBaseName(method: RpcMethod, index: number): string {
  const param = method.params[index] as ContentDescriptor;
  return refName(withoutNull(param.schema).schema) ?? `${pascal(method.name)}${pascal(param.name)}`;
}

/** The type of one positional param: its base name, with `| null` when the spec lets it be null. */
export function positionalTypeName(method: RpcMethod, index: number): string {
  const base = positionalBaseName(method, index);
  return withoutNull((method.params[index] as ContentDescriptor).schema).nullable ? `${base} | null` : base;
}
