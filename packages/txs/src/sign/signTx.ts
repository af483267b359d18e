import { sha256 } from '@noble/hashes/sha2.js';
import { SdkError } from '@pkg/core';
import { formatAddress, hrpOf } from '../codec/address.js';
import { bytesEqual, fromHex, toHex } from '../codec/bytes.js';
import { MissingSignerError } from '../errors.js';
import { SECP256K1_ORDER } from '../keys/secp256k1.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import type { SignedTx, UnsignedTx } from '../types.js';
import { recoverShortId } from './recoverShortId.js';
import type { Signer } from './Signer.js';
import { signedTxBytes, txIdOf } from './signedTxBytes.js';

/**
 * Signs a tx: one credential per entry of `unsigned.signers`, each address's signature made once (signers are
 * asked one at a time, as a hardware wallet needs), normalized (v 27/28 to 0/1, a high S to its low-S twin) and
 * checked to recover to that address. An address no signer holds is a MissingSignerError naming it, thrown before
 * any signer is asked.
 *
 * @example
 * import { privateKeySigner, signTx } from '@pkg/txs';
 * const signed = await signTx(unsigned, [privateKeySigner(key)]); console.log(signed.txId);
 */
export async function signTx<T extends { type: string }>(
  unsigned: UnsignedTx<T>,
  signers: readonly Signer[],
): Promise<SignedTx<T>> {
  const byAddress = new Map(signers.map((s) => [toHex(shortIdOf(s.publicKey)), s]));
  for (const address of unsigned.signers.flat()) {
    if (!byAddress.has(toHex(address)))
      throw new MissingSignerError({ address: nameAddress(unsigned, address) });
  }
  const hash = sha256(unsigned.bytes);
  const made = new Map<string, Uint8Array>();
  const credentials: Uint8Array[][] = [];
  for (const addresses of unsigned.signers) {
    const signatures: Uint8Array[] = [];
    for (const address of addresses) {
      const key = toHex(address);
      let signature = made.get(key);
      if (signature === undefined) {
        signature = await (byAddress.get(key) as Signer).sign({
          hash,
          unsignedBytes: unsigned.bytes,
          chain: unsigned.chain,
        });
        signature = normalizeSignature(signature);
        checkSignature(signature, hash, address, nameAddress(unsigned, address));
        made.set(key, signature);
      }
      signatures.push(signature);
    }
    credentials.push(signatures);
  }
  const bytes = signedTxBytes(unsigned.bytes, credentials, unsigned.chain);
  return { unsigned, credentials, bytes, txId: txIdOf(bytes) };
}

const N = SECP256K1_ORDER;

/**
 * A signature as AvalancheGo reads it, from what hardware and KMS signers may return: an Ethereum-style v of 27 or
 * 28 becomes 0 or 1, and a high S becomes n - S with v flipped (the same signature; the node refuses high S).
 */
function normalizeSignature(signature: Uint8Array): Uint8Array {
  if (signature.length !== 65) return signature;
  const out = signature.slice();
  if (out[64] === 27 || out[64] === 28) out[64] -= 27;
  const s = BigInt(toHex(out.subarray(32, 64)));
  if (s > N / 2n && (out[64] === 0 || out[64] === 1)) {
    out.set(fromHex(`0x${(N - s).toString(16).padStart(64, '0')}`, 'signature'), 32);
    out[64] ^= 1;
  }
  return out;
}

function checkSignature(signature: Uint8Array, hash: Uint8Array, address: Uint8Array, name: string): void {
  let recovered: Uint8Array | undefined;
  try {
    recovered = recoverShortId(signature, hash);
  } catch (cause) {
    throw new SdkError(`the signer of ${name} returned an invalid signature`, { cause });
  }
  if (!bytesEqual(recovered, address)) {
    throw new SdkError(`the signer of ${name} returned a signature of another key`, {
      details: 'a signature must be 65 bytes r||s||v over the hash given, by the key of the signer publicKey',
    });
  }
}

/** `X-local1...`: the network id is the first field of every X, P and C atomic tx (after version and type id). */
function nameAddress(unsigned: UnsignedTx<{ type: string }>, address: Uint8Array): string {
  if (unsigned.bytes.length < 10 || address.length !== 20) return toHex(address);
  const networkId = new DataView(unsigned.bytes.buffer, unsigned.bytes.byteOffset).getUint32(6);
  return formatAddress(unsigned.chain, hrpOf(networkId), address);
}
