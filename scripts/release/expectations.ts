/**
 * What each published package must look like once installed alone from the registry: the runtime
 * dependencies it declares, and per entry point (`.` and every subpath export) the functions it exports,
 * a smoke test run under both ESM import and CJS require, and a TypeScript snippet that must type-check
 * under moduleResolution node16 and bundler. A package or subpath missing here fails the rehearsal:
 * add it (the table is the place to say what users are promised).
 */

export interface EntryExpectation {
  /** Exports that must be functions (factories, error classes) under both import and require. */
  functions: readonly string[];
  /**
   * Body of an async function run after the import, with `m` the module and `assert(ok, message)`;
   * throws to fail. It runs offline: only loopback or no I/O.
   */
  smoke?: string;
  /** TypeScript statements using the imported `functions`; type-checked, never run. */
  typescript: string;
  /** Optional peers the entry needs (linked from the repository's node_modules for this entry's check). */
  peers?: readonly string[];
  /** Node-only entry: type-checked with @types/node (client entries are checked without it). */
  nodeOnly?: boolean;
  /** Why CJS (require and the .cts type check) does not apply to this entry: a peer it needs is ESM-only. */
  requireSkipped?: string;
  /** Why only the .cts type check does not apply (a peer's types are ESM-only; require still works). */
  ctsSkipped?: string;
}

export interface PackageExpectation {
  /** Exactly the names in the published package.json's `dependencies`. */
  dependencies: readonly string[];
  /** '.' and every subpath export ('./viem'), except './package.json'. */
  entries: Record<string, EntryExpectation>;
}

const NODE = "'http://127.0.0.1:9650'";

/** Checks that a client method rejects (not throws) a ValidationError before any request is sent. */
const rejectsValidation = (call: string): string => `
  let caught;
  try { const pending = ${call}; assert(pending instanceof Promise, 'the method must return a promise'); await pending; }
  catch (error) { caught = error; }
  assert(caught && caught.name === 'ValidationError', 'expected a ValidationError, got ' + (caught && caught.name));
  assert(m.SdkError.isInstance(caught), 'SdkError.isInstance must recognise the ValidationError');`;

export const expectations: Record<string, PackageExpectation> = {
  '@pkg/core': {
    dependencies: [],
    entries: {
      '.': {
        functions: ['createTransport', 'createJsonRpcTransport', 'paginate', 'SdkError', 'ValidationError'],
        smoke: `
          const transport = m.createTransport({ baseUrl: 'http://127.0.0.1:9' });
          assert(typeof transport.request === 'function', 'transport.request');
          assert(m.SdkError.isInstance(new Error('plain')) === false, 'SdkError.isInstance(plain Error) must be false');`,
        typescript: `
          const transport = createTransport({ baseUrl: 'https://example.test', retry: { retries: 1 } });
          export const pending: Promise<{ status: number; data: unknown }> = transport.request({ method: 'GET', path: '/x' });
          export const rpc = createJsonRpcTransport({ batch: { maxSize: 40 } });
          export const isSdkError: boolean = SdkError.isInstance(new Error('x'));
          export const isValidation: boolean = ValidationError.isInstance(undefined);
          export const pages: AsyncIterable<number> = paginate<{ items: number[] }, number>({
            fetchPage: async () => ({ items: [1] }),
            getItems: (page) => page.items,
            getNextCursor: () => undefined,
          });`,
      },
      './rest': {
        functions: ['createRestClient'],
        peers: ['openapi-fetch'],
        smoke: `
          const { checkParams } = await import('@pkg/core');
          const op = { method: 'GET', path: '/v1/chains/{chainId}', pathParams: ['chainId'], schema: { chainId: { type: 'string', required: true } }, retry: true };
          const client = m.createRestClient({ getChain: { ...op, check: checkParams } }, { baseUrl: 'http://127.0.0.1:9', retry: false });
          assert(typeof client.getChain === 'function', 'client.getChain');
          let caught;
          try { await client.getChain({ chainId: '1', extra: 1 }); } catch (error) { caught = error; }
          assert(caught && caught.name === 'ValidationError', 'an unknown key must be a ValidationError, got ' + (caught && caught.name));
          // an entry with fields but no checker is refused before anything is sent (a TypeError, not a request)
          caught = undefined;
          try { await m.createRestClient({ getChain: op }, { baseUrl: 'http://127.0.0.1:9', retry: false }).getChain({ chainId: '1' }); } catch (error) { caught = error; }
          assert(caught instanceof TypeError, 'an entry without check must be a TypeError, got ' + (caught && caught.name));`,
        typescript: `
          import { checkParams } from '@pkg/core';
          import type { OperationInfo, RestClient } from '@pkg/core/rest';
          const table = { getChain: { method: 'GET', path: '/v1/chains/{chainId}', pathParams: ['chainId'], schema: { chainId: { type: 'string', required: true } }, check: checkParams, retry: true } } satisfies Record<string, OperationInfo>;
          type Ops = { getChain: { params: { chainId: string }; result: { chainId: string } } };
          export const client: RestClient<Ops> = createRestClient<Ops>(table, { baseUrl: 'https://example.test' });
          export const chain: Promise<{ chainId: string }> = client.getChain({ chainId: '1' });`,
      },
      './undici': {
        functions: ['createUndiciFetch', 'createUndiciSend'],
        peers: ['undici'],
        nodeOnly: true,
        smoke: `
          const fetch = m.createUndiciFetch();
          assert(typeof fetch === 'function', 'createUndiciFetch() must return a fetch');
          let caught;
          try { await fetch('http://127.0.0.1:9/'); } catch (error) { caught = error; }
          assert(caught, 'a refused connection must reject');
          const send = m.createUndiciSend();
          caught = undefined;
          try { await send('http://127.0.0.1:9/', { method: 'GET', headers: {}, signal: new AbortController().signal }); } catch (error) { caught = error; }
          assert(caught, 'a refused connection must reject on the send port too');`,
        typescript: `
          import type { Send } from '@pkg/core/undici';
          export const fetchFn: typeof globalThis.fetch = createUndiciFetch();
          export const withAgent: typeof globalThis.fetch = createUndiciFetch({ dispatcher: undefined });
          export const port: Send = createUndiciSend({ dispatcher: undefined });`,
      },
      './wire': {
        functions: ['mapWireName', 'nodeRefusal', 'provesNameUnknown', 'restWireNames'],
        smoke: `
          const mapped = m.mapWireName({ namespaces: { seedNs: 'liveNs' } }, 'seedNs.getHeight', '/ext/bc/{blockchainId}');
          assert(mapped.name === 'liveNs.getHeight', 'mapWireName: ' + JSON.stringify(mapped));
          const refusal = m.nodeRefusal('gorilla-json2', 'unknownService', 'xvm.GetHeight');
          assert(refusal.code === -32000 && refusal.message === 'rpc: can\\'t find service "xvm.GetHeight"', 'nodeRefusal: ' + JSON.stringify(refusal));`,
        typescript: `
          import type { MappedWireName } from '@pkg/core/wire';
          export const mapped: MappedWireName = mapWireName({ namespaces: { seedNs: 'liveNs' } }, 'seedNs.getHeight', '/ext/bc/X');
          export const refusal: { code: number; message: string } = nodeRefusal('go-ethereum', 'unknownMethod', 'eth_x');
          export const names = restWireNames('auto', { apiKeyHeader: 'a' }, { apiKeyHeader: 'b' }, { apiKeyHeader: 'both' });
          export const proves: boolean = provesNameUnknown(new Error('x'), { name: 'a', url: 'u' }, { name: 'b', url: 'u' });`,
      },
    },
  },
  '@pkg/data': {
    dependencies: ['@pkg/core', 'openapi-fetch'],
    entries: {
      '.': {
        functions: ['createDataClient', 'createDataClientFor', 'SdkError', 'ValidationError', 'HttpError'],
        smoke: `
          const data = m.createDataClient({ baseUrl: 'http://127.0.0.1:9', retry: false });
          assert(typeof data.supportedChains === 'function', 'data.supportedChains');
          assert(typeof data.iterate.getLatestBlocks === 'function', 'data.iterate.getLatestBlocks');
          ${rejectsValidation("data.getLatestBlocks({ chainId: '43114', pageSize: 1000 })")}`,
        typescript: `
          const data = createDataClient({ apiKey: 'key', timeoutMs: 5_000 });
          export const chains = data.supportedChains({ network: 'mainnet' });
          export const block = data.getBlock({ chainId: '43114', blockId: '1' });
          export async function first(): Promise<unknown> {
            for await (const latest of data.iterate.getLatestBlocks({ chainId: '43114', pageSize: 100 })) return latest;
            return undefined;
          }
          export const isSdkError: boolean = SdkError.isInstance(undefined);
          export const errors = [ValidationError, HttpError] as const;
          import { getBlock } from '@pkg/data/operations';
          export const picked = createDataClientFor({ getBlock }, { apiKey: 'key' }).getBlock({ chainId: '43114', blockId: '1' });`,
      },
      './operations': {
        functions: [],
        smoke: `
          assert(m.getBlock.path === '/v1/chains/{chainId}/blocks/{blockId}', 'the getBlock entry');
          assert(Object.keys(m.dataOperations).length >= 81, 'dataOperations has every operation');
          assert(m.evmBlocksOperations.getBlock === m.getBlock, 'evmBlocksOperations holds getBlock');`,
        typescript: `
          import { createDataClientFor, type GetBlockResult } from '@pkg/data';
          import { evmBlocksOperations, getBlock } from '@pkg/data/operations';
          export const block: Promise<GetBlockResult> = createDataClientFor({ getBlock }).getBlock({ chainId: '43114', blockId: '1' });
          export const latest = createDataClientFor(evmBlocksOperations).iterate.getLatestBlocks({ chainId: '43114' });`,
      },
    },
  },
  '@pkg/txs': {
    dependencies: [
      '@noble/curves',
      '@noble/hashes',
      '@pkg/core',
      '@pkg/evm',
      '@pkg/node-info',
      '@pkg/pchain',
      '@pkg/xchain',
      '@scure/base',
    ],
    entries: {
      '.': {
        functions: [
          'createTxClient',
          'privateKeySigner',
          'InsufficientFundsError',
          'TxRejectedError',
          'SdkError',
          'ValidationError',
        ],
        smoke: `
          assert(m.SdkError.isInstance(new m.ValidationError({ field: 'amount', rule: 'minimum 1' })), 'ValidationError is an SdkError');
          const signer = m.privateKeySigner('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
          assert(signer.publicKey.length === 33, 'privateKeySigner: a 33-byte compressed public key');
          const txs = m.createTxClient({ url: ${NODE}, signers: [signer], retry: false });
          assert(typeof txs.crossChain === 'function' && typeof txs.p.build.createSubnet === 'function', 'txs.crossChain, txs.p.build');
          ${rejectsValidation("txs.send({ chain: 'X', amount: 0n })")}`,
        typescript: `
          const txs = createTxClient({ url: ${NODE}, signers: [privateKeySigner('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027')] });
          export const moved: Promise<{ txId: string; exportTxId: string; importTxId: string }> = txs.crossChain({ from: 'X', to: 'C', amount: 1n });
          export const sent: Promise<{ txId: string }> = txs.send({ chain: 'P', amount: 1n });
          export const isFunds: boolean = InsufficientFundsError.isInstance(undefined) || TxRejectedError.isInstance(undefined);
          export const isSdkError: boolean = SdkError.isInstance(new ValidationError({ field: 'amount', rule: 'minimum 1' }));`,
      },
      './warp': {
        functions: ['blsProofOfPossession', 'blsVerifyProofOfPossession', 'signWarpMessage'],
        smoke: `
          const { publicKey, proofOfPossession } = m.blsProofOfPossession(new Uint8Array(32).fill(1));
          assert(publicKey.length === 48 && proofOfPossession.length === 96, 'blsProofOfPossession: 48-byte key, 96-byte proof');
          assert(m.blsVerifyProofOfPossession(publicKey, proofOfPossession), 'the proof verifies');`,
        typescript: `
          import { type WarpValidatorKey } from '@pkg/txs/warp';
          const pop: { publicKey: Uint8Array; proofOfPossession: Uint8Array } = blsProofOfPossession(new Uint8Array(32));
          const validators: WarpValidatorKey[] = [{ publicKey: pop.publicKey, secretKey: new Uint8Array(32) }];
          export const ok: boolean = blsVerifyProofOfPossession(pop.publicKey, pop.proofOfPossession);
          export const message: Uint8Array = signWarpMessage({ networkId: 1, sourceChainId: new Uint8Array(32), payload: new Uint8Array(0) }, validators);`,
      },
    },
  },
  '@pkg/metrics': {
    dependencies: ['@pkg/core', 'openapi-fetch'],
    entries: {
      '.': {
        functions: ['createMetricsClient', 'createMetricsClientFor', 'SdkError'],
        smoke: `
          const metrics = m.createMetricsClient({ baseUrl: 'http://127.0.0.1:9', retry: false });
          assert(typeof metrics.getAvgTps === 'function', 'metrics.getAvgTps');
          assert(typeof metrics.iterate.getAvgTps === 'function', 'metrics.iterate.getAvgTps');`,
        typescript: `
          const metrics = createMetricsClient();
          export const tps = metrics.getAvgTps({ chainId: '43114' });
          export const points: AsyncIterable<unknown> = metrics.iterate.getAvgTps({ chainId: '43114' });
          export const isSdkError: boolean = SdkError.isInstance(undefined);
          import { getAvgTps } from '@pkg/metrics/operations';
          export const picked = createMetricsClientFor({ getAvgTps }, { wireNames: 'deployed' }).getAvgTps({ chainId: '43114' });`,
      },
      './operations': {
        functions: [],
        smoke: `
          assert(m.getAvgTps.path === '/v1/avg_tps/{chainId}', 'the getAvgTps entry');
          assert(Object.keys(m.metricsOperations).length >= 16, 'metricsOperations has every operation');`,
        typescript: `
          import { createMetricsClientFor, type GetAvgTpsResult } from '@pkg/metrics';
          import { getAvgTps } from '@pkg/metrics/operations';
          export const tps: Promise<GetAvgTpsResult> = createMetricsClientFor({ getAvgTps }).getAvgTps({ chainId: '43114' });`,
      },
    },
  },
  '@pkg/node-info': {
    dependencies: ['@pkg/core'],
    entries: {
      '.': {
        functions: ['createNodeInfoClient', 'SdkError'],
        smoke: `
          const node = m.createNodeInfoClient({ url: ${NODE} });
          assert(typeof node.info.getNodeVersion === 'function', 'node.info.getNodeVersion');
          assert(typeof node.health.getLiveness === 'function', 'node.health.getLiveness');`,
        typescript: `
          const node = createNodeInfoClient({ url: ${NODE}, batch: true });
          export const version = node.info.getNodeVersion();
          export const live = node.health.getLiveness();
          export const isSdkError: boolean = SdkError.isInstance(undefined);`,
      },
      './methods': {
        functions: [],
        smoke: `
          assert(m.info_getNodeVersion.name === 'info.getNodeVersion', 'the info_getNodeVersion entry names its wire method');
          assert(m.methods['info.getNodeVersion'] === m.info_getNodeVersion, 'methods holds info_getNodeVersion');`,
        typescript: `
          import { createNodeInfoClientFor } from '@pkg/node-info';
          import { info_getNodeVersion } from '@pkg/node-info/methods';
          export const picked = createNodeInfoClientFor({ info_getNodeVersion }, { url: ${NODE} }).info.getNodeVersion();`,
      },
    },
  },
  '@pkg/xchain': {
    dependencies: ['@pkg/core'],
    entries: {
      '.': {
        functions: ['createXChainClient', 'SdkError'],
        smoke: `
          const x = m.createXChainClient({ url: ${NODE} });
          assert(typeof x.xvm.getHeight === 'function', 'x.xvm.getHeight');`,
        typescript: `
          const x = createXChainClient({ url: ${NODE}, blockchainId: 'X' });
          export const height = x.xvm.getHeight();
          export const isSdkError: boolean = SdkError.isInstance(undefined);`,
      },
      './methods': {
        functions: [],
        smoke: `
          assert(m.xvm_getHeight.name === 'xvm.getHeight', 'the xvm_getHeight entry names its wire method');
          assert(m.methods['xvm.getHeight'] === m.xvm_getHeight, 'methods holds xvm_getHeight');`,
        typescript: `
          import { createXChainClientFor } from '@pkg/xchain';
          import { xvm_getHeight } from '@pkg/xchain/methods';
          export const picked = createXChainClientFor({ xvm_getHeight }, { url: ${NODE} }).xvm.getHeight();`,
      },
    },
  },
  '@pkg/pchain': {
    dependencies: ['@pkg/core'],
    entries: {
      '.': {
        functions: ['createPChainClient', 'SdkError'],
        smoke: `
          const p = m.createPChainClient({ url: ${NODE} });
          assert(typeof p.platform.getBlockchains === 'function', 'p.platform.getBlockchains');`,
        typescript: `
          const p = createPChainClient({ url: ${NODE} });
          export const chains = p.platform.getBlockchains();
          export const isSdkError: boolean = SdkError.isInstance(undefined);`,
      },
      './methods': {
        functions: [],
        smoke: `
          assert(m.platform_getHeight.name === 'platform.getHeight', 'the platform_getHeight entry names its wire method');
          assert(m.methods['platform.getHeight'] === m.platform_getHeight, 'methods holds platform_getHeight');`,
        typescript: `
          import { createPChainClientFor } from '@pkg/pchain';
          import { platform_getHeight } from '@pkg/pchain/methods';
          export const picked = createPChainClientFor({ platform_getHeight }, { url: ${NODE} }).platform.getHeight();`,
      },
    },
  },
  '@pkg/evm': {
    dependencies: ['@pkg/core'],
    entries: {
      '.': {
        functions: ['createEvmClient', 'SdkError'],
        smoke: `
          const evm = m.createEvmClient({ url: ${NODE} });
          assert(typeof evm.eth.chainId === 'function', 'evm.eth.chainId');`,
        typescript: `
          const evm = createEvmClient({ url: ${NODE}, blockchainId: 'C' });
          export const chainId = evm.eth.chainId();
          export const isSdkError: boolean = SdkError.isInstance(undefined);`,
      },
      './methods': {
        functions: [],
        smoke: `
          assert(m.eth_blockNumber.name === 'eth_blockNumber', 'the eth_blockNumber entry names its wire method');
          assert(m.methods['eth_blockNumber'] === m.eth_blockNumber, 'methods holds eth_blockNumber');`,
        typescript: `
          import { createEvmClientFor } from '@pkg/evm';
          import { eth_blockNumber } from '@pkg/evm/methods';
          export const picked = createEvmClientFor({ eth_blockNumber }, { url: ${NODE} }).eth.blockNumber();`,
      },
      './ws': {
        functions: ['createEvmWsClient', 'webSocketUrl'],
        // ws is an optional peer loaded only when the runtime has no WebSocket: the entry loads without it
        smoke: `
          const url = m.webSocketUrl('https://api.avax.network', 'C');
          assert(url === 'wss://api.avax.network/ext/bc/C/ws', 'webSocketUrl: ' + url);
          assert(typeof m.createEvmWsClient({ url: ${NODE} }).subscribe === 'function', 'ws.subscribe');`,
        typescript: `
          export const url: string = webSocketUrl('https://api.avax.network', 'C');
          export const ws = createEvmWsClient({ url: ${NODE}, blockchainId: 'C' });
          export const heads = ws.subscribe('newHeads');`,
      },
      './viem': {
        functions: ['avalancheActions', 'defineSubnetEvmChain'],
        peers: ['viem'],
        ctsSkipped: "viem's types are ESM-only: a .cts file cannot import viem itself under node16",
        smoke: `
          const viem = await import('viem');
          const { avalanche } = m;
          assert(avalanche && avalanche.id === 43114, 'avalanche.id');
          const client = viem.createPublicClient({ chain: avalanche, transport: viem.http(${NODE} + '/ext/bc/C/rpc') })
            .extend(m.avalancheActions());
          assert(typeof client.baseFee === 'function', 'client.baseFee after extend(avalancheActions())');`,
        typescript: `
          import { createPublicClient, http } from 'viem';
          import { avalanche } from '@pkg/evm/viem';
          const client = createPublicClient({ chain: avalanche, transport: http() }).extend(avalancheActions());
          export const baseFee: Promise<string> = client.baseFee();
          export const chain = defineSubnetEvmChain;`,
      },
    },
  },
  '@pkg/l1': {
    dependencies: ['@pkg/core', '@pkg/evm', '@pkg/pchain', '@pkg/txs'],
    entries: {
      '.': {
        functions: [
          'runway',
          'secondsRemaining',
          'costOf',
          'topUpFor',
          'pricePerSecond',
          'waitForEpoch',
          'SdkError',
        ],
        // offline: the fee math, and input refused before any request
        smoke: `
          const config = { capacity: 20000, target: 10000, minPrice: 512, excessConversionConstant: 1246488515 };
          const state = { current: 1, excess: 0 };
          assert(m.secondsRemaining(config, state, 1000000000n) === 1953125n, 'secondsRemaining: 1 AVAX at 512 nAVAX/s');
          assert(m.topUpFor(config, state, 86400n, 0n) === 44236800n, 'topUpFor: one day at 512 nAVAX/s');
          assert(m.pricePerSecond(config, state) === 512n, 'pricePerSecond');
          let caught;
          try { await m.waitForEpoch({ url: ${NODE}, blockchainId: 'C', pChainHeight: -1n }); } catch (error) { caught = error; }
          assert(caught && caught.name === 'ValidationError', 'waitForEpoch: a negative height is a ValidationError, got ' + (caught && caught.name));`,
        typescript: `
          import { createPChainClient } from '@pkg/pchain';
          const config = { capacity: 20000, target: 10000, minPrice: 512, excessConversionConstant: 1246488515 };
          export const seconds: bigint = secondsRemaining(config, { current: 1, excess: 0 }, 1_000_000_000n);
          export const cost: bigint = costOf(config, { current: 1, excess: 0 }, 60n) + pricePerSecond(config, { current: 1n, excess: '0' });
          export const topUp: bigint = topUpFor(config, { current: 1, excess: 0 }, 86_400n, 0n);
          export const left: Promise<{ secondsLeft: bigint; deactivatesAt: Date }> = runway(createPChainClient({ url: ${NODE} }), 'id');
          export const epoch: Promise<{ pChainHeight: bigint }> = waitForEpoch({ url: ${NODE}, blockchainId: 'C', pChainHeight: 1n, timeoutMs: 1000 });
          export const isSdkError: boolean = SdkError.isInstance(undefined);`,
      },
      './viem': {
        functions: ['defineL1Chain'],
        peers: ['viem'],
        ctsSkipped: "viem's types are ESM-only: a .cts file cannot import viem itself under node16",
        smoke: `
          let caught;
          try { await m.defineL1Chain({ url: ${NODE}, blockchainId: 'not an id' }); } catch (error) { caught = error; }
          assert(caught && caught.name === 'ValidationError', 'defineL1Chain: a bad blockchainId is a ValidationError, got ' + (caught && caught.name));`,
        typescript: `
          import type { Chain } from 'viem';
          export const chain: Promise<Chain> = defineL1Chain({ url: ${NODE}, blockchainId: 'id', nativeCurrency: { name: 'Token', symbol: 'TKN', decimals: 18 } });`,
      },
    },
  },
  '@pkg/localnet': {
    dependencies: ['@noble/curves', '@noble/hashes', '@pkg/core', '@pkg/txs'],
    entries: {
      '.': {
        functions: ['startAvalancheNode', 'installAvalancheGo', 'ewoqKey', 'describeNetwork', 'signLegacyTx'],
        nodeOnly: true,
        smoke: `
          assert(m.ewoqKey(12345).xAddress === 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'ewoqKey(12345).xAddress');
          assert(m.ewoqKey(1337).pAddress.startsWith('P-custom1'), 'a custom network id has the custom HRP');
          assert(m.versionAtLeast('1.26.8', '1.24.9') && !m.versionAtLeast('1.24.8', '1.24.9'), 'versionAtLeast');`,
        typescript: `
          export async function main(): Promise<string> {
            const node = await startAvalancheNode({ binary: await installAvalancheGo(), httpPort: 9650 });
            const text: string = await describeNetwork(node.url);
            await node.stop();
            return text + ewoqKey(12345).cAddress + signLegacyTx({ nonce: 0n, gasPrice: 1n, gas: 21000n, to: '0x', value: 0n, chainId: 1n }, new Uint8Array(32));
          }`,
      },
    },
  },
  '@pkg/mock-server': {
    // the clients whose generated entries its tables reference (through their /operations and /methods)
    dependencies: [
      '@pkg/data',
      '@pkg/evm',
      '@pkg/metrics',
      '@pkg/node-info',
      '@pkg/pchain',
      '@pkg/xchain',
      'ws',
    ],
    entries: {
      '.': {
        functions: ['startMockServer'],
        nodeOnly: true,
        smoke: `
          const server = await m.startMockServer();
          try {
            assert(/^http:\\/\\/127\\.0\\.0\\.1:\\d+/.test(server.url), 'server.url on loopback: ' + server.url);
            const response = await fetch(server.nodeUrl + '/ext/health/liveness');
            assert(response.status === 200, 'GET /ext/health/liveness answered ' + response.status);
          } finally {
            await server.close();
          }`,
        typescript: `
          export async function main(): Promise<string> {
            const server = await startMockServer();
            const url: string = server.dataUrl;
            await server.close();
            return url;
          }`,
      },
      './vitest': {
        functions: ['useMockServer'],
        peers: ['vitest'],
        nodeOnly: true,
        requireSkipped:
          'vitest cannot be loaded with require() (its index.cjs throws), so no CJS user can use this',
        // useMockServer registers vitest hooks, so it only runs inside a test file: check that it loads
        typescript: `
          export const useIt: (options?: { seed?: number }) => { readonly server: { dataUrl: string } } = useMockServer;`,
      },
    },
  },
};
