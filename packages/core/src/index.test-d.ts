import { describe, expectTypeOf, it } from 'vitest';
import {
  createJsonRpcTransport,
  createTransport,
  HttpError,
  type HttpResult,
  paginate,
  RateLimitError,
  SdkError,
  type Transport,
} from './index.js';

describe('types', () => {
  it('request is generic over the parsed body', () => {
    const http: Transport = createTransport();
    expectTypeOf(http.request<{ chains: string[] }>({ method: 'GET' })).resolves.toEqualTypeOf<
      HttpResult<{ chains: string[] }>
    >();
  });

  it('call is generic over the result, params are an array or an object', () => {
    const rpc = createJsonRpcTransport();
    expectTypeOf(rpc.call<string>('u', 'eth_chainId', [])).resolves.toBeString();
    expectTypeOf(rpc.call)
      .parameter(2)
      .toEqualTypeOf<readonly unknown[] | Record<string, unknown> | undefined>();
  });

  it('paginate infers the item type', () => {
    const items = paginate({
      fetchPage: async (token: string | undefined) => ({ blocks: [{ n: 1 }], nextPageToken: token }),
      getItems: (page) => page.blocks,
      getNextCursor: (page) => page.nextPageToken,
    });
    expectTypeOf(items).toMatchTypeOf<AsyncIterableIterator<{ n: number }>>();
  });

  it('isInstance narrows', () => {
    const error: unknown = new Error();
    if (RateLimitError.isInstance(error))
      expectTypeOf(error.retryAfterMs).toEqualTypeOf<number | undefined>();
    if (HttpError.isInstance(error)) expectTypeOf(error.status).toBeNumber();
    if (SdkError.isInstance(error)) expectTypeOf(error.shortMessage).toBeString();
  });
});
