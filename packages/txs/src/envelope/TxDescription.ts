import type { Chain } from '../codec/typeIds.js';
import type { PCreatedIds } from '../p/pCreatedIds.js';

/** An owner as a signer reads it: bech32 addresses in the network's HRP, the signatures needed, the locktime. */
export interface DescribedOwner {
  /** `P-local1...` (with the chain prefix where the chain is known, else bare `local1...`). */
  addresses: string[];
  threshold: number;
  /** Unix seconds before which the output cannot be spent (0n: none). */
  locktime: bigint;
}

/** A UTXO a tx spends: which one (its tx id and output index), of which asset, how much it claims. */
export interface DescribedUtxoInput {
  /** CB58 of the tx that made the UTXO. */
  txId: string;
  outputIndex: number;
  /** CB58. */
  assetId: string;
  /** What the input claims the UTXO holds (the node checks it at issue). */
  amount: bigint;
  /** Set when the input spends a stakeable locked output (P `StakeableLockIn`): its locktime, unix seconds. */
  locked?: bigint;
}

/** A C account a C ExportTx debits. */
export interface DescribedEvmInput {
  /** EIP-55 `0x` address. */
  address: string;
  /** nAVAX for AVAX (10^9 wei each). */
  amount: bigint;
  /** CB58. */
  assetId: string;
  nonce: bigint;
}

/**
 * An output: a 1-of-1 owner without locktime as its `address`, any other as its `owner`; on C an EVM output's
 * `address` is EIP-55 `0x` hex. `locked` is a P `StakeableLockOut`'s locktime. `outputType` names an X fx output
 * that is no transfer (its `amount` is 0n).
 */
export type DescribedOutput = ({ address: string } | { owner: DescribedOwner }) & {
  amount: bigint;
  /** CB58. */
  assetId: string;
  locked?: bigint;
  outputType?: string;
};

/** A P-chain validator's period and weight, as a signer reads it. */
export interface DescribedValidator {
  /** `NodeID-...`. */
  nodeId: string;
  /** Unix seconds (0n since Durango: the node starts it at acceptance). */
  start: bigint;
  end: bigint;
  weight: bigint;
}

/** One initial validator of a ConvertSubnetToL1Tx. */
export interface DescribedL1Validator {
  nodeId: string;
  weight: bigint;
  /** nAVAX moved from the tx's inputs into the validator's balance (part of what the tx spends, not of its fee). */
  balance: bigint;
  /** `0x` hex of the 48-byte BLS public key. */
  blsPublicKey: string;
  remainingBalanceOwner: Omit<DescribedOwner, 'locktime'>;
  deactivationOwner: Omit<DescribedOwner, 'locktime'>;
}

/** An address whose signature the tx needs, and whether it has signed (every credential it signs is filled). */
export interface DescribedSigner {
  /** `P-local1...`. */
  address: string;
  signed: boolean;
}

/**
 * What a signer is asked to approve, read from the tx's bytes alone (`describeTx`): the chain, type, network, fee
 * and what moves where, with every address in the network's HRP and ids in CB58 (`NodeID-...` for node ids). Only
 * the fields of the tx's type are present.
 */
export interface TxDescription {
  chain: Chain;
  /** AvalancheGo's type name: `BaseTx`, `CreateChainTx`, `ImportTx`, ... */
  type: string;
  networkId: number;
  /** CB58 of the chain the tx is issued on. */
  blockchainId: string;
  /** CB58, once every signature is made. */
  txId?: string;
  /**
   * nAVAX the tx burns: the AVAX it consumes (inputs, imported inputs) minus what it produces (outputs, exported and
   * staked outputs, L1 validator balances), counted from the bytes.
   */
  fee: bigint;
  /** CB58 of the asset the fee is counted in (AVAX). */
  avaxAssetId: string;
  /** What the tx spends: UTXOs, or on a C ExportTx the accounts it debits. */
  inputs: (DescribedUtxoInput | DescribedEvmInput)[];
  /** UTXOs an ImportTx takes from `sourceChain`'s shared memory. */
  importedInputs?: DescribedUtxoInput[];
  /** What the tx creates on its own chain (on a C ImportTx, the accounts credited). */
  outputs: DescribedOutput[];
  /** What an ExportTx puts into `destinationChain`'s shared memory. */
  exportedOutputs?: DescribedOutput[];
  /** What a staking tx locks until its end (returned to the stakers then). */
  stakeOutputs?: DescribedOutput[];
  /** `0x` hex of the memo, when not empty. */
  memo?: string;
  /** CB58 of the chain an ImportTx imports from; `sourceChainAlias` when it is known (P, or a known network's X/C). */
  sourceChain?: string;
  sourceChainAlias?: Chain;
  /** CB58 of the chain an ExportTx exports to, and its alias when known. */
  destinationChain?: string;
  destinationChainAlias?: Chain;
  /** The P-chain fields of the tx's type (staking, subnet, L1), each as a signer reads it. */
  nodeId?: string;
  validator?: DescribedValidator;
  subnetId?: string;
  chainName?: string;
  vmId?: string;
  fxIds?: string[];
  /** `0x` hex of a CreateChainTx's genesis. */
  genesisData?: string;
  owner?: DescribedOwner;
  blsPublicKey?: string;
  validatorRewardsOwner?: DescribedOwner;
  delegatorRewardsOwner?: DescribedOwner;
  delegationRewardsOwner?: DescribedOwner;
  validatorAuthority?: DescribedOwner;
  /** Parts per million. */
  delegationShares?: number;
  autoCompoundRewardShares?: number;
  /** Seconds. */
  period?: bigint;
  /** CB58 of an L1's manager chain (ConvertSubnetToL1Tx) and `0x` hex of its manager address. */
  chainId?: string;
  managerAddress?: string;
  validators?: DescribedL1Validator[];
  /** nAVAX a RegisterL1ValidatorTx or IncreaseL1ValidatorBalanceTx moves into the validator's balance. */
  balance?: bigint;
  validationId?: string;
  /** `0x` hex of the signed Warp message a RegisterL1ValidatorTx or SetL1ValidatorWeightTx carries. */
  message?: string;
  /** CB58 of the AddAutoRenewedValidatorTx a SetAutoRenewedValidatorConfigTx changes. */
  validatorTxId?: string;
  /** An X CreateAssetTx's asset, or the operations of an OperationTx (by asset and UTXOs consumed). */
  asset?: { name: string; symbol: string; denomination: number };
  operations?: { type: string; assetId: string; utxos: { txId: string; outputIndex: number }[] }[];
  /** The ids the tx creates once accepted (subnet, chain, validations), when its id is known. */
  created?: PCreatedIds;
  /** Every address that signs, once each, in credential order. */
  signers: DescribedSigner[];
}
