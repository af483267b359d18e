import type { ParamRule } from '@pkg/core';

/**
 * Turns a query-string value into the type its rule asks for ('10' -> 10, 'true' -> true), leaving
 * anything that does not convert as it is so the check names the field.
 */
export function coerceQueryValue(raw: string | string[], rule: ParamRule): unknown {
  if (rule.type === 'array') {
    const list = Array.isArray(raw) ? raw : raw.split(',');
    const items = rule.items;
    return items ? list.map((v) => coerceQueryValue(v, items)) : list;
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
