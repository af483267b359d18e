import { redactText } from '../utils/redactText.js';

/** Options shared by every SDK error. */
export interface SdkErrorOptions {
  /** A longer explanation appended to the message. */
  details?: string | undefined;
  /** The error that led to this one. */
  cause?: unknown;
}

/**
 * Base of every error the SDK throws: a short message, optional details and cause, and a static
 * `isInstance` that recognises errors from any installed copy of `@pkg/core`.
 *
 * @example
 * import { SdkError } from '@pkg/core';
 * try { await client.getBlock({ chainId: '43114', blockId: '1' }); } catch (e) { if (SdkError.isInstance(e)) console.log(e.shortMessage); }
 */
export class SdkError extends Error {
  override name = 'SdkError';
  /** The first line of the message, without details. */
  declare readonly shortMessage: string;
  /** A longer explanation, when there is one. */
  declare readonly details?: string;

  constructor(shortMessage: string, options: SdkErrorOptions = {}) {
    const short = redactText(shortMessage);
    const details = options.details === undefined ? undefined : redactText(options.details);
    super(
      details ? `${short}\n\nDetails: ${details}` : short,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.shortMessage = short;
    if (details !== undefined) this.details = details;
    brand(this, 'SdkError');
  }

  /** True for an SdkError (or subclass) from any copy of `@pkg/core`. */
  static isInstance(value: unknown): value is SdkError {
    return isBranded(value, 'SdkError');
  }

  /** A JSON form without secrets: name, message and the error's own public fields. */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {
      name: this.name,
      message: this.message,
      shortMessage: this.shortMessage,
    };
    if (this.details !== undefined) json.details = this.details;
    for (const key of Object.keys(this)) {
      if (key === 'name' || key === 'cause' || key === 'stack' || key in json) continue;
      json[key] = (this as Record<string, unknown>)[key];
    }
    return json;
  }
}
/**
 * Marks an error as an instance of the class `kind` with a `Symbol.for` key (hidden from JSON), which every
 * installed copy of core shares; done in constructors, so unused error classes stay tree-shakeable.
 */
export function brand(error: Error, kind: string): void {
  Object.defineProperty(error, Symbol.for(`@pkg/core/${kind}`), { value: true });
}

/** True when `value` was branded `kind` by any copy of core. */
export function isBranded(value: unknown, kind: string): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[Symbol.for(`@pkg/core/${kind}`)] === true
  );
}
