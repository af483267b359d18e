import { sha256 } from '@noble/hashes/sha2.js';
import { ValidationError } from '@pkg/core';
import type { EVMInput } from '../c/types.js';
import { bytesEqual, toHex } from '../codec/bytes.js';
import type { Chain } from '../codec/typeIds.js';
import { checksumAddress, ethAddressOf } from '../keys/ethAddressOf.js';
import { secp256k1 } from '../keys/secp256k1.js';
import { recoverShortId } from '../sign/recoverShortId.js';
import { signedTxBytes, txIdOf } from '../sign/signedTxBytes.js';
import { nameAddress, signaturesOf } from '../sign/signTx.js';
import type { AnyTx, UnsignedTx } from '../types.js';
import { credentialSizes } from './credentialSizes.js';
import type { SignableTx } from './decodeUnsignedTx.js';
import { decodeUnsignedTx } from './decodeUnsignedTx.js';

/** What the bytes of a tx say, once they agree with its chain and credentials. */
export interface AgreedTx {
  /** The tx read from the bytes (never the in-memory `tx` object, which the bytes may contradict). */
  tx: SignableTx;
  networkId: number;
  /** 32 bytes: the chain the tx is issued on (zeros on P). */
  blockchainId: Uint8Array;
}

/**
 * Checks that a tx at any stage holds together, as a signer on another machine must see it: its chain's codec reads
 * its bytes completely; the blockchain id fits the chain (the P chain's is 32 zero bytes, X's and C's are not); it has
 * exactly the credentials the tx needs (one per input, then per imported input or X operation, then the P
 * authorization), each with one 20-byte signer per sig index; each signature made is 65 bytes and recovers (over
 * sha256 of the bytes) to its signer (on a C ExportTx, by the key of the account its input debits); a signed tx's
 * bytes and id are those of its parts. Anything else is a
 * ValidationError naming the field (`credentials[1].signatures[0]`). No network call.
 */
export function checkTxAgrees(tx: AnyTx): AgreedTx {
  const unsigned: UnsignedTx = 'unsigned' in tx ? tx.unsigned : tx;
  const chain = unsigned.chain;
  if (chain !== 'X' && chain !== 'P' && chain !== 'C') {
    throw new ValidationError({ field: 'chain', rule: '"X", "P" or "C"', got: JSON.stringify(chain) });
  }
  if (!(unsigned.bytes instanceof Uint8Array)) {
    throw new ValidationError({ field: 'unsignedTx', rule: 'the unsigned tx bytes' });
  }
  const decoded = decodeUnsignedTx(chain, unsigned.bytes, 'unsignedTx', 'chain');
  checkBlockchainId(chain, decoded.blockchainId);
  const sizes = credentialSizes(chain, decoded);
  checkSigners(unsigned.signers, sizes);
  checkSignatures(unsigned, signaturesOf(tx), sizes);
  if (decoded.type === 'ExportTx' && 'nonce' in (decoded.inputs[0] ?? {})) {
    checkEvmSigners(unsigned, decoded.inputs as EVMInput[], signaturesOf(tx));
  }
  if ('txId' in tx) checkSignedBytes(tx.bytes, tx.txId, unsigned, tx.credentials);
  return { tx: decoded, networkId: decoded.networkId, blockchainId: decoded.blockchainId };
}

function checkBlockchainId(chain: Chain, blockchainId: Uint8Array): void {
  const zero = blockchainId.every((b) => b === 0);
  if (zero !== (chain === 'P')) {
    throw new ValidationError({
      field: 'chain',
      rule: `the chain of the bytes' blockchain id (${zero ? 'zeros: the P chain' : 'not zeros: X or C'})`,
      got: JSON.stringify(chain),
    });
  }
}

function checkCount(field: string, what: string, want: number, got: unknown): void {
  const n = Array.isArray(got) ? got.length : undefined;
  if (n !== want) {
    throw new ValidationError({ field, rule: `${want} ${what}`, got: n === undefined ? 'none' : String(n) });
  }
}

function checkSigners(signers: unknown, sizes: readonly number[]): void {
  checkCount('credentials', 'credentials (what the tx needs)', sizes.length, signers);
  (signers as unknown[]).forEach((list, c) => {
    checkCount(`credentials[${c}].signers`, 'signers (its sig indices)', sizes[c] as number, list);
    (list as unknown[]).forEach((address, i) => {
      if (!(address instanceof Uint8Array) || address.length !== 20) {
        throw new ValidationError({ field: `credentials[${c}].signers[${i}]`, rule: 'a 20-byte short id' });
      }
    });
  });
}

function checkSignatures(
  unsigned: UnsignedTx,
  signatures: readonly (Uint8Array | null)[][],
  sizes: readonly number[],
): void {
  checkCount('credentials', 'credentials (what the tx needs)', sizes.length, signatures);
  const hash = sha256(unsigned.bytes);
  signatures.forEach((list, c) => {
    checkCount(
      `credentials[${c}].signatures`,
      'signatures or nulls (one per signer)',
      sizes[c] as number,
      list,
    );
    list.forEach((signature, i) => {
      if (signature === null) return;
      const field = `credentials[${c}].signatures[${i}]`;
      const signer = unsigned.signers[c]?.[i] as Uint8Array;
      let recovered: Uint8Array;
      try {
        recovered = recoverShortId(signature, hash);
      } catch (cause) {
        const why = cause instanceof Error ? cause.message : String(cause);
        throw new ValidationError({ field, rule: '65 bytes r||s||v, recoverable, low S', details: why });
      }
      if (!bytesEqual(recovered, signer)) {
        throw new ValidationError({
          field,
          rule: `a signature by its signer ${nameAddress(unsigned, signer)} over sha256 of the unsigned bytes`,
          got: `a signature by ${nameAddress(unsigned, recovered)}`,
        });
      }
    });
  });
}

function checkSignedBytes(
  bytes: Uint8Array,
  txId: string,
  unsigned: UnsignedTx,
  credentials: Uint8Array[][],
): void {
  const expected = signedTxBytes(unsigned.bytes, credentials, unsigned.chain);
  if (!(bytes instanceof Uint8Array) || !bytesEqual(bytes, expected)) {
    throw new ValidationError({ field: 'bytes', rule: 'the unsigned bytes followed by the credentials' });
  }
  if (txId !== txIdOf(expected)) {
    throw new ValidationError({ field: 'txId', rule: 'CB58 of sha256 of the signed bytes', got: txId });
  }
}

/**
 * A C ExportTx debits each EVM input's account: the key that signs its credential must be that account's (coreth
 * refuses a credential whose key's EVM address is another). Checked where a signature is made (it names the key).
 */
function checkEvmSigners(
  unsigned: UnsignedTx,
  inputs: readonly EVMInput[],
  signatures: readonly (Uint8Array | null)[][],
): void {
  const hash = sha256(unsigned.bytes);
  inputs.forEach((input, c) => {
    const signature = signatures[c]?.[0];
    if (!signature) return;
    const recovered = new Uint8Array(65);
    recovered[0] = signature[64] as number;
    recovered.set(signature.subarray(0, 64), 1);
    const key = secp256k1().recoverPublicKey(recovered, hash, { prehash: false });
    if (ethAddressOf(key).toLowerCase() !== toHex(input.address)) {
      throw new ValidationError({
        field: `credentials[${c}].signatures[0]`,
        rule: `a signature by the key of the account the input debits (${checksumAddress(toHex(input.address))})`,
        got: `a signature by the key of ${ethAddressOf(key)}`,
      });
    }
  });
}
