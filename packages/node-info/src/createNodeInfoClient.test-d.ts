import { expectTypeOf, it } from 'vitest';
import { createNodeInfoClient } from './generated/createNodeInfoClient.js';
import type { CallOptions, HealthReport, Peer } from './index.js';

const node = createNodeInfoClient();

it('types params and results from the spec', () => {
  expectTypeOf(node.info.peers).parameter(0).toEqualTypeOf<{ nodeIDs?: string[] } | undefined>();
  expectTypeOf(node.info.peers).returns.resolves.toEqualTypeOf<{
    numPeers: number | string;
    peers: Peer[];
  }>();
  expectTypeOf(node.info.getTxFee).returns.resolves.toHaveProperty('txFee').toEqualTypeOf<string>();
  expectTypeOf(node.health.get).returns.resolves.toEqualTypeOf<HealthReport>();
  expectTypeOf(node.health.health).returns.resolves.toEqualTypeOf<HealthReport>();
  expectTypeOf(node.health.getLiveness).parameters.toEqualTypeOf<[options?: CallOptions]>();
  expectTypeOf(node.request('info.getNetworkID')).resolves.toEqualTypeOf<{ networkID: number | string }>();
  expectTypeOf(node.request('info.somethingElse')).resolves.toBeUnknown();
  // @ts-expect-error a known method's params are typed
  void node.request('admin.alias', { endpoint: 1, alias: 'a' });
  // @ts-expect-error and required
  void node.request('info.isBootstrapped');
  expectTypeOf(node.admin.getLoggerLevel).returns.resolves.toEqualTypeOf<{
    loggerLevels: { [k: string]: { logLevel: string; displayLevel: string } };
  }>();
  expectTypeOf(node.admin.alias).parameter(0).toEqualTypeOf<{ endpoint: string; alias: string }>();
  expectTypeOf(node.admin.setLoggerLevel).returns.resolves.toEqualTypeOf<{
    loggerLevels?: { [k: string]: { logLevel: string; displayLevel: string } };
  }>();
  expectTypeOf(node.info.getNodeID).returns.resolves.toEqualTypeOf<{
    nodeID: string;
    nodePOP: { publicKey: string; proofOfPossession: string };
  }>();
  expectTypeOf(node.info.upgrades)
    .returns.resolves.toHaveProperty('apricotPhase4MinPChainHeight')
    .toEqualTypeOf<number>();
  expectTypeOf(node.info.upgrades)
    .returns.resolves.toHaveProperty('heliconTime')
    .toEqualTypeOf<string | undefined>();
  expectTypeOf(node.admin.loadVMs).returns.resolves.toEqualTypeOf<{
    newVMs: { [k: string]: string[] };
    failedVMs?: { [k: string]: string };
  }>();
});
