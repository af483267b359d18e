import { describe, expect, test } from 'vitest';
import { loadOpenApi } from '../openapi/load.ts';
import { readOperations } from '../openapi/operations.ts';
import { loadRpcDocument } from '../openrpc/spec.ts';
import { specPath } from '../paths.ts';
import { restOperations, rpcMethods } from './generate.ts';

describe('tables from the real specs', () => {
  test("every Data API operation is the client's entry, with the mock's status, defaults and answer rule", () => {
    const api = loadOpenApi(specPath('openapi/data/'));
    const ops = restOperations(api, 'data', true);
    // the mock routes every operation the Data client is generated with, through the client's own entry
    expect(ops.map((o) => o.operationId).sort()).toEqual(
      readOperations(api)
        .map((o) => o.operationId)
        .sort(),
    );
    const blocks = ops.find((o) => o.operationId === 'getLatestBlocks');
    expect(blocks).toMatchObject({
      request: { $reference: 'data.getLatestBlocks' },
      successStatus: 200,
      defaults: { pageSize: 10 },
      response: { type: 'object' },
    });
  });

  test('a spec no client is generated from carries its OperationInfo (the health GETs)', () => {
    const ops = restOperations(loadOpenApi(specPath('openapi/health.yaml')), 'health', false);
    expect(ops.find((o) => o.operationId === 'getLiveness')).toMatchObject({
      request: { method: 'GET', path: '/ext/health/liveness', schema: {} },
    });
  });

  test("every OpenRPC method is its package's entry, with every endpoint serving it and its result rule", () => {
    const doc = loadRpcDocument(specPath('openrpc/evm'));
    const methods = rpcMethods(doc, 'evm');
    expect(methods).toHaveLength(doc.methods.length);
    expect(
      methods.find((m) => (m.request as { $reference: string }).$reference === 'evm.eth_feeConfig'),
    ).toMatchObject({
      servers: ['/ext/bc/{blockchainId}/rpc'],
      batchServers: ['/ext/bc/{blockchainId}/rpc'],
      result: { type: 'object' },
    });
    // a folder with a dash imports under its camelCase name
    const info = rpcMethods(loadRpcDocument(specPath('openrpc/node-info')), 'node-info');
    expect(info[0]?.request).toEqual({ $reference: expect.stringMatching(/^nodeInfo\.[a-z]+_/) });
  });

  test("an answer's object field that the package's entries check too is a reference to its rules.ts constant", () => {
    const methods = rpcMethods(loadRpcDocument(specPath('openrpc/evm')), 'evm');
    const tx = methods.find(
      (m) => (m.request as { $reference: string }).$reference === 'evm.eth_getTransactionByHash',
    );
    // the access list of the answer is the one the transaction-call param of eth_call is checked with
    expect(tx?.result).toMatchObject({
      properties: {
        accessList: { type: 'array', items: { properties: { $reference: 'evm.rules.AccessListItem' } } },
      },
    });
  });
});
