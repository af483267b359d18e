/** The bodies the loopback server answers with, shared by the in-process stub fetch. */

/** One EVM block as the Data API lists it (numbers as decimal strings, as on the wire). */
export function evmBlock(n: number): Record<string, unknown> {
  const hex = (seed: number) =>
    `0x${(seed * 2654435761).toString(16).padStart(8, '0').repeat(8).slice(0, 64)}`;
  return {
    chainId: '43114',
    blockNumber: String(n),
    blockTimestamp: 1_700_000_000 + n * 2,
    blockHash: hex(n + 1),
    txCount: 7,
    baseFee: '25000000000',
    gasUsed: '1234567',
    gasLimit: '15000000',
    gasCost: '0',
    parentHash: hex(n),
    feesSpent: '30864175000000000',
    cumulativeTransactions: String(n * 7),
  };
}

/** Number of blocks the fixed REST body holds (a body of about 2.4 kB). */
export const FIXED_PAGE_SIZE = 6;

/** The fixed REST answer: GET /v1/chains/43114/blocks?pageSize=6, about 2.4 kB of JSON. */
export const REST_BODY = JSON.stringify({
  blocks: Array.from({ length: FIXED_PAGE_SIZE }, (_, i) => evmBlock(50_000_000 - i)),
  nextPageToken: '3f1c0e4b-7a2d-4a8e-9a51-0c7d2b6f9e10',
});

/** Total number of items the paged endpoint yields across pages (for the `iterate` memory run). */
export const ITERATE_TOTAL = 100_000;

/** One page of the paged endpoint: `pageSize` blocks from `offset`, with a next token while items remain. */
export function blocksPage(offset: number, pageSize: number, total = ITERATE_TOTAL): string {
  const end = Math.min(offset + pageSize, total);
  const blocks = [];
  for (let i = offset; i < end; i++) blocks.push(evmBlock(i));
  return JSON.stringify(end < total ? { blocks, nextPageToken: String(end) } : { blocks });
}

/** The result the loopback node returns for a JSON-RPC method (a plausible value for each method used). */
export function rpcResult(method: string): unknown {
  switch (method) {
    case 'eth_blockNumber':
      return '0x2faf080';
    case 'eth_chainId':
      return '0xa86a';
    case 'platform.getCurrentSupply':
      return { supply: '720000000000000000' };
    case 'info.getNodeVersion':
      return {
        version: 'avalanchego/1.13.0',
        databaseVersion: 'v1.4.5',
        rpcProtocolVersion: '39',
        gitCommit: 'abc',
        vmVersions: {},
      };
    default:
      return '0x1';
  }
}

interface RpcRequest {
  id?: unknown;
  method?: unknown;
}

/**
 * What a real AvalancheGo node (v1.14.0, measured) answers, HTTP 200, when a JSON array reaches one of its
 * endpoints that take no batch: every endpoint but the EVM `/rpc` ones (info, admin, health, X, P,
 * C `/avax` and `/admin`, `/validators`). One object for the whole array, so no call of it gets a result.
 */
export const NODE_BATCH_REFUSAL = {
  jsonrpc: '2.0',
  error: {
    code: -32700,
    message: 'json: cannot unmarshal array into Go value of type json2.serverRequest',
    data: { jsonrpc: '', method: '', params: null, id: null },
  },
  id: null,
} as const;

/** Whether a node path takes a JSON array (a batch): only the EVM `/rpc` endpoints do, as on a real node. */
export function acceptsBatch(path: string): boolean {
  const bare = path.split('?')[0] ?? '';
  return /\/rpc\/?$/.test(bare);
}

/**
 * Answers a parsed JSON-RPC request or batch sent to `path`, echoing ids. A batch is answered item by
 * item on an EVM `/rpc` path and refused with {@link NODE_BATCH_REFUSAL} anywhere else, as the node does.
 */
export function rpcAnswer(request: unknown, path = '/ext/bc/C/rpc'): unknown {
  const one = (r: RpcRequest) => ({ jsonrpc: '2.0', id: r.id ?? null, result: rpcResult(String(r.method)) });
  if (!Array.isArray(request)) return one(request as RpcRequest);
  return acceptsBatch(path) ? request.map((r) => one(r as RpcRequest)) : NODE_BATCH_REFUSAL;
}
