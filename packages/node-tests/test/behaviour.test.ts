import { createJsonRpcTransport, HttpError, JsonRpcError } from '@pkg/core';
import { createEvmClient } from '@pkg/evm';
import { createNodeInfoClient } from '@pkg/node-info';
import { createPChainClient } from '@pkg/pchain';
import { createXChainClient } from '@pkg/xchain';
import { describe, expect, inject, test } from 'vitest';
import { ERA, EWOQ, NETWORK_ID, NETWORK_NAME } from '../src/localNetwork.js';

const url = inject('nodeUrl');
const C_BECH32 = EWOQ.xAddress.replace(/^X-/, 'C-');

describe('what issue 11 promises, against the real node', () => {
  test('Promise.all of two info calls with default options resolves (no batch sent to /ext/info)', async () => {
    const node = createNodeInfoClient({ url });
    const [{ networkID }, { version }] = await Promise.all([
      node.info.getNetworkID(),
      node.info.getNodeVersion(),
    ]);
    expect(Number(networkID)).toBe(NETWORK_ID);
    expect(version).toMatch(/^avalanchego\/\d+\.\d+\.\d+/);
  });

  test('a batch sent where the node takes none (/ext/info) is answered with one -32700 object; the transport sends each call again alone, and sends no batch there again', async () => {
    const bodies: unknown[] = [];
    const answers: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      const response = await globalThis.fetch(input, init);
      answers.push(await response.clone().json());
      return response;
    };
    const rpc = createJsonRpcTransport({ fetch });
    const info = `${url}/ext/info`;
    const first = await Promise.all([
      rpc.call<{ networkID: string }>(info, 'info.getNetworkID', {}),
      rpc.call<{ networkName: string }>(info, 'info.getNetworkName', {}),
    ]);
    expect(Number(first[0].networkID)).toBe(NETWORK_ID);
    expect(first[1].networkName).toBe(NETWORK_NAME);
    expect(Array.isArray(bodies[0])).toBe(true);
    expect(answers[0]).toMatchObject({ error: { code: -32700 }, id: null });
    expect(bodies.slice(1).every((b) => !Array.isArray(b))).toBe(true);
    bodies.length = 0;
    await Promise.all([rpc.call(info, 'info.getNetworkID', {}), rpc.call(info, 'info.getNetworkName', {})]);
    expect(bodies.map((b) => Array.isArray(b))).toEqual([false, false]);
  });

  test('85 mixed calls in one tick to every endpoint all resolve (deployed names, default batching)', async () => {
    const options = { url, wireNames: 'deployed' as const };
    const node = createNodeInfoClient(options);
    const x = createXChainClient(options);
    const p = createPChainClient(options);
    const c = createEvmClient(options);
    const kinds: (() => Promise<unknown>)[] = [
      () => node.info.getNetworkID(),
      () => node.info.getNodeVersion(),
      () => node.info.isBootstrapped({ chain: 'X' }),
      () => node.admin.getLoggerLevel({ loggerName: 'C' }),
      () => node.health.liveness(),
      () => x.xvm.getHeight(),
      () => x.xvm.getTxFee(),
      () => x.xvm.getAssetDescription({ assetID: 'AVAX' }),
      () => p.platform.getCurrentSupply(),
      () => p.platform.getBlockchains(),
      () => p.platform.getBalance({ addresses: [EWOQ.pAddress] }),
      () => c.eth.chainId(),
      () => c.eth.blockNumber(),
      () => c.eth.getBalance(EWOQ.cAddress, 'latest'),
      () => c.net.version(),
      () => c.atomic.getUTXOs({ addresses: [C_BECH32], sourceChain: 'X' }),
      // the C chain's admin API is gone under Helicon: there its place in the mix is the node's own admin API
      ERA === 'helicon' ? () => node.admin.getLoggerLevel({ loggerName: 'P' }) : () => c.admin.getVMConfig(),
    ];
    expect(kinds).toHaveLength(17);
    // all 85 started synchronously, in the same tick
    const calls = Array.from({ length: 85 }, (_, i) => kinds[i % kinds.length]!());
    const settled = await Promise.allSettled(calls);
    const rejected = settled.flatMap((s, i) =>
      s.status === 'rejected' ? [`#${i}: ${(s.reason as Error).message}`] : [],
    );
    expect(rejected).toEqual([]);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(85);
  });

  test.runIf(ERA !== 'helicon')(
    "all six C-chain admin methods resolve through evm.admin.* with wireNames: 'deployed'",
    async () => {
      const evm = createEvmClient({ url, wireNames: 'deployed' });
      await expect(evm.admin.startCPUProfiler()).resolves.toEqual({});
      const [memory, lock, level, vmConfig] = await Promise.all([
        evm.admin.memoryProfile(),
        evm.admin.lockProfile(),
        evm.admin.setLogLevel({ level: 'info' }),
        evm.admin.getVMConfig(),
      ]);
      await expect(evm.admin.stopCPUProfiler()).resolves.toEqual({});
      expect([memory, lock, level]).toEqual([{}, {}, {}]);
      expect(vmConfig.config['admin-api-enabled']).toBe(true);
    },
  );

  for (const wireNames of ['seed', 'deployed'] as const) {
    test(`eth.feeHistory(count, newest) without percentiles resolves (${wireNames} names)`, async () => {
      const evm = createEvmClient({ url, wireNames });
      const history = await evm.eth.feeHistory('0x1', 'latest');
      expect(history.oldestBlock).toMatch(/^0x[0-9a-f]+$/);
      expect(history.gasUsedRatio).toHaveLength(1);
      expect(history.baseFeePerGas?.length).toBeGreaterThanOrEqual(1);
    });

    // coreth refuses a block past the tip; SAE (Helicon) answers null, as geth does
    test.runIf(ERA !== 'helicon')(
      `eth.getBlockByNumber far past the tip: the node refuses with -32000 'cannot query unfinalized data' (${wireNames} names)`,
      async () => {
        const evm = createEvmClient({ url, wireNames });
        const tip = BigInt(await evm.eth.blockNumber());
        const error = await evm.eth.getBlockByNumber(`0x${(tip + 1_000_000n).toString(16)}`, false).then(
          (block) => {
            throw new Error(`resolved with ${JSON.stringify(block)}`);
          },
          (e: unknown) => e,
        );
        expect(JsonRpcError.isInstance(error), String(error)).toBe(true);
        expect((error as JsonRpcError).code).toBe(-32000);
        expect((error as JsonRpcError).message).toMatch(/cannot query unfinalized data/);
      },
    );

    test.runIf(ERA === 'helicon')(
      `eth.getBlockByNumber far past the tip: the Helicon node answers null (${wireNames} names)`,
      async () => {
        const evm = createEvmClient({ url, wireNames });
        const tip = BigInt(await evm.eth.blockNumber());
        await expect(
          evm.eth.getBlockByNumber(`0x${(tip + 1_000_000n).toString(16)}`, false),
        ).resolves.toBeNull();
      },
    );
  }

  test.runIf(ERA === 'helicon')(
    "the C chain's admin API is gone under Helicon: evm.admin.* rejects with the node's 404 naming Helicon",
    async () => {
      const error = await createEvmClient({ url, wireNames: 'deployed' })
        .admin.getVMConfig()
        .catch((e: unknown) => e);
      expect(HttpError.isInstance(error), String(error)).toBe(true);
      expect((error as HttpError).status).toBe(404);
      expect((error as HttpError).message).toMatch(/removed from the C-Chain by Helicon/);
    },
  );
});
