import type { EvmChainSpec } from './evmChainSpec.js';
import { hashOf, type Random, randomFor } from './random.js';
import type {
  AddressSummary,
  Erc20Token,
  Erc20Transfer,
  Erc721Transfer,
  EvmBlock,
  EvmTransaction,
} from './types.js';

const METHODS = [
  ['0xa9059cbb', 'transfer(address,uint256)'],
  ['0x095ea7b3', 'approve(address,uint256)'],
  ['0x38ed1739', 'swapExactTokensForTokens(uint256,uint256,address[],uint256)'],
  ['0x', 'Native Transfer'],
] as const;

/** What an EVM chain's blocks are built from. */
export interface EvmBlocksInput {
  seed: number;
  spec: EvmChainSpec;
  /** The chain's labels of the seeded ids: ['chain', chainId]. */
  label: string[];
  wallets: string[];
  erc20Tokens: Erc20Token[];
  nftContract: string;
  genesisTimestamp: number;
}

/** An EVM chain's history: blocks whose parent hashes link, their transactions, and the token transfers. */
export interface EvmHistory {
  blocks: EvmBlock[];
  transactions: EvmTransaction[];
  erc20Transfers: Erc20Transfer[];
  erc721Transfers: Erc721Transfer[];
}

/** The chain's `spec.blockCount` blocks from a first number drawn from `r` (then the cumulative count). */
export function evmBlocksOf(input: EvmBlocksInput, r: Random): EvmHistory {
  const { seed, spec, label } = input;
  const firstNumber = r.int(1_000_000, 40_000_000);
  const history: EvmHistory = { blocks: [], transactions: [], erc20Transfers: [], erc721Transfers: [] };
  const nonces = new Map<string, number>();
  let parentHash = hashOf(seed, ...label, 'block', firstNumber - 1);
  let cumulative = r.int(10_000_000, 90_000_000);
  let timestamp = input.genesisTimestamp;
  for (let n = firstNumber; n < firstNumber + spec.blockCount; n++) {
    const br = randomFor(seed, ...label, 'block', n);
    timestamp += br.int(1, 3);
    const blockHash = hashOf(seed, ...label, 'block', n);
    const txCount = br.int(0, 6);
    const baseFee = String(br.int(25, 60) * 1_000_000_000);
    let gasUsed = 0;
    for (let i = 0; i < txCount; i++) {
      gasUsed += addTransaction(input, history, nonces, { n, i, timestamp, blockHash, baseFee });
    }
    cumulative += txCount;
    const gasLimit = spec.isCChain ? 15_000_000 : 8_000_000;
    history.blocks.push({
      chainId: spec.chainId,
      blockNumber: String(n),
      blockTimestamp: timestamp,
      blockHash,
      txCount,
      baseFee,
      gasUsed: String(gasUsed),
      gasLimit: String(gasLimit),
      gasCost: '0',
      parentHash,
      feesSpent: String(BigInt(gasUsed) * BigInt(baseFee)),
      cumulativeTransactions: String(cumulative),
    });
    parentHash = blockHash;
  }
  return history;
}

interface TxPlace {
  n: number;
  i: number;
  timestamp: number;
  blockHash: string;
  baseFee: string;
}

const summary = (address: string): AddressSummary => ({ address });

/** Adds the `i`th transaction of block `n` and its transfers; returns the gas it used. */
function addTransaction(
  input: EvmBlocksInput,
  history: EvmHistory,
  nonces: Map<string, number>,
  place: TxPlace,
): number {
  const { seed, spec, label, wallets } = input;
  const { n, i, timestamp, blockHash, baseFee } = place;
  const tr = randomFor(seed, ...label, 'tx', n, i);
  const from = tr.pick(wallets);
  let to = tr.pick(wallets);
  const [methodHash, methodName] = tr.pick(METHODS);
  const token = tr.pick(input.erc20Tokens);
  if (methodHash !== '0x') to = token.address;
  const txGas = tr.int(21_000, 250_000);
  const nonce = nonces.get(from) ?? 0;
  nonces.set(from, nonce + 1);
  const txHash = hashOf(seed, ...label, 'tx', n, i);
  const tx: EvmTransaction = {
    blockNumber: String(n),
    blockTimestamp: timestamp,
    blockHash,
    chainId: spec.chainId,
    blockIndex: i,
    txHash,
    txStatus: tr.next() < 0.1 ? '0' : '1',
    txType: 2,
    gasLimit: String(txGas + tr.int(0, 50_000)),
    gasUsed: String(txGas),
    gasPrice: String(Number(baseFee) + tr.int(0, 2) * 1_000_000_000),
    nonce: String(nonce),
    from: summary(from),
    to: summary(to),
    method: {
      callType: methodHash === '0x' ? 'NATIVE_TRANSFER' : 'CONTRACT_CALL',
      methodHash,
      methodName,
    },
    value: methodHash === '0x' ? `${tr.int(1, 5000)}000000000000000` : '0',
  };
  history.transactions.push(tx);
  if (methodName.startsWith('transfer(') || methodName.startsWith('swap')) {
    history.erc20Transfers.push(erc20TransferOf(tr, tx, token, wallets));
  }
  if (tr.next() < 0.25) history.erc721Transfers.push(erc721TransferOf(tr, tx, input.nftContract, wallets));
  return txGas;
}

function erc20TransferOf(
  tr: Random,
  tx: EvmTransaction,
  token: Erc20Token,
  wallets: string[],
): Erc20Transfer {
  const receiver = tr.pick(wallets);
  return {
    blockNumber: tx.blockNumber,
    blockTimestamp: tx.blockTimestamp,
    blockHash: tx.blockHash,
    txHash: tx.txHash,
    logIndex: tx.blockIndex,
    from: summary(tx.from.address),
    to: summary(receiver),
    value: `${tr.int(1, 1_000_000)}${'0'.repeat(token.decimals - 3)}`,
    erc20Token: {
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      logoUri: token.logoUri,
      price: token.price,
      ercType: 'ERC-20',
    },
  };
}

function erc721TransferOf(
  tr: Random,
  tx: EvmTransaction,
  nftContract: string,
  wallets: string[],
): Erc721Transfer {
  const receiver = tr.pick(wallets);
  const tokenId = String(tr.int(1, 9999));
  const timestamp = tx.blockTimestamp;
  return {
    blockNumber: tx.blockNumber,
    blockTimestamp: timestamp,
    blockHash: tx.blockHash,
    txHash: tx.txHash,
    logIndex: 100 + tx.blockIndex,
    from: summary(tx.from.address),
    to: summary(receiver),
    erc721Token: {
      address: nftContract,
      name: 'Mock Punks',
      symbol: 'MPUNK',
      ercType: 'ERC-721',
      tokenId,
      tokenUri: `https://nft.example.invalid/${tokenId}.json`,
      ownerAddress: receiver,
      metadata: {
        indexStatus: 'indexed',
        metadataLastUpdatedTimestamp: timestamp,
        name: `Mock Punk #${tokenId}`,
        symbol: 'MPUNK',
        imageUri: `https://nft.example.invalid/${tokenId}.png`,
        description: 'A token of the mock data set',
        animationUri: '',
        externalUrl: '',
        background: '',
        attributes: '[]',
      },
    },
  };
}
