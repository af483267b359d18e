import { sha256 } from '@noble/hashes/sha2.js';
import { Reader, Writer } from '../codec/index.js';

/** An unsigned Warp message (AvalancheGo `warp.UnsignedMessage`): what validators sign. */
export interface UnsignedWarpMessage {
  networkId: number;
  /** 32 bytes: the chain the message comes from (the P chain is 32 zero bytes). */
  sourceChainId: Uint8Array;
  payload: Uint8Array;
}

/** A signed Warp message with its `BitSetSignature` (the only signature type, codec type id 0). */
export interface WarpMessage extends UnsignedWarpMessage {
  /** Big-endian bit set over the canonical validator set: bit i set when validator i signed (no leading zero byte). */
  signers: Uint8Array;
  /** 96 bytes: the aggregate BLS signature of the unsigned message bytes. */
  signature: Uint8Array;
}

/**
 * The bytes of an unsigned Warp message (codec version 0, network id, source chain id, payload): what is signed.
 *
 * @example
 * import { encodeUnsignedWarpMessage } from '@pkg/txs';
 * const toSign = encodeUnsignedWarpMessage({ networkId: 12345, sourceChainId, payload });
 */
export function encodeUnsignedWarpMessage(message: UnsignedWarpMessage): Uint8Array {
  return writeUnsigned(new Writer(), message).finish();
}

function writeUnsigned(w: Writer, m: UnsignedWarpMessage): Writer {
  return w
    .u16(0)
    .u32(m.networkId, 'networkId')
    .bytes(m.sourceChainId, 32, 'sourceChainId')
    .sized(m.payload, 'payload');
}

/**
 * The bytes of a signed Warp message, what RegisterL1Validator and SetL1ValidatorWeight carry.
 *
 * @example
 * import { encodeWarpMessage } from '@pkg/txs';
 * const message = encodeWarpMessage({ ...unsigned, signers, signature });
 */
export function encodeWarpMessage(message: WarpMessage): Uint8Array {
  return writeUnsigned(new Writer(), message)
    .u32(0)
    .sized(message.signers, 'signers')
    .bytes(message.signature, 96, 'signature')
    .finish();
}

/**
 * Reads a signed Warp message (the inverse of {@link encodeWarpMessage}); malformed bytes are a ValidationError.
 *
 * @example
 * import { decodeWarpMessage } from '@pkg/txs';
 * const { payload, signers } = decodeWarpMessage(bytes);
 */
export function decodeWarpMessage(bytes: Uint8Array): WarpMessage {
  const r = new Reader(bytes, 'message');
  if (r.u16('codec version') !== 0) throw r.error('codec version', 'version 0', 'another');
  const networkId = r.u32('networkId');
  const sourceChainId = r.bytes(32, 'sourceChainId');
  const payload = r.sized('payload');
  if (r.u32('signature type') !== 0) throw r.error('signature type', 'type 0 (BitSetSignature)', 'another');
  const signers = r.sized('signers');
  const signature = r.bytes(96, 'signature');
  r.end();
  return { networkId, sourceChainId, payload, signers, signature };
}

/**
 * The number of signers a Warp message's bit set names (the P chain charges compute per signer).
 *
 * @example
 * import { warpSignerCount } from '@pkg/txs';
 * warpSignerCount(decodeWarpMessage(bytes).signers);
 */
export function warpSignerCount(signers: Uint8Array): number {
  let n = 0;
  for (const byte of signers) for (let b = byte; b !== 0; b &= b - 1) n++;
  return n;
}

/**
 * The id of an unsigned Warp message: sha256 of its bytes.
 *
 * @example
 * import { warpMessageId } from '@pkg/txs';
 * const id = warpMessageId(unsigned);
 */
export function warpMessageId(unsigned: UnsignedWarpMessage): Uint8Array {
  return sha256(encodeUnsignedWarpMessage(unsigned));
}
