import { json, recordingFetch } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createDataClient, createDataClientFor } from './createDataClient.js';
import {
  dataHealthCheck,
  dataOperations,
  evmBlocksOperations,
  getBlock,
  getLatestBlocks,
  listTransfers,
} from './generated/operations.js';
import { ValidationError } from './index.js';

describe('createDataClientFor', () => {
  it('has the methods of the operations passed, and iterators for the paged ones among them', () => {
    const data = createDataClientFor({ getBlock, getLatestBlocks });
    expect(Object.keys(data).sort()).toEqual(['getBlock', 'getLatestBlocks', 'iterate']);
    expect(Object.keys(data.iterate)).toEqual(['getLatestBlocks']);
  });

  it('takes a per-tag table: every operation of the tag', () => {
    const data = createDataClientFor(evmBlocksOperations);
    expect(
      Object.keys(data)
        .filter((k) => k !== 'iterate')
        .sort(),
    ).toEqual(Object.keys(evmBlocksOperations).sort());
  });

  it('calls like createDataClient: same URL, key header and base URL under wireNames', async () => {
    const picked = recordingFetch(() => json({ blockNumber: '1' }));
    const whole = recordingFetch(() => json({ blockNumber: '1' }));
    const options = { apiKey: 'k-1', wireNames: 'deployed' } as const;
    const params = { chainId: '43114', blockId: '0xab' };
    await createDataClientFor({ getBlock }, { ...options, fetch: picked.fetch }).getBlock(params);
    await createDataClient({ ...options, fetch: whole.fetch }).getBlock(params);
    expect(picked.calls[0]!.url.href).toBe('https://data-api.avax.network/v1/chains/43114/blocks/0xab');
    expect(picked.calls[0]!.url.href).toBe(whole.calls[0]!.url.href);
    expect(picked.calls[0]!.headers.get('x-glacier-api-key')).toBe('k-1');
  });

  it('checks params before sending, as createDataClient does', async () => {
    const { fetch, calls } = recordingFetch();
    const data = createDataClientFor({ listTransfers }, { fetch });
    await expect(
      data.listTransfers({ chainId: '43114', address: '0xabc', pageSize: 1000 }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(calls).toHaveLength(0);
  });

  it('iterates a paged operation across pages', async () => {
    const { fetch } = recordingFetch((request) =>
      request.url.searchParams.get('pageToken') === null
        ? json({ blocks: [{ n: 1 }], nextPageToken: 't1' })
        : json({ blocks: [{ n: 2 }] }),
    );
    const items: unknown[] = [];
    for await (const b of createDataClientFor({ getLatestBlocks }, { fetch }).iterate.getLatestBlocks({
      chainId: '43114',
    }))
      items.push(b);
    expect(items).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('createDataClient has a method for every operation of the table, and the aliases of the kebab-case ones', () => {
    const data = createDataClient();
    expect(
      Object.keys(data)
        .filter((k) => k !== 'iterate')
        .sort(),
    ).toEqual([...Object.keys(dataOperations), 'dataHealthCheck', 'liveCheck'].sort());
  });
});

describe('the kebab-case operations under their camelCase aliases', () => {
  it('createDataClient: data.dataHealthCheck() and data.liveCheck() call the same routes as the operationIds', async () => {
    const rec = recordingFetch(() => json({ status: 'ok' }));
    const data = createDataClient({ fetch: rec.fetch, baseUrl: 'http://127.0.0.1:9' });
    await data.dataHealthCheck();
    await data['data-health-check']();
    await data.liveCheck();
    await data['live-check']();
    expect(rec.calls.map((c) => c.url.pathname)).toEqual([
      '/v1/health-check',
      '/v1/health-check',
      '/v1/live-check',
      '/v1/live-check',
    ]);
    // the alias is the same function, not a second operation
    expect(data.dataHealthCheck).toBe(data['data-health-check']);
  });

  it('createDataClientFor({ dataHealthCheck }): the constant under its camelCase key gives both names', async () => {
    const rec = recordingFetch(() => json({ status: 'ok' }));
    const data = createDataClientFor(
      { dataHealthCheck },
      { fetch: rec.fetch, baseUrl: 'http://127.0.0.1:9' },
    );
    expect(Object.keys(data).sort()).toEqual(['data-health-check', 'dataHealthCheck', 'iterate']);
    await data.dataHealthCheck();
    await data['data-health-check']();
    expect(rec.calls.map((c) => c.url.pathname)).toEqual(['/v1/health-check', '/v1/health-check']);
  });

  it('an identifier operationId gets no alias', () => {
    expect(Object.keys(createDataClientFor({ getBlock }))).toEqual(['getBlock', 'iterate']);
  });
});
