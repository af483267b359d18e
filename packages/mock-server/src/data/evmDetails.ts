import type { components } from '@pkg/data';
import type { DataSet } from './dataSet.js';
import { type Erc1155Token, erc1155Contracts, erc1155Token } from './erc1155.js';
import { hashOf, randomFor } from './random.js';
import type { DeployedContract, Erc721Transfer, EvmBlock, EvmChain, EvmTransaction } from './types.js';

/**
 * What the Data API's transaction-detail, NFT and contract endpoints serve beyond the chain's own lists,
 * derived from them so every endpoint agrees: ERC-1155 transfers and internal transactions of existing
 * transactions, the current owner of each NFT, the tokens of each collection, and the transactions that
 * deployed the contracts `deploymentsOf` lists. Computed once per chain, on first use.
 */

type DataSchemas = components['schemas'];

export type Erc1155Transfer = DataSchemas['Erc1155Transfer'] & { erc1155Token: Erc1155Token };

export type InternalTransaction = DataSchemas['InternalTransaction'];

export type Erc721Token = Erc721Transfer['erc721Token'];

/** A contract some wallet of the chain deployed, with its deployment transaction. */
export interface Deployment {
  contract: DeployedContract;
  transaction: EvmTransaction;
}

export interface ChainDetails {
  erc1155Transfers: Erc1155Transfer[];
  internalTransactions: InternalTransaction[];
  /** The ERC-721 collection's tokens by id, each with its current owner (the last transfer's receiver). */
  erc721Tokens: Map<string, Erc721Token>;
  /** ERC-1155 collections by contract address, their tokens by id. */
  erc1155Collections: Map<string, Map<string, Erc1155Token>>;
  /** Every transaction by hash: the chain's own and the deployment transactions. */
  transactionsByHash: Map<string, EvmTransaction>;
  /** Deployed contracts by address. */
  deployments: Map<string, Deployment>;
  /** The ERC-721 collection's address. */
  nftContract: string | undefined;
}

/** Token ids of the ERC-1155 collections (the ids erc1155Of hands out go up to 25). */
const ERC1155_TOKENS = 25;

const cache = new WeakMap<EvmChain, ChainDetails>();

/** The derived details of a chain (computed on first use, then kept). */
export function detailsOf(data: DataSet, chain: EvmChain): ChainDetails {
  let details = cache.get(chain);
  if (!details) {
    details = build(data, chain);
    cache.set(chain, details);
  }
  return details;
}

function build(data: DataSet, chain: EvmChain): ChainDetails {
  const { seed } = data;
  const contracts = erc1155Contracts(seed, chain);
  const erc1155Collections = new Map(
    contracts.map((contract, k) => {
      const tokens = new Map<string, Erc1155Token>();
      // erc1155Of gives token id i+1 to contract i % 3
      for (let id = k + 1; id <= ERC1155_TOKENS; id += 3) {
        tokens.set(String(id), erc1155Token(contract, String(id), data.now));
      }
      return [contract, tokens] as const;
    }),
  );
  const erc1155Transfers: Erc1155Transfer[] = [];
  const internalTransactions: InternalTransaction[] = [];
  for (const tx of chain.transactions) {
    const r = randomFor(seed, 'details', chain.chainId, tx.txHash);
    if (tx.method.callType === 'CONTRACT_CALL' && r.next() < 0.2) {
      const contract = r.pick(contracts);
      const token = r.pick([...(erc1155Collections.get(contract)?.values() ?? [])]);
      if (token) {
        erc1155Transfers.push({
          blockNumber: tx.blockNumber,
          blockTimestamp: tx.blockTimestamp,
          blockHash: tx.blockHash,
          txHash: tx.txHash,
          logIndex: 200 + tx.blockIndex,
          from: { address: tx.from.address },
          to: { address: r.pick(chain.wallets) },
          value: String(r.int(1, 10)),
          erc1155Token: token,
        });
      }
    }
    // a swap pays the sender back in the native token: one value-carrying internal CALL
    if (tx.method.methodName.startsWith('swap')) {
      internalTransactions.push({
        blockNumber: tx.blockNumber,
        blockTimestamp: tx.blockTimestamp,
        blockHash: tx.blockHash,
        txHash: tx.txHash,
        from: { address: tx.to.address },
        to: { address: tx.from.address },
        internalTxType: 'CALL',
        value: `${r.int(1, 900)}000000000000000`,
        isReverted: tx.txStatus === '0',
        gasUsed: String(r.int(2_300, 30_000)),
        gasLimit: String(r.int(30_000, 60_000)),
      });
    }
  }
  const erc721Tokens = new Map<string, Erc721Token>();
  for (const transfer of chain.erc721Transfers) {
    erc721Tokens.set(transfer.erc721Token.tokenId, transfer.erc721Token);
  }
  const sortedTokens = new Map(
    [...erc721Tokens].sort(([a], [b]) => Number(a) - Number(b)).map(([id, token]) => [id, token]),
  );
  const transactionsByHash = new Map(chain.transactions.map((tx) => [tx.txHash, tx]));
  const deployments = new Map<string, Deployment>();
  for (const wallet of chain.wallets) {
    for (const contract of data.deploymentsOf(chain, wallet)) {
      const transaction = deploymentTransaction(seed, chain, contract);
      deployments.set(contract.address, { contract, transaction });
      transactionsByHash.set(transaction.txHash, transaction);
    }
  }
  return {
    erc1155Transfers,
    internalTransactions,
    erc721Tokens: sortedTokens,
    erc1155Collections,
    transactionsByHash,
    deployments,
    nftContract: chain.erc721Transfers[0]?.erc721Token.address,
  };
}

/** The contract-creation transaction of a deployed contract, in a block of the chain. */
function deploymentTransaction(seed: number, chain: EvmChain, contract: DeployedContract): EvmTransaction {
  const r = randomFor(seed, 'deployment', chain.chainId, contract.address);
  const block = chain.blocks[r.int(0, chain.blocks.length - 1)] as EvmBlock;
  const gas = r.int(500_000, 3_000_000);
  return {
    blockNumber: block.blockNumber,
    blockTimestamp: block.blockTimestamp,
    blockHash: block.blockHash,
    chainId: chain.chainId,
    // after the block's own transactions
    blockIndex: block.txCount + r.int(0, 3),
    txHash: contract.deploymentDetails.txHash,
    txStatus: '1',
    txType: 2,
    gasLimit: String(gas + 100_000),
    gasUsed: String(gas),
    gasPrice: block.baseFee,
    nonce: String(r.int(0, 500)),
    from: { address: contract.deploymentDetails.deployerAddress },
    to: { address: contract.address },
    method: { callType: 'CONTRACT_CREATION', methodHash: '0x60806040', methodName: 'Contract Creation' },
    value: '0',
  };
}

/** The call data of a transaction (its method selector and a derived argument word). */
export function inputOf(seed: number, tx: EvmTransaction): string {
  if (tx.method.methodHash === '0x') return '0x';
  return `${tx.method.methodHash}${hashOf(seed, 'input', tx.txHash).slice(2)}`;
}
