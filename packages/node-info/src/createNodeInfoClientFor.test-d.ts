import { describe, expectTypeOf, it } from 'vitest';
import { createNodeInfoClient, createNodeInfoClientFor } from './generated/createNodeInfoClient.js';
import type { Methods } from './generated/types.js';
import { health_health, index_getLastAccepted, info_getNodeVersion, info_peers } from './methods.js';

const full = createNodeInfoClient();

describe('createNodeInfoClientFor', () => {
  it('has exactly the methods given, typed as the full client has them', () => {
    const node = createNodeInfoClientFor(
      { info_getNodeVersion, info_peers },
      { url: 'http://127.0.0.1:9650' },
    );
    expectTypeOf<keyof typeof node>().toEqualTypeOf<'info' | 'request'>();
    expectTypeOf(node.info).toEqualTypeOf<Pick<typeof full.info, 'getNodeVersion' | 'peers'>>();
    // @ts-expect-error a method not given
    node.info.getNetworkID;
    // @ts-expect-error a namespace none of the methods is in
    node.health;
    expectTypeOf(node.request('info.getNodeVersion')).resolves.toEqualTypeOf<
      Methods['info.getNodeVersion']['result']
    >();
  });

  it('with a health method, health also has the GET endpoints', () => {
    const node = createNodeInfoClientFor({ health_health, info_getNodeVersion });
    expectTypeOf<keyof typeof node>().toEqualTypeOf<'health' | 'info' | 'request'>();
    expectTypeOf(node.health.health).toEqualTypeOf(full.health.health);
    expectTypeOf(node.health.get).toEqualTypeOf(full.health.get);
    expectTypeOf(node.health.getLiveness).toEqualTypeOf(full.health.getLiveness);
    // @ts-expect-error a JSON-RPC method not given
    node.health.readiness;
  });

  it("refuses the Index API's entries: they are createIndexClient's", () => {
    // @ts-expect-error index_* is not a method of this client
    createNodeInfoClientFor({ index_getLastAccepted });
  });
});
