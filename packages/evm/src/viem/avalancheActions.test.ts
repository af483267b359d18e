import { ValidationError } from '@pkg/core';
import { createPublicClient, custom, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ReceivedCall, startRpcServer } from '../../test/rpcServer.js';
import { avalancheActions } from './avalancheActions.js';
import { avalanche, avalancheFuji, defineSubnetEvmChain } from './chains.js';

const results: Record<string, unknown> = {
  eth_baseFee: '0x5d21dba00',
  eth_maxPriorityFeePerGas: '0x1',
  eth_getChainConfig: { chainId: 43114 },
  eth_feeConfig: { feeConfig: { gasLimit: 8000000 }, lastChangedAt: 0 },
  eth_getActiveRulesAt: { ethRules: {}, networkRules: {}, precompiles: {} },
  eth_getActivePrecompilesAt: {},
  'atomic.getUTXOs': {
    utxos: [],
    endIndex: { address: 'C-avax1x', utxo: 'u' },
    numFetched: 0,
    encoding: 'hex',
  },
  'validators.getCurrentValidators': { validators: [] },
};
let node: Awaited<ReturnType<typeof startRpcServer>>;
const answer = (call: ReceivedCall): Answer =>
  call.method in results
    ? { result: results[call.method] }
    : { error: { code: -32601, message: 'method not found' } };

beforeAll(async () => {
  node = await startRpcServer(answer);
});
afterAll(async () => {
  await node.close();
});

const last = () => node.calls.at(-1);
const cChain = () =>
  createPublicClient({ chain: avalanche, transport: http(`${node.url}/ext/bc/C/rpc`) }).extend(
    avalancheActions(),
  );

describe('avalancheActions (viem)', () => {
  it('sends the eth_ extras through the viem transport with positional params and returns wire values', async () => {
    const client = cChain();
    expect(await client.baseFee()).toBe('0x5d21dba00');
    expect(last()).toMatchObject({ path: '/ext/bc/C/rpc', method: 'eth_baseFee', params: [] });
    expect(await client.maxPriorityFeePerGas()).toBe('0x1');
    expect(await client.getChainConfig()).toEqual({ chainId: 43114 });
    expect(await client.feeConfig({ block: 'latest' })).toMatchObject({ lastChangedAt: 0 });
    expect(last()).toMatchObject({ method: 'eth_feeConfig', params: ['latest'] });
    await client.feeConfig();
    expect(last()).toMatchObject({ method: 'eth_feeConfig', params: [] });
    await client.getActiveRulesAt({ timestamp: 1700000000 });
    expect(last()).toMatchObject({ method: 'eth_getActiveRulesAt', params: [1700000000] });
    await client.getActivePrecompilesAt();
    expect(last()).toMatchObject({ method: 'eth_getActivePrecompilesAt', params: [] });
  });

  it('checks inputs by the spec before sending', async () => {
    const client = cChain();
    const sent = node.calls.length;
    await expect(client.getActiveRulesAt({ timestamp: -1 })).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'timestamp',
    );
    await expect(client.feeConfig({ block: 'yesterday' as never })).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'block',
    );
    expect(node.calls.length).toBe(sent);
  });

  it('sends atomic.* to /ext/bc/C/atomic of the node the transport points at (one object in an array)', async () => {
    const client = cChain();
    const args = { addresses: ['C-avax1x'], sourceChain: 'X' };
    expect(await client.atomic.getUTXOs(args)).toMatchObject({ numFetched: 0 });
    expect(last()).toMatchObject({ path: '/ext/bc/C/atomic', method: 'atomic.getUTXOs', params: [args] });
  });

  it('sends validators.* of a subnet chain to /ext/bc/<id>/validators (params an object); no atomic there', async () => {
    const chain = defineSubnetEvmChain({
      id: 99999,
      name: 'Test L1',
      blockchainId: 'abc',
      url: node.url,
      nativeCurrency: { name: 'T', symbol: 'T', decimals: 18 },
    });
    const client = createPublicClient({ chain, transport: http() }).extend(avalancheActions());
    expect(await client.validators.getCurrentValidators({ nodeIDs: ['NodeID-1'] })).toEqual({
      validators: [],
    });
    expect(last()).toMatchObject({
      path: '/ext/bc/abc/validators',
      method: 'validators.getCurrentValidators',
      params: { nodeIDs: ['NodeID-1'] },
    });
    await expect(client.atomic.getUTXOs({ addresses: ['x'], sourceChain: 'X' })).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'blockchainId',
    );
  });

  it('needs a node url for atomic.* when the transport is not http at /ext/bc/<id>/rpc', async () => {
    const transport = custom({ request: async () => '0x1' });
    const bare = createPublicClient({ chain: avalanche, transport }).extend(avalancheActions());
    expect(await bare.baseFee()).toBe('0x1');
    await expect(bare.atomic.getAtomicTxStatus({ txID: 't' })).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'url',
    );
    const given = createPublicClient({ chain: avalanche, transport }).extend(
      avalancheActions({ url: node.url }),
    );
    await given.atomic.getUTXOs({ addresses: ['C-avax1x'], sourceChain: 'X' });
    expect(last()).toMatchObject({ path: '/ext/bc/C/atomic' });
  });
});

describe('chains', () => {
  it('defines the C chain on both networks and subnet EVM chains by blockchain id', () => {
    expect(avalanche).toMatchObject({ id: 43114, nativeCurrency: { symbol: 'AVAX', decimals: 18 } });
    expect(avalanche.rpcUrls.default.http).toEqual(['https://api.avax.network/ext/bc/C/rpc']);
    expect(avalanche.rpcUrls.default.webSocket).toEqual(['wss://api.avax.network/ext/bc/C/ws']);
    expect(avalancheFuji).toMatchObject({ id: 43113, testnet: true });
    const chain = defineSubnetEvmChain({
      id: 1,
      name: 'L1',
      blockchainId: 'xyz',
      url: 'https://node.example/',
      nativeCurrency: { name: 'T', symbol: 'T', decimals: 18 },
    });
    expect(chain.rpcUrls.default).toEqual({
      http: ['https://node.example/ext/bc/xyz/rpc'],
      webSocket: ['wss://node.example/ext/bc/xyz/ws'],
    });
  });
});
