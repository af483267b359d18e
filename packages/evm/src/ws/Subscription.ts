import { SdkError } from '@pkg/core';

/**
 * A live `eth_subscribe` subscription: an async iterable of the node's notifications. Leaving a
 * `for await` loop (break, return, throw) unsubscribes; so does `unsubscribe()`.
 */
export interface Subscription<T> extends AsyncIterable<T> {
  /** The subscription kind (`newHeads`, `logs`). */
  readonly kind: string;
  /** The node's id of this subscription; it changes when the client resubscribes after a reconnect. */
  readonly id: string | undefined;
  /** Stops the subscription: sends `eth_unsubscribe` (now, or as soon as the node has named it) and ends iteration. */
  unsubscribe(): Promise<void>;
}

/** What the client needs from a subscription's buffer. */
export interface SubscriptionQueue<T> {
  /** Hands a notification to the reader (or buffers it). */
  push(value: T): void;
  /** Ends iteration; with an error, the next read rejects with it. */
  end(error?: unknown): void;
  readonly ended: boolean;
  readonly iterator: AsyncIterableIterator<T>;
}

/**
 * A single-reader queue of notifications. Holds at most `bufferSize` unread ones: past that the
 * subscription ends with an SdkError (a reader that falls behind loses nothing silently).
 * `onReturn` runs when the reader leaves early.
 */
export function createSubscriptionQueue<T>(
  bufferSize: number,
  onReturn: () => Promise<void>,
): SubscriptionQueue<T> {
  const buffered: T[] = [];
  const waiting: { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void }[] = [];
  let ended = false;
  let failure: { error: unknown } | undefined;

  const queue: SubscriptionQueue<T> = {
    get ended() {
      return ended;
    },
    push(value) {
      if (ended) return;
      const reader = waiting.shift();
      if (reader) return reader.resolve({ value, done: false });
      if (buffered.length >= bufferSize) {
        queue.end(
          new SdkError('Subscription ended: the reader fell behind', {
            details: `more than ${bufferSize} notifications were waiting to be read (option bufferSize)`,
          }),
        );
        void onReturn().catch(() => {});
        return;
      }
      buffered.push(value);
    },
    end(error) {
      if (ended) return;
      ended = true;
      if (error !== undefined) failure = { error };
      for (const reader of waiting.splice(0)) {
        if (failure) reader.reject(failure.error);
        else reader.resolve({ value: undefined, done: true });
      }
      if (failure) buffered.length = 0;
    },
    iterator: {
      next() {
        if (buffered.length > 0) return Promise.resolve({ value: buffered.shift() as T, done: false });
        if (failure) {
          const { error } = failure;
          failure = undefined;
          return Promise.reject(error);
        }
        if (ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
      },
      async return() {
        const wasEnded = ended;
        queue.end();
        buffered.length = 0;
        if (!wasEnded) await onReturn();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    },
  };
  return queue;
}
