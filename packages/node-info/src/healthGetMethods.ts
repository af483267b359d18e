import { type CallOptions, HttpError, ParseError, type RpcClient } from '@pkg/core';
import { type HealthGetMethods, type HealthGetParams, healthGets } from './generated/health.js';
import type { HealthReport } from './generated/types.js';

/**
 * The health GET endpoints (`get`, `getReadiness`, `getLiveness`, from the generated `healthGets` table) that the
 * node client's generated factory adds to its `health` namespace: each a GET at the client's `health` endpoint,
 * over its HTTP transport.
 */
export function healthGetMethods(
  rpc: Pick<RpcClient<unknown>, 'endpointUrl' | 'transport'>,
): HealthGetMethods {
  // A node's 503 carries its report: a result. A 503 without one (a proxy's page) is an HttpError.
  const healthGet = async (
    path: string,
    tags: readonly string[] | undefined,
    call: CallOptions | undefined,
  ) => {
    const url = rpc.endpointUrl('health') + path;
    const notAReport = (body: unknown, cause?: unknown) =>
      new HttpError({ status: 503, statusText: 'Service Unavailable', body, url, method: 'GET', cause });
    let answer: { status: number; data: HealthReport };
    try {
      answer = await rpc.transport.http.request<HealthReport>({
        ...call,
        method: 'GET',
        url,
        query: tags && tags.length > 0 ? { tag: tags } : undefined,
        idempotent: true,
        acceptStatus: (status) => status === 503,
      });
    } catch (error) {
      if (ParseError.isInstance(error) && error.status === 503) throw notAReport(error.body, error);
      throw error;
    }
    const { status, data } = answer;
    if (status === 503 && typeof (data as Partial<HealthReport> | null)?.healthy !== 'boolean')
      throw notAReport(data);
    return data;
  };
  const gets: Record<string, unknown> = {};
  for (const [name, { path, tags }] of Object.entries(healthGets)) {
    gets[name] = tags
      ? (params?: HealthGetParams, call?: CallOptions) => healthGet(path, params?.tags, call)
      : (call?: CallOptions) => healthGet(path, undefined, call);
  }
  return gets as unknown as HealthGetMethods;
}
