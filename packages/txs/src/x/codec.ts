import {
  readBaseTxFields,
  readTransferableInput,
  readTransferableOutput,
  writeBaseTxFields,
  writeTransferableInput,
  writeTransferableOutput,
} from '../codec/avax.js';
import { readOutput, writeOutput } from '../codec/outputs.js';
import type { Reader } from '../codec/Reader.js';
import { Writer } from '../codec/Writer.js';
import { readXOperation, writeXOperation } from './operations.js';
import type { XTx } from './types.js';

const TYPE_IDS = { BaseTx: 0, CreateAssetTx: 1, OperationTx: 2, ImportTx: 3, ExportTx: 4 } as const;

/**
 * The unsigned bytes of an X tx: codec version 0, its type id (Base 0, CreateAsset 1, Operation 2, Import 3,
 * Export 4), its fields.
 *
 * @example
 * import { encodeXTx } from '@pkg/txs';
 * const bytes = encodeXTx({ type: 'BaseTx', networkId: 12345, blockchainId, outputs, inputs, memo: new Uint8Array() });
 */
export function encodeXTx(tx: XTx): Uint8Array {
  const w = new Writer().u16(0).u32(TYPE_IDS[tx.type]);
  writeBaseTxFields(w, 'X', tx);
  switch (tx.type) {
    case 'CreateAssetTx':
      w.string(tx.name, 'name').string(tx.symbol, 'symbol').u8(tx.denomination, 'denomination');
      w.array(tx.initialStates, (w, s) => {
        w.u32(s.fxIndex, 'fxIndex').array(s.outputs, (w, o) => writeOutput(w, 'X', o));
      });
      break;
    case 'OperationTx':
      w.array(tx.operations, writeXOperation);
      break;
    case 'ImportTx':
      w.bytes(tx.sourceChain, 32, 'sourceChain').array(tx.importedInputs, (w, i) =>
        writeTransferableInput(w, 'X', i),
      );
      break;
    case 'ExportTx':
      w.bytes(tx.destinationChain, 32, 'destinationChain');
      w.array(tx.exportedOutputs, (w, o) => writeTransferableOutput(w, 'X', o));
      break;
  }
  return w.finish();
}

/**
 * Reads an unsigned X tx (codec version 0, type id, fields) and leaves the reader after it: the `readTx` of
 * {@link decodeSignedTx} for X.
 *
 * @example
 * import { decodeSignedTx, readXTx } from '@pkg/txs';
 * const { unsigned } = decodeSignedTx(bytes, 'X', readXTx);
 */
export function readXTx(r: Reader): XTx {
  const version = r.u16('codec version');
  if (version !== 0) throw r.error('codec version', 'codec version 0', String(version));
  const id = r.u32('tx type id');
  if (id > 4) throw r.error('tx type id', 'an X tx type id (0-4)', String(id));
  const base = readBaseTxFields(r, 'X');
  switch (id) {
    case 0:
      return { type: 'BaseTx', ...base };
    case 1: {
      const name = r.string('name');
      const symbol = r.string('symbol');
      const denomination = r.u8('denomination');
      const initialStates = r.array(
        (r) => ({ fxIndex: r.u32('fxIndex'), outputs: r.array((r) => readOutput(r, 'X'), 4, 'outputs') }),
        8,
        'initialStates',
      );
      return { type: 'CreateAssetTx', ...base, name, symbol, denomination, initialStates };
    }
    case 2:
      return { type: 'OperationTx', ...base, operations: r.array(readXOperation, 40, 'operations') };
    case 3: {
      const sourceChain = r.bytes(32, 'sourceChain');
      const importedInputs = r.array((r) => readTransferableInput(r, 'X'), 72, 'importedInputs');
      return { type: 'ImportTx', ...base, sourceChain, importedInputs };
    }
    default: {
      const destinationChain = r.bytes(32, 'destinationChain');
      const exportedOutputs = r.array((r) => readTransferableOutput(r, 'X'), 36, 'exportedOutputs');
      return { type: 'ExportTx', ...base, destinationChain, exportedOutputs };
    }
  }
}
