import type { Deadline } from '@pkg/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type Blockchain,
  type Chain,
  createDataClient,
  createDataClientFor,
  type DataClient,
  type DataClientOptions,
  type DataParams,
  type DataResult,
  type DeployedContract,
  type Erc20TokenBalance,
  type Erc1155Metadata,
  type ErrorBody,
  type EvmBlock,
  type EvmTransaction,
  type Price,
  type ProposedBlock,
  type RetryInfo,
  type TokenTransfer,
} from './index.js';
import { dataHealthCheck } from './operations.js';

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
    expectTypeOf<Chain['status']>().toEqualTypeOf<'OK' | 'UNAVAILABLE' | (string & {})>();
    expectTypeOf<'DEGRADED'>().toExtend<Chain['status']>();
  });

  it('describes every peer: the seed and the deployed service (issue 14, items 1-9)', () => {
    // 1. only 8 Chain fields are always sent by the deployed service
    expectTypeOf<Chain['platformChainId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Chain['enabledFeatures']>().toEqualTypeOf<
      ('nftIndexing' | 'webhooks' | 'teleporter' | (string & {}))[] | undefined
    >();
    expectTypeOf<Chain['rpcUrl']>().toEqualTypeOf<string>();
    // 2. a transfer is ERC-20, ERC-721 (no value) or ERC-1155
    const transfer = {} as TokenTransfer;
    if ('erc721Token' in transfer) expectTypeOf(transfer.erc721Token.tokenId).toEqualTypeOf<string>();
    if ('erc1155Token' in transfer) expectTypeOf(transfer.value).toEqualTypeOf<string>();
    // @ts-expect-error an ERC-721 transfer has no value, so the union has none to read unchecked
    transfer.value;
    // 3. contracts by standard; deploymentDetails may be absent; ercType always there
    const contract = {} as DeployedContract;
    expectTypeOf(contract.ercType).toExtend<string>();
    expectTypeOf(contract.deploymentDetails).toExtend<object | undefined>();
    if (contract.ercType === 'ERC-20' && 'decimals' in contract)
      expectTypeOf(contract.decimals).toEqualTypeOf<number>();
    // 4. genesisData: object (EVM) or string; airdropAmount and baseFeePerGas: string, number or null
    expectTypeOf<'{"raw":"genesis"}'>().toExtend<Blockchain['genesisData']>();
    expectTypeOf<Exclude<Blockchain['genesisData'], string | undefined>['airdropAmount']>().toEqualTypeOf<
      string | number | null | undefined
    >();
    // 5. tokenReputation may be null; 6. indexStatus upper case too, and any other value
    expectTypeOf<null>().toExtend<Erc20TokenBalance['tokenReputation']>();
    expectTypeOf<'Benign'>().toExtend<Erc20TokenBalance['tokenReputation']>();
    expectTypeOf<'INDEXED' | 'indexed' | 'SOMETHING_NEW'>().toExtend<Erc1155Metadata['indexStatus']>();
    // 7. the error message: a string or an array of strings
    expectTypeOf<ErrorBody['message']>().toEqualTypeOf<string | string[]>();
    // 8. Price.value: a decimal string (seed, live examples) or a number (live schema)
    expectTypeOf<Price['value']>().toEqualTypeOf<string | number>();
    // 9. live-only fields, optional
    expectTypeOf<EvmBlock['blockTimestampMilliseconds']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<EvmTransaction['blockMinDelayExcess']>().toEqualTypeOf<number | undefined>();
    // listPrimaryNetworkBlocksByNodeId takes the 8 chains the service serves
    expectTypeOf<DataParams<'listPrimaryNetworkBlocksByNodeId'>['blockchainId']>().toExtend<string>();
    data.listPrimaryNetworkBlocksByNodeId({
      network: 'mainnet',
      // @ts-expect-error a subnet chain id is not one of them
      blockchainId: 'subnet-chain',
      nodeId: 'NodeID-1',
    });
  });

  it('takes wireNames', () => {
    expectTypeOf(createDataClient).toBeCallableWith({ wireNames: 'deployed', apiKey: 'k' });
    expectTypeOf(createDataClient).toBeCallableWith({ wireNames: { apiKeyHeader: 'x-other-key' } });
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
      | 'wireNames'
      | 'fetch'
      | 'headers'
      | 'timeoutMs'
      | 'retry'
      | 'signal'
      | 'middleware'
      | 'userAgent'
    >().toExtend<Keys>();
    expectTypeOf<DataClientOptions['retry']>().toEqualTypeOf<
      | {
          retries?: number;
          minDelayMs?: number;
          maxDelayMs?: number;
          maxRetryAfterMs?: number;
          onRetry?: (info: RetryInfo) => void;
        }
      | false
      | undefined
    >();
    expectTypeOf(data.getBlock)
      .parameter(1)
      .toEqualTypeOf<{ signal?: AbortSignal; timeoutMs?: number; deadline?: Deadline } | undefined>();
    expectTypeOf(data.iterate.getLatestBlocks).parameter(1).toEqualTypeOf<
      | {
          maxItems?: number;
          maxEmptyPages?: number;
          signal?: AbortSignal;
          timeoutMs?: number;
          deadline?: Deadline;
        }
      | undefined
    >();
  });
});

describe('types of createDataClientFor', () => {
  it('types the methods of the operations passed, and only those', async () => {
    const { getBlock, getLatestBlocks, listTransfers } = await import('./operations.js');
    const picked = createDataClientFor({ getBlock, getLatestBlocks });
    expectTypeOf(picked.getBlock).toEqualTypeOf<DataClient['getBlock']>();
    expectTypeOf(picked.iterate.getLatestBlocks).toEqualTypeOf<DataClient['iterate']['getLatestBlocks']>();
    // @ts-expect-error listTransfers was not passed
    picked.listTransfers;
    // @ts-expect-error an entry under another operation's name
    createDataClientFor({ getBlock: listTransfers });
  });
});

describe('camelCase aliases of the kebab-case operations', () => {
  it('are typed as the operation they stand for, on the whole client and on a picked one', () => {
    expectTypeOf(data.dataHealthCheck).toEqualTypeOf(data['data-health-check']);
    expectTypeOf(data.liveCheck).toEqualTypeOf(data['live-check']);
    const picked = createDataClientFor({ dataHealthCheck });
    expectTypeOf(picked.dataHealthCheck).toEqualTypeOf(data['data-health-check']);
    expectTypeOf(picked['data-health-check']).toEqualTypeOf(data['data-health-check']);
    // @ts-expect-error: only the operations passed are methods
    picked.liveCheck;
  });
});
