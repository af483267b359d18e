/** What a route answers: a status, a JSON (or text) body and extra headers. */
export interface Reply {
  status: number;
  body: unknown;
  /** Send `body` as text/plain instead of JSON. */
  text?: boolean;
  headers?: Record<string, string>;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The status text of an HTTP status, as the error bodies carry it. */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/** An error answer in the seed's error body: {message, statusCode, error}; the metrics service sends message as string[]. */
export function errorReply(status: number, message: string, service: 'data' | 'metrics' = 'data'): Reply {
  return {
    status,
    body: {
      message: service === 'metrics' ? [message] : message,
      statusCode: status,
      error: statusText(status),
    },
  };
}

/** A thrown error that becomes an error answer (404 for an unknown chain, 400 for a bad token). */
export class ReplyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReplyError';
  }
}
