/** An operation's path and query parameters: where each goes, its rule, and how a list is sent. */
import type { OpenApiDocument, ParameterObject } from './load.ts';
import { fail, field, type OperationModel } from './operationModel.ts';
import { commaListPattern, flattenSchema, isCommaList, type ParamRule, toParamRule } from './paramRules.ts';

/** Reads the parameters into the model (and their defaults into `defaults`); every path `{name}` must be one. */
export function readParams(
  doc: OpenApiDocument,
  where: string,
  params: Iterable<ParameterObject>,
  model: OperationModel,
  defaults: Record<string, unknown>,
): void {
  for (const param of params) {
    if (param.in !== 'path' && param.in !== 'query')
      fail(where, `${param.in} parameter ${param.name} is not supported`);
    if (model.schema[param.name]) fail(where, `field ${param.name} appears twice`);
    const required = param.in === 'path' || param.required === true;
    const rule = ruleOf(doc, param, required, model);
    model.schema[param.name] = required ? { ...rule, required: true } : rule;
    if (param.schema) defaults[param.name] = flattenSchema(doc, param.schema).default;
    model.fields.push(field(doc, param.name, param.in, required, param.schema));
    if (param.example !== undefined) model.example[param.name] = param.example;
  }
  const missing = [...model.path.matchAll(/\{([^{}]+)\}/g)]
    .map((m) => m[1]!)
    .filter((n) => !model.pathParams.includes(n));
  if (missing.length > 0) fail(where, `path parameters ${missing.join(', ')} are not declared`);
}

/** One parameter's rule, noting in the model where it goes (path, query, a comma list, one key per item). */
function ruleOf(
  doc: OpenApiDocument,
  param: ParameterObject,
  required: boolean,
  model: OperationModel,
): ParamRule {
  let rule = param.schema ? toParamRule(doc, param.schema) : ({ type: 'any' } as ParamRule);
  if (param.in === 'path') {
    model.pathParams.push(param.name);
    // An empty segment would change the path it lands in.
    if (rule.type === 'string' && rule.minLength === undefined && !rule.enum)
      rule = { ...rule, minLength: 1 };
    return rule;
  }
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
  return rule;
}
