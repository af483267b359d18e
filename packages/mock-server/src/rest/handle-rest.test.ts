import { checkValue, ValidationError } from '@pkg/core';
import { describe, expect, test } from 'vitest';
import * as data from '../../../data/src/generated/operations.js';
import * as metrics from '../../../metrics/src/generated/operations.js';
import { restOperationSpecs } from '../generated/rest-operations.js';
import type { JsonBody } from '../test-json.js';
import { useMockServer } from '../vitest.js';
import { restOperations } from './operations.js';
import { matchRest } from './router.js';

const mock = useMockServer({ seed: 3 });

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${mock.server.dataUrl}${path}`, init);
  return { status: res.status, body: await res.json() };
}

const aggregate = (body: unknown) =>
  call('/v1/signatureAggregator/mainnet/aggregateSignatures', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The message @pkg/core's checkValue throws for a value, as a client would see it before sending. */
function coreMessage(field: string, value: unknown, rule: Parameters<typeof checkValue>[2]): string {
  try {
    checkValue(field, value, rule);
  } catch (error) {
    if (ValidationError.isInstance(error)) return error.shortMessage;
    throw error;
  }
  throw new Error(`${field} passed`);
}

describe('REST requests are checked by @pkg/core', () => {
  test('a bad query value answers 400 with the message core gives the client for the same rule', async () => {
    const op = restOperations.find((o) => o.operationId === 'getLatestBlocks');
    const rule = op?.params.find((p) => p.name === 'pageSize')?.rule;
    if (!rule) throw new Error('getLatestBlocks has no pageSize');
    const { status, body } = await call('/v1/chains/43114/blocks?pageSize=500');
    expect(status).toBe(400);
    expect(body.message).toBe(coreMessage('pageSize', 500, rule));
  });

  test('a null body field counts as absent, as the service reads it (required fields too)', async () => {
    expect(
      (await aggregate({ message: '0xabcdef', justification: null, quorumPercentage: null })).status,
    ).toBe(201);
    // message null and justification absent: neither of the two is given
    const neither = await aggregate({ message: null });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('message');
    // a value of the wrong type is still refused, naming the field
    const wrong = await aggregate({ message: 5 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^message must be a string/);
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
