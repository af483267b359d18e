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

/** Answers a parsed JSON-RPC request or batch, echoing ids (batch-aware). */
export function rpcAnswer(request: unknown): unknown {
  const one = (r: RpcRequest) => ({ jsonrpc: '2.0', id: r.id ?? null, result: rpcResult(String(r.method)) });
  return Array.isArray(request) ? request.map((r) => one(r as RpcRequest)) : one(request as RpcRequest);
}
