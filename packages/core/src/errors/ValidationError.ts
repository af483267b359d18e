import { SdkError } from './SdkError.js';

/**
 * An input broke a rule the API documents; thrown (as a rejection) before any request is sent.
 *
 * @example
 * import { ValidationError } from '@pkg/core';
 * try { await data.getLatestBlocks({ chainId: '43114', pageSize: 500 }); } catch (e) { if (ValidationError.isInstance(e)) console.log(e.field, e.rule); }
 */
export class ValidationError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'ValidationError';
  /** True for a ValidationError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is ValidationError;
  /** The dotted path of the bad field, such as `startIndex.address`. */
  declare readonly field: string;
  /** The rule it broke, such as `maximum 100`. */
  declare readonly rule: string;

  constructor(options: { field: string; rule: string; details?: string }) {
    super(`Invalid ${options.field}: ${options.rule}`, { details: options.details });
    this.field = options.field;
    this.rule = options.rule;
  }
}
