import { describe, expect, test } from 'vitest';
import { loadOpenApi } from '../openapi/load.ts';
import { readOperations } from '../openapi/operations.ts';
import { loadRpcDocument } from '../openrpc/spec.ts';
import { specPath } from '../paths.ts';
import { restOperations, rpcMethods } from './generate.ts';

describe('tables from the real specs', () => {
  test('every Data API operation has its path, typed parameters and paging field', () => {
    const api = loadOpenApi(specPath('openapi/data/'));
    const ops = restOperations(api, 'data');
    // the mock routes every operation the Data client is generated with
    const served = ops.map((o) => `${o.method} ${o.path}`).sort();
    expect(served).toEqual(
      readOperations(api)
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    );
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
    const doc = loadRpcDocument(specPath('openrpc/evm'));
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
