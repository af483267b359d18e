/**
 * The part of @avalabs/avalanchejs 5.2.0 these tests use, typed by hand.
 *
 * Why: the package is `"type": "module"` and its declaration files import each other without file
 * extensions (`export * from './vms'`), which TypeScript's NodeNext resolution cannot follow, so under
 * this repo's tsconfig every named export looks missing (`has no exported member 'avm'`). The runtime
 * module is fine; it is re-typed here with the signatures of its `dist/index.d.ts`, for the members used.
 * Import avalanchejs from this file only.
 */
import * as runtime from '@avalabs/avalanchejs';

/** avalanchejs' `Context.Context`: what the tx builders need to know about the network. */
export interface AvalancheContext {
  readonly networkID: number;
  readonly hrp: string;
  readonly xBlockchainID: string;
  readonly pBlockchainID: string;
  readonly cBlockchainID: string;
  readonly avaxAssetID: string;
  readonly baseTxFee: bigint;
  readonly createAssetTxFee: bigint;
  readonly platformFeeConfig: {
    weights: Record<0 | 1 | 2 | 3, number>;
    maxCapacity: bigint;
    maxPerSecond: bigint;
    targetPerSecond: bigint;
    minPrice: bigint;
    excessConversionConstant: bigint;
  };
}

/** A parsed UTXO (`Utxo`). */
export interface Utxo {
  readonly utxoId: { readonly txID: { toString(): string }; readonly outputIdx: { value(): number } };
  getAssetId(): string;
  getOutputOwners(): { readonly addrs: readonly { toHex(): string }[] };
  ID(): string;
}

/** An output of a tx being built (`TransferableOutput`); opaque here. */
export interface TransferableOutput {
  getAssetId(): string;
  amount(): bigint;
}

/** A tx being built (`UnsignedTx`, `EVMUnsignedTx`). */
export interface UnsignedTx {
  hasAllSignatures(): boolean;
  getSignedTx(): { toBytes(): Uint8Array };
  /** The transaction (`avm.BaseTx`, `evmSerial.ImportTx`, ...), for `utils.getOutputAmounts`. */
  getTx(): object;
}

interface Manager {
  unpack<T>(bytes: Uint8Array, cls: T): T extends abstract new (...args: never[]) => infer I ? I : never;
}

interface AvalancheJs {
  addTxSignatures(args: { unsignedTx: UnsignedTx; privateKeys: Uint8Array[] }): Promise<void>;
  avm: {
    newBaseTx(
      context: AvalancheContext,
      fromAddressesBytes: Uint8Array[],
      utxoSet: Utxo[],
      outputs: TransferableOutput[],
    ): UnsignedTx;
    newImportTx(
      context: AvalancheContext,
      sourceChainId: string,
      utxos: Utxo[],
      toAddresses: Uint8Array[],
      fromAddressesBytes: Uint8Array[],
    ): UnsignedTx;
    newExportTx(
      context: AvalancheContext,
      destinationChain: string,
      fromAddressesBytes: Uint8Array[],
      utxoSet: Utxo[],
      outputs: TransferableOutput[],
    ): UnsignedTx;
  };
  evm: {
    /** `baseFee` in nAVAX per gas; `nonce` the EVM account's nonce (the export uses it up). */
    newExportTxFromBaseFee(
      context: AvalancheContext,
      baseFee: bigint,
      amount: bigint,
      destinationChain: string,
      fromAddress: Uint8Array,
      toAddresses: Uint8Array[],
      nonce: bigint,
    ): UnsignedTx;
    /** `baseFee` in nAVAX per gas. */
    newImportTxFromBaseFee(
      context: AvalancheContext,
      toAddress: Uint8Array,
      fromAddressesBytes: Uint8Array[],
      atomics: Utxo[],
      sourceChain: string,
      baseFee?: bigint,
    ): UnsignedTx;
  };
  networkIDs: { getHRP(networkID: number): string };
  secp256k1: {
    randomPrivateKey(): Uint8Array;
    getPublicKey(privateKey: Uint8Array): Uint8Array;
    publicKeyBytesToAddress(publicKey: Uint8Array): Uint8Array;
  };
  TransferableOutput: {
    fromNative(assetId: string, amount: bigint, addresses: readonly Uint8Array[]): TransferableOutput;
  };
  Utxo: abstract new (...args: never[]) => Utxo;
  utils: {
    hexToBuffer(hex: string): Uint8Array;
    bufferToHex(bytes: Uint8Array): string;
    addChecksum(bytes: Uint8Array): Uint8Array;
    /** CB58 (base58 with a 4-byte checksum): how AvalancheGo writes an ids.ID. */
    base58check: { encode(bytes: Uint8Array): string };
    format(chainIDAlias: string, hrp: string, address: Uint8Array): string;
    getManagerForVM(vm: 'AVM' | 'EVM' | 'PVM'): Manager;
    /** Amount per asset id of a tx's outputs. */
    getOutputAmounts(tx: object): Map<string, bigint>;
  };
}

const avalanche = runtime as unknown as AvalancheJs;

export const { addTxSignatures, avm, evm, networkIDs, secp256k1, TransferableOutput, utils } = avalanche;
export const UtxoClass = avalanche.Utxo;
