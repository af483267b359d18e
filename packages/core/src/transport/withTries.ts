import type { SdkError } from '../errors/SdkError.js';
import { withMessage } from '../errors/withMessage.js';

/**
 * The error a call ends with, marked with how many tries were made (`attempts`); after a retry its message
 * says so too (`... after 3 tries`).
 */
export function withTries(error: SdkError, tries: number): SdkError {
  const marked = (
    tries > 1 ? withMessage(error, `${error.shortMessage} after ${tries} tries`) : error
  ) as SdkError;
  (marked as { attempts?: number }).attempts = tries;
  return marked;
}
