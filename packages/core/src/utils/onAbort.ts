/** The callbacks waiting on each signal: one real listener per signal, however many calls share it. */
const waiting = new WeakMap<AbortSignal, { callbacks: Set<() => void>; listener: () => void }>();

/**
 * Runs `callback` once when `signal` aborts; returns the function that stops waiting. Every caller of one
 * signal shares a single 'abort' listener, so any number of calls can share a signal without a
 * MaxListenersExceededWarning (Node warns past 10 listeners on one signal).
 */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let entry = waiting.get(signal);
  if (!entry) {
    const callbacks = new Set<() => void>();
    const listener = () => {
      waiting.delete(signal);
      for (const run of [...callbacks]) run();
    };
    entry = { callbacks, listener };
    waiting.set(signal, entry);
    signal.addEventListener('abort', listener, { once: true });
  }
  const own = () => callback();
  const { callbacks, listener } = entry;
  callbacks.add(own);
  return () => {
    // the last one out takes the listener off: a long-lived signal keeps nothing of finished calls
    if (callbacks.delete(own) && callbacks.size === 0 && waiting.get(signal) === entry) {
      waiting.delete(signal);
      signal.removeEventListener('abort', listener);
    }
  };
}
