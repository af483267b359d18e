import type { Reader } from '../codec/Reader.js';
import {
  readOutputOwners,
  readSigIndices,
  writeOutputOwners,
  writeSigIndices,
} from '../codec/secp256k1fx.js';
import { typeIdOf, typeNameOf } from '../codec/typeIds.js';
import type { Writer } from '../codec/Writer.js';
import type { XFxOperation, XOperation } from './types.js';

/**
 * Writes one OperationTx operation: asset id, UTXO ids, then the fx operation with its X type id.
 *
 * @example
 * import { Writer, writeXOperation } from '@pkg/txs';
 * writeXOperation(new Writer(), operation);
 */
export function writeXOperation(w: Writer, op: XOperation): void {
  w.bytes(op.assetId, 32, 'assetId');
  w.array(op.utxoIds, (w, u) => w.bytes(u.txId, 32, 'txId').u32(u.outputIndex, 'outputIndex'));
  const o = op.operation;
  w.u32(typeIdOf('X', o.type));
  switch (o.type) {
    case 'MintOperation':
      writeSigIndices(w, o.mintInput);
      writeOutputOwners(w, o.mintOutput);
      w.u64(o.transferOutput.amount, 'amount');
      writeOutputOwners(w, o.transferOutput.owners);
      return;
    case 'NftMintOperation':
      writeSigIndices(w, o.mintInput);
      w.u32(o.groupId, 'groupId').sized(o.payload, 'payload').array(o.outputs, writeOutputOwners);
      return;
    case 'NftTransferOperation':
      writeSigIndices(w, o.input);
      w.u32(o.output.groupId, 'groupId').sized(o.output.payload, 'payload');
      writeOutputOwners(w, o.output.owners);
      return;
    case 'PropertyMintOperation':
      writeSigIndices(w, o.mintInput);
      writeOutputOwners(w, o.mintOutput);
      writeOutputOwners(w, o.ownedOutput);
      return;
    case 'PropertyBurnOperation':
      writeSigIndices(w, o.input);
  }
}

/**
 * Reads one OperationTx operation.
 *
 * @example
 * import { Reader, readXOperation } from '@pkg/txs';
 * const operation = readXOperation(new Reader(bytes));
 */
export function readXOperation(r: Reader): XOperation {
  const assetId = r.bytes(32, 'assetId');
  const utxoIds = r.array(
    (r) => ({ txId: r.bytes(32, 'txId'), outputIndex: r.u32('outputIndex') }),
    36,
    'utxoIds',
  );
  return { assetId, utxoIds, operation: readFxOperation(r) };
}

function readFxOperation(r: Reader): XFxOperation {
  const id = r.u32('operation type id');
  const type = typeNameOf('X', id);
  switch (type) {
    case 'MintOperation': {
      const mintInput = readSigIndices(r);
      const mintOutput = readOutputOwners(r);
      return {
        type,
        mintInput,
        mintOutput,
        transferOutput: { amount: r.u64('amount'), owners: readOutputOwners(r) },
      };
    }
    case 'NftMintOperation': {
      const mintInput = readSigIndices(r);
      const groupId = r.u32('groupId');
      const payload = r.sized('payload');
      return { type, mintInput, groupId, payload, outputs: r.array(readOutputOwners, 16, 'outputs') };
    }
    case 'NftTransferOperation': {
      const input = readSigIndices(r);
      const groupId = r.u32('groupId');
      const payload = r.sized('payload');
      return { type, input, output: { groupId, payload, owners: readOutputOwners(r) } };
    }
    case 'PropertyMintOperation':
      return {
        type,
        mintInput: readSigIndices(r),
        mintOutput: readOutputOwners(r),
        ownedOutput: readOutputOwners(r),
      };
    case 'PropertyBurnOperation':
      return { type, input: readSigIndices(r) };
  }
  throw r.error('operation type id', 'an X operation type id (8, 12, 13, 17, 18)', String(id));
}
