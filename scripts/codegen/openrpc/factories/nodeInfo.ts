/** @pkg/node-info's factories: what their docs say beyond the spec, and the health GET endpoints they add. */
import type { FactoryConfig } from '../factoryConfig.ts';

export const nodeInfo: FactoryConfig = {
  subject: "a client of a node's info, admin and health APIs",
  client: "A client of a node's info, admin and health APIs.",
  request: {
    doc: "Sends any JSON-RPC method: typed for the spec's methods, routed by namespace (`info` -> `/ext/info`, ...).\nThe Index API (`index.*`) is {@link createIndexClient}'s.",
    example: "const { networkID } = await node.request('info.getNetworkID');",
  },
  requestOf: 'Sends any JSON-RPC method, routed by namespace: typed for the methods given.',
  create: {
    doc: `Creates a client of a node's info (\`/ext/info\`), admin (\`/ext/admin\`) and health (\`/ext/health\`) APIs.

\`url\` is the node's base URL (default: the public API node, which does not serve admin, health,
info.getNodeID, info.getNodeIP or info.getVMs). A node takes no JSON-RPC batch on these endpoints: calls made in
the same tick go out one per request, in parallel.`,
    example: [
      "const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });",
      'const { networkID } = await node.info.getNetworkID();',
      "const { healthy } = await node.health.get({ tags: ['P'] });",
    ],
  },
  createFor: {
    note: 'Given any `health.*` method, `health` also has the GET endpoints.',
    entries: ['info_getNodeVersion'],
    options: "{ url: 'http://127.0.0.1:9650' }",
    example: ['const { version } = await node.info.getNodeVersion();'],
  },
  tableExample: ['info_getNodeVersion', 'health_health'],
  extend: {
    health: {
      from: '../healthGetMethods.js',
      name: 'healthGetMethods',
      type: 'HealthGetMethods',
      typeFrom: './health.js',
      doc: 'The health API: JSON-RPC `health.*` and the GET endpoints `/ext/health`, `/ext/health/readiness`, `/ext/health/liveness`.',
      note: 'With any `health.*` method, `health` also has the GET endpoints (`get`, `getReadiness`, `getLiveness`).',
    },
  },
};
