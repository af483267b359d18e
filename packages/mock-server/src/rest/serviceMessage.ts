import type { ValidationError } from '@pkg/core';

/**
 * The message the deployed Data and Metrics services give for a bad request value (class-validator's
 * wording: `pageSize must not be greater than 100`), rendered from @pkg/core's ValidationError field and
 * rule. A real peer and the mock must agree, so the 400 body carries the service's words, not core's.
 */
export function serviceMessage(error: Pick<ValidationError, 'field' | 'rule'>): string {
  const { field, rule } = error;
  const space = rule.indexOf(' ');
  const head = space === -1 ? rule : rule.slice(0, space);
  const tail = space === -1 ? '' : rule.slice(space + 1);
  const crossRule = crossRuleMessage(field, rule, tail);
  if (crossRule !== undefined) return crossRule;
  const must = mustBe(head, tail);
  return must === undefined ? `${field} is not valid` : `${field} ${must}`;
}

/** What the services say about a single value, by the rule's first word and the rest of it. */
function mustBe(head: string, tail: string): string | undefined {
  switch (head) {
    case 'required':
      return 'is required';
    case 'integer':
    case 'safe':
      return 'must be an integer';
    case 'number':
    case 'string':
    case 'boolean':
      return `must be a ${head}`;
    case 'array':
    case 'object':
      return `must be an ${head}`;
    case 'minimum':
      return `must not be less than ${tail}`;
    case 'maximum':
      return `must not be greater than ${tail}`;
    case 'minLength':
      return `must be at least ${tail} characters long`;
    case 'maxLength':
      return `must be at most ${tail} characters long`;
    case 'minItems':
      return `must hold at least ${tail} items`;
    case 'maxItems':
      return `must hold at most ${tail} items`;
    case 'hex':
      return 'must be a hex string';
    case 'pattern':
      return `must match the pattern ${tail}`;
    case 'one':
      // an enum (`one of a, b`) or a union that accepted nothing (`one of: ...`)
      return tail.startsWith('of: ')
        ? `must be one of: ${tail.slice(4)}`
        : `must be one of the following values: ${tail.slice(3)}`;
    default:
      return undefined;
  }
}

/** The services' words for a rule across fields (the spec's `x-rules`), or undefined for a one-field rule. */
function crossRuleMessage(field: string, rule: string, tail: string): string | undefined {
  if (rule.startsWith('one of ') && rule.endsWith(' required')) {
    return `one of ${field.split(' | ').join(', ')} must be provided`;
  }
  if (rule.startsWith('sum at most ')) {
    return `the sum of ${field.split(' + ').join(' and ')} must not be greater than ${rule.slice(12)}`;
  }
  if (rule.startsWith('less than ')) return `${field} must be less than ${tail.slice(5)}`;
  if (rule.startsWith('at most ')) return `${field} must be less than or equal to ${tail.slice(5)}`;
  return undefined;
}
