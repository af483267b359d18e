import { describe, expectTypeOf, it } from 'vitest';
import {
  type Chain,
  createDataClient,
  type DataClientOptions,
  type DataParams,
  type DataResult,
  type Erc20TokenBalance,
  type EvmBlock,
  type ProposedBlock,
} from './index.js';

const data = createDataClient();

describe('types of @pkg/data', () => {
  it('types getBlock params and result as the seed describes them', () => {
    expectTypeOf<DataParams<'getBlock'>>().toEqualTypeOf<{ chainId: string; blockId: string }>();
    expectTypeOf(data.getBlock).returns.resolves.toEqualTypeOf<EvmBlock>();
    expectTypeOf<EvmBlock['blockNumber']>().toEqualTypeOf<string>();
    expectTypeOf<EvmBlock['blockTimestamp']>().toEqualTypeOf<number>();
    expectTypeOf<EvmBlock['gasUsed']>().toEqualTypeOf<string>();
    expectTypeOf<EvmBlock['txCount']>().toEqualTypeOf<number>();
  });

  it('types the paging params with their enums and the page with an optional nextPageToken', () => {
    expectTypeOf<DataParams<'listLatestTransactions'>['status']>().toEqualTypeOf<
      'failed' | 'success' | undefined
    >();
    expectTypeOf<DataParams<'listBlockchains'>['network']>().toEqualTypeOf<'mainnet' | 'fuji' | 'testnet'>();
    expectTypeOf<DataParams<'getLatestBlocks'>['pageSize']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<DataResult<'getLatestBlocks'>['nextPageToken']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<DataParams<'listErc20Balances'>['contractAddresses']>().toEqualTypeOf<
      string | string[] | undefined
    >();
  });

  it('lets supportedChains be called without params, and keeps unknown status values open', () => {
    expectTypeOf(data.supportedChains).toBeCallableWith();
    expectTypeOf(data.supportedChains).toBeCallableWith({ network: 'fuji', feature: 'teleporter' });
    expectTypeOf<Chain['status']>().toEqualTypeOf<'OK' | (string & {})>();
    expectTypeOf<'DEGRADED'>().toExtend<Chain['status']>();
  });

  it('types aggregateSignatures body fields as flat optional params', () => {
    expectTypeOf(data.aggregateSignatures).toBeCallableWith({ network: 'fuji', message: '0x00' });
    expectTypeOf<DataParams<'aggregateSignatures'>['quorumPercentage']>().toEqualTypeOf<number | undefined>();
    expectTypeOf(data.aggregateSignatures).returns.resolves.toEqualTypeOf<{ signedMessage: string }>();
  });

  it('yields items from iterate', () => {
    expectTypeOf(data.iterate.getLatestBlocks).returns.toEqualTypeOf<AsyncIterableIterator<EvmBlock>>();
    expectTypeOf(data.iterate.listErc20Balances).returns.toEqualTypeOf<
      AsyncIterableIterator<Erc20TokenBalance>
    >();
    expectTypeOf(data.iterate.listPrimaryNetworkBlocksByNodeId).returns.toEqualTypeOf<
      AsyncIterableIterator<ProposedBlock>
    >();
    // @ts-expect-error getBlock is not paged
    data.iterate.getBlock;
  });

  it('refuses wrong param types at compile time', () => {
    // @ts-expect-error pageSize is a number
    data.getLatestBlocks({ chainId: '1', pageSize: '10' });
    // @ts-expect-error network is an enum
    data.listBlockchains({ network: 'devnet' });
    // @ts-expect-error chainId is required
    data.getBlock({ blockId: '1' });
  });

  it('takes the client options of the contract', () => {
    type Keys = keyof DataClientOptions;
    expectTypeOf<
      | 'baseUrl'
      | 'apiKey'
      | 'apiKeyHeader'
      | 'fetch'
      | 'headers'
      | 'timeoutMs'
      | 'retry'
      | 'signal'
      | 'middleware'
      | 'userAgent'
    >().toExtend<Keys>();
    expectTypeOf<DataClientOptions['retry']>().toEqualTypeOf<
      { retries?: number; minDelayMs?: number; maxDelayMs?: number } | false | undefined
    >();
    expectTypeOf(data.getBlock)
      .parameter(1)
      .toEqualTypeOf<{ signal?: AbortSignal; timeoutMs?: number } | undefined>();
    expectTypeOf(data.iterate.getLatestBlocks)
      .parameter(1)
      .toEqualTypeOf<{ maxItems?: number; signal?: AbortSignal; timeoutMs?: number } | undefined>();
  });
});
