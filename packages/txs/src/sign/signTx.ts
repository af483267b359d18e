import { sha256 } from '@noble/hashes/sha2.js';
import { SdkError } from '@pkg/core';
import { formatAddress, hrpOf } from '../codec/address.js';
import { bytesEqual, fromHex, toHex } from '../codec/bytes.js';
import { MissingSignerError } from '../errors.js';
import { SECP256K1_ORDER } from '../keys/secp256k1.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import type { AnyTx, PartlySignedTx, SignedTx, UnsignedTx } from '../types.js';
import { recoverShortId } from './recoverShortId.js';
import type { Signer } from './Signer.js';
import { signedTxBytes, txIdOf } from './signedTxBytes.js';

/**
 * Signs a tx completely: one credential per entry of `unsigned.signers`, each address's signature made once (signers
 * are asked one at a time, as a hardware wallet needs), normalized (v 27/28 to 0/1, a high S to its low-S twin) and
 * checked to recover to that address. An address no signer can sign for (none holds it, or only a
 * {@link publicKeySigner}) is a MissingSignerError naming every such address, thrown before any signer is asked.
 *
 * @example
 * import { privateKeySigner, signTx } from '@pkg/txs';
 * const signed = await signTx(unsigned, [privateKeySigner(key)]); console.log(signed.txId);
 */
export async function signTx<T extends { type: string }>(
  unsigned: UnsignedTx<T>,
  signers: readonly Signer[],
): Promise<SignedTx<T>> {
  const able = signingKeys(signers);
  const missing = unsigned.signers.flat().filter((a) => !able.has(toHex(a)));
  if (missing.length > 0) throw missingSigners(unsigned, missing);
  return completeTx(await addSignatures(unsigned, signers));
}

/**
 * Adds the signatures that `signers` owe to a tx at any stage, and returns a {@link SignedTx} once none is missing,
 * else a {@link PartlySignedTx}. Addresses whose signer is a {@link publicKeySigner}, or that no signer holds, are
 * left for another machine; signatures already made are kept, never asked for again. Each new signature is
 * normalized and checked to recover to its address (an SdkError naming the address otherwise). No network call.
 *
 * @example
 * import { addSignatures, privateKeySigner } from '@pkg/txs';
 * const partly = await addSignatures(unsigned, [privateKeySigner(keyA)]);
 */
export async function addSignatures<T extends { type: string }>(
  tx: AnyTx<T>,
  signers: readonly Signer[],
): Promise<SignedTx<T> | PartlySignedTx<T>> {
  const unsigned = 'unsigned' in tx ? tx.unsigned : tx;
  const signatures = signaturesOf(tx).map((list) => [...list]);
  const able = signingKeys(signers);
  const hash = sha256(unsigned.bytes);
  const made = new Map<string, Uint8Array>();
  for (const [c, addresses] of unsigned.signers.entries()) {
    for (const [i, address] of addresses.entries()) {
      if ((signatures[c] as (Uint8Array | null)[])[i]) continue;
      const key = toHex(address);
      const signer = able.get(key);
      if (!signer) continue;
      let signature = made.get(key);
      if (signature === undefined) {
        signature = normalizeSignature(
          await signer.sign({ hash, unsignedBytes: unsigned.bytes, chain: unsigned.chain }),
        );
        checkSignature(signature, hash, address, nameAddress(unsigned, address));
        made.set(key, signature);
      }
      (signatures[c] as (Uint8Array | null)[])[i] = signature;
    }
  }
  const partly: PartlySignedTx<T> = { unsigned, signatures };
  return missingOf(partly).length === 0 ? completeTx(partly) : partly;
}

/**
 * A tx with every signature made, as a {@link SignedTx} (what `txs.issue` and `txs.wait` take); a tx still missing a
 * signature is a MissingSignerError naming every address still to sign. No network call.
 *
 * @example
 * import { completeTx } from '@pkg/txs';
 * const signed = completeTx(partly); await txs.issue(signed);
 */
export function completeTx<T extends { type: string }>(tx: AnyTx<T>): SignedTx<T> {
  if ('txId' in tx) return tx;
  const partly: PartlySignedTx<T> = 'unsigned' in tx ? tx : { unsigned: tx, signatures: signaturesOf(tx) };
  const missing = missingOf(partly);
  if (missing.length > 0) throw missingSigners(partly.unsigned, missing);
  const credentials = partly.signatures as Uint8Array[][];
  const bytes = signedTxBytes(partly.unsigned.bytes, credentials, partly.unsigned.chain);
  return { unsigned: partly.unsigned, credentials, bytes, txId: txIdOf(bytes) };
}

/** Per credential, per signer slot: the signatures a tx at any stage holds (`null` where none is made yet). */
export function signaturesOf(tx: AnyTx): (Uint8Array | null)[][] {
  if ('credentials' in tx) return tx.credentials;
  if ('signatures' in tx) return tx.signatures;
  return tx.signers.map((list) => list.map(() => null));
}

/** The short ids still to sign (each once, in credential order). */
function missingOf(tx: PartlySignedTx): Uint8Array[] {
  const seen = new Set<string>();
  const out: Uint8Array[] = [];
  tx.unsigned.signers.forEach((addresses, c) => {
    addresses.forEach((address, i) => {
      if (tx.signatures[c]?.[i] || seen.has(toHex(address))) return;
      seen.add(toHex(address));
      out.push(address);
    });
  });
  return out;
}

function missingSigners(unsigned: UnsignedTx, missing: readonly Uint8Array[]): MissingSignerError {
  const names = [...new Set(missing.map((a) => nameAddress(unsigned, a)))];
  return new MissingSignerError({ addresses: names });
}

/** The signers that can sign here (not a {@link publicKeySigner}), by hex of their short id. */
function signingKeys(signers: readonly Signer[]): Map<string, Signer> {
  const able = new Map<string, Signer>();
  for (const s of signers) if (!s.elsewhere) able.set(toHex(shortIdOf(s.publicKey)), s);
  return able;
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
export function nameAddress(unsigned: UnsignedTx<{ type: string }>, address: Uint8Array): string {
  if (unsigned.bytes.length < 10 || address.length !== 20) return toHex(address);
  const networkId = new DataView(unsigned.bytes.buffer, unsigned.bytes.byteOffset).getUint32(6);
  return formatAddress(unsigned.chain, hrpOf(networkId), address);
}
