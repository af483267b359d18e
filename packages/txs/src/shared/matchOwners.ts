// The one owner-matching rule of @pkg/txs: which of an owner's addresses sign, for a UTXO spent on X, P or C (an
// import's atomic UTXOs included) and for an owner's authorization on P (subnet auth, disable auth, an auto-renewed
// validator's authority). Every builder asks here, so a reviewer reads the rule once.
import { bytesEqual } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import type { ChainAlias, TxContext } from './context.js';

/** Who signs for an owner: the sig indices into its addresses (ascending) and those addresses, in the same order. */
export interface OwnerSigners {
  sigIndices: number[];
  signers: Uint8Array[];
}

/**
 * Who signs to spend an output owned by `owners`, or to authorize as that owner: the first `threshold` of its
 * addresses, in the owner's order (so the sig indices ascend), that `from` holds (AvalancheGo's `MatchOwners`, the
 * rule its wallet signs by). Undefined while the owner is locked (`locktime` after `now`) or when `from` holds fewer
 * than `threshold` of its addresses. Which keys `from` lists is the caller's choice: an operation that issues gives
 * the keys that sign here first (see `buildSigningHere`); a build-only one gives every key, those held elsewhere too.
 *
 * @example
 * import { signersFor } from '@pkg/txs';
 * const can = signersFor(utxo.output.owners, [myShortId], 1_700_000_000n); // { sigIndices, signers } | undefined
 */
export function signersFor(
  owners: OutputOwners,
  from: readonly Uint8Array[],
  now: bigint,
): OwnerSigners | undefined {
  if (owners.locktime > now) return undefined;
  const sigIndices: number[] = [];
  const signers: Uint8Array[] = [];
  for (let i = 0; i < owners.addresses.length && sigIndices.length < owners.threshold; i++) {
    const address = owners.addresses[i] as Uint8Array;
    if (from.some((f) => bytesEqual(f, address))) {
      sigIndices.push(i);
      signers.push(address);
    }
  }
  return sigIndices.length === owners.threshold ? { sigIndices, signers } : undefined;
}

/**
 * The sig indices of {@link signersFor} alone (the same rule): which of `owners`' addresses sign, or undefined when
 * the owner is locked past `now` or `addresses` holds too few of them.
 *
 * @example
 * import { matchOwners } from '@pkg/txs';
 * const indices = matchOwners(utxoOwners, signerAddresses, now);
 */
export function matchOwners(
  owners: OutputOwners,
  addresses: readonly Uint8Array[],
  now: bigint,
): number[] | undefined {
  return signersFor(owners, addresses, now)?.sigIndices;
}

/**
 * The short ids a builder may choose to sign with on `chain`: the context's `signingAddresses` (an operation that
 * issues: the keys that sign here) or else every signer's address.
 */
export function signingAddressesOf(
  ctx: Pick<TxContext, 'addresses' | 'signingAddresses'>,
  chain: ChainAlias,
): Uint8Array[] {
  return ctx.signingAddresses?.(chain) ?? ctx.addresses(chain);
}
