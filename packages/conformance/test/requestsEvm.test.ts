import { createDataClient } from '@pkg/data';
import { type Exchange, recordingFetch, requestErrors } from '@pkg/testkit/prism';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataCall } from '../src/dataCalls.js';
import { evmExtraCalls } from '../src/dataCallsEvm.js';
import { liveSpec } from '../src/paths.js';
import { type PrismServer, startPrism } from '../src/startPrism.js';
import { withRequiredKey } from '../src/withRequiredKey.js';

// The request bodies the published document splits into several schemas (`oneOf`: three kinds of webhook,
// two kinds of export job), each kind sent once through our client (requests.test.ts sends one kind per
// operation): every one must match exactly one schema of the live document, with the key it requires.

const KEY = 'conformance-test-key';
let prism: PrismServer;
let secured: ReturnType<typeof withRequiredKey>;

beforeAll(async () => {
  secured = withRequiredKey(liveSpec('data-api.json'));
  prism = await startPrism({ document: secured.file });
});

afterAll(async () => {
  await prism?.stop();
  secured?.remove();
});

function call(c: DataCall, fetch: typeof globalThis.fetch): Promise<unknown> {
  // default options: the key goes under both header names, the document's x-glacier-api-key among them
  const data = createDataClient({ baseUrl: prism.url, fetch, retry: false, apiKey: KEY });
  return (data[c.operationId] as (p: unknown) => Promise<unknown>)(c.params);
}

describe('requests: each kind of webhook and export job passes the live document', () => {
  it.each(
    evmExtraCalls.map((c) => [`${c.operationId} ${JSON.stringify(c.params).slice(0, 40)}`, c] as const),
  )('%s', async (_, c) => {
    const { fetch, exchanges } = recordingFetch();
    await call(c, fetch);
    expect(exchanges).toHaveLength(1);
    expect(requestErrors(exchanges[0] as Exchange)).toEqual([]);
    expect(exchanges[0]?.status).toBeLessThan(300);
  });

  it('the detector: a webhook of one kind with the fields of another is refused', async () => {
    const { fetch, exchanges } = recordingFetch();
    const validator = evmExtraCalls.find((c) => JSON.stringify(c.params).includes('validator_activity'))!;
    // a validator webhook takes a network, not a chainId: past our checks (plain fetch), the document refuses it
    await fetch(`${prism.url}/v1/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [secured.keyHeader]: KEY },
      body: JSON.stringify({ ...validator.params, network: undefined, chainId: '43114' }),
    });
    expect(requestErrors(exchanges[0] as Exchange)).not.toEqual([]);
  });
});
