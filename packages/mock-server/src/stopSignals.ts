/** The signals that stop the mock server's command. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Calls `stop` on SIGINT, SIGTERM and SIGHUP, every time (`stop` must tolerate a second call). Not once:
 * Ctrl-C on `pnpm mock` reaches the process twice, from the terminal (to the whole process group) and
 * passed on by pnpm, and a second SIGINT finding no listener would kill it (exit 130, pnpm's ELIFECYCLE).
 * Returns a function removing the listeners.
 */
export function stopOnSignals(stop: () => void): () => void {
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  return () => {
    for (const signal of STOP_SIGNALS) process.off(signal, stop);
  };
}
