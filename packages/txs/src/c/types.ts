import type { TransferableInput, TransferableOutput } from '../codec/avax.js';

/** coreth EVMInput: debits `amount` (nAVAX for AVAX) of an asset from a C-chain account at its `nonce`. */
export interface EVMInput {
  /** 20-byte EVM address. */
  address: Uint8Array;
  amount: bigint;
  /** 32-byte asset id. */
  assetId: Uint8Array;
  nonce: bigint;
}

/** coreth EVMOutput: credits `amount` (nAVAX; wei = nAVAX x 10^9 for AVAX) of an asset to a C-chain account. */
export interface EVMOutput {
  /** 20-byte EVM address. */
  address: Uint8Array;
  amount: bigint;
  /** 32-byte asset id. */
  assetId: Uint8Array;
}

/** C atomic ImportTx (type id 0): spends UTXOs exported to C from `sourceChain` into C accounts. */
export interface CImportTx {
  type: 'ImportTx';
  networkId: number;
  /** 32-byte id of the C chain. */
  blockchainId: Uint8Array;
  /** 32-byte id of the chain that exported the UTXOs. */
  sourceChain: Uint8Array;
  importedInputs: TransferableInput[];
  outputs: EVMOutput[];
}

/** C atomic ExportTx (type id 1): debits C accounts into outputs for `destinationChain`'s shared memory. */
export interface CExportTx {
  type: 'ExportTx';
  networkId: number;
  /** 32-byte id of the C chain. */
  blockchainId: Uint8Array;
  /** 32-byte id of the chain that can import the outputs. */
  destinationChain: Uint8Array;
  inputs: EVMInput[];
  exportedOutputs: TransferableOutput[];
}

/** Any C-chain atomic tx, discriminated by `type`. */
export type CTx = CImportTx | CExportTx;
