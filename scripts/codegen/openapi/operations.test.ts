import { describe, expect, it } from 'vitest';
import { specPath } from '../paths.ts';
import { loadOpenApi, type OpenApiDocument } from './load.ts';
import { readOperations } from './operations.ts';

const data = readOperations(loadOpenApi(specPath('openapi/data')));
const byId = Object.fromEntries(data.map((op) => [op.operationId, op]));

describe('readOperations on specs/openapi/data/', () => {
  it('finds the 14 operations DESIGN.md names', () => {
    expect(data.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'aggregateSignatures',
        'getAggregatedSignatures',
        'listBlockchains',
        'getSubnetById',
        'listPrimaryNetworkBlocksByNodeId',
        'supportedChains',
        'getLatestBlocks',
        'getBlock',
        'listLatestTransactions',
        'listErc721Transactions',
        'listTransfers',
        'listErc20Balances',
        'listErc1155Balances',
        'listContractDeployments',
      ]),
    );
  });

  it('keeps every input field as the spec writes it (where it goes, required, default) and the answer schema', () => {
    const blocks = byId.getLatestBlocks!;
    expect(blocks.fields.map((f) => `${f.in}:${f.name}${f.required ? '!' : ''}`)).toEqual(
      expect.arrayContaining(['path:chainId!', 'query:pageSize', 'query:pageToken']),
    );
    expect(blocks.fields.find((f) => f.name === 'pageSize')).toMatchObject({ default: 10 });
    expect(blocks.response?.properties).toHaveProperty('blocks');
    const aggregate = byId.aggregateSignatures!;
    expect(aggregate.fields.filter((f) => f.in === 'body').map((f) => f.name)).toEqual(
      Object.keys(aggregate.schema).filter((name) => !aggregate.pathParams.includes(name)),
    );
    expect(aggregate.fields.find((f) => f.name === 'quorumPercentage')).toMatchObject({
      in: 'body',
      default: 67,
    });
  });

  it('reads the pageSize bounds of each endpoint', () => {
    const bounds = Object.fromEntries(
      data.filter((op) => op.schema.pageSize).map((op) => [op.operationId, op.schema.pageSize]),
    );
    expect(bounds.listBlockchains).toEqual({ type: 'integer', minimum: 1, maximum: 10000 });
    expect(bounds.listErc20Balances).toEqual({ type: 'integer', minimum: 1, maximum: 500 });
    expect(bounds.listErc1155Balances).toEqual({ type: 'integer', minimum: 1, maximum: 500 });
    for (const op of [
      'listPrimaryNetworkBlocksByNodeId',
      'getLatestBlocks',
      'listLatestTransactions',
      'listErc721Transactions',
      'listTransfers',
      'listContractDeployments',
    ]) {
      expect(bounds[op]).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    }
  });

  it('reads the body fields, cross-field rules and retry safety of aggregateSignatures', () => {
    const op = byId.aggregateSignatures!;
    expect(op.method).toBe('POST');
    expect(op.hasBody).toBe(true);
    expect(op.retry).toBe(false);
    expect(op.schema.quorumPercentage).toEqual({ type: 'integer', minimum: 0, maximum: 100 });
    expect(op.rules).toEqual([
      { anyOf: ['message', 'justification'] },
      { sumAtMost: { fields: ['quorumPercentage', 'quorumPercentageBuffer'], max: 100 } },
    ]);
    expect(op.successStatuses).toEqual(['200', '201']);
    expect(op.ruleDefaults).toEqual({ quorumPercentage: 67, quorumPercentageBuffer: 0 });
  });

  it('reads paging, block-range rules and comma lists', () => {
    expect(byId.listErc20Balances!.items).toBe('erc20TokenBalances');
    expect(byId.listErc20Balances!.commaParams).toEqual(['contractAddresses']);
    expect(byId.listTransfers!.rules).toEqual([{ lessThan: ['startBlock', 'endBlock'] }]);
    expect(byId.supportedChains!.items).toBeUndefined();
    expect(byId.getBlock!.pathParams).toEqual(['chainId', 'blockId']);
    expect(byId.getBlock!.schema.blockId).toEqual({ type: 'string', minLength: 1, required: true });
  });

  it('reads a query list without explode: false as exploded (one key per item), a comma list as one value', () => {
    const op = byId.listLatestPrimaryNetworkTransactions!;
    expect(op.explodeParams).toEqual(['txTypes']);
    expect(op.commaParams).toEqual(['addresses']);
    expect(op.schema.txTypes).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(byId.listErc20Balances!.explodeParams).toEqual([]);
  });

  it('refuses an empty required comma list (it would go out as `addresses=`, read as absent)', () => {
    expect(byId.getChainIdsForAddresses!.schema.addresses).toEqual({
      type: 'string',
      minLength: 1,
      required: true,
    });
    expect(byId.listLatestPrimaryNetworkTransactions!.schema.addresses).toEqual({ type: 'string' });
  });
});

function spec(op: Record<string, unknown>, path = '/v1/things/{id}'): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      [path]: {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { items: { type: 'array' }, nextPageToken: { type: 'string' } },
                  },
                },
              },
            },
          },
          operationId: 'getThings',
          ...op,
        },
      },
    },
  } as OpenApiDocument;
}

describe('readOperations refuses specs that break the conventions', () => {
  it.each([
    ['a missing operationId', { operationId: undefined }, /operationId is missing/],
    ['the operationId iterate', { operationId: 'iterate' }, /taken by the paging iterators/],
    ['an x-rules field that does not exist', { 'x-rules': [{ anyOf: ['nope'] }] }, /unknown field nope/],
    ['an unknown x-rules entry', { 'x-rules': [{ sometimes: ['id'] }] }, /unknown x-rules entry/],
    ['x-paging without pageToken', { 'x-paging': { items: 'items' } }, /pageToken/],
    [
      'x-paging naming a field that is not an array',
      {
        'x-paging': { items: 'nextPageToken' },
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'pageToken', in: 'query', schema: { type: 'string' } },
        ],
      },
      /not an array/,
    ],
    [
      'a header parameter',
      { parameters: [{ name: 'x', in: 'header', schema: { type: 'string' } }] },
      /header/,
    ],
    ['no 2xx answer', { responses: { '404': {} } }, /no 2xx/],
    ['an operationId that is no identifier nor kebab-case', { operationId: 'get things' }, /kebab-case/],
  ])('%s', (_, op, message) => {
    expect(() => readOperations(spec(op))).toThrow(message);
  });

  it('two operationIds that name the same constant', () => {
    const doc = spec({ operationId: 'get-things' });
    const item = doc.paths?.['/v1/things/{id}'] as Record<string, unknown>;
    item.post = { ...(item.get as object), operationId: 'getThings' };
    expect(() => readOperations(doc)).toThrow(/share the name getThings/);
  });

  it('an undeclared path parameter', () => {
    expect(() => readOperations(spec({ parameters: [] }))).toThrow(/path parameters id are not declared/);
  });
});

describe('what the deployed Data API names and answers', () => {
  it('takes a kebab-case operationId (data-health-check) and names its constant in camelCase', () => {
    const [op] = readOperations(spec({ operationId: 'data-health-check' }));
    expect(op).toMatchObject({ operationId: 'data-health-check', constName: 'dataHealthCheck' });
  });

  it('takes a 2xx without a body (a 201 that only acknowledges) as an answer of undefined', () => {
    const [op] = readOperations(spec({ responses: { '201': { description: 'done' } } }));
    expect(op).toMatchObject({ successStatuses: [], emptyStatuses: ['201'] });
  });
});

describe('the JSDoc examples', () => {
  it.each(data.map((op) => [op.operationId, op] as const))('of %s pass the input checks', async (_, op) => {
    const { checkParams } = await import('@pkg/core');
    expect(() => checkParams({ ...op.ruleDefaults, ...op.example }, op.schema, op.rules)).not.toThrow();
  });
});

describe('x-deployed-route-of', () => {
  const metrics = readOperations(loadOpenApi(specPath('openapi/metrics.yaml')));

  it("marks the metrics /v2 route as getAvgTps' deployed route, paged like it", () => {
    const route = metrics.find((op) => op.deployedRouteOf === 'getAvgTps');
    expect(route).toMatchObject({
      operationId: 'getAvgTpsDeployed',
      path: '/v2/chains/{chainId}/metrics/avgTps',
      items: 'results',
    });
    expect(route?.schema.timeInterval).toEqual({ type: 'string', enum: ['hour', 'day', 'week', 'month'] });
    expect(metrics.find((op) => op.operationId === 'getAvgTps')?.deployedRouteOf).toBeUndefined();
  });

  it('refuses a route of an operation the document lacks, and a paged route of an unpaged operation', () => {
    const doc = loadOpenApi(specPath('openapi/metrics.yaml'));
    const route = doc.paths?.['/v2/chains/{chainId}/metrics/avgTps']?.get as Record<string, unknown>;
    route['x-deployed-route-of'] = 'getNothing';
    expect(() => readOperations(doc)).toThrow(/x-deployed-route-of names getNothing/);
    route['x-deployed-route-of'] = 'getAvgTps';
    delete route['x-paging'];
    expect(() => readOperations(doc)).toThrow(/both or neither must be paged/);
  });
});

describe('x-paging with the page token in the request body', () => {
  it("pages the Metrics API's compositeQueryV2, whose pageToken is a body field", () => {
    const metrics = readOperations(loadOpenApi(specPath('openapi/metrics.yaml')));
    const op = metrics.find((o) => o.operationId === 'compositeQueryV2');
    expect(op).toMatchObject({ method: 'POST', hasBody: true, items: 'addresses', queryParams: [] });
    expect(op?.schema.pageToken).toEqual({ type: 'string' });
  });

  it('still refuses a body without a pageToken field', () => {
    const body = { content: { 'application/json': { schema: { type: 'object', properties: {} } } } };
    expect(() => readOperations(spec({ 'x-paging': { items: 'items' }, requestBody: body }))).toThrow(
      /pageToken query parameter or body field/,
    );
  });
});
