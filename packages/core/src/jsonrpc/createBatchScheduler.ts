import type { PendingCall } from './PendingCall.js';

/** Options of {@link createBatchScheduler}: each already resolved from the user's `batch` option. */
export interface BatchSchedulerOptions {
  /** Most calls in one request (at least 1). */
  readonly maxSize: number;
  /** How long calls are collected, in ms; 0: the calls of one tick. */
  readonly waitMs: number;
  /** How long a URL that refused a batch gets its calls one by one, in ms. */
  readonly unbatchedMs: number;
}

/** Collects calls per URL and hands them to a sender in chunks. */
export interface BatchScheduler {
  /** Queues `call` for `url`'s next batch (or sends it at once, alone, where `url` refused a batch lately). */
  schedule(url: string, call: PendingCall): void;
  /** Marks `url` as refusing batches for `unbatchedMs`: its calls go out one by one until then. */
  refuse(url: string): void;
}

/**
 * Groups the calls made to one URL in the same tick (or within `waitMs`) and hands them to `send` in chunks
 * of at most `maxSize`, all chunks of a tick at once (the HTTP transport's `maxConcurrency` queues any
 * beyond its limit). Calls settled while they waited (aborted, timed out) are left out; a chunk left empty
 * is not sent.
 */
export function createBatchScheduler(
  options: BatchSchedulerOptions,
  post: (url: string, calls: PendingCall[]) => void,
): BatchScheduler {
  const { maxSize, waitMs, unbatchedMs } = options;
  const queues = new Map<string, PendingCall[]>();
  /** URLs that answered a batch with one error object, and until when their calls go out one by one. */
  const refused = new Map<string, number>();

  const flush = (url: string, queue: PendingCall[]) => {
    queues.delete(url);
    let chunk: PendingCall[] = [];
    for (const call of queue) {
      if (call.settled) continue;
      chunk.push(call);
      if (chunk.length === maxSize) {
        post(url, chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) post(url, chunk);
  };

  return {
    schedule(url, call) {
      if (refused.size > 0) {
        const until = refused.get(url);
        if (until !== undefined) {
          if (Date.now() < until) return post(url, [call]);
          refused.delete(url);
        }
      }
      const queue = queues.get(url);
      if (queue) return void queue.push(call);
      const fresh = [call];
      queues.set(url, fresh);
      if (waitMs > 0) setTimeout(() => flush(url, fresh), waitMs);
      else queueMicrotask(() => flush(url, fresh));
    },
    refuse(url) {
      refused.set(url, Date.now() + unbatchedMs);
    },
  };
}
