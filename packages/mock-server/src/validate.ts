import type { ParamRule as ClientRule, CrossRule } from '@pkg/core';

/**
 * A constraint on one input value, as the generated tables carry it: @pkg/core's ParamRule in the mock's
 * dialect (scripts/codegen/shared/to-rule.ts), where any rule may accept null and a union is `any`.
 */
export type ParamRule = (
  | Exclude<ClientRule, { type: 'array' | 'object' | 'anyOf' }>
  | ArrayRule
  | ObjectRule
) & {
  /** null is accepted (the schema's type list holds 'null'). */
  nullable?: boolean;
};

/** An array rule whose items rule is the mock's too. */
interface ArrayRule extends Omit<Extract<ClientRule, { type: 'array' }>, 'items'> {
  items?: ParamRule;
}

/** An object rule whose property rules are the mock's too. */
interface ObjectRule extends Omit<Extract<ClientRule, { type: 'object' }>, 'properties'> {
  properties?: ParamSchema;
}

export type ParamSchema = Record<string, ParamRule & { required?: boolean }>;

export type { CrossRule };

/** A rejected input: the field (dotted path) and a message that names it. */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

const HEX = /^(0x)?[0-9a-fA-F]*$/;

/** Checks one value against a rule; throws InputError naming `field` when it does not fit. */
export function checkValue(field: string, value: unknown, rule: ParamRule): void {
  if (value === null && rule.nullable) return;
  switch (rule.type) {
    case 'integer':
    case 'number': {
      if (
        typeof value !== 'number' ||
        Number.isNaN(value) ||
        (rule.type === 'integer' && !Number.isInteger(value))
      ) {
        throw new InputError(
          field,
          `${field} must be ${rule.type === 'integer' ? 'an integer' : 'a number'}`,
        );
      }
      if (rule.minimum !== undefined && value < rule.minimum) {
        throw new InputError(field, `${field} must not be less than ${rule.minimum}`);
      }
      if (rule.maximum !== undefined && value > rule.maximum) {
        throw new InputError(field, `${field} must not be greater than ${rule.maximum}`);
      }
      return;
    }
    case 'string': {
      if (typeof value !== 'string') throw new InputError(field, `${field} must be a string`);
      if (rule.enum && !rule.enum.includes(value)) {
        throw new InputError(field, `${field} must be one of the following values: ${rule.enum.join(', ')}`);
      }
      if (rule.minLength !== undefined && value.length < rule.minLength) {
        throw new InputError(field, `${field} must be at least ${rule.minLength} characters long`);
      }
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        throw new InputError(field, `${field} must be at most ${rule.maxLength} characters long`);
      }
      if (rule.hex && !HEX.test(value)) throw new InputError(field, `${field} must be a hex string`);
      if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) {
        throw new InputError(field, `${field} must match the pattern ${rule.pattern}`);
      }
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw new InputError(field, `${field} must be a boolean`);
      return;
    case 'array': {
      if (!Array.isArray(value)) throw new InputError(field, `${field} must be an array`);
      if (rule.minItems !== undefined && value.length < rule.minItems) {
        throw new InputError(field, `${field} must hold at least ${rule.minItems} items`);
      }
      if (rule.maxItems !== undefined && value.length > rule.maxItems) {
        throw new InputError(field, `${field} must hold at most ${rule.maxItems} items`);
      }
      if (rule.items) {
        const items = rule.items;
        value.forEach((item, i) => {
          checkValue(`${field}[${i}]`, item, items);
        });
      }
      return;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new InputError(field, `${field} must be an object`);
      }
      if (rule.properties) checkParams(value as Record<string, unknown>, rule.properties, [], `${field}.`);
      return;
    }
    case 'any':
      return;
  }
}

/** Checks an object of inputs against a schema and cross-field rules; throws InputError on the first bad field. */
export function checkParams(
  params: Record<string, unknown> | undefined,
  schema: ParamSchema,
  rules: readonly CrossRule[] = [],
  prefix = '',
): void {
  const values = params ?? {};
  for (const [name, rule] of Object.entries(schema)) {
    const value = values[name];
    if (value === null && rule.nullable) continue;
    if (value === undefined || value === null) {
      if (rule.required) throw new InputError(prefix + name, `${prefix + name} is required`);
      continue;
    }
    checkValue(prefix + name, value, rule);
  }
  for (const rule of rules) {
    if ('anyOf' in rule) {
      if (!rule.anyOf.some((f) => values[f] !== undefined && values[f] !== null && values[f] !== '')) {
        throw new InputError(rule.anyOf.join(','), `one of ${rule.anyOf.join(', ')} must be provided`);
      }
    } else if ('sumAtMost' in rule) {
      const sum = rule.sumAtMost.fields.reduce(
        (s, f) => s + (typeof values[f] === 'number' ? values[f] : 0),
        0,
      );
      if (sum > rule.sumAtMost.max) {
        throw new InputError(
          rule.sumAtMost.fields.join(','),
          `the sum of ${rule.sumAtMost.fields.join(' and ')} must not be greater than ${rule.sumAtMost.max}`,
        );
      }
    } else {
      const strict = 'lessThan' in rule;
      const [a, b] = strict ? rule.lessThan : rule.lessOrEqual;
      const va = toNumber(values[a]);
      const vb = toNumber(values[b]);
      if (va !== undefined && vb !== undefined && (strict ? va >= vb : va > vb)) {
        throw new InputError(a, `${a} must be ${strict ? 'less than' : 'less than or equal to'} ${b}`);
      }
    }
  }
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return undefined;
}

/**
 * Turns a query-string value into the type its rule asks for ('10' -> 10, 'true' -> true), leaving
 * anything that does not convert as it is so the check names the field.
 */
export function coerceQueryValue(raw: string | string[], rule: ParamRule): unknown {
  if (rule.type === 'array') {
    const list = Array.isArray(raw) ? raw : raw.split(',');
    return rule.items ? list.map((v) => coerceQueryValue(v, rule.items as ParamRule)) : list;
  }
  const value = Array.isArray(raw) ? (raw.at(-1) as string) : raw;
  if (
    (rule.type === 'integer' || rule.type === 'number') &&
    /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value.trim())
  )
    return Number(value);
  if (rule.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
