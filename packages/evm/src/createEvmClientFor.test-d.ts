import { describe, expectTypeOf, it } from 'vitest';
import { createEvmClient, createEvmClientFor } from './generated/createEvmClient.js';
import type { EthBlockNumberResult, Methods } from './generated/types.js';
import { atomic_getUTXOs, eth_blockNumber, eth_chainId, eth_getBlockByNumber } from './methods.js';

const full = createEvmClient();

describe('createEvmClientFor', () => {
  it('has exactly the methods given, under their namespaces, typed as the full client has them', () => {
    const evm = createEvmClientFor({ eth_blockNumber, eth_chainId }, { url: 'http://127.0.0.1:9650' });
    expectTypeOf<keyof typeof evm>().toEqualTypeOf<'eth' | 'blockchainId' | 'iterate' | 'request'>();
    expectTypeOf(evm.eth).toEqualTypeOf<Pick<typeof full.eth, 'blockNumber' | 'chainId'>>();
    expectTypeOf(evm.eth.blockNumber).toEqualTypeOf(full.eth.blockNumber);
    expectTypeOf(evm.eth.blockNumber()).resolves.toEqualTypeOf<EthBlockNumberResult>();
    // @ts-expect-error a method not given
    evm.eth.getBalance;
    // @ts-expect-error a namespace none of the methods is in
    evm.net;
    expectTypeOf(evm.iterate).toEqualTypeOf<{}>();
  });

  it('keeps a method’s overloads', () => {
    const evm = createEvmClientFor({ eth_getBlockByNumber });
    expectTypeOf(evm.eth.getBlockByNumber).toEqualTypeOf(full.eth.getBlockByNumber);
  });

  it('types request for the methods given; any other name sends as given', () => {
    const evm = createEvmClientFor({ eth_blockNumber });
    expectTypeOf(evm.request('eth_blockNumber')).resolves.toEqualTypeOf<
      Methods['eth_blockNumber']['result']
    >();
    expectTypeOf(evm.request('eth_chainId', [])).resolves.toEqualTypeOf<unknown>();
  });

  it('has iterate.getUTXOs with atomic.getUTXOs', () => {
    const evm = createEvmClientFor({ atomic_getUTXOs });
    expectTypeOf(evm.iterate.getUTXOs).toEqualTypeOf(full.iterate.getUTXOs);
  });

  it('takes only entries of @pkg/evm/methods', () => {
    // @ts-expect-error not an entry
    createEvmClientFor({ eth_blockNumber: { endpoint: '/rpc', by: 'position', params: [] } });
    const info_getNodeVersion = {
      name: 'info.getNodeVersion',
      endpoint: '/ext/info',
      by: 'name',
      params: [],
    } as const;
    // @ts-expect-error another package's method
    createEvmClientFor({ info_getNodeVersion });
  });
});
