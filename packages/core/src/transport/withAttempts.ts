import type { SdkError } from '../errors/SdkError.js';
import { withMessage } from '../errors/withMessage.js';

/**
 * The error a call ends with, marked with how many attempts were made (`attempts`); after a retry its message
 * says so too (`... after 3 tries`).
 */
export function withAttempts(error: SdkError, attempts: number): SdkError {
  const marked = (
    attempts > 1 ? withMessage(error, `${error.shortMessage} after ${attempts} tries`) : error
  ) as SdkError;
  (marked as { attempts?: number }).attempts = attempts;
  return marked;
}
