import type { EvmClient } from '@pkg/evm';
import { RECIPIENT, sendAndWait } from '../../src/evmFixtures.js';
import { EWOQ } from '../../src/localNetwork.js';
import type { MethodCase } from '../../src/methodSuite.js';
import { type EvmRpcContext, SLOT_32 } from './evmRpcFixtures.js';

/** Calls without a transaction: eth_syncing, eth_callDetailed, eth_createAccessList, eth_getBadBlocks. */
export function ethCallCases({ f, acceptedTag }: EvmRpcContext): MethodCase<EvmClient>[] {
  return [
    { method: 'eth_syncing', calls: [(e) => e.eth.syncing()] },
    {
      method: 'eth_callDetailed',
      calls: [
        (e) => e.eth.callDetailed({ to: f.contract, data: '0x' }, 'latest'),
        // a call that reverts (coreth's 0x0100…00 reverts any call) still answers: the EVM error is in the result
        (e) => e.eth.callDetailed({ to: `0x01${'00'.repeat(19)}` }, acceptedTag),
      ],
    },
    {
      method: 'eth_createAccessList',
      calls: [
        (e) => e.eth.createAccessList({ from: EWOQ.cAddress, to: f.contract, data: '0x' }, 'latest'),
        (e) => e.eth.createAccessList({ from: EWOQ.cAddress, to: f.contract, data: '0x' }, null),
        // the standard call object: authorizationList is accepted (coreth ignores it)
        (e) =>
          e.eth.createAccessList({
            from: EWOQ.cAddress,
            to: f.contract,
            input: '0x',
            type: '0x2',
            accessList: [{ address: f.contract, storageKeys: [SLOT_32] }],
            authorizationList: [],
          }),
      ],
    },
    { method: 'eth_getBadBlocks', calls: [(e) => e.eth.getBadBlocks()] },
  ];
}

/** Blocks, headers, proofs and uncles, at the fixtures' blocks and at tags. */
export function ethBlockCases({ f, acceptedTag }: EvmRpcContext): MethodCase<EvmClient>[] {
  return [
    {
      method: 'eth_getBlockReceipts',
      calls: [
        (e) => e.eth.getBlockReceipts(f.deployBlock),
        (e) => e.eth.getBlockReceipts({ blockHash: f.transferBlockHash, requireCanonical: true }),
        (e) => e.eth.getBlockReceipts(`0x${'00'.repeat(32)}`),
      ],
    },
    {
      method: 'eth_getHeaderByHash',
      calls: [
        (e) => e.eth.getHeaderByHash(f.deployBlockHash),
        (e) => e.eth.getHeaderByHash(`0x${'00'.repeat(32)}`),
      ],
    },
    {
      method: 'eth_getHeaderByNumber',
      calls: [
        (e) => e.eth.getHeaderByNumber(acceptedTag),
        (e) => e.eth.getHeaderByNumber('earliest'),
        (e) => e.eth.getHeaderByNumber(f.deployBlock),
      ],
    },
    {
      // inside the pruning node's window (test/evm.proof.test.ts shows a block outside it refused)
      method: 'eth_getProof',
      calls: [
        (e) => e.eth.getProof(f.contract, ['0x0', SLOT_32], 'latest'),
        (e) => e.eth.getProof(EWOQ.cAddress, [], { blockNumber: acceptedTag }),
      ],
    },
    {
      method: 'eth_getUncleByBlockHashAndIndex',
      calls: [(e) => e.eth.getUncleByBlockHashAndIndex(f.deployBlockHash, '0x0')],
    },
    {
      method: 'eth_getUncleByBlockNumberAndIndex',
      calls: [(e) => e.eth.getUncleByBlockNumberAndIndex('latest', '0x0')],
    },
    {
      method: 'eth_getUncleCountByBlockHash',
      calls: [
        (e) => e.eth.getUncleCountByBlockHash(f.deployBlockHash),
        (e) => e.eth.getUncleCountByBlockHash(`0x${'00'.repeat(32)}`),
      ],
    },
    { method: 'eth_getUncleCountByBlockNumber', calls: [(e) => e.eth.getUncleCountByBlockNumber('0x0')] },
  ];
}

/** Transactions by block and index, and their raw encodings. */
export function ethTransactionCases({ f }: EvmRpcContext): MethodCase<EvmClient>[] {
  return [
    {
      method: 'eth_getBlockTransactionCountByHash',
      calls: [(e) => e.eth.getBlockTransactionCountByHash(f.transferBlockHash)],
    },
    {
      method: 'eth_getBlockTransactionCountByNumber',
      calls: [
        (e) => e.eth.getBlockTransactionCountByNumber(f.transferBlock),
        (e) => e.eth.getBlockTransactionCountByNumber('pending'),
      ],
    },
    {
      method: 'eth_getTransactionByBlockHashAndIndex',
      calls: [
        (e) => e.eth.getTransactionByBlockHashAndIndex(f.transferBlockHash, '0x0'),
        (e) => e.eth.getTransactionByBlockHashAndIndex(f.transferBlockHash, '0x9'),
      ],
    },
    {
      method: 'eth_getTransactionByBlockNumberAndIndex',
      calls: [(e) => e.eth.getTransactionByBlockNumberAndIndex(f.transferBlock, '0x0')],
    },
    {
      method: 'eth_getRawTransactionByBlockHashAndIndex',
      calls: [(e) => e.eth.getRawTransactionByBlockHashAndIndex(f.transferBlockHash, '0x0')],
    },
    {
      method: 'eth_getRawTransactionByBlockNumberAndIndex',
      calls: [
        (e) => e.eth.getRawTransactionByBlockNumberAndIndex(f.transferBlock, '0x0'),
        (e) => e.eth.getRawTransactionByBlockNumberAndIndex('0x0', '0x0'),
      ],
    },
    {
      method: 'eth_getRawTransactionByHash',
      calls: [
        (e) => e.eth.getRawTransactionByHash(f.transferHash),
        (e) => e.eth.getRawTransactionByHash(`0x${'00'.repeat(32)}`),
      ],
    },
  ];
}

/** The filters: made, polled (after a transfer makes a block), read and removed. */
export function ethFilterCases({ f, rpc, sign }: EvmRpcContext): MethodCase<EvmClient>[] {
  return [
    {
      method: 'eth_newFilter',
      calls: [(e) => e.eth.newFilter({ fromBlock: 'latest', address: f.contract, topics: [null] })],
    },
    { method: 'eth_newBlockFilter', calls: [(e) => e.eth.newBlockFilter()] },
    {
      method: 'eth_newPendingTransactionFilter',
      calls: [
        (e) => e.eth.newPendingTransactionFilter(),
        (e) => e.eth.newPendingTransactionFilter(true),
        (e) => e.eth.newPendingTransactionFilter(null),
      ],
    },
    {
      method: 'eth_getFilterChanges',
      calls: [
        async (e) => {
          const id = await e.eth.newBlockFilter();
          await sendAndWait(rpc, await sign({ to: RECIPIENT, value: 1n, gas: 21_000n }));
          return e.eth.getFilterChanges(id); // the hash of the block just made
        },
        async (e) => e.eth.getFilterChanges(await e.eth.newFilter({ fromBlock: '0x0', address: f.contract })),
      ],
    },
    {
      method: 'eth_getFilterLogs',
      calls: [
        async (e) => e.eth.getFilterLogs(await e.eth.newFilter({ fromBlock: '0x0', address: f.contract })),
      ],
    },
    {
      method: 'eth_uninstallFilter',
      calls: [
        async (e) => e.eth.uninstallFilter(await e.eth.newBlockFilter()),
        (e) => e.eth.uninstallFilter('0x1'),
      ],
    },
  ];
}
