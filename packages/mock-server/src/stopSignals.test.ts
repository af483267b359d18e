import { expect, test } from 'vitest';
import { STOP_SIGNALS, stopOnSignals } from './stopSignals.js';

test.each(STOP_SIGNALS)(
  '%s calls stop every time it comes, and its listener stays (a second Ctrl-C is not fatal)',
  (signal) => {
    let calls = 0;
    const before = process.rawListeners(signal).length;
    const remove = stopOnSignals(() => {
      calls++;
    });
    try {
      // the listener as Node calls it on a signal (a `once` listener's wrapper removes itself when called);
      // called directly, so that no other listener of this process runs
      const listener = process.rawListeners(signal).at(-1) as () => void;
      listener();
      listener();
      expect(calls).toBe(2);
      // with the listener gone after the first signal, Node's default action (terminate, exit 130) would take the second
      expect(process.rawListeners(signal)).toHaveLength(before + 1);
    } finally {
      remove();
    }
    expect(process.rawListeners(signal)).toHaveLength(before);
  },
);
