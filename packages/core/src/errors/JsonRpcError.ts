import { redactUrl } from '../utils/redactUrl.js';
import { SdkError } from './SdkError.js';

/**
 * The node answered a JSON-RPC call with an `error` object; `message` is the node's message.
 *
 * @example
 * import { JsonRpcError } from '@pkg/core';
 * try { await evm.eth.call([tx, 'latest']); } catch (e) { if (JsonRpcError.isInstance(e)) console.log(e.code, e.data); }
 */
export class JsonRpcError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'JsonRpcError';
  /** True for a JsonRpcError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is JsonRpcError;
  /** The JSON-RPC error code. */
  declare readonly code: number;
  /** The error's `data`, as the node sent it. */
  declare readonly data: unknown;
  /** The JSON-RPC method called. */
  declare readonly method: string;
  /** The request id. */
  declare readonly id?: number | string;
  /** The endpoint URL, secrets removed. */
  declare readonly url: string;

  constructor(options: {
    code: number;
    message: string;
    data?: unknown;
    method: string;
    id?: number | string | undefined;
    url: string;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.code = options.code;
    this.data = options.data;
    this.method = options.method;
    if (options.id !== undefined) this.id = options.id;
    this.url = redactUrl(options.url);
  }
}
