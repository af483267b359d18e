/**
 * A copy of an error (same class, fields, `isInstance` marks and cause) with a new short message, and with the
 * stack of `origin` (the caller's frames) in front of its own: what a JSON-RPC call rejects with when the error
 * is shared by several callers (one batch) or was raised far from the caller's frame. Values that are not
 * errors come back unchanged.
 */
export function withMessage(error: unknown, shortMessage: string, origin?: { stack?: string }): unknown {
  if (!(error instanceof Error)) return error;
  const copy = Object.create(
    Object.getPrototypeOf(error),
    Object.getOwnPropertyDescriptors(error),
  ) as Error & { shortMessage?: string; details?: string };
  const details = copy.details;
  const message = details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage;
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  if ('shortMessage' in copy) {
    Object.defineProperty(copy, 'shortMessage', {
      value: shortMessage,
      writable: true,
      configurable: true,
      enumerable: true,
    });
  }
  const own = frames(error.stack);
  const caller = frames(origin?.stack);
  Object.defineProperty(copy, 'stack', {
    value: `${copy.name}: ${message}${caller}${own}`,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** The `    at ...` lines of a stack, each after a newline; '' when there are none. */
function frames(stack: string | undefined): string {
  if (!stack) return '';
  const i = stack.search(/\n\s+at /);
  return i < 0 ? '' : stack.slice(i);
}
