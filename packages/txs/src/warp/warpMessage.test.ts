import { bls12_381 } from '@noble/curves/bls12-381.js';
import { describe, expect, it } from 'vitest';
import { blsAggregatePublicKeys, blsProofOfPossession, blsPublicKey, blsVerify } from './bls.js';
import {
  decodeAddressedCall,
  decodeL1ValidatorWeightPayload,
  decodeRegisterL1ValidatorPayload,
  encodeAddressedCall,
  encodeL1ValidatorWeightPayload,
  encodeRegisterL1ValidatorPayload,
  registerL1ValidatorValidationId,
} from './payloads.js';
import { signWarpMessage } from './signWarpMessage.js';
import {
  decodeWarpMessage,
  encodeUnsignedWarpMessage,
  encodeWarpMessage,
  warpSignerCount,
} from './warpMessage.js';

const seq = (from: number, to: number) => Uint8Array.from({ length: to - from + 1 }, (_, i) => from + i);
const cat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const u64 = (b: Uint8Array) => Buffer.from(b).readBigUInt64BE();
const u32 = (b: Uint8Array) => Buffer.from(b).readUInt32BE();

describe('Warp payloads', () => {
  it('encodes RegisterL1Validator exactly as AvalancheGo v1.14.0 payload_test.go expects', () => {
    // vms/platformvm/warp/message/payload_test.go "RegisterL1Validator": the fields are bytes 0x01..0xa4 in order
    const expected = cat(
      [0, 0, 0, 0, 0, 1],
      seq(0x01, 0x20),
      [0, 0, 0, 0x14],
      seq(0x21, 0x34),
      seq(0x35, 0x64),
      seq(0x65, 0x6c),
      seq(0x6d, 0x70),
      [0, 0, 0, 1],
      seq(0x71, 0x84),
      seq(0x85, 0x88),
      [0, 0, 0, 1],
      seq(0x89, 0x9c),
      seq(0x9d, 0xa4),
    );
    const payload = {
      subnetId: seq(0x01, 0x20),
      nodeId: seq(0x21, 0x34),
      blsPublicKey: seq(0x35, 0x64),
      expiry: u64(seq(0x65, 0x6c)),
      remainingBalanceOwner: { threshold: u32(seq(0x6d, 0x70)), addresses: [seq(0x71, 0x84)] },
      disableOwner: { threshold: u32(seq(0x85, 0x88)), addresses: [seq(0x89, 0x9c)] },
      weight: u64(seq(0x9d, 0xa4)),
    };
    const bytes = encodeRegisterL1ValidatorPayload(payload);
    expect(bytes).toEqual(expected);
    expect(decodeRegisterL1ValidatorPayload(bytes)).toEqual(payload);
    expect(registerL1ValidatorValidationId(bytes)).toHaveLength(32);
  });

  it('encodes L1ValidatorWeight (type 3) and an AddressedCall (type 1), and reads them back', () => {
    const weight = { validationId: seq(1, 32), nonce: 7n, weight: 0n };
    const bytes = encodeL1ValidatorWeightPayload(weight);
    expect(bytes).toEqual(cat([0, 0, 0, 0, 0, 3], seq(1, 32), [0, 0, 0, 0, 0, 0, 0, 7], new Uint8Array(8)));
    expect(decodeL1ValidatorWeightPayload(bytes)).toEqual(weight);
    const call = encodeAddressedCall(seq(0xa0, 0xa3), bytes);
    expect(call.subarray(0, 14)).toEqual(
      Uint8Array.from([0, 0, 0, 0, 0, 1, 0, 0, 0, 4, 0xa0, 0xa1, 0xa2, 0xa3]),
    );
    expect(decodeAddressedCall(call)).toEqual({ sourceAddress: seq(0xa0, 0xa3), payload: bytes });
  });

  it('refuses a payload of another type, and truncated bytes, with a ValidationError', () => {
    const weight = encodeL1ValidatorWeightPayload({ validationId: seq(1, 32), nonce: 1n, weight: 1n });
    expect(() => decodeRegisterL1ValidatorPayload(weight)).toThrow(/type id/);
    expect(() => decodeL1ValidatorWeightPayload(weight.subarray(0, 40))).toThrow(/malformed/);
  });
});

describe('Warp messages', () => {
  const keys = [1, 2, 3].map((n) => new Uint8Array(32).fill(n));
  const unsigned = { networkId: 1337, sourceChainId: seq(1, 32), payload: seq(0x40, 0x4f) };

  it('lays out the unsigned message as codec version, network id, source chain, sized payload', () => {
    expect(encodeUnsignedWarpMessage(unsigned)).toEqual(
      cat([0, 0, 0, 0, 0x05, 0x39], seq(1, 32), [0, 0, 0, 16], seq(0x40, 0x4f)),
    );
  });

  it('signs with the validators that hold keys; the bit set indexes the set ordered by uncompressed key', () => {
    const validators = keys.map((k, i) => ({
      publicKey: blsPublicKey(k),
      ...(i === 1 ? {} : { secretKey: k }),
    }));
    const bytes = signWarpMessage(unsigned, validators);
    const msg = decodeWarpMessage(bytes);
    expect(msg.payload).toEqual(unsigned.payload);
    expect(warpSignerCount(msg.signers)).toBe(2);
    // reconstruct the canonical order independently: sort by uncompressed key bytes, via the bit positions
    const ordered = [...validators].sort((a, b) =>
      Buffer.compare(Buffer.from(uncompressed(a.publicKey)), Buffer.from(uncompressed(b.publicKey))),
    );
    const bits = BigInt(`0x${Buffer.from(msg.signers).toString('hex')}`);
    const signed = ordered.filter((_, i) => (bits >> BigInt(i)) & 1n);
    expect(signed.every((v) => v.secretKey !== undefined)).toBe(true);
    expect(
      blsVerify(
        msg.signature,
        encodeUnsignedWarpMessage(unsigned),
        blsAggregatePublicKeys(signed.map((v) => v.publicKey)),
      ),
    ).toBe(true);
    expect(encodeWarpMessage(msg)).toEqual(bytes);
  });

  it('a single signer at index 0 has the bit set [0x01]', () => {
    const { publicKey } = blsProofOfPossession(keys[0] as Uint8Array);
    const msg = decodeWarpMessage(
      signWarpMessage(unsigned, [{ publicKey, secretKey: keys[0] as Uint8Array }]),
    );
    expect(msg.signers).toEqual(Uint8Array.from([1]));
  });
});

function uncompressed(pk: Uint8Array): Uint8Array {
  return bls12_381.G1.Point.fromBytes(pk).toBytes(false);
}
