export type { AddressChain, ParsedAddress } from './address.js';
export { formatAddress, hrpOf, parseAddress } from './address.js';
export type { BaseTxFields, TransferableInput, TransferableOutput } from './avax.js';
export {
  readBaseTxFields,
  readTransferableInput,
  readTransferableOutput,
  writeBaseTxFields,
  writeTransferableInput,
  writeTransferableOutput,
} from './avax.js';
export { bytesEqual, compareBytes, fromHex, toHex } from './bytes.js';
export { cb58, cb58Decode } from './cb58.js';
export type { SpendInput, StakeableLockIn } from './inputs.js';
export { readInput, writeInput } from './inputs.js';
export type {
  MintOutput,
  NftMintOutput,
  NftTransferOutput,
  Output,
  PropertyMintOutput,
  PropertyOwnedOutput,
  StakeableLockOut,
} from './outputs.js';
export { readOutput, writeOutput } from './outputs.js';
export { Reader } from './Reader.js';
export type { Credential, Input, OutputOwners, TransferInput, TransferOutput } from './secp256k1fx.js';
export {
  readCredential,
  readOutputOwners,
  readSigIndices,
  writeCredential,
  writeOutputOwners,
  writeSigIndices,
} from './secp256k1fx.js';
export type { HasUtxoId } from './sort.js';
export {
  compareUtxoIds,
  sortAddresses,
  sortSigIndices,
  sortTransferableInputs,
  sortTransferableOutputs,
} from './sort.js';
export type { Chain, TypeName } from './typeIds.js';
export { FX_TYPE_IDS, typeIdOf, typeNameOf } from './typeIds.js';
export type { Utxo } from './utxo.js';
export { decodeUtxo, encodeUtxo } from './utxo.js';
export { Writer } from './Writer.js';
