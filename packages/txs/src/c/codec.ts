import {
  readTransferableInput,
  readTransferableOutput,
  writeTransferableInput,
  writeTransferableOutput,
} from '../codec/avax.js';
import type { Reader } from '../codec/Reader.js';
import { Writer } from '../codec/Writer.js';
import type { CTx, EVMInput, EVMOutput } from './types.js';

/**
 * The unsigned bytes of a C atomic tx (coreth's codec): version 0, type id (Import 0, Export 1), fields.
 *
 * @example
 * import { encodeCTx } from '@pkg/txs';
 * const bytes = encodeCTx(unsigned.tx);
 */
export function encodeCTx(tx: CTx): Uint8Array {
  const w = new Writer().u16(0).u32(tx.type === 'ImportTx' ? 0 : 1);
  w.u32(tx.networkId, 'networkId').bytes(tx.blockchainId, 32, 'blockchainId');
  if (tx.type === 'ImportTx') {
    w.bytes(tx.sourceChain, 32, 'sourceChain');
    w.array(tx.importedInputs, (w, i) => writeTransferableInput(w, 'C', i));
    w.array(tx.outputs, writeEVMOutput);
  } else {
    w.bytes(tx.destinationChain, 32, 'destinationChain');
    w.array(tx.inputs, writeEVMInput);
    w.array(tx.exportedOutputs, (w, o) => writeTransferableOutput(w, 'C', o));
  }
  return w.finish();
}

/**
 * Reads an unsigned C atomic tx (codec version 0, type id, fields) and leaves the reader after it: the `readTx` of
 * {@link decodeSignedTx} for C.
 *
 * @example
 * import { decodeSignedTx, readCTx } from '@pkg/txs';
 * const { unsigned } = decodeSignedTx(bytes, 'C', readCTx);
 */
export function readCTx(r: Reader): CTx {
  const version = r.u16('codec version');
  if (version !== 0) throw r.error('codec version', 'codec version 0', String(version));
  const id = r.u32('tx type id');
  if (id > 1) throw r.error('tx type id', 'a C atomic tx type id (0 import, 1 export)', String(id));
  const networkId = r.u32('networkId');
  const blockchainId = r.bytes(32, 'blockchainId');
  const otherChain = r.bytes(32, id === 0 ? 'sourceChain' : 'destinationChain');
  if (id === 0) {
    const importedInputs = r.array((r) => readTransferableInput(r, 'C'), 72, 'importedInputs');
    const outputs = r.array(readEVMOutput, 60, 'outputs');
    return { type: 'ImportTx', networkId, blockchainId, sourceChain: otherChain, importedInputs, outputs };
  }
  const inputs = r.array(readEVMInput, 68, 'inputs');
  const exportedOutputs = r.array((r) => readTransferableOutput(r, 'C'), 36, 'exportedOutputs');
  return { type: 'ExportTx', networkId, blockchainId, destinationChain: otherChain, inputs, exportedOutputs };
}

function writeEVMOutput(w: Writer, o: EVMOutput): void {
  w.bytes(o.address, 20, 'address').u64(o.amount, 'amount').bytes(o.assetId, 32, 'assetId');
}

function readEVMOutput(r: Reader): EVMOutput {
  return { address: r.bytes(20, 'address'), amount: r.u64('amount'), assetId: r.bytes(32, 'assetId') };
}

function writeEVMInput(w: Writer, i: EVMInput): void {
  writeEVMOutput(w, i);
  w.u64(i.nonce, 'nonce');
}

function readEVMInput(r: Reader): EVMInput {
  return { ...readEVMOutput(r), nonce: r.u64('nonce') };
}
