import { sha256 } from '@noble/hashes/sha2.js';
import { Reader, Writer } from '../codec/index.js';
import type { PChainOwner } from '../p/types.js';

/** AvalancheGo `message.RegisterL1Validator`: an L1's request that the P chain registers a validator. */
export interface RegisterL1ValidatorPayload {
  subnetId: Uint8Array;
  /** 20-byte node id. */
  nodeId: Uint8Array;
  /** 48-byte compressed BLS public key. */
  blsPublicKey: Uint8Array;
  /** Unix seconds after which the P chain refuses the message (at most 24 h ahead of its time). */
  expiry: bigint;
  remainingBalanceOwner: PChainOwner;
  disableOwner: PChainOwner;
  weight: bigint;
}

/** AvalancheGo `message.L1ValidatorWeight`: a new weight (0 removes) for a validation, with a nonce above the last. */
export interface L1ValidatorWeightPayload {
  validationId: Uint8Array;
  nonce: bigint;
  weight: bigint;
}

/** One validator of AvalancheGo `message.SubnetToL1ConversionData`. */
export interface SubnetToL1ConversionValidator {
  nodeId: Uint8Array;
  blsPublicKey: Uint8Array;
  weight: bigint;
}

/** AvalancheGo `message.SubnetToL1ConversionData`: what a ConvertSubnetToL1Tx committed to. */
export interface SubnetToL1ConversionData {
  subnetId: Uint8Array;
  managerChainId: Uint8Array;
  managerAddress: Uint8Array;
  validators: SubnetToL1ConversionValidator[];
}

function writeOwner(w: Writer, owner: PChainOwner, field: string): void {
  w.u32(owner.threshold, `${field}.threshold`).array(owner.addresses, (w2, a, i) =>
    w2.bytes(a, 20, `${field}.addresses.${i}`),
  );
}

function readOwner(r: Reader, field: string): PChainOwner {
  const threshold = r.u32(`${field}.threshold`);
  const addresses = r.array((r2) => r2.bytes(20, `${field}.addresses`), 20, `${field}.addresses`);
  return { threshold, addresses };
}

/**
 * The Warp payload bytes of an AddressedCall (payload codec type 1): the source contract address and its payload.
 *
 * @example
 * import { encodeAddressedCall } from '@pkg/txs';
 * const payload = encodeAddressedCall(managerAddress, encodeRegisterL1ValidatorPayload(msg));
 */
export function encodeAddressedCall(sourceAddress: Uint8Array, payload: Uint8Array): Uint8Array {
  return new Writer().u16(0).u32(1).sized(sourceAddress, 'sourceAddress').sized(payload, 'payload').finish();
}

/**
 * Reads an AddressedCall Warp payload (the inverse of {@link encodeAddressedCall}).
 *
 * @example
 * import { decodeAddressedCall } from '@pkg/txs';
 * const { sourceAddress, payload } = decodeAddressedCall(warp.payload);
 */
export function decodeAddressedCall(bytes: Uint8Array): { sourceAddress: Uint8Array; payload: Uint8Array } {
  const r = new Reader(bytes, 'addressedCall');
  header(r, 1, 'AddressedCall');
  const sourceAddress = r.sized('sourceAddress');
  const payload = r.sized('payload');
  r.end();
  return { sourceAddress, payload };
}

function header(r: Reader, typeId: number, name: string): void {
  if (r.u16('codec version') !== 0) throw r.error('codec version', 'version 0', 'another');
  if (r.u32('type id') !== typeId) throw r.error('type id', `${typeId} (${name})`, 'another');
}

/**
 * The message bytes of a RegisterL1Validator request (message codec type 1), the AddressedCall payload an L1's
 * validator manager sends; its sha256 is the validation id.
 *
 * @example
 * import { encodeRegisterL1ValidatorPayload } from '@pkg/txs';
 * const bytes = encodeRegisterL1ValidatorPayload({ subnetId, nodeId, blsPublicKey, expiry, remainingBalanceOwner, disableOwner, weight });
 */
export function encodeRegisterL1ValidatorPayload(p: RegisterL1ValidatorPayload): Uint8Array {
  const w = new Writer()
    .u16(0)
    .u32(1)
    .bytes(p.subnetId, 32, 'subnetId')
    .sized(p.nodeId, 'nodeId')
    .bytes(p.blsPublicKey, 48, 'blsPublicKey')
    .u64(p.expiry, 'expiry');
  writeOwner(w, p.remainingBalanceOwner, 'remainingBalanceOwner');
  writeOwner(w, p.disableOwner, 'disableOwner');
  return w.u64(p.weight, 'weight').finish();
}

/**
 * Reads a RegisterL1Validator message (the inverse of {@link encodeRegisterL1ValidatorPayload}).
 *
 * @example
 * import { decodeRegisterL1ValidatorPayload } from '@pkg/txs';
 * const { nodeId, weight } = decodeRegisterL1ValidatorPayload(bytes);
 */
export function decodeRegisterL1ValidatorPayload(bytes: Uint8Array): RegisterL1ValidatorPayload {
  const r = new Reader(bytes, 'registerL1Validator');
  header(r, 1, 'RegisterL1Validator');
  const subnetId = r.bytes(32, 'subnetId');
  const nodeId = r.sized('nodeId');
  const blsPublicKey = r.bytes(48, 'blsPublicKey');
  const expiry = r.u64('expiry');
  const remainingBalanceOwner = readOwner(r, 'remainingBalanceOwner');
  const disableOwner = readOwner(r, 'disableOwner');
  const weight = r.u64('weight');
  r.end();
  return { subnetId, nodeId, blsPublicKey, expiry, remainingBalanceOwner, disableOwner, weight };
}

/**
 * The validation id the P chain gives a validator registered by RegisterL1ValidatorTx: sha256 of the
 * RegisterL1Validator message bytes.
 *
 * @example
 * import { registerL1ValidatorValidationId } from '@pkg/txs';
 * const validationId = registerL1ValidatorValidationId(payloadBytes);
 */
export function registerL1ValidatorValidationId(payloadBytes: Uint8Array): Uint8Array {
  return sha256(payloadBytes);
}

/**
 * The message bytes of an L1ValidatorWeight update (message codec type 3).
 *
 * @example
 * import { encodeL1ValidatorWeightPayload } from '@pkg/txs';
 * const bytes = encodeL1ValidatorWeightPayload({ validationId, nonce: 1n, weight: 0n });
 */
export function encodeL1ValidatorWeightPayload(p: L1ValidatorWeightPayload): Uint8Array {
  return new Writer()
    .u16(0)
    .u32(3)
    .bytes(p.validationId, 32, 'validationId')
    .u64(p.nonce, 'nonce')
    .u64(p.weight, 'weight')
    .finish();
}

/**
 * Reads an L1ValidatorWeight message (the inverse of {@link encodeL1ValidatorWeightPayload}).
 *
 * @example
 * import { decodeL1ValidatorWeightPayload } from '@pkg/txs';
 * const { validationId, nonce, weight } = decodeL1ValidatorWeightPayload(bytes);
 */
export function decodeL1ValidatorWeightPayload(bytes: Uint8Array): L1ValidatorWeightPayload {
  const r = new Reader(bytes, 'l1ValidatorWeight');
  header(r, 3, 'L1ValidatorWeight');
  const validationId = r.bytes(32, 'validationId');
  const nonce = r.u64('nonce');
  const weight = r.u64('weight');
  r.end();
  return { validationId, nonce, weight };
}

/**
 * The bytes of SubnetToL1ConversionData (codec version 0, then its fields: a plain struct, no type id); its sha256 is
 * the conversion id the P chain reports (`platform.getSubnet`'s `conversionID`).
 *
 * @example
 * import { encodeSubnetToL1ConversionData } from '@pkg/txs';
 * const bytes = encodeSubnetToL1ConversionData({ subnetId, managerChainId, managerAddress, validators });
 */
export function encodeSubnetToL1ConversionData(d: SubnetToL1ConversionData): Uint8Array {
  return new Writer()
    .u16(0)
    .bytes(d.subnetId, 32, 'subnetId')
    .bytes(d.managerChainId, 32, 'managerChainId')
    .sized(d.managerAddress, 'managerAddress')
    .array(d.validators, (w, v, i) =>
      w
        .sized(v.nodeId, `validators.${i}.nodeId`)
        .bytes(v.blsPublicKey, 48, `validators.${i}.blsPublicKey`)
        .u64(v.weight),
    )
    .finish();
}

/**
 * The conversion id of a ConvertSubnetToL1Tx: sha256 of its SubnetToL1ConversionData bytes.
 *
 * @example
 * import { subnetToL1ConversionId } from '@pkg/txs';
 * const conversionId = subnetToL1ConversionId({ subnetId, managerChainId, managerAddress, validators });
 */
export function subnetToL1ConversionId(d: SubnetToL1ConversionData): Uint8Array {
  return sha256(encodeSubnetToL1ConversionData(d));
}
