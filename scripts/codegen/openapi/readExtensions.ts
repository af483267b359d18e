/** The spec extensions an operation's model reads: `x-rules` (with the defaults a sum adds), and the deployed routes. */
import type { OperationObject } from './load.ts';
import { type CrossRule, fail, type OperationModel } from './operationModel.ts';

/** `x-rules`: the cross-field rules, each field named a field of the operation; the defaults a `sumAtMost` adds up. */
export function readRules(
  where: string,
  op: OperationObject,
  model: OperationModel,
  defaults: Record<string, unknown>,
): void {
  const fields = new Set(Object.keys(model.schema));
  model.rules = (op['x-rules'] ?? []).map((rule) => checkRule(where, rule, fields));
  for (const rule of model.rules) {
    if (!('sumAtMost' in rule)) continue;
    for (const field of rule.sumAtMost.fields) {
      const value = defaults[field];
      if (typeof value === 'number') model.ruleDefaults[field] = value;
    }
  }
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

/**
 * `x-deployed-route-of` and `x-deployed-params`: each deployed route names a seed operation of the document,
 * is paged when it is, and always sends params it has.
 */
export function checkDeployedRoutes(models: readonly OperationModel[]): void {
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
}
