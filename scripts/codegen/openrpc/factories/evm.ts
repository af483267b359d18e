/** @pkg/evm's factories: what their docs say beyond the spec, and the chain setup they call. */
import type { FactoryConfig } from '../factoryConfig.ts';

export const evm: FactoryConfig = {
  subject: 'a client of the C chain or a subnet EVM chain',
  client:
    'A client of the C chain or a subnet EVM chain: `eth`, `net`, `web3`, `debug`, `warp`, `admin`, `atomic`, `validators`.',
  variables: {
    blockchainId: `\`C\` or a subnet EVM chain's blockchain id (or alias): the endpoints are \`/ext/bc/<blockchainId>/rpc\`,
\`/admin\` and \`/validators\`. \`atomic.*\` exists only on the C chain.`,
  },
  fields: { blockchainId: 'The chain this client talks to.' },
  iterators: {
    'atomic.getUTXOs': {
      doc: `Yields the atomic UTXOs (encoded strings) of \`atomic.getUTXOs\`, page after page: each page's \`endIndex\`
becomes the next call's \`startIndex\`. The node begins each later page with the previous page's last UTXO;
it is yielded once. \`limit\` is the page size (default and at most 1024, at least 2). Stops when a page
holds fewer than that, none, or repeats the previous \`endIndex\`. Consistency across calls is not
guaranteed (as with \`xvm.getUTXOs\`). C chain only, like \`atomic.getUTXOs\`.

JSON-RPC \`atomic.getUTXOs\` at \`/ext/bc/C/atomic\`, or \`avax.getUTXOs\` at \`/ext/bc/C/avax\` where the node
serves that (found by the default \`wireNames: 'auto'\`, or with \`'deployed'\`), once per page.`,
      example: "{ addresses: ['C-avax1...'], sourceChain: 'X' }",
    },
  },
  request: {
    doc: "Sends any JSON-RPC method: typed for the spec's methods; a namespace the spec does not know\n(`debug_`, `txpool_`, ...) goes to the chain's `/rpc` endpoint.",
    example: "const block = await evm.request('eth_getBlockByNumber', ['latest', false]);",
  },
  requestOf: 'Sends any JSON-RPC method: typed for the methods given.',
  create: {
    doc: `Creates a client of the C chain (default) or a subnet EVM chain (\`blockchainId\`).

\`url\` is the node's base URL (default: the public API node). \`endpoints: { eth: 'http://127.0.0.1:8545' }\`
sends the \`/rpc\` namespaces (eth, net, web3, and any namespace the spec does not know) to a node that serves
them at its root, such as a local EVM node. Calls made in the same tick to the chain's \`/rpc\` share one
batched request (at most 40 items each); \`/admin\`, \`/avax\` and \`/validators\` take no batch on a node, so calls there
go out one per request. Methods served only on the other kind of chain (Subnet-EVM-only ones on the C chain,
\`atomic.*\` on a subnet chain) reject with a ValidationError before any request. On the C chain, a method Helicon
(AvalancheGo v1.15) removed that the node answers "not found" rejects with the node's error (\`JsonRpcError\`, or
the \`HttpError\` of the removed \`/ext/bc/C/admin\`) whose message says so. \`eth_sendRawTransaction\` and
\`atomic.issueTx\` are never retried.`,
    example: [
      "const evm = createEvmClient({ url: 'https://api.avax.network' });",
      'const height = BigInt(await evm.eth.blockNumber());',
      "const balance = await evm.eth.getBalance('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', 'latest');",
    ],
  },
  createFor: {
    entries: ['eth_blockNumber', 'eth_getBalance'],
    options: "{ url: 'https://api.avax.network' }",
    example: [
      'const height = BigInt(await evm.eth.blockNumber());',
      "const balance = await evm.eth.getBalance('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', 'latest');",
    ],
  },
  tableExample: ['eth_blockNumber', 'eth_chainId'],
  setup: { from: '../evmChainSetup.js', name: 'evmChainSetup' },
};
