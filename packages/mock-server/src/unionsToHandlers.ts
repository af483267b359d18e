import type { ParamRule } from '@pkg/core';

/** A rule of a params schema: core's ParamRule, maybe required. */
export type Field = ParamRule & { required?: boolean };

/**
 * The client's rule with each union (`anyOf`) left to the handlers: the service names the inner field of a
 * union value that fits no shape (`metadata.keys`, `queries[0].type`; go-ethereum: `invalid argument 1: hex
 * string without 0x prefix` for a block tag), and the handlers say so as it does; core's check of a union
 * can only list the shapes.
 */
export function unionsToHandlers(rule: Field): Field {
  switch (rule.type) {
    case 'anyOf':
      return { type: 'any', ...(rule.required ? { required: true } : {}) };
    case 'array':
      return rule.items ? { ...rule, items: unionsToHandlers(rule.items) } : rule;
    case 'object':
      return rule.properties
        ? {
            ...rule,
            properties: Object.fromEntries(
              Object.entries(rule.properties).map(([k, v]) => [k, unionsToHandlers(v)]),
            ),
          }
        : rule;
    default:
      return rule;
  }
}
