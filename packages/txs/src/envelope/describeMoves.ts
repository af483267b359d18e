import type { EVMInput, EVMOutput } from '../c/types.js';
import type { TransferableInput, TransferableOutput } from '../codec/avax.js';
import { toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import { checksumAddress } from '../keys/ethAddressOf.js';
import type { SignableTx } from './decodeUnsignedTx.js';
import type { AddressStyle } from './describeOwner.js';
import { describeAddress, describeOwner } from './describeOwner.js';
import type {
  DescribedEvmInput,
  DescribedOutput,
  DescribedUtxoInput,
  TxDescription,
} from './TxDescription.js';

function describeInput(input: TransferableInput): DescribedUtxoInput {
  const spent = input.input;
  const amount = spent.type === 'StakeableLockIn' ? spent.input.amount : spent.amount;
  return {
    txId: cb58(input.txId),
    outputIndex: input.outputIndex,
    assetId: cb58(input.assetId),
    amount,
    ...(spent.type === 'StakeableLockIn' ? { locked: spent.locktime } : {}),
  };
}

function describeOutput(style: AddressStyle, out: TransferableOutput): DescribedOutput {
  const assetId = cb58(out.assetId);
  const o = out.output;
  const inner = o.type === 'StakeableLockOut' ? o.output : o;
  const owners = inner.owners;
  const who =
    owners.threshold === 1 && owners.addresses.length === 1 && owners.locktime === 0n
      ? { address: describeAddress(style, owners.addresses[0] as Uint8Array) }
      : { owner: describeOwner(style, owners) };
  return {
    ...who,
    amount: inner.type === 'TransferOutput' ? inner.amount : 0n,
    assetId,
    ...(o.type === 'StakeableLockOut' ? { locked: o.locktime } : {}),
    ...(inner.type === 'TransferOutput' ? {} : { outputType: inner.type }),
  };
}

function describeEvm(item: EVMOutput | EVMInput): DescribedOutput & Partial<DescribedEvmInput> {
  return {
    address: checksumAddress(toHex(item.address)),
    amount: item.amount,
    assetId: cb58(item.assetId),
    ...('nonce' in item ? { nonce: item.nonce } : {}),
  };
}

type Moves = Pick<
  TxDescription,
  'inputs' | 'importedInputs' | 'outputs' | 'exportedOutputs' | 'stakeOutputs'
>;

/**
 * What a tx spends and creates, as a signer reads it: its inputs (UTXOs, or a C ExportTx's accounts), imported inputs,
 * outputs (a C ImportTx's credited accounts), exported outputs (addresses named on the destination chain, `exported`)
 * and stake outputs.
 */
export function describeMoves(tx: SignableTx, own: AddressStyle, exported: AddressStyle): Moves {
  const outs = (list: TransferableOutput[], style = own) => list.map((o) => describeOutput(style, o));
  const moves: Moves = { inputs: [], outputs: [] };
  if ('memo' in tx) {
    moves.inputs = tx.inputs.map(describeInput);
    moves.outputs = outs(tx.outputs);
  } else if (tx.type === 'ExportTx') {
    moves.inputs = tx.inputs.map((i) => describeEvm(i) as DescribedEvmInput);
  } else {
    moves.outputs = tx.outputs.map(describeEvm);
  }
  if ('importedInputs' in tx) moves.importedInputs = tx.importedInputs.map(describeInput);
  if ('exportedOutputs' in tx) moves.exportedOutputs = outs(tx.exportedOutputs, exported);
  if ('stakeOutputs' in tx) moves.stakeOutputs = outs(tx.stakeOutputs);
  return moves;
}
