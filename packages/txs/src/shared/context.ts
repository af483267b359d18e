// The chain context every builder reads: what the node says about its network, and how to reach it.
import type { MethodEntry } from '@pkg/core';
import type { Utxo } from '../codec/index.js';

/** A chain of the Primary Network, by alias. */
export type ChainAlias = 'X' | 'P' | 'C';

/** Per-read options: the operation's signal (its abort, or its `timeoutMs` passing) ends the read. */
export interface ReadOptions {
  signal?: AbortSignal | undefined;
}

/**
 * The network, its chains and the client's signers, as builders read them (txs-pchain's `build<Op>(ctx, args)`,
 * the X and C builders). Made once per client by `createTxContext` from the node's answers.
 */
export interface TxContext {
  /** The network id (`info.getNetworkID`): 1 mainnet, 5 Fuji, 12345 local. */
  networkId: number;
  /** The bech32 human-readable part of the network's addresses (`avax`, `fuji`, `local`, `custom`). */
  hrp: string;
  /** The AVAX asset id, 32 bytes (`avm.getAssetDescription` of `AVAX`). */
  avaxAssetId: Uint8Array;
  /** The blockchain ids of X, P and C, 32 bytes each (`info.getBlockchainID`). */
  chainIds: { X: Uint8Array; P: Uint8Array; C: Uint8Array };
  /**
   * One JSON-RPC call of a generated method entry (`platform_getFeeState` from `@pkg/pchain/methods`), through the
   * node client of its package: its endpoint, wire name, param checks and retry flag come from the spec (a submit,
   * `retry: false`, is sent once and never retried). `params` as the wire has them (an object, or the array of a
   * by-position method), checked by the entry before anything is sent. Resolves the call's `result`, unchecked: the
   * node is not trusted, so each caller checks what it reads.
   */
  call(method: MethodEntry, params: unknown, options?: ReadOptions): Promise<unknown>;
  /** The name `method` goes out under (`avm.getTxFee` for `xvm_getTxFee` on a deployed node): what errors name. */
  wireName(method: MethodEntry): string;
  /**
   * Every UTXO of `addresses` (bech32 with their chain prefix, `X-local1...`) on `chain`, every page of 1,024
   * followed up to `maxUtxos` (past it, an SdkError naming maxUtxos); with `sourceChain`, the atomic UTXOs exported
   * from it to `chain` (on C, `sourceChain` is required).
   */
  utxos(
    chain: ChainAlias,
    addresses: string[],
    sourceChain?: ChainAlias,
    options?: ReadOptions,
  ): Promise<Utxo[]>;
  /**
   * The signers' 20-byte short ids, in signer order (the same on every chain; `chain` names where they are used):
   * whose UTXOs are read, who gets the change and, by default, what is sent or imported.
   */
  addresses(chain: ChainAlias): Uint8Array[];
  /**
   * The short ids a builder may choose to sign (a UTXO's input, an owner's authorization, by `signersFor`), when
   * fewer than `addresses`: an operation that issues first builds with only the keys that sign here (not a
   * `publicKeySigner`). A build-only operation leaves it out: every signer's key may be chosen, elsewhere ones too.
   * @default addresses(chain)
   */
  signingAddresses?(chain: ChainAlias): Uint8Array[];
  /** Now, in unix seconds. */
  now(): bigint;
  /** The most inputs a transaction may spend (UTXO selection stops there). */
  maxInputs: number;
  /** The node's base URL (named in errors about its answers); absent in hand-made contexts. */
  url?: string;
}
