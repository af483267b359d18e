import { checkValue } from '@pkg/core';
import * as data from '@pkg/data/operations';
import * as metrics from '@pkg/metrics/operations';
import { describe, expect, test } from 'vitest';
import { restOperationSpecs } from '../generated/restOperations.js';
import type { JsonBody } from '../testJson.js';
import { useMockServer } from '../vitest.js';
import { restOperations } from './operations.js';
import { matchRest } from './router.js';

const mock = useMockServer({ seed: 3 });

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${mock.server.dataUrl}${path}`, init);
  return { status: res.status, body: await res.json() };
}

/** getLatestBlocks' pageSize rule, as the client's entry gives it. */
function pageSizeRule() {
  const rule = restOperations
    .find((o) => o.operationId === 'getLatestBlocks')
    ?.params.find((p) => p.name === 'pageSize')?.rule;
  if (!rule) throw new Error('getLatestBlocks has no pageSize');
  return rule;
}

const aggregate = (body: unknown) =>
  call('/v1/signatureAggregator/mainnet/aggregateSignatures', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('REST requests are checked by @pkg/core', () => {
  test("a bad query value answers 400 in the service's words and body, not core's (a real peer and the mock agree)", async () => {
    const { status, body } = await call('/v1/chains/43114/blocks?pageSize=500');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'pageSize must not be greater than 100',
      statusCode: 400,
      error: 'Bad Request',
    });
    // what the client is told before sending is core's own text: the mock does not pass it on
    expect(() => checkValue('pageSize', 500, pageSizeRule())).toThrow(
      'pageSize must be at most 100 (got 500)',
    );
  });

  test('the Metrics service sends the same words as a message array', async () => {
    const res = await fetch(`${mock.server.metricsUrl}/v2/chains/43114/metrics/txCount?pageSize=0`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: ['pageSize must not be less than 1'],
      statusCode: 400,
      error: 'Bad Request',
    });
  });

  test("a body that breaks a cross-field rule is named in the service's words", async () => {
    const { status, body } = await aggregate({
      message: '0xabcdef',
      quorumPercentage: 67,
      quorumPercentageBuffer: 34,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(
      'the sum of quorumPercentage and quorumPercentageBuffer must not be greater than 100',
    );
  });

  test('a null body field counts as absent, as the service reads it (required fields too)', async () => {
    expect(
      (await aggregate({ message: '0xabcdef', justification: null, quorumPercentage: null })).status,
    ).toBe(201);
    // message null and justification absent: neither of the two is given
    const neither = await aggregate({ message: null });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('one of message, justification must be provided');
    // a value of the wrong type is still refused, naming the field
    const wrong = await aggregate({ message: 5 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('message must be a string');
  });
});

describe('REST routes', () => {
  test("a seed operation takes its path before a deployed route of the same path (avgTps is getEvmChainMetrics')", () => {
    const match = matchRest('metrics', 'GET', '/v2/chains/43114/metrics/avgTps');
    expect(match !== 'method-not-allowed' && match?.op.operationId).toBe('getEvmChainMetrics');
  });

  test("a Data or Metrics operation's request is its client's own entry, not a copy", () => {
    const spec = restOperationSpecs.find((o) => o.operationId === 'getLatestBlocks');
    expect(spec?.request).toBe(data.getLatestBlocks);
    const metric = restOperationSpecs.find((o) => o.operationId === 'getEvmChainMetrics');
    expect(metric?.request).toBe(metrics.getEvmChainMetrics);
  });
});
