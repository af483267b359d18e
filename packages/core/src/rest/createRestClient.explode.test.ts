import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../test/fakeFetch.js';
import { ValidationError } from '../errors/ValidationError.js';
import { checkParams } from '../validation/checkParams.js';
import { createRestClient, type OperationInfo } from './createRestClient.js';

// A list parameter in `explodeParams` (OpenAPI `form` with the default `explode: true`, as the deployed Data
// API declares txTypes) travels as one key per item; a comma list (`commaParams`) stays one value.
const table = {
  listTxs: {
    method: 'GET',
    path: '/v1/networks/{network}/transactions',
    pathParams: ['network'],
    commaParams: ['addresses'],
    explodeParams: ['txTypes'],
    check: checkParams,
    schema: {
      network: { type: 'string', required: true },
      addresses: { type: 'string' },
      txTypes: { type: 'array', items: { type: 'string', enum: ['BaseTx', 'ImportTx', 'A&B'] } },
      pageSize: { type: 'integer' },
    },
    retry: true,
  },
  search: {
    method: 'POST',
    path: '/v1/search',
    queryParams: ['tags'],
    explodeParams: ['tags'],
    body: true,
    check: checkParams,
    schema: { tags: { type: 'array', items: { type: 'string' } }, text: { type: 'string' } },
    retry: false,
  },
} satisfies Record<string, OperationInfo>;

type Ops = {
  listTxs: {
    params: { network: string; addresses?: string | string[]; txTypes?: string[]; pageSize?: number };
    result: unknown;
  };
  search: { params: { tags?: string[]; text?: string }; result: unknown };
};

const base = 'https://data.example';

describe('createRestClient: exploded list parameters', () => {
  it('sends each item under its own key, after the other query parameters', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await client.listTxs({
      network: 'mainnet',
      txTypes: ['BaseTx', 'ImportTx'],
      addresses: ['a', 'b'],
      pageSize: 2,
    });
    expect(sent[0]?.url).toBe(
      `${base}/v1/networks/mainnet/transactions?addresses=a,b&pageSize=2&txTypes=BaseTx&txTypes=ImportTx`,
    );
  });

  it('starts the query when it is the only parameter, encodes items, and sends nothing for an empty list', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await client.listTxs({ network: 'mainnet', txTypes: ['A&B'] });
    await client.listTxs({ network: 'mainnet', txTypes: [] });
    expect(sent.map((s) => s.url)).toEqual([
      `${base}/v1/networks/mainnet/transactions?txTypes=A%26B`,
      `${base}/v1/networks/mainnet/transactions`,
    ]);
  });

  it('checks each item before sending', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    const error = await client.listTxs({ network: 'mainnet', txTypes: ['BaseTx', 'MintTx'] }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('txTypes[1]');
    expect(sent).toHaveLength(0);
  });

  it('keeps an exploded query list out of a POST body', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const client = createRestClient<Ops>(table, { baseUrl: base, fetch });
    await client.search({ tags: ['x', 'y'], text: 'hi' });
    expect(sent[0]).toMatchObject({ url: `${base}/v1/search?tags=x&tags=y`, body: '{"text":"hi"}' });
  });
});
