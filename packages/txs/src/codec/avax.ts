import type { SpendInput } from './inputs.js';
import { readInput, writeInput } from './inputs.js';
import type { Output } from './outputs.js';
import { readOutput, writeOutput } from './outputs.js';
import type { Reader } from './Reader.js';
import type { Chain } from './typeIds.js';
import type { Writer } from './Writer.js';

/** avax.TransferableOutput: an output of one asset. */
export interface TransferableOutput {
  /** 32-byte asset id. */
  assetId: Uint8Array;
  output: Output;
}

/** avax.TransferableInput: spends the UTXO `txId`:`outputIndex` of one asset. */
export interface TransferableInput {
  /** 32-byte id of the tx that made the UTXO. */
  txId: Uint8Array;
  outputIndex: number;
  /** 32-byte asset id. */
  assetId: Uint8Array;
  input: SpendInput;
}

/** avax.BaseTx's fields, the head of every X and P tx. */
export interface BaseTxFields {
  networkId: number;
  /** 32-byte id of the chain the tx is issued on. */
  blockchainId: Uint8Array;
  outputs: TransferableOutput[];
  inputs: TransferableInput[];
  memo: Uint8Array;
}

/**
 * Writes a TransferableOutput: asset id, then the output with its type id.
 *
 * @example
 * import { Writer, writeTransferableOutput } from '@pkg/txs';
 * writeTransferableOutput(new Writer(), 'X', { assetId, output });
 */
export function writeTransferableOutput(w: Writer, chain: Chain, out: TransferableOutput): void {
  w.bytes(out.assetId, 32, 'assetId');
  writeOutput(w, chain, out.output);
}

/**
 * Reads a TransferableOutput.
 *
 * @example
 * import { Reader, readTransferableOutput } from '@pkg/txs';
 * const out = readTransferableOutput(new Reader(bytes), 'X');
 */
export function readTransferableOutput(r: Reader, chain: Chain): TransferableOutput {
  return { assetId: r.bytes(32, 'assetId'), output: readOutput(r, chain) };
}

/**
 * Writes a TransferableInput: UTXO id (tx id, output index), asset id, then the input with its type id.
 *
 * @example
 * import { Writer, writeTransferableInput } from '@pkg/txs';
 * writeTransferableInput(new Writer(), 'X', input);
 */
export function writeTransferableInput(w: Writer, chain: Chain, input: TransferableInput): void {
  w.bytes(input.txId, 32, 'txId').u32(input.outputIndex, 'outputIndex').bytes(input.assetId, 32, 'assetId');
  writeInput(w, chain, input.input);
}

/**
 * Reads a TransferableInput.
 *
 * @example
 * import { Reader, readTransferableInput } from '@pkg/txs';
 * const input = readTransferableInput(new Reader(bytes), 'X');
 */
export function readTransferableInput(r: Reader, chain: Chain): TransferableInput {
  const txId = r.bytes(32, 'txId');
  const outputIndex = r.u32('outputIndex');
  return { txId, outputIndex, assetId: r.bytes(32, 'assetId'), input: readInput(r, chain) };
}

/**
 * Writes avax.BaseTx's fields (no codec version or type id): network id, chain id, outputs, inputs, memo.
 *
 * @example
 * import { Writer, writeBaseTxFields } from '@pkg/txs';
 * writeBaseTxFields(new Writer().u16(0).u32(0), 'X', base);
 */
export function writeBaseTxFields(w: Writer, chain: Chain, base: BaseTxFields): void {
  w.u32(base.networkId, 'networkId').bytes(base.blockchainId, 32, 'blockchainId');
  w.array(base.outputs, (w, o) => writeTransferableOutput(w, chain, o));
  w.array(base.inputs, (w, i) => writeTransferableInput(w, chain, i));
  w.sized(base.memo, 'memo');
}

/**
 * Reads avax.BaseTx's fields.
 *
 * @example
 * import { Reader, readBaseTxFields } from '@pkg/txs';
 * const base = readBaseTxFields(reader, 'X');
 */
export function readBaseTxFields(r: Reader, chain: Chain): BaseTxFields {
  const networkId = r.u32('networkId');
  const blockchainId = r.bytes(32, 'blockchainId');
  const outputs = r.array((r) => readTransferableOutput(r, chain), 36, 'outputs');
  const inputs = r.array((r) => readTransferableInput(r, chain), 72, 'inputs');
  return { networkId, blockchainId, outputs, inputs, memo: r.sized('memo') };
}
