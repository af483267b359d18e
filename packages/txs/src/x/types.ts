import type { BaseTxFields, TransferableInput, TransferableOutput } from '../codec/avax.js';
import type { Output } from '../codec/outputs.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import type { HasUtxoId } from '../codec/sort.js';

/** X BaseTx (type id 0): moves assets between owners on X. */
export interface XBaseTx extends BaseTxFields {
  type: 'BaseTx';
}

/** X CreateAssetTx (type id 1): a new asset with its initial outputs per fx. */
export interface XCreateAssetTx extends BaseTxFields {
  type: 'CreateAssetTx';
  name: string;
  symbol: string;
  denomination: number;
  initialStates: { fxIndex: number; outputs: Output[] }[];
}

/** An X fx operation: secp256k1fx (8), nftfx (12, 13) or propertyfx (17, 18). */
export type XFxOperation =
  | {
      type: 'MintOperation';
      mintInput: number[];
      mintOutput: OutputOwners;
      transferOutput: { amount: bigint; owners: OutputOwners };
    }
  | {
      type: 'NftMintOperation';
      mintInput: number[];
      groupId: number;
      payload: Uint8Array;
      outputs: OutputOwners[];
    }
  | {
      type: 'NftTransferOperation';
      input: number[];
      output: { groupId: number; payload: Uint8Array; owners: OutputOwners };
    }
  | {
      type: 'PropertyMintOperation';
      mintInput: number[];
      mintOutput: OutputOwners;
      ownedOutput: OutputOwners;
    }
  | { type: 'PropertyBurnOperation'; input: number[] };

/** One operation of an OperationTx: the UTXOs of one asset it consumes and what it does with them. */
export interface XOperation {
  assetId: Uint8Array;
  utxoIds: HasUtxoId[];
  operation: XFxOperation;
}

/** X OperationTx (type id 2): mints or transfers through fx operations. */
export interface XOperationTx extends BaseTxFields {
  type: 'OperationTx';
  operations: XOperation[];
}

/** X ImportTx (type id 3): spends UTXOs exported to X from `sourceChain`. */
export interface XImportTx extends BaseTxFields {
  type: 'ImportTx';
  /** 32-byte id of the chain that exported them. */
  sourceChain: Uint8Array;
  importedInputs: TransferableInput[];
}

/** X ExportTx (type id 4): moves outputs to `destinationChain`'s shared memory. */
export interface XExportTx extends BaseTxFields {
  type: 'ExportTx';
  /** 32-byte id of the chain that can import them. */
  destinationChain: Uint8Array;
  exportedOutputs: TransferableOutput[];
}

/** Any X-chain tx, discriminated by `type`. */
export type XTx = XBaseTx | XCreateAssetTx | XOperationTx | XImportTx | XExportTx;
