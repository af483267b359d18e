/** Rule types `checkFlatParams` reads. */
const flatTypes = new Set(['string', 'integer', 'number', 'boolean']);

/** The checkers of `@pkg/core` a generated entry can carry, smallest first. */
export type CheckerName = 'checkStringParams' | 'checkFlatParams' | 'checkParams';

/**
 * The checker a generated entry carries, the smallest that reads its rules (REST operations and JSON-RPC
 * methods alike): `checkStringParams` when every field is a string, `checkFlatParams` when every field is a
 * string, integer, number or boolean, `checkParams` otherwise or with cross-field rules; none without fields
 * or rules. A bundle then carries only the rule types its entries use.
 */
export function checkerOf(
  fields: readonly { type?: unknown }[],
  crossRules: number,
): CheckerName | undefined {
  if (fields.length === 0 && crossRules === 0) return undefined;
  if (crossRules > 0 || !fields.every((rule) => flatTypes.has(String(rule.type)))) return 'checkParams';
  return fields.every((rule) => rule.type === 'string') ? 'checkStringParams' : 'checkFlatParams';
}
