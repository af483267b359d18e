import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createDeadline, type Deadline, type DeadlineShare } from '../utils/createDeadline.js';
import type { ParseJsonOptions } from '../utils/parseJsonLossless.js';
import { redactUrl } from '../utils/redactUrl.js';
import { sleep } from '../utils/sleep.js';
import type { Answer, Send } from './answer.js';
import type { Limiter } from './createLimiter.js';
import type { Exchange } from './exchange.js';
import { followRedirects } from './followRedirects.js';
import { readText } from './readText.js';
import { parseRetryAfter, type RetryPolicy, retryDelay } from './retry.js';
import { type MiddlewareRun, startMiddleware } from './startMiddleware.js';
import { toFailure } from './toFailure.js';
import { toHttpError } from './toHttpError.js';
import type { Middleware, RequestOptions } from './types.js';
import { withAttempts } from './withAttempts.js';

/** The parts a call goes through, made once per transport. */
export interface CallParts {
  /** Sends one request (no redirects followed). */
  send: Send;
  /** The concurrency limit. */
  limiter: Limiter;
  /** Retry settings, undefined for none. */
  retry: RetryPolicy | undefined;
  /** Hooks around each try. */
  middleware: readonly Middleware[];
  /** Header names dropped on a cross-origin redirect. */
  secret: ReadonlySet<string>;
  /** The byte cap of a body. */
  maxBytes: number;
  /** How JSON error bodies are parsed. */
  json: ParseJsonOptions;
  /** The transport's time limit of a call (a call's own `timeoutMs` wins). */
  timeoutMs: number;
  /** The transport's signal, combined with each call's. */
  signal: AbortSignal | undefined;
  /** The deadlines of calls without a signal: one AbortController and timer per millisecond and time limit. */
  share: DeadlineShare;
}

/** How one call is made: `RequestOptions`' signal, time limit, submit and accepted statuses, with `idempotent` settled. */
type CallSettings = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'deadline' | 'submit' | 'acceptStatus'> & {
  idempotent: boolean;
};

/**
 * Makes one call: attempts within its deadline (the whole call, retries and waits included), each through the
 * concurrency limit, middleware and redirects; retries what is safe to repeat (an attempt's failure that a retry may
 * mend: a retryable HttpError or a NetworkError; its `Retry-After` honoured). Resolves the first accepted answer
 * with its body, or rejects with the error the call ends with (its `attempts` set).
 */
export async function executeCall(
  parts: CallParts,
  exchange: Exchange,
  call: CallSettings,
): Promise<{ answer: Answer; text: string }> {
  const deadline = deadlineOf(parts, exchange, call);
  deadline.throwIfEnded();
  const hooks = parts.middleware.length ? startMiddleware(parts.middleware, exchange) : undefined;
  // a hook may hold the call before anything waits on the deadline: watched from now on, so a timeout and an
  // abort in that time end it in the order they came
  if (hooks) void deadline.signal;
  const count = { attempts: 0 };
  try {
    for (let retried = 0; ; retried++) {
      const failure = await tryOnce(parts, exchange, call, deadline, count, hooks);
      if (!SdkError.isInstance(failure)) return failure;
      const retry = call.idempotent ? parts.retry : undefined;
      const delay = retry && retryDelay(retry, retried, retryAfterOf(failure), deadline.remaining());
      if (!retry || delay === undefined) throw failure;
      retry.onRetry?.({
        attempt: count.attempts,
        delayMs: delay,
        status: HttpError.isInstance(failure) ? failure.status : undefined,
        error: failure,
        method: exchange.method,
        url: redactUrl(exchange.url),
      });
      await sleep(delay, deadline.signal);
    }
  } catch (error) {
    let final = deadline.ended ? deadline.reason : error;
    if (
      (deadline.timedOut && final === deadline.reason) ||
      HttpError.isInstance(final) ||
      NetworkError.isInstance(final)
    ) {
      final = withAttempts(final as SdkError, count.attempts);
    }
    if (hooks && SdkError.isInstance(final)) await hooks.error(final);
    throw final;
  } finally {
    // a caller's own deadline is the caller's to clear
    if (deadline !== call.deadline) deadline.clear();
  }
}

/**
 * The deadline a call follows: its caller's (`deadline`: a JSON-RPC call's own, or an operation's; with the
 * transport's signal, one that follows both), or one of `timeoutMs` (else the transport's) and the signals; without
 * a signal to follow, the same as every other started in its millisecond with its time limit (they share one
 * AbortController and one timer). The transport's signal applies to all of them.
 */
function deadlineOf(parts: CallParts, exchange: Exchange, call: CallSettings): Deadline {
  const given = call.deadline;
  if (given && !parts.signal) return given;
  // a caller's deadline ends the request through its signal (no second timer that could fire first with the time
  // left as its timeoutMs)
  const timeoutMs = given ? 0 : (call.timeoutMs ?? parts.timeoutMs);
  const timeoutError = () => new TimeoutError({ timeoutMs, url: exchange.url, method: exchange.method });
  if (!parts.signal && !call.signal && !given) return parts.share.join(timeoutMs, timeoutError);
  return createDeadline({ timeoutMs, signals: [parts.signal, call.signal, given?.signal], timeoutError });
}

/** How long a failure's service asked to wait before a retry (`Retry-After`, read by a RateLimitError for a 429). */
function retryAfterOf(failure: SdkError): number | undefined {
  if (!HttpError.isInstance(failure)) return undefined;
  return (
    (failure as { retryAfterMs?: number }).retryAfterMs ?? parseRetryAfter(failure.headers['retry-after'])
  );
}

/**
 * One try: a slot of the limit, the middleware, the request and its redirects; resolves the accepted answer with
 * its body, or the failure a retry may mend (what ends the call now is thrown).
 */
async function tryOnce(
  parts: CallParts,
  exchange: Exchange,
  call: CallSettings,
  deadline: Deadline,
  count: { attempts: number },
  hooks: MiddlewareRun | undefined,
): Promise<{ answer: Answer; text: string } | SdkError> {
  let slot = false;
  try {
    const wait = parts.limiter.acquire(deadline);
    if (wait) await wait;
    slot = true;
    // a call whose deadline passed while it waited for a slot (its timer late on a busy event loop) is never sent
    deadline.throwIfEnded();
    const attempt = ++count.attempts;
    const current = hooks ? await hooks.request(attempt) : exchange;
    let answer = await followRedirects(parts.send, current, {
      deadline,
      once: !call.idempotent,
      submit: call.submit === true,
      secret: parts.secret,
    });
    if (hooks) answer = await hooks.response(answer, attempt);
    const { status } = answer;
    if ((status >= 200 && status < 300) || call.acceptStatus?.(status)) {
      return { answer, text: await readText(answer, current, parts.maxBytes) };
    }
    throw await toHttpError(answer, current, parts);
  } catch (error) {
    if (deadline.ended) throw deadline.reason;
    return toFailure(error, exchange);
  } finally {
    if (slot) parts.limiter.release();
  }
}
