/** An operation's JSON request body: an object whose fields are flat params beside the parameters. */
import { deref, type OpenApiDocument, type OperationObject } from './load.ts';
import { fail, field, jsonSchemaOf, type OperationModel } from './operationModel.ts';
import { flattenSchema, toParamRule } from './paramRules.ts';

/** Reads the body's fields into the model (and their defaults into `defaults`). */
export function readBody(
  doc: OpenApiDocument,
  where: string,
  op: OperationObject,
  model: OperationModel,
  defaults: Record<string, unknown>,
): void {
  const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
  if (!body) return;
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
