/** The fetch used when a transport is given none: the runtime's global fetch, looked up at call time. */
export const defaultFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
