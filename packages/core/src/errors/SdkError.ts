import { redactUrl } from '../utils/redactUrl.js';

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
  /**
   * @internal The class's brand, also its `name`: every class sets its own, and the constructor marks the
   * error with the brand of its class and of each class above it (so unused classes stay tree-shakeable).
   */
  static readonly kind: string = 'SdkError';
  /** The first line of the message, without details. */
  declare readonly shortMessage: string;
  /** A longer explanation, when there is one. */
  declare readonly details?: string;

  constructor(shortMessage: string, options: SdkErrorOptions = {}) {
    const short = redactUrl(shortMessage);
    const details = options.details === undefined ? undefined : redactUrl(options.details);
    super(
      details ? `${short}\n\nDetails: ${details}` : short,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    // `name` first, as a class field would be; marks under `Symbol.for` keys (hidden from JSON) shared by every
    // installed copy of core: one per class from this error's own up to SdkError.
    this.name = new.target.kind;
    for (let c = new.target; c.kind; c = Object.getPrototypeOf(c)) {
      Object.defineProperty(this, Symbol.for(`@pkg/core/${c.kind}`), { value: true });
    }
    this.shortMessage = short;
    if (details !== undefined) this.details = details;
  }

  /**
   * True for an instance of this class (or a subclass) from any copy of `@pkg/core`. A getter that hands out a
   * check bound to the class it is read from, so it also works unbound (`errors.filter(HttpError.isInstance)`).
   */
  static get isInstance(): (value: unknown) => value is SdkError {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class it is read from: one getter serves every subclass
    const key = Symbol.for(`@pkg/core/${this.kind}`);
    return (value: unknown): value is SdkError =>
      typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[key] === true;
  }

  /** A JSON form without secrets: name, message and the error's own public fields. */
  toJSON(): Record<string, unknown> {
    // own enumerable fields: name, shortMessage, details (when set), then the subclass's; message is not enumerable
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    for (const key of Object.keys(this)) {
      if (key !== 'cause' && key !== 'stack') json[key] = (this as Record<string, unknown>)[key];
    }
    return json;
  }
}
