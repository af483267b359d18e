// A caller's deadline (the `deadline` call option) reaches every request a REST or UTXO-paging call makes: the call
// ends with the deadline's own reason when it passes, whatever the client's timeoutMs.
import { describe, expect, it } from 'vitest';
import { fakeFetch, hang, json } from '../../test/fakeFetch.js';
import { paginate } from '../paginate.js';
import { iterateUtxos } from '../rpc/iterateUtxos.js';
import { createDeadline } from '../utils/createDeadline.js';
import { checkParams } from '../validation/checkParams.js';
import { createRestClient, type OperationInfo } from './createRestClient.js';

const table = {
  getBlock: {
    method: 'GET',
    path: '/v1/blocks/{blockId}',
    pathParams: ['blockId'],
    schema: { blockId: { type: 'string', required: true } },
    check: checkParams,
    retry: true,
  },
  listBlocks: {
    method: 'GET',
    path: '/v1/blocks',
    queryParams: ['pageToken'],
    schema: { pageToken: { type: 'string' } },
    check: checkParams,
    retry: true,
    items: 'blocks',
    paginate,
  },
} satisfies Record<string, OperationInfo>;
type Ops = {
  getBlock: { params: { blockId: string }; result: unknown };
  listBlocks: {
    params: { pageToken?: string };
    result: { blocks: number[]; nextPageToken?: string };
    item: number;
  };
};

const late = () => {
  const reason = new Error('the operation is over');
  return { reason, deadline: createDeadline({ timeoutMs: 30, timeoutError: () => reason }) };
};

describe('the deadline call option', () => {
  it("ends a REST call with the deadline's reason, not the client's timeoutMs", async () => {
    const { fetch } = fakeFetch(hang);
    const client = createRestClient<Ops>(table, { baseUrl: 'https://x.test', fetch, timeoutMs: 60_000 });
    const { reason, deadline } = late();
    await expect(client.getBlock({ blockId: '1' }, { deadline })).rejects.toBe(reason);
  });

  it('reaches every page of a REST iteration', async () => {
    const { fetch } = fakeFetch(json({ blocks: [1], nextPageToken: 'a' }), hang);
    const client = createRestClient<Ops>(table, { baseUrl: 'https://x.test', fetch, timeoutMs: 60_000 });
    const { reason, deadline } = late();
    const seen: unknown[] = [];
    const run = async () => {
      for await (const block of client.iterate.listBlocks({}, { deadline })) seen.push(block);
    };
    await expect(run()).rejects.toBe(reason);
    expect(seen).toEqual([1]);
  });

  it('reaches every page of a UTXO iteration', async () => {
    const { deadline } = late();
    const given: unknown[] = [];
    const pages = iterateUtxos(
      async (_params, call) => {
        given.push(call?.deadline);
        return {
          numFetched: '1',
          utxos: [`0x0${given.length}`],
          endIndex: { address: 'a', utxo: String(given.length) },
        };
      },
      { limit: 1 },
      { deadline, maxItems: 2 },
    );
    for await (const _ of pages);
    expect(given).toEqual([deadline, deadline]);
    deadline.clear();
  });
});
