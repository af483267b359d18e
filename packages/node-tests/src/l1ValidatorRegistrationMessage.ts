import { encodeAddressedCall, type UnsignedWarpMessage } from '@pkg/txs';
import { P_CHAIN_ID } from './subnetToL1ConversionMessage.js';

/**
 * The unsigned Warp message the P chain emits about an L1 validator's registration (AvalancheGo
 * `message.L1ValidatorRegistration`): source chain the P chain, payload an AddressedCall with no source address around
 * codec version 0, type id 2, the 32-byte validation id and `registered` (one byte). `registered: true` acknowledges a
 * RegisterL1ValidatorTx; `false` says the validation has ended (or can never start).
 * @example
 * ```ts
 * const unsigned = l1ValidatorRegistrationMessage({ networkId: 1337, validationId, registered: true });
 * ```
 */
export function l1ValidatorRegistrationMessage(registration: {
  networkId: number;
  validationId: Uint8Array;
  registered: boolean;
}): UnsignedWarpMessage {
  if (registration.validationId.length !== 32) throw new Error('a validation id is 32 bytes');
  const payload = new Uint8Array(2 + 4 + 32 + 1);
  payload[5] = 2;
  payload.set(registration.validationId, 6);
  payload[38] = registration.registered ? 1 : 0;
  return {
    networkId: registration.networkId,
    sourceChainId: P_CHAIN_ID,
    payload: encodeAddressedCall(new Uint8Array(0), payload),
  };
}

/**
 * The ACP-118 justification the P chain asks for before it signs an L1ValidatorRegistration with `registered: false`
 * for a validator a RegisterL1ValidatorTx added (AvalancheGo `platformvm.L1ValidatorRegistrationJustification`,
 * protobuf): field 2, `register_l1_validator_message`, the RegisterL1Validator payload's bytes (the AddressedCall's
 * payload the L1 sent). A `registered: true` message needs none (the P chain only checks the validator exists).
 * @example
 * ```ts
 * const justification = removedRegistrationJustification(decodeAddressedCall(unsigned.payload).payload);
 * ```
 */
export function removedRegistrationJustification(registerL1ValidatorPayload: Uint8Array): Uint8Array {
  const length: number[] = [];
  for (let n = registerL1ValidatorPayload.length; ; n >>>= 7) {
    if (n < 0x80) {
      length.push(n);
      break;
    }
    length.push((n & 0x7f) | 0x80);
  }
  return Uint8Array.from([0x12, ...length, ...registerL1ValidatorPayload]);
}
