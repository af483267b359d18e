/** @pkg/xchain's factories: what their docs say beyond the spec. */
import type { FactoryConfig } from '../factoryConfig.ts';

export const xchain: FactoryConfig = {
  subject: 'an X-chain client',
  client: 'A client of an X-chain node API.',
  variables: {
    blockchainId:
      'The chain to call: `X`, or the blockchain id of another X-chain VM instance (`/ext/bc/<id>`).',
  },
  iterators: {
    'xvm.getUTXOs': {
      doc: `Yields the UTXOs (encoded strings) of \`xvm.getUTXOs\`, page after page: each page's \`endIndex\` becomes the
next call's \`startIndex\`. Stops when a page holds fewer than \`limit\` (default 1024) UTXOs, none, or repeats
the previous \`endIndex\`. As the API document warns, with \`startIndex\` UTXOs can repeat across pages: with
\`sourceChain\` (atomic UTXOs) a real node starts each later page with the previous page's last UTXO, which
is yielded once (and a \`limit\` of 1 is sent as 2, the least that advances). Consistency across calls is
not guaranteed.

JSON-RPC \`xvm.getUTXOs\` at \`/ext/bc/{blockchainId}\`, once per page.`,
      example: "{ addresses: ['X-avax1...'] }, { maxItems: 5000 }",
    },
  },
  request: {
    doc: "Sends any JSON-RPC method to the chain's endpoint: typed for the spec's methods.",
    example: "const { height } = await xchain.request('xvm.getHeight');",
  },
  requestOf: "Sends any JSON-RPC method to the chain's endpoint: typed for the methods given.",
  create: {
    doc: `Creates a client of the X chain's JSON-RPC API (\`xvm.*\` at \`/ext/bc/X\`, or \`/ext/bc/<blockchainId>\`).

\`url\` is the node's base URL (default: the public API node). With the default \`wireNames: 'auto'\`, a call
goes out as the API document's \`xvm.*\` and, where the node's refusal proves it does not know that name
(deployed nodes serve \`avm.*\`), once more as \`avm.*\`, which the client then keeps; \`'deployed'\` sends \`avm.*\` from the start.`,
    example: [
      'const xchain = createXChainClient();',
      'const { height } = await xchain.xvm.getHeight();',
      "const { tx } = await xchain.xvm.getTx({ txID: '2oGdJ...', encoding: 'json' });",
    ],
  },
  createFor: {
    entries: ['xvm_getHeight'],
    options: "{ url: 'https://api.avax.network' }",
    example: ['const { height } = await xchain.xvm.getHeight();'],
  },
  tableExample: ['xvm_getHeight', 'xvm_getTx'],
};
