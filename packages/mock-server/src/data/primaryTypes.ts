import type { ProposedBlock } from './types.js';

/**
 * The Data API's view of a network's primary chains (P, X, C atomic): transactions, UTXOs, validators,
 * delegators, L1 validators, rewards, vertices and assets, derived from the data set so that every
 * endpoint agrees with every other (a transaction listed is the transaction fetched, a block's
 * transactions are fetchable, UTXOs add up to the balances, validators are those of the data set's subnets).
 */
export interface PrimaryIndex {
  avax: Asset;
  /** Transactions of each chain, newest first (ties by hash), by chain key. */
  txs: Record<ChainKey, PrimaryTx[]>;
  /** Every transaction of the three chains, by hash. */
  txByHash: Map<string, { chain: ChainKey; tx: PrimaryTx }>;
  /** Unspent UTXOs of each chain in the Data API's shape (P: with staking fields). */
  utxos: { p: PUtxo[]; x: XUtxo[] };
  validators: Validation[];
  delegators: Delegation[];
  l1Validators: Record<string, unknown>[];
  /** Data API blocks of each chain (the data set's proposed blocks), newest first. */
  blocks: Record<ChainKey, ProposedBlock[]>;
  vertices: Vertex[];
  /** The P-Chain height the L1 validator list is read at. */
  pHeight: number;
}

export type ChainKey = 'p' | 'x' | 'c';

export interface Asset {
  assetId: string;
  name: string;
  symbol: string;
  denomination: number;
  type: 'secp256k1';
}

/** A transaction in its Data API shape, with what the filters need alongside. */
export interface PrimaryTx {
  body: Record<string, unknown>;
  txHash: string;
  timestamp: number;
  txType: string;
  /** Addresses the transaction touches (bech32 without chain prefix, or lower-case 0x). */
  addresses: Set<string>;
  /** A staking transaction still active (listActivePrimaryNetworkStakingTransactions). */
  activeStaking: boolean;
}

export interface PUtxo {
  address: string;
  amount: bigint;
  timestamp: number;
  txHash: string;
  body: Record<string, unknown>;
}

export interface XUtxo {
  address: string;
  amount: bigint;
  timestamp: number;
  txHash: string;
  body: Record<string, unknown>;
}

export interface Validation {
  status: 'active' | 'completed';
  subnetId: string;
  nodeId: string;
  rewardAddresses: string[];
  startTimestamp: number;
  endTimestamp: number;
  /** A completed validation's reward: the UTXO the RewardValidatorTx emitted. */
  reward?: { utxoId: string; amount: string; txHash: string };
  body: Record<string, unknown>;
}

export interface Delegation {
  status: 'active' | 'completed';
  nodeId: string;
  rewardAddresses: string[];
  startTimestamp: number;
  body: Record<string, unknown>;
}

export interface Vertex {
  vertexHash: string;
  vertexHeight: number;
  vertexIndex: number;
  vertexTimestamp: number;
  body: Record<string, unknown>;
}
