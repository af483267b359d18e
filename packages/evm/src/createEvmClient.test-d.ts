import type { JsonRpcCallOptions } from '@pkg/core';
import { describe, expectTypeOf, it } from 'vitest';
import { createEvmClient } from './generated/createEvmClient.js';
import type {
  ActiveRules,
  Block,
  BlockNumberOrTagOrHash,
  BlockWithTransactions,
  BlockWithTxHashes,
  ChainConfig,
  FeeHistory,
  GoMemStats,
  L1Validator,
  Log,
  Receipt,
  TraceResult,
  Transaction,
  TxTraceResult,
} from './generated/types.js';

const evm = createEvmClient();

describe('result types', () => {
  it('types debug_ and warp_ results as the node sends them', () => {
    expectTypeOf(evm.debug.traceTransaction).returns.resolves.toEqualTypeOf<TraceResult>();
    expectTypeOf(evm.debug.traceBlockByNumber).returns.resolves.toEqualTypeOf<TxTraceResult[]>();
    expectTypeOf(evm.debug.memStats).returns.resolves.toEqualTypeOf<GoMemStats>();
    expectTypeOf(evm.debug.freeOSMemory).returns.resolves.toEqualTypeOf<null>();
    expectTypeOf(evm.debug.getAccessibleState).returns.resolves.toEqualTypeOf<number>();
    expectTypeOf(evm.debug.getRawTransaction).returns.resolves.toEqualTypeOf<string | null>();
    expectTypeOf(evm.warp.getMessageSignature).returns.resolves.toEqualTypeOf<string>();
  });

  it('keeps hex quantities and hashes as the 0x strings the wire has (so a result fits a param)', () => {
    expectTypeOf(evm.eth.chainId).returns.resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(evm.eth.getBalance).returns.resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(evm.eth.baseFee).returns.resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(evm.eth.sendRawTransaction).returns.resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(evm.net.version).returns.resolves.toEqualTypeOf<string>();
  });

  it('types objects, and null where the node may not have the thing', () => {
    expectTypeOf(evm.eth.getTransactionByHash).returns.resolves.toEqualTypeOf<Transaction | null>();
    expectTypeOf(evm.eth.getTransactionReceipt).returns.resolves.toEqualTypeOf<Receipt | null>();
    expectTypeOf(evm.eth.getLogs).returns.resolves.toEqualTypeOf<Log[]>();
    expectTypeOf(evm.eth.feeHistory).returns.resolves.toEqualTypeOf<FeeHistory>();
    expectTypeOf(evm.eth.getChainConfig).returns.resolves.toEqualTypeOf<ChainConfig>();
    expectTypeOf(evm.eth.getActiveRulesAt).returns.resolves.toEqualTypeOf<ActiveRules>();
    expectTypeOf(evm.eth.feeConfig).returns.resolves.toHaveProperty('lastChangedAt').toEqualTypeOf<number>();
    expectTypeOf(evm.validators.getCurrentValidators)
      .returns.resolves.toHaveProperty('validators')
      .toEqualTypeOf<L1Validator[]>();
    expectTypeOf(evm.atomic.issueTx).returns.resolves.toEqualTypeOf<{ txID: string }>();
  });
});

describe('blocks narrow on fullTransactions', () => {
  it('true: full transactions; false: hashes', async () => {
    const full = await evm.eth.getBlockByNumber('latest', true);
    expectTypeOf(full).toEqualTypeOf<BlockWithTransactions | null>();
    expectTypeOf(full!.transactions).toEqualTypeOf<Transaction[]>();
    expectTypeOf(full!.hash).toEqualTypeOf<`0x${string}`>();
    const hashes = await evm.eth.getBlockByNumber('latest', false);
    expectTypeOf(hashes).toEqualTypeOf<BlockWithTxHashes | null>();
    expectTypeOf(hashes!.transactions).toEqualTypeOf<`0x${string}`[]>();
    expectTypeOf(evm.eth.getBlockByHash('0x', true)).resolves.toEqualTypeOf<BlockWithTransactions | null>();
    expectTypeOf(evm.eth.getBlockByHash('0x', false)).resolves.toEqualTypeOf<BlockWithTxHashes | null>();
  });

  it('a boolean known only at run time gives the block with either', async () => {
    const wanted: boolean = Math.random() > 0.5;
    const block = await evm.eth.getBlockByNumber('latest', wanted);
    expectTypeOf(block).toEqualTypeOf<Block | null>();
    expectTypeOf(block!.transactions).toEqualTypeOf<(`0x${string}` | Transaction)[]>();
    expectTypeOf(evm.eth.getBlockByHash('0x', wanted)).resolves.toEqualTypeOf<Block | null>();
    // @ts-expect-error fullTransactions is required: the node refuses a call without it
    void evm.eth.getBlockByNumber('latest');
  });
});

describe('parameters', () => {
  it('positional methods take their spec arity then call options', () => {
    expectTypeOf(evm.eth.getBalance).parameters.toEqualTypeOf<
      [address: string, block: BlockNumberOrTagOrHash, options?: JsonRpcCallOptions]
    >();
    // @ts-expect-error the block is required
    void evm.eth.getBalance('0x');
  });

  it('block params are typed: the six tags, a hex quantity, a hash or an EIP-1898 object', () => {
    for (const tag of ['latest', 'earliest', 'pending', 'safe', 'finalized', 'accepted'] as const)
      void evm.eth.getBalance('0x', tag);
    void evm.eth.getBalance('0x', '0x1a');
    void evm.eth.getBalance('0x', { blockHash: '0xab', requireCanonical: true });
    void evm.eth.getBalance('0x', { blockNumber: 'accepted' });
    void evm.eth.getBlockByNumber('accepted', false);
    // @ts-expect-error not a tag nor hex
    void evm.eth.getBalance('0x', 'newest');
    // @ts-expect-error a decimal number is not a hex quantity
    void evm.eth.getBlockByNumber('12', false);
    // @ts-expect-error getBlockByNumber takes no block object
    void evm.eth.getBlockByNumber({ blockNumber: 'latest' }, false);
    // a 32-byte storage slot and the standard call object's fields are accepted
    void evm.eth.getStorageAt('0x', `0x00ab${'00'.repeat(29)}01`, 'latest');
    void evm.eth.call({ to: '0x', authorizationList: [], blobVersionedHashes: [], maxFeePerBlobGas: '0x1' });
    // a result's block number and hash go straight into a block param
    void (async () => {
      const receipt = await evm.eth.getTransactionReceipt('0x');
      if (receipt) {
        void evm.eth.getBlockByNumber(receipt.blockNumber, false);
        void evm.eth.getBalance('0x', receipt.blockHash);
      }
    })();
    void evm.eth.feeConfig();
    void evm.eth.feeConfig('latest', { timeoutMs: 1000 });
  });

  it('request is typed for known methods and open for others', () => {
    expectTypeOf(evm.request('eth_getBalance', ['0x', 'latest'])).resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(evm.request('debug_traceTransaction', ['0x'])).resolves.toEqualTypeOf<TraceResult>();
    expectTypeOf(evm.request('trace_transaction', ['0x'])).resolves.toEqualTypeOf<unknown>();
  });
});
