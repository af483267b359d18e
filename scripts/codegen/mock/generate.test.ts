import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadOpenApi } from '../openapi/load.ts';
import { specPath } from '../paths.ts';
import type { Json } from '../shared/spec.ts';
import { restOperations, rpcMethods } from './generate.ts';

describe('tables from the real specs', () => {
  test('every Data API operation has its path, typed parameters and paging field', () => {
    const doc = loadOpenApi(specPath('openapi/data/')) as unknown as Json;
    const ops = restOperations(doc, 'data');
    expect(ops).toHaveLength(14);
    const blocks = ops.find((o) => o.operationId === 'getLatestBlocks');
    expect(blocks).toMatchObject({
      method: 'GET',
      path: '/v1/chains/{chainId}/blocks',
      pagingItems: 'blocks',
    });
    expect(
      ((blocks?.params ?? []) as { name: string; rule: unknown }[]).find((p) => p.name === 'pageSize')?.rule,
    ).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    const aggregate = ops.find((o) => o.operationId === 'aggregateSignatures');
    expect(aggregate?.body).toHaveProperty('quorumPercentage');
    expect(aggregate?.rules).toContainEqual({ anyOf: ['message', 'justification'] });
  });

  test('every OpenRPC method keeps its param structure and endpoint', () => {
    const doc = JSON.parse(readFileSync(specPath('openrpc/evm.json'), 'utf8'));
    const methods = rpcMethods(doc);
    expect(methods.find((m) => m.name === 'eth_feeConfig')).toMatchObject({
      paramStructure: 'by-position',
      servers: ['/ext/bc/{blockchainId}/rpc'],
    });
    expect(methods.find((m) => m.name === 'validators.getCurrentValidators')).toMatchObject({
      paramStructure: 'by-name',
    });
  });
});
