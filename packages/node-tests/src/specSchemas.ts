import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { loadSpec } from '../../../scripts/codegen/shared/spec.js';

/** The OpenRPC documents under specs/openrpc, by folder name. */
export type SpecName = 'node-info' | 'xchain' | 'pchain' | 'evm';

const specDir = new URL('../../../specs/openrpc/', import.meta.url);

interface OpenRpcDoc {
  methods: { name: string; result: { schema: unknown }; 'x-served-on'?: string[] }[];
  /** An EVM spec's WebSocket subscriptions (specs/openrpc/evm/subscriptions.yaml). */
  'x-subscriptions'?: { methods: { name: string }[]; kinds: { name: string }[] };
}

const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const loaded = new Set<SpecName>();

function load(spec: SpecName): OpenRpcDoc {
  // a folder of topic files, merged as the generator merges it
  const doc = loadSpec<OpenRpcDoc>(fileURLToPath(new URL(spec, specDir)));
  if (!loaded.has(spec)) {
    // the whole document under one id: `#/components/schemas/...` refs resolve against it
    ajv.addSchema(doc as object, `spec:${spec}`);
    loaded.add(spec);
  }
  return doc;
}

/**
 * The validator of a method's result schema in specs/openrpc/<spec>/ (ajv 8, `$ref`s resolved
 * against the document's components, strict mode off).
 */
export function resultValidator(spec: SpecName, method: string): ValidateFunction {
  const key = `${spec} ${method}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const doc = load(spec);
  const index = doc.methods.findIndex((m) => m.name === method);
  if (index < 0) throw new Error(`${method} is not a method of specs/openrpc/${spec}/`);
  const validate = ajv.compile({ $ref: `spec:${spec}#/methods/${index}/result/schema` });
  validators.set(key, validate);
  return validate;
}

/** The ajv errors of `value` against a method's result schema, as short lines; empty when it fits. */
export function resultSchemaErrors(spec: SpecName, method: string, value: unknown): string[] {
  const validate = resultValidator(spec, method);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(result)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
}

/** Every method name of a spec. */
export function specMethods(spec: SpecName): string[] {
  return load(spec).methods.map((m) => m.name);
}

/**
 * Where an EVM method is served, from its `x-served-on` in specs/openrpc/evm (`c-chain-pre-helicon`,
 * `c-chain-helicon`, `subnet-evm`); undefined when the spec does not say (served everywhere).
 */
export function servedOn(spec: SpecName, method: string): readonly string[] | undefined {
  return load(spec).methods.find((m) => m.name === method)?.['x-served-on'];
}

/**
 * Whether the spec says Helicon removed `method` from the C chain: served there before Helicon
 * (`c-chain-pre-helicon`), not under it (`c-chain-helicon`).
 */
export function removedFromCChainByHelicon(spec: SpecName, method: string): boolean {
  const served = servedOn(spec, method) ?? [];
  return served.includes('c-chain-pre-helicon') && !served.includes('c-chain-helicon');
}

/** The ajv errors of `value` against the schema at `pointer` (a JSON pointer into the spec), as short lines. */
function errorsAt(spec: SpecName, pointer: string, value: unknown): string[] {
  const key = `${spec} ${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    load(spec);
    validate = ajv.compile({ $ref: `spec:${spec}#${pointer}` });
    validators.set(key, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(value)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
}

/**
 * The ajv errors of a notification's `result` against its kind's notification schema in specs/openrpc/evm's
 * `x-subscriptions` (`newHeads`, `logs`, `newPendingTransactions`, `newAcceptedTransactions`, `traceChain`).
 */
export function notificationSchemaErrors(kind: string, value: unknown): string[] {
  const index = load('evm')['x-subscriptions']?.kinds.findIndex((k) => k.name === kind) ?? -1;
  if (index < 0) throw new Error(`${kind} is not a subscription kind of specs/openrpc/evm/`);
  return errorsAt('evm', `/x-subscriptions/kinds/${index}/notification/schema`, value);
}

/** The ajv errors of the result of a WebSocket method of specs/openrpc/evm's `x-subscriptions` (`eth_unsubscribe`). */
export function subscriptionMethodResultErrors(method: string, value: unknown): string[] {
  const index = load('evm')['x-subscriptions']?.methods.findIndex((m) => m.name === method) ?? -1;
  if (index < 0) throw new Error(`${method} is not a WebSocket method of specs/openrpc/evm/`);
  return errorsAt('evm', `/x-subscriptions/methods/${index}/result/schema`, value);
}
