/**
 * Loads our packages by name at run time, typed by the DESIGN.md contract rather than by their current
 * build, so the bench typechecks (and reports "not built yet") while a package is still being written.
 */

type FetchLike = typeof globalThis.fetch;
interface ClientOptions {
  fetch?: FetchLike;
  /** The transport's port (`createUndiciSend()` from `@pkg/core/undici`). */
  send?: (url: string, init: never) => Promise<unknown>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  retry?: false | { retries?: number; minDelayMs?: number; maxDelayMs?: number };
}
interface RpcOptions extends ClientOptions {
  url: string;
  batch?: boolean | { maxSize?: number; waitMs?: number };
  wireNames?: 'seed' | 'deployed';
}
type Method = (...args: never[]) => Promise<unknown>;
type Namespace = Record<string, Method>;

export interface DataClient {
  getLatestBlocks(params: { chainId: string; pageSize?: number; pageToken?: string }): Promise<unknown>;
  iterate: {
    getLatestBlocks(params: { chainId: string; pageSize?: number }): AsyncIterable<unknown>;
  } & Record<string, (params: Record<string, unknown>) => AsyncIterable<unknown>>;
  [operationId: string]: unknown;
}
export interface DataModule {
  createDataClient(options?: ClientOptions & { baseUrl?: string; apiKey?: string }): DataClient;
}
export interface MetricsModule {
  createMetricsClient(options?: ClientOptions & { baseUrl?: string }): Record<string, unknown>;
}
export interface EvmClient {
  eth: { blockNumber(): Promise<unknown>; sendRawTransaction(tx: string): Promise<unknown> } & Namespace;
  [namespace: string]: unknown;
}
export interface EvmModule {
  createEvmClient(options: RpcOptions & { blockchainId?: string }): EvmClient;
}
export interface PChainModule {
  createPChainClient(options: RpcOptions): { platform: { getCurrentSupply(): Promise<unknown> } & Namespace };
}
export interface XChainModule {
  createXChainClient(options: RpcOptions & { blockchainId?: string }): { xvm: Namespace };
}
export interface NodeInfoModule {
  createNodeInfoClient(options: RpcOptions): { info: Namespace; admin: Namespace; health: Namespace };
}

export interface CoreModule {
  createTransport(options?: ClientOptions): {
    request(options: { method: string; url: string; body?: unknown }): Promise<{ data: unknown }>;
  };
  createJsonRpcTransport(options?: ClientOptions): {
    call(url: string, method: string, params?: readonly unknown[]): Promise<unknown>;
  };
}

interface Modules {
  '@pkg/core': CoreModule;
  '@pkg/data': DataModule;
  '@pkg/metrics': MetricsModule;
  '@pkg/evm': EvmModule;
  '@pkg/pchain': PChainModule;
  '@pkg/xchain': XChainModule;
  '@pkg/node-info': NodeInfoModule;
}

/**
 * Imports one of our packages; throws "not built yet" when it is missing or lacks its factory.
 * With `waitMs`, a missing build is retried every 5 s until then (a build running in the same tree).
 */
export async function loadOurs<K extends keyof Modules>(name: K, waitMs = 0): Promise<Modules[K]> {
  const specifier: string = name;
  let mod: Record<string, unknown> | undefined;
  const until = Date.now() + waitMs;
  while (!mod) {
    try {
      mod = (await import(specifier)) as Record<string, unknown>;
    } catch (error) {
      if (Date.now() >= until)
        throw new Error(`${name} not built yet: ${(error as Error).message.slice(0, 60)}`);
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
  const factory = {
    '@pkg/core': 'createJsonRpcTransport',
    '@pkg/data': 'createDataClient',
    '@pkg/metrics': 'createMetricsClient',
    '@pkg/evm': 'createEvmClient',
    '@pkg/pchain': 'createPChainClient',
    '@pkg/xchain': 'createXChainClient',
    '@pkg/node-info': 'createNodeInfoClient',
  }[name];
  if (typeof mod[factory] !== 'function') throw new Error(`${name} not built yet: no ${factory} export`);
  return mod as unknown as Modules[K];
}
