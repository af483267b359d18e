/**
 * What the bench measures: one REST GET and one JSON-RPC call, made by raw fetch, undici.request,
 * competitor SDKs and our clients, all pointed at the loopback server. A case that cannot be set up
 * (a package not built yet, an SDK that will not load on this Node) reports why instead of failing the run.
 */
import type { Send } from '@pkg/core/undici';
import { FIXED_PAGE_SIZE } from './fixtures.ts';
import { loadOurs } from './ours.ts';

export type Call = () => Promise<unknown>;
export type Kind = 'rest' | 'rpc';
export type Group = 'baseline' | 'sdk' | 'ours';

export interface CaseEnv {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Set in the stub runs: the in-process fetch that stands in for the network. */
  stubFetch?: typeof globalThis.fetch;
}

export interface Case {
  name: string;
  kind: Kind;
  group: Group;
  /** Left out of the stub (client overhead) runs: it does not go through fetch, or measures the network path. */
  noStub?: boolean;
  /** A variant of one of our clients (another option), left out of the against-each-SDK table. */
  variant?: boolean;
  /** Measured in the stub (client overhead) runs only: a layer of our clients, to see where the overhead goes. */
  stubOnly?: boolean;
  /** Builds the client and returns one call; throws when the client cannot be set up. */
  setup(env: CaseEnv): Promise<Call>;
  /** Whether a call's result is the answer the server gave (checked once before timing). */
  check(result: unknown): boolean;
}

export const CHAIN_ID = '43114';
const restPath = `/v1/chains/${CHAIN_ID}/blocks?pageSize=${FIXED_PAGE_SIZE}`;
const rpcPath = '/ext/bc/C/rpc';

const isPage = (r: unknown) =>
  Array.isArray((r as { blocks?: unknown[] } | undefined)?.blocks) &&
  (r as { blocks: unknown[] }).blocks.length === FIXED_PAGE_SIZE;
const isBlockNumber = (r: unknown) => r === '0x2faf080' || r === 50_000_000n;
const isSupply = (r: unknown) => {
  const s = (r as { supply?: unknown } | undefined)?.supply;
  return s === '720000000000000000' || s === 720_000_000_000_000_000n;
};
// The fetch a case uses: the stub in stub runs, else the global one.
const fetchOf = (env: CaseEnv): typeof globalThis.fetch => env.stubFetch ?? globalThis.fetch;

let rpcId = 0;
const rpcBody = (method: string) => JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: [] });

/** Raises the JSON-RPC error or returns the result, as every client does. */
function rpcResult(json: unknown): unknown {
  const j = json as { result?: unknown; error?: { message?: string } };
  if (j.error) throw new Error(j.error.message ?? 'JSON-RPC error');
  return j.result;
}

async function undiciRequest() {
  const undici = await import('undici');
  // One keep-alive pool, as fetch's global dispatcher keeps one.
  const agent = new undici.Agent({ keepAliveTimeout: 60_000, connections: 64 });
  return { request: undici.request, agent };
}

/**
 * The opt-in Node fast path: @pkg/core/undici given the same kind of pooled Agent as the `undici.request` row, so
 * the ratio between the two is our overhead on undici's dispatcher API. (Without `{ dispatcher }` it sends on
 * undici's global dispatcher, which on Node 20 is the Agent of the undici bundled with Node once the runtime's
 * fetch has run: another undici version, another pool.)
 */
async function undiciSend(): Promise<Send> {
  const { createUndiciSend } = (await import('@pkg/core/undici')) as {
    createUndiciSend: (options?: { dispatcher?: unknown }) => Send;
  };
  const { agent } = await undiciRequest();
  return createUndiciSend({ dispatcher: agent });
}

export const REST_CASES: Case[] = [
  {
    name: 'fetch',
    kind: 'rest',
    group: 'baseline',
    async setup(env) {
      const f = fetchOf(env);
      const url = env.origin + restPath;
      return async () => {
        const res = await f(url);
        if (!res.ok) throw new Error(`status ${res.status}`);
        return res.json();
      };
    },
    check: isPage,
  },
  {
    name: 'undici.request',
    kind: 'rest',
    group: 'baseline',
    noStub: true,
    async setup(env) {
      const { request, agent } = await undiciRequest();
      const url = env.origin + restPath;
      return async () => {
        const res = await request(url, { dispatcher: agent });
        if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
        return res.body.json();
      };
    },
    check: isPage,
  },
  {
    name: 'openapi-fetch',
    kind: 'rest',
    group: 'sdk',
    async setup(env) {
      const { default: createClient } = await import('openapi-fetch');
      // biome-ignore lint/suspicious/noExplicitAny: the bench has no generated paths type for openapi-fetch
      const client = createClient<any>({ baseUrl: env.origin, fetch: fetchOf(env) });
      return async () => {
        const { data, error } = await client.GET('/v1/chains/{chainId}/blocks', {
          params: { path: { chainId: CHAIN_ID }, query: { pageSize: FIXED_PAGE_SIZE } },
        });
        if (error) throw new Error('openapi-fetch error');
        return data;
      };
    },
    check: isPage,
  },
  {
    name: '@avalanche-sdk/chainkit',
    kind: 'rest',
    group: 'sdk',
    async setup(env) {
      const { Avalanche } = await import('@avalanche-sdk/chainkit');
      // Telemetry off: by default it posts two events per request to a third-party host.
      const sdk = new Avalanche({ serverURL: env.origin, chainId: CHAIN_ID, enableTelemetry: false });
      return async () => {
        const page = await sdk.data.evm.blocks.listLatest(
          { chainId: CHAIN_ID, pageSize: FIXED_PAGE_SIZE },
          { serverURL: env.origin },
        );
        return page.result;
      };
    },
    check: isPage,
  },
  {
    name: '@avalabs/glacier-sdk',
    kind: 'rest',
    group: 'sdk',
    async setup(env) {
      const { Glacier } = await import('@avalabs/glacier-sdk');
      const glacier = new Glacier({ BASE: env.origin });
      return () => glacier.evmBlocks.getLatestBlocks({ chainId: CHAIN_ID, pageSize: FIXED_PAGE_SIZE });
    },
    check: isPage,
  },
  {
    name: '@pkg/data',
    kind: 'rest',
    group: 'ours',
    async setup(env) {
      const { createDataClient } = await loadOurs('@pkg/data');
      const data = createDataClient({
        baseUrl: env.origin,
        ...(env.stubFetch ? { fetch: env.stubFetch } : {}),
      });
      return () => data.getLatestBlocks({ chainId: CHAIN_ID, pageSize: FIXED_PAGE_SIZE });
    },
    check: isPage,
  },
  {
    name: '@pkg/data undici',
    variant: true,
    kind: 'rest',
    group: 'ours',
    noStub: true,
    async setup(env) {
      const { createDataClient } = await loadOurs('@pkg/data');
      const data = createDataClient({ baseUrl: env.origin, send: await undiciSend() });
      return () => data.getLatestBlocks({ chainId: CHAIN_ID, pageSize: FIXED_PAGE_SIZE });
    },
    check: isPage,
  },
];

export const RPC_CASES: Case[] = [
  {
    name: 'fetch POST',
    kind: 'rpc',
    group: 'baseline',
    async setup(env) {
      const f = fetchOf(env);
      const url = env.origin + rpcPath;
      return async () => {
        const res = await f(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: rpcBody('eth_blockNumber'),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        return rpcResult(await res.json());
      };
    },
    check: isBlockNumber,
  },
  {
    name: 'undici.request',
    kind: 'rpc',
    group: 'baseline',
    noStub: true,
    async setup(env) {
      const { request, agent } = await undiciRequest();
      const url = env.origin + rpcPath;
      return async () => {
        const res = await request(url, {
          dispatcher: agent,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: rpcBody('eth_blockNumber'),
        });
        if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
        return rpcResult(await res.body.json());
      };
    },
    check: isBlockNumber,
  },
  {
    name: 'viem',
    kind: 'rpc',
    group: 'sdk',
    async setup(env) {
      const { createPublicClient, http } = await import('viem');
      const client = createPublicClient({ transport: http(env.origin + rpcPath) });
      // request() rather than getBlockNumber(): the action shares one in-flight promise between
      // concurrent callers, which would measure one request for 32 calls.
      return () => client.request({ method: 'eth_blockNumber' });
    },
    check: isBlockNumber,
  },
  {
    name: '@avalanche-sdk/client (platform.getCurrentSupply)',
    kind: 'rpc',
    group: 'sdk',
    async setup(env) {
      const { createAvalancheClient } = await import('@avalanche-sdk/client');
      const { avalanche } = await import('@avalanche-sdk/client/chains');
      const client = createAvalancheClient({
        chain: avalanche,
        transport: { type: 'http', url: env.origin + rpcPath },
      });
      // Its eth_blockNumber answers from a cache (16 requests for 500 concurrent calls), so it is
      // measured on the P-chain call it sends every time.
      return () => client.pChain.getCurrentSupply({});
    },
    check: isSupply,
  },
  {
    name: 'avalanchejs (platform.getCurrentSupply)',
    kind: 'rpc',
    group: 'sdk',
    async setup(env) {
      // Its ESM typings lack the `pvm` namespace that the module exports.
      const { pvm } = (await import('@avalabs/avalanchejs')) as unknown as {
        pvm: { PVMApi: new (baseURL: string) => { getCurrentSupply(): Promise<unknown> } };
      };
      const api = new pvm.PVMApi(env.origin);
      return () => api.getCurrentSupply();
    },
    check: isSupply,
  },
  {
    name: '@pkg/evm',
    kind: 'rpc',
    group: 'ours',
    async setup(env) {
      const { createEvmClient } = await loadOurs('@pkg/evm');
      const evm = createEvmClient({ url: env.origin, ...(env.stubFetch ? { fetch: env.stubFetch } : {}) });
      return () => evm.eth.blockNumber();
    },
    check: isBlockNumber,
  },
  {
    // the layers under @pkg/evm, in the stub runs: the shared transport alone, then the JSON-RPC transport on it
    name: '@pkg/core createTransport (POST)',
    variant: true,
    stubOnly: true,
    kind: 'rpc',
    group: 'ours',
    async setup(env) {
      const { createTransport } = await loadOurs('@pkg/core');
      const http = createTransport(env.stubFetch ? { fetch: env.stubFetch } : {});
      const url = env.origin + rpcPath;
      const body = () => ({ jsonrpc: '2.0', id: ++rpcId, method: 'eth_blockNumber', params: [] });
      return async () => rpcResult((await http.request({ method: 'POST', url, body: body() })).data);
    },
    check: isBlockNumber,
  },
  {
    name: '@pkg/core createJsonRpcTransport',
    variant: true,
    stubOnly: true,
    kind: 'rpc',
    group: 'ours',
    async setup(env) {
      const { createJsonRpcTransport } = await loadOurs('@pkg/core');
      const rpc = createJsonRpcTransport(env.stubFetch ? { fetch: env.stubFetch } : {});
      const url = env.origin + rpcPath;
      return () => rpc.call(url, 'eth_blockNumber', []);
    },
    check: isBlockNumber,
  },
  {
    name: '@pkg/evm batch:false',
    variant: true,
    kind: 'rpc',
    group: 'ours',
    async setup(env) {
      const { createEvmClient } = await loadOurs('@pkg/evm');
      const evm = createEvmClient({
        url: env.origin,
        batch: false,
        ...(env.stubFetch ? { fetch: env.stubFetch } : {}),
      });
      return () => evm.eth.blockNumber();
    },
    check: isBlockNumber,
  },
  {
    name: '@pkg/evm batch:false undici',
    variant: true,
    kind: 'rpc',
    group: 'ours',
    noStub: true,
    async setup(env) {
      const { createEvmClient } = await loadOurs('@pkg/evm');
      const evm = createEvmClient({ url: env.origin, batch: false, send: await undiciSend() });
      return () => evm.eth.blockNumber();
    },
    check: isBlockNumber,
  },
  {
    name: '@pkg/pchain (platform.getCurrentSupply)',
    kind: 'rpc',
    group: 'ours',
    async setup(env) {
      const { createPChainClient } = await loadOurs('@pkg/pchain');
      const p = createPChainClient({ url: env.origin, ...(env.stubFetch ? { fetch: env.stubFetch } : {}) });
      return () => p.platform.getCurrentSupply();
    },
    check: isSupply,
  },
];
