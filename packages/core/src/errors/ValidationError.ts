import { SdkError } from './SdkError.js';

/** What a ValidationError records about the bad input. */
export interface ValidationErrorOptions {
  /** The dotted path of the bad field, such as `startIndex.address`. */
  field: string;
  /** The rule it broke, such as `maximum 100`. */
  rule: string;
  /** A longer explanation appended to the message. */
  details?: string | undefined;
  /**
   * What the field must be, read after its name (`must be at most 100`). Without it the message says
   * `is required`, `is not a known parameter` or `must be <rule>`.
   */
  requirement?: string | undefined;
  /** The value given, as shown in the message (`(got 500)`); left out for a value that may be a secret. */
  got?: string | undefined;
}

/**
 * An input broke a rule the API documents; thrown (as a rejection) before any request is sent. The message reads
 * as an input error: `pageSize must be at most 100 (got 500)`.
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

  constructor(options: ValidationErrorOptions) {
    const requirement =
      options.requirement ??
      (options.rule === 'required'
        ? 'is required'
        : options.rule === 'unknown parameter'
          ? 'is not a known parameter'
          : `must be ${options.rule}`);
    const got = options.got === undefined ? '' : ` (got ${options.got})`;
    super(`${options.field} ${requirement}${got}`, { details: options.details });
    this.field = options.field;
    this.rule = options.rule;
  }
}
