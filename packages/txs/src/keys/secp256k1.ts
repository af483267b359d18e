import { type ECDSA, ecdsa, weierstrass } from '@noble/curves/abstract/weierstrass.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** secp256k1's domain parameters (SEC 2 v2, section 2.4.1). */
const CURVE = {
  p: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn,
  n: 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
  h: 1n,
  a: 0n,
  b: 7n,
  Gx: 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  Gy: 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
};

/** The curve's GLV endomorphism (beta, and the lattice basis that splits a scalar): a faster multiply. */
const ENDO = {
  beta: 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een,
  basises: [
    [0x3086d221a7d46bcde86c90e49284eb15n, -0xe4437ed6010e88286f547fa90abfe4c3n],
    [0x114ca50f7a8e2f3f657c1108d9d44cfd8n, 0x3086d221a7d46bcde86c90e49284eb15n],
  ] as [[bigint, bigint], [bigint, bigint]],
};

/** The order of the curve's group: signatures' S is kept at or below half of it. */
export const SECP256K1_ORDER: bigint = CURVE.n;

let curve: ECDSA | undefined;

/**
 * secp256k1 ECDSA over sha256, from @noble/curves' audited Weierstrass code, set up on first use. Importing
 * `@noble/curves/secp256k1.js` would load its Schnorr, FROST and hash-to-curve modules too (about 10 ms more at
 * every import of @pkg/txs) for nothing this package uses.
 */
export function secp256k1(): ECDSA {
  curve ??= ecdsa(weierstrass(CURVE, { endo: ENDO }), sha256);
  return curve;
}
