import { fakeNode } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import {
  createNodeInfoClient,
  createNodeInfoClientFor,
  type NodeInfoMethodTable,
} from './generated/createNodeInfoClient.js';
import { admin_alias, health_health, index_getLastAccepted, info_getNodeVersion } from './methods.js';

const url = 'http://127.0.0.1:9650';

describe('createNodeInfoClientFor', () => {
  it('has the namespaces of the methods given, those methods only, and request', () => {
    const node = createNodeInfoClientFor({ info_getNodeVersion, admin_alias });
    expect(Object.keys(node).sort()).toEqual(['admin', 'info', 'request']);
    expect(Object.keys(node.info)).toEqual(['getNodeVersion']);
  });

  it('with a health method, health also has the GET endpoints, sent as the full client sends them', async () => {
    const one = fakeNode(() => ({ healthy: true, checks: {} }));
    const whole = fakeNode(() => ({ healthy: true, checks: {} }));
    const picked = createNodeInfoClientFor({ health_health }, { url, fetch: one.fetch });
    expect(Object.keys(picked.health).sort()).toEqual(['get', 'getLiveness', 'getReadiness', 'health']);
    const full = createNodeInfoClient({ url, fetch: whole.fetch });
    for (const node of [picked, full]) {
      await node.health.health({ tags: ['P'] });
      await node.health.get({ tags: ['P'] });
      await node.health.getLiveness();
    }
    expect(one.sent).toEqual(whole.sent);
    expect(one.sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST ${url}/ext/health`,
      `GET ${url}/ext/health?tag=P`,
      `GET ${url}/ext/health/liveness`,
    ]);
  });

  it("leaves out the Index API's entries (createIndexClient's), as the full client does", () => {
    const node = createNodeInfoClientFor({
      info_getNodeVersion,
      index_getLastAccepted,
    } as unknown as NodeInfoMethodTable);
    expect(Object.keys(node).sort()).toEqual(['info', 'request']);
  });

  it('never sends admin.alias twice', async () => {
    const { fetch, sent } = fakeNode(undefined, () => new Response('busy', { status: 503 }));
    const retry = { retries: 2, minDelayMs: 1, maxDelayMs: 1 };
    const node = createNodeInfoClientFor({ admin_alias }, { url, fetch, retry });
    await expect(node.admin.alias({ endpoint: 'bc/X', alias: 'x' })).rejects.toMatchObject({
      name: 'HttpError',
    });
    expect(sent).toHaveLength(1);
  });
});
