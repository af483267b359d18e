/** @pkg/pchain's factories: what their docs say beyond the spec. */
import type { FactoryConfig } from '../factoryConfig.ts';

export const pchain: FactoryConfig = {
  subject: 'a P-chain client',
  client: "A client of the P chain's node API.",
  iterators: {
    'platform.getUTXOs': {
      doc: `Yields the UTXOs (encoded strings) of \`platform.getUTXOs\`, page after page: each page's \`endIndex\`
becomes the next call's \`startIndex\`. Stops when a page holds fewer than \`limit\` (default 1024) UTXOs,
none, or repeats the previous \`endIndex\`. With \`sourceChain\` (atomic UTXOs, from AvalancheGo's shared
memory) a real node starts each later page with the previous page's last UTXO, which is yielded once (and a
\`limit\` of 1 is sent as 2, the least that advances). Pages taken at different times need not be consistent.

JSON-RPC \`platform.getUTXOs\` at \`/ext/bc/P\`, once per page.`,
      example: "{ addresses: ['P-avax1...'] }, { maxItems: 5000 }",
    },
  },
  request: {
    doc: "Sends any JSON-RPC method to `/ext/bc/P`: typed for the spec's methods.",
    example: "const { supply } = await pchain.request('platform.getCurrentSupply', {});",
  },
  requestOf: 'Sends any JSON-RPC method to `/ext/bc/P`: typed for the methods given.',
  create: {
    doc: `Creates a client of the P chain's JSON-RPC API (\`platform.*\` at \`/ext/bc/P\`).

\`url\` is the node's base URL (default: the public API node).`,
    example: [
      'const pchain = createPChainClient();',
      'const { height } = await pchain.platform.getHeight();',
      "const { validators } = await pchain.platform.getCurrentValidators({ nodeIDs: ['NodeID-...'] });",
      "const { block, encoding } = await pchain.platform.getBlockByHeight({ height: 1, encoding: 'json' });",
    ],
  },
  createFor: {
    entries: ['platform_getHeight'],
    options: "{ url: 'https://api.avax.network' }",
    example: ['const { height } = await pchain.platform.getHeight();'],
  },
  tableExample: ['platform_getHeight', 'platform_getTx'],
};
