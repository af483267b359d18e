import type { Erc20Transfer, EvmBlock, EvmChain, EvmTransaction } from '../data/types.js';

/** keccak256("Transfer(address,address,uint256)"): the topic of ERC-20 and ERC-721 transfer logs. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** A decimal string or number as a 0x quantity. */
export function quantity(value: string | number | bigint): string {
  return `0x${BigInt(value).toString(16)}`;
}

function pad32(hex: string): string {
  return `0x${hex.replace(/^0x/, '').padStart(64, '0')}`;
}

const ZERO32 = `0x${'0'.repeat(64)}`;
const EMPTY_BLOOM = `0x${'0'.repeat(512)}`;

/** A transaction as eth_getTransactionByHash returns it. */
export function ethTransaction(chain: EvmChain, tx: EvmTransaction) {
  return {
    type: '0x2',
    hash: tx.txHash,
    nonce: quantity(tx.nonce),
    blockHash: tx.blockHash,
    blockNumber: quantity(tx.blockNumber),
    transactionIndex: quantity(tx.blockIndex),
    from: tx.from.address,
    to: tx.to.address,
    value: quantity(tx.value),
    gas: quantity(tx.gasLimit),
    gasPrice: quantity(tx.gasPrice),
    maxFeePerGas: quantity(tx.gasPrice),
    maxPriorityFeePerGas: '0x0',
    input: tx.method.methodHash === '0x' ? '0x' : `${tx.method.methodHash}${'0'.repeat(128)}`,
    accessList: [],
    chainId: quantity(chain.chainId),
    yParity: '0x1',
    v: '0x1',
    r: quantity(`0x${tx.txHash.slice(2, 34)}`),
    s: quantity(`0x${tx.txHash.slice(34, 66)}`),
  };
}

/** A block as eth_getBlockByNumber / eth_getBlockByHash return it. */
export function ethBlock(chain: EvmChain, block: EvmBlock, full: boolean) {
  const txs = chain.transactions.filter((t) => t.blockNumber === block.blockNumber);
  return {
    hash: block.blockHash,
    parentHash: block.parentHash,
    number: quantity(block.blockNumber),
    timestamp: quantity(block.blockTimestamp),
    gasLimit: quantity(block.gasLimit),
    gasUsed: quantity(block.gasUsed),
    baseFeePerGas: quantity(block.baseFee),
    miner: '0x0100000000000000000000000000000000000000',
    difficulty: '0x1',
    totalDifficulty: quantity(block.blockNumber),
    nonce: '0x0000000000000000',
    mixHash: ZERO32,
    sha3Uncles: '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347',
    stateRoot: pad32(block.blockHash.slice(10)),
    transactionsRoot: pad32(block.blockHash.slice(12)),
    receiptsRoot: pad32(block.blockHash.slice(14)),
    logsBloom: EMPTY_BLOOM,
    extraData: '0x',
    size: quantity(600 + 120 * txs.length),
    blockGasCost: '0x0',
    // Cancun fields, and the Granite-era fields coreth v0.15.4 (AvalancheGo v1.14.0) adds on the C chain
    blobGasUsed: '0x0',
    excessBlobGas: '0x0',
    parentBeaconBlockRoot: ZERO32,
    ...(chain.isCChain
      ? {
          blockExtraData: '0x',
          extDataGasUsed: '0x0',
          extDataHash: ZERO32,
          minDelayExcess: '0x799d4c',
          timestampMilliseconds: quantity(BigInt(block.blockTimestamp) * 1000n),
        }
      : {}),
    transactions: full ? txs.map((t) => ethTransaction(chain, t)) : txs.map((t) => t.txHash),
    uncles: [],
  };
}

/** The log an ERC-20 transfer emitted. */
export function ethLog(transfer: Erc20Transfer) {
  return {
    address: transfer.erc20Token.address,
    topics: [TRANSFER_TOPIC, pad32(transfer.from.address), pad32(transfer.to.address)],
    data: pad32(BigInt(transfer.value).toString(16)),
    blockNumber: quantity(transfer.blockNumber),
    blockHash: transfer.blockHash,
    transactionHash: transfer.txHash,
    transactionIndex: quantity(transfer.logIndex),
    logIndex: quantity(transfer.logIndex),
    removed: false,
  };
}

/** A receipt as eth_getTransactionReceipt returns it. */
export function ethReceipt(chain: EvmChain, tx: EvmTransaction) {
  const sameBlock = chain.transactions.filter(
    (t) => t.blockNumber === tx.blockNumber && t.blockIndex <= tx.blockIndex,
  );
  return {
    type: '0x2',
    transactionHash: tx.txHash,
    transactionIndex: quantity(tx.blockIndex),
    blockHash: tx.blockHash,
    blockNumber: quantity(tx.blockNumber),
    from: tx.from.address,
    to: tx.to.address,
    cumulativeGasUsed: quantity(sameBlock.reduce((s, t) => s + BigInt(t.gasUsed), 0n)),
    gasUsed: quantity(tx.gasUsed),
    effectiveGasPrice: quantity(tx.gasPrice),
    contractAddress: null,
    logs: chain.erc20Transfers.filter((t) => t.txHash === tx.txHash).map(ethLog),
    logsBloom: EMPTY_BLOOM,
    status: tx.txStatus === '1' ? '0x1' : '0x0',
  };
}
