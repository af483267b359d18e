import { expectTypeOf, it } from 'vitest';
import { createNodeInfoClient } from './createNodeInfoClient.js';
import type { HealthReport, Peer } from './index.js';

const node = createNodeInfoClient();

it('types params and results from the spec', () => {
  expectTypeOf(node.info.peers).parameter(0).toEqualTypeOf<{ nodeIDs?: string[] } | undefined>();
  expectTypeOf(node.info.peers).returns.resolves.toEqualTypeOf<{ numPeers: number; peers: Peer[] }>();
  expectTypeOf(node.info.getTxFee).returns.resolves.toHaveProperty('txFee').toEqualTypeOf<string>();
  expectTypeOf(node.health.get).returns.resolves.toEqualTypeOf<HealthReport>();
  expectTypeOf(node.health.health).returns.resolves.toEqualTypeOf<HealthReport>();
  expectTypeOf(node.health.getLiveness).parameters.toEqualTypeOf<
    [options?: { signal?: AbortSignal; timeoutMs?: number }]
  >();
  expectTypeOf(node.request('info.getNetworkID')).resolves.toEqualTypeOf<{ networkID: number }>();
  expectTypeOf(node.request('info.somethingElse')).resolves.toBeUnknown();
});
