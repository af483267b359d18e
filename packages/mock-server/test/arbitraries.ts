/** fast-check arbitraries built from the generated input rules (ParamRule / ParamSchema / CrossRule). */
import fc from 'fast-check';

export type Rule =
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number }
  | {
      type: 'string';
      enum?: readonly string[];
      pattern?: string;
      minLength?: number;
      maxLength?: number;
      hex?: boolean;
    }
  | { type: 'boolean' }
  | { type: 'array'; items?: Rule; minItems?: number; maxItems?: number }
  | { type: 'object'; properties?: Record<string, Rule & { required?: boolean }> }
  | { type: 'anyOf'; anyOf: readonly Rule[]; nullable?: boolean }
  | { type: 'any' };
export type Schema = Record<string, Rule & { required?: boolean }>;
export type Cross =
  | { anyOf: readonly string[] }
  | { sumAtMost: { fields: readonly string[]; max: number } }
  | { lessThan: readonly [string, string] }
  | { lessOrEqual: readonly [string, string] };

// Characters that try to leave a path segment or a query value.
const NASTY = [
  '/',
  '?',
  '#',
  '%',
  '&',
  '=',
  '+',
  ' ',
  '.',
  ':',
  '@',
  ';',
  '\\',
  'é',
  '€',
  '\u0000',
  '\n',
  'a',
  'Z',
  '0',
  '9',
];
const nastyString = (minLength = 0, maxLength = 24) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...NASTY), minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc
      .constantFrom('.', '..', '../', '%2e%2e', '%2F', '?a=1', '#x', ' ')
      .filter((s) => s.length >= minLength),
  );
const hexDigits = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));

/** A value the rule accepts. `nonEmpty` keeps strings non-empty (path segments). */
export function validValue(rule: Rule, nonEmpty = false): fc.Arbitrary<unknown> {
  switch (rule.type) {
    case 'integer':
      return fc.integer({ min: rule.minimum ?? -1_000_000, max: rule.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({
        min: rule.minimum ?? -1e9,
        max: rule.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string': {
      if (rule.enum) return fc.constantFrom(...rule.enum);
      const minLength = Math.max(rule.minLength ?? 0, nonEmpty ? 1 : 0);
      const maxLength = Math.min(rule.maxLength ?? 24, Math.max(minLength, 24));
      const fits = (s: string) =>
        s.length >= minLength && s.length <= (rule.maxLength ?? Number.POSITIVE_INFINITY);
      if (rule.pattern) return fc.stringMatching(new RegExp(rule.pattern, 'u')).filter(fits);
      if (rule.hex) {
        return fc
          .tuple(
            fc.constantFrom('', '0x'),
            fc.string({ unit: hexDigits, minLength: Math.max(minLength, 1), maxLength }),
          )
          .map(([p, d]) => p + d)
          .filter(fits);
      }
      // A path segment of '.' or '..' is no segment at all: a URL parser resolves it (rejected by the clients).
      return nastyString(minLength, maxLength).filter(
        (s) => fits(s) && !(nonEmpty && (s === '.' || s === '..')),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(rule.items ? validValue(rule.items) : fc.string({ maxLength: 8 }), {
        minLength: rule.minItems ?? 0,
        maxLength: Math.max(rule.minItems ?? 0, Math.min(rule.maxItems ?? 4, 4)),
      });
    case 'object':
      return rule.properties
        ? validParams(rule.properties)
        : fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 });
    case 'anyOf': {
      const branches = rule.anyOf.map((branch) => validValue(branch, nonEmpty));
      return fc.oneof(...(rule.nullable ? [...branches, fc.constant(null)] : branches));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Anything at all, of any type. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
);

/** Params the schema accepts (required keys present, optional keys sometimes). */
export function validParams(
  schema: Schema,
  pathParams: readonly string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, rule] of Object.entries(schema))
    model[name] = validValue(rule, pathParams.includes(name));
  const requiredKeys = Object.entries(schema)
    .filter(([, r]) => r.required)
    .map(([n]) => n);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Params of any shape: each key valid or anything, keys left out (required ones too), sometimes an unknown key. */
export function anyParams(
  schema: Schema,
  pathParams: readonly string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, rule] of Object.entries(schema)) {
    model[name] = fc.oneof(validValue(rule, pathParams.includes(name)), anyValue);
  }
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('extra', 'page_size', 'path'), anyValue)),
    )
    .map(([params, extra]) => (extra ? { ...params, [extra[0]]: extra[1] } : params)) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Whether params keep the cross-field rules (for valid inputs), with the defaults the rules assume for absent fields. */
export function keepsRules(
  given: Record<string, unknown>,
  rules: readonly Cross[] = [],
  defaults: Record<string, unknown> = {},
): boolean {
  const params: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(given)) if (v !== undefined) params[k] = v;
  const num = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined;
  for (const rule of rules) {
    if (
      'anyOf' in rule &&
      !rule.anyOf.some((f) => params[f] !== undefined && params[f] !== null && params[f] !== '')
    )
      return false;
    if ('sumAtMost' in rule) {
      const sum = rule.sumAtMost.fields.reduce((s, f) => s + (num(params[f]) ?? 0), 0);
      if (sum > rule.sumAtMost.max) return false;
    }
    if ('lessThan' in rule || 'lessOrEqual' in rule) {
      const [a, b] = 'lessThan' in rule ? rule.lessThan : rule.lessOrEqual;
      const x = num(params[a]);
      const y = num(params[b]);
      if (x !== undefined && y !== undefined && ('lessThan' in rule ? !(x < y) : !(x <= y))) return false;
    }
  }
  return true;
}

/** FUZZ_RUNS (default 25) runs per property; the suite stays well under a minute. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/**
 * fast-check parameters: FUZZ_RUNS runs from a fixed seed (FUZZ_SEED, default 1) so CI is reproducible;
 * FUZZ_SEED=random explores new inputs (a failure prints its seed and path to replay it).
 */
export const PARAMS: { numRuns: number; seed?: number } =
  process.env.FUZZ_SEED === 'random'
    ? { numRuns: RUNS }
    : { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 1) };
