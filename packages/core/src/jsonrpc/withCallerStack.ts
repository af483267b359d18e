import { SdkError } from '../errors/SdkError.js';
import { withMessage } from '../errors/withMessage.js';

/** The error with the caller's frames (`origin`'s async frames) in its stack: one raised inside the transport has none. */
export function withCallerStack(error: unknown, origin: Error): unknown {
  if (!SdkError.isInstance(error)) return error;
  return withMessage(error, error.shortMessage, origin);
}
