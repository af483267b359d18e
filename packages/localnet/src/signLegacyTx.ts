import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/** A legacy (EIP-155) EVM transaction: what {@link signLegacyTx} signs. */
export interface LegacyTx {
  nonce: bigint;
  gasPrice: bigint;
  gas: bigint;
  /** `0x` + 40 hex digits. */
  to: string;
  value: bigint;
  chainId: bigint;
}

/** The minimal big-endian bytes of a non-negative integer (none for 0), as RLP wants a scalar. */
function scalar(n: bigint): Uint8Array {
  if (n === 0n) return new Uint8Array(0);
  const hex = n.toString(16);
  return hexToBytes(hex.length % 2 ? `0${hex}` : hex);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** RLP's length prefix: `short + length` up to 55 bytes, else `long + length of length` then the length. */
function prefix(length: number, short: number, long: number): Uint8Array {
  if (length <= 55) return Uint8Array.of(short + length);
  const len = scalar(BigInt(length));
  return concat([Uint8Array.of(long + len.length), len]);
}

/** RLP of a list of byte strings (a transaction's fields). */
function rlpList(items: Uint8Array[]): Uint8Array {
  const encoded = items.map((b) =>
    b.length === 1 && (b[0] as number) < 0x80 ? b : concat([prefix(b.length, 0x80, 0xb7), b]),
  );
  const payload = concat(encoded);
  return concat([prefix(payload.length, 0xc0, 0xf7), payload]);
}

/**
 * Signs a legacy EVM value transfer with EIP-155 replay protection (the chain id in the signed fields and in
 * `v`), returning the raw transaction for `eth_sendRawTransaction`. Enough for the one transaction the local
 * network sends itself (turning the C chain to SAE under Helicon); wallets should use viem or ethers.
 *
 * @example
 * import { signLegacyTx } from '@pkg/localnet';
 * const raw = signLegacyTx({ nonce: 0n, gasPrice: 25_000_000_000n, gas: 21_000n, to, value: 0n, chainId: 43112n }, key);
 */
export function signLegacyTx(tx: LegacyTx, privateKey: Uint8Array): `0x${string}` {
  const fields = [
    scalar(tx.nonce),
    scalar(tx.gasPrice),
    scalar(tx.gas),
    hexToBytes(tx.to.replace(/^0x/, '')),
    scalar(tx.value),
    new Uint8Array(0),
  ];
  const hash = keccak_256(rlpList([...fields, scalar(tx.chainId), new Uint8Array(0), new Uint8Array(0)]));
  // noble 2: 65 bytes, the recovery bit first, then r and s (low S)
  const signature = secp256k1.sign(hash, privateKey, { prehash: false, lowS: true, format: 'recovered' });
  const recovery = BigInt(signature[0] as number);
  const r = BigInt(`0x${bytesToHex(signature.subarray(1, 33))}`);
  const s = BigInt(`0x${bytesToHex(signature.subarray(33, 65))}`);
  const v = tx.chainId * 2n + 35n + recovery;
  return `0x${bytesToHex(rlpList([...fields, scalar(v), scalar(r), scalar(s)]))}`;
}
