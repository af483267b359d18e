import type { Answer } from './answer.js';
import type { CallOptions } from './types.js';

/** What one call sends (before redirects and middleware). */
export interface Exchange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
}

/** How one call is made: its signal and time limit, whether it may be repeated, the statuses it accepts. */
export interface Call extends CallOptions {
  /** Safe to send again (retried, and a body a fetch may re-send). */
  idempotent: boolean;
  /** Submits a transaction: no redirect is followed. */
  submit?: boolean | undefined;
  /** Non-2xx statuses answered with a result instead of an HttpError. */
  acceptStatus?: ((status: number) => boolean) | undefined;
}

/** A call's answer and its body, read within the byte cap. */
export interface Reply {
  answer: Answer;
  text: string;
}
