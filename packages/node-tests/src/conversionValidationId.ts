import { createHash } from 'node:crypto';
import { cb58, cb58Decode } from '@pkg/txs';

/**
 * The validation id a ConvertSubnetToL1Tx gives its validator number `index` (CB58): sha256 of the subnet id's 32 bytes
 * and `index` as a big-endian uint32 (AvalancheGo's `subnetID.Append(index)`).
 * @example
 * ```ts
 * const validationId = conversionValidationId(subnetId, 0);
 * ```
 */
export function conversionValidationId(subnetId: string, index: number): string {
  const bytes = new Uint8Array(36);
  bytes.set(cb58Decode(subnetId, 'subnetId', 32));
  new DataView(bytes.buffer).setUint32(32, index);
  return cb58(new Uint8Array(createHash('sha256').update(bytes).digest()));
}
