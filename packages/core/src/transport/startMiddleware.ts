import type { SdkError } from '../errors/SdkError.js';
import { type Answer, fromResponse } from './answer.js';
import type { Exchange } from './exchange.js';
import type { Middleware } from './types.js';

/** Carries an error thrown by a middleware hook past the retry logic, unchanged. */
export class HookFailure {
  constructor(readonly error: unknown) {}
}

/** The middleware of one call: its hooks run on each try, the last Request kept for `onError`. */
export interface MiddlewareRun {
  /** Builds the Request of try `attempt`, runs `onRequest` hooks, and returns what to send. */
  request(attempt: number): Promise<Exchange>;
  /** Runs `onResponse` hooks on a fetch answer; a replaced Response becomes the answer. */
  response(answer: Answer, attempt: number): Promise<Answer>;
  /** Runs `onError` hooks with the error the call ends with. */
  error(error: SdkError): Promise<void>;
}

/**
 * Starts the middleware of one call sending `exchange`. A hook's own error ends the call unchanged (thrown as
 * a HookFailure, which the retry logic lets through).
 */
export function startMiddleware(middleware: readonly Middleware[], exchange: Exchange): MiddlewareRun {
  let request: Request | undefined;
  return {
    async request(attempt) {
      request = new Request(exchange.url, {
        method: exchange.method,
        headers: exchange.headers,
        body: exchange.body,
      });
      for (const m of middleware)
        request = (await hook(() => m.onRequest?.({ request: request!, attempt }))) || request;
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const body = request.body ? await request.arrayBuffer() : exchange.body;
      return { url: request.url, method: request.method, headers, body };
    },
    async response(answer, attempt) {
      if (!request || !answer.response) return answer;
      let response = answer.response;
      for (const m of middleware) {
        const seen = response;
        response =
          (await hook(() => m.onResponse?.({ request: request!, response: seen, attempt }))) || response;
      }
      return response === answer.response ? answer : fromResponse(response);
    },
    async error(error) {
      const req = request ?? new Request(exchange.url, { method: exchange.method });
      for (const m of middleware) await m.onError?.({ request: req, error });
    },
  };
}

async function hook<T>(run: () => T): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    throw new HookFailure(error);
  }
}
