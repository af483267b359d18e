// Warp messages and payloads without BLS: encoding, decoding, ids. Signing and BLS keys are in `@pkg/txs/warp`
// (src/warp.ts), so the main entry does not load BLS12-381.
export {
  decodeAddressedCall,
  decodeL1ValidatorWeightPayload,
  decodeRegisterL1ValidatorPayload,
  encodeAddressedCall,
  encodeL1ValidatorWeightPayload,
  encodeRegisterL1ValidatorPayload,
  encodeSubnetToL1ConversionData,
  type L1ValidatorWeightPayload,
  type RegisterL1ValidatorPayload,
  registerL1ValidatorValidationId,
  type SubnetToL1ConversionData,
  type SubnetToL1ConversionValidator,
  subnetToL1ConversionId,
} from './payloads.js';
export {
  decodeWarpMessage,
  encodeUnsignedWarpMessage,
  encodeWarpMessage,
  type UnsignedWarpMessage,
  type WarpMessage,
  warpMessageId,
  warpSignerCount,
} from './warpMessage.js';
