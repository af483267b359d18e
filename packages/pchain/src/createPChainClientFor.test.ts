import { fakeNode } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createPChainClient, createPChainClientFor } from './generated/createPChainClient.js';
import {
  platform_getHeight,
  platform_getUTXOs,
  platform_issueTx,
  proposervm_getCurrentEpoch,
} from './methods.js';

const url = 'http://127.0.0.1:9650';

describe('createPChainClientFor', () => {
  it('has the namespaces of the methods given, those methods only, and request', () => {
    const pchain = createPChainClientFor({ platform_getHeight, proposervm_getCurrentEpoch });
    expect(Object.keys(pchain).sort()).toEqual(['iterate', 'platform', 'proposervm', 'request']);
    expect(Object.keys(pchain.platform)).toEqual(['getHeight']);
    expect(Object.keys(pchain.iterate)).toEqual([]);
    expect(Object.keys(createPChainClientFor({ platform_getUTXOs }).iterate)).toEqual(['getUTXOs']);
  });

  it('routes each method as the full client does', async () => {
    const one = fakeNode(() => ({ height: '1' }));
    const whole = fakeNode(() => ({ height: '1' }));
    const picked = createPChainClientFor(
      { platform_getHeight, proposervm_getCurrentEpoch },
      { url, fetch: one.fetch },
    );
    const full = createPChainClient({ url, fetch: whole.fetch });
    for (const pchain of [picked, full]) {
      await pchain.platform.getHeight();
      await pchain.proposervm.getCurrentEpoch();
      await pchain.request('platform.getTimestamp', {});
    }
    expect(one.sent).toEqual(whole.sent);
    expect(one.sent.map((s) => s.url)).toEqual([
      `${url}/ext/bc/P`,
      `${url}/ext/bc/P/proposervm`,
      `${url}/ext/bc/P`,
    ]);
  });

  it('never sends platform.issueTx twice', async () => {
    const { fetch, sent } = fakeNode(undefined, () => new Response('busy', { status: 503 }));
    const retry = { retries: 2, minDelayMs: 1, maxDelayMs: 1 };
    const pchain = createPChainClientFor({ platform_issueTx, platform_getHeight }, { url, fetch, retry });
    await expect(pchain.platform.issueTx({ tx: '0x00' })).rejects.toMatchObject({ name: 'HttpError' });
    expect(sent).toHaveLength(1);
    await expect(pchain.platform.getHeight()).rejects.toMatchObject({ name: 'HttpError' });
    expect(sent).toHaveLength(4);
  });

  it('pages with the pager its platform.getUTXOs entry carries; a hand-made entry without one throws before sending', () => {
    expect(platform_getUTXOs.iterate).toBeTypeOf('function');
    const { fetch, sent } = fakeNode();
    const { iterate: _pager, ...bare } = platform_getUTXOs;
    const pchain = createPChainClientFor({ platform_getUTXOs: bare }, { url, fetch });
    expect(() => pchain.iterate.getUTXOs({ addresses: ['P-local1'] })).toThrow(TypeError);
    expect(sent).toHaveLength(0);
  });
});
