/**
 * `x-result-by-param` on an OpenRPC method: the result's shape depends on one param's value, so the generator
 * writes one overload per case (plus the general signature for a value not known at compile time).
 *
 * ```json
 * "x-result-by-param": {
 *   "param": "encoding",
 *   "cases": [
 *     { "value": "hex", "result": { "$ref": "#/components/schemas/TxHexReply" } },
 *     { "value": "json", "result": { "$ref": "#/components/schemas/TxJsonReply" } }
 *   ]
 * }
 * ```
 * A call that leaves the param out gets the case whose value is the param schema's `default` (what the node
 * does); without a default, the general result. Each case's result must be one of the shapes the method's
 * `result` allows (the general result stays the union of them).
 */
import { type Json, pascal, type RpcDocument, type RpcMethod, refName, resolveRef } from './spec.ts';

/** One case: the param's value and the result the node sends for it. */
export interface ResultCase {
  readonly value: string | number | boolean;
  readonly result: Json;
}

/** The extension as the spec writes it. */
export interface ResultByParam {
  readonly param: string;
  readonly cases: readonly ResultCase[];
}

/** A case with what the generator needs: its result's type name and whether it is the omitted param's case. */
export interface TypedCase extends ResultCase {
  /** The param the result depends on. */
  readonly param: string;
  /** The TypeScript name of the case's result (a component's, or `<Method>Result<Value>`). */
  readonly typeName: string;
  /** True for the case a call that omits the param gets (the value is the param schema's default). */
  readonly isDefault: boolean;
}

/** The method's `x-result-by-param`, checked against the method: undefined when it has none. */
export function resultByParam(doc: RpcDocument, method: RpcMethod): TypedCase[] | undefined {
  const spec = (method as RpcMethod & { 'x-result-by-param'?: ResultByParam })['x-result-by-param'];
  if (spec === undefined) return undefined;
  const where = `${method.name}: x-result-by-param`;
  const param = method.params.find((p) => p.name === spec.param);
  if (!param) throw new Error(`${where} names ${JSON.stringify(spec.param)}, which is not a param`);
  if (!Array.isArray(spec.cases) || spec.cases.length === 0) throw new Error(`${where} has no cases`);
  const schema = resolveRef(doc, param.schema);
  const allowed = Array.isArray(schema.enum)
    ? (schema.enum as unknown[])
    : schema.type === 'boolean'
      ? [true, false]
      : undefined;
  if (!allowed) throw new Error(`${where}: ${param.name} must be a boolean or an enum`);
  const seen = new Set<unknown>();
  for (const c of spec.cases) {
    if (!allowed.includes(c.value))
      throw new Error(`${where}: ${JSON.stringify(c.value)} is not a value of ${param.name}`);
    if (seen.has(c.value)) throw new Error(`${where}: ${JSON.stringify(c.value)} appears twice`);
    seen.add(c.value);
    if (!c.result || typeof c.result !== 'object')
      throw new Error(`${where}: the ${JSON.stringify(c.value)} case has no result`);
  }
  const fallback = param.required ? undefined : schema.default;
  return spec.cases.map((c) => ({
    ...c,
    param: param.name,
    typeName: refName(c.result) ?? `${pascal(method.name)}Result${pascal(String(c.value))}`,
    isDefault: fallback !== undefined && c.value === fallback,
  }));
}

/** The TypeScript literal of a case's value (`'json'`, `true`). */
export function literal(value: ResultCase['value']): string {
  return typeof value === 'string' ? `'${value.replace(/[\\']/g, '\\$&')}'` : String(value);
}
