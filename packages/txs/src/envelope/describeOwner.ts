import { formatAddress } from '../codec/address.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import type { Chain } from '../codec/typeIds.js';
import type { DescribedOwner } from './TxDescription.js';

/** How a description names addresses: the network's HRP, and the chain an owner is on (undefined: not known). */
export interface AddressStyle {
  hrp: string;
  chain: Chain | undefined;
}

/** `P-local1...`, or bare `local1...` when the chain is not known. */
export function describeAddress(style: AddressStyle, shortId: Uint8Array): string {
  const text = formatAddress(style.chain ?? 'X', style.hrp, shortId);
  return style.chain === undefined ? text.slice(2) : text;
}

/** An owner as a signer reads it: its addresses in the network's HRP, threshold and locktime. */
export function describeOwner(style: AddressStyle, owner: OutputOwners): DescribedOwner {
  return {
    addresses: owner.addresses.map((a) => describeAddress(style, a)),
    threshold: owner.threshold,
    locktime: owner.locktime,
  };
}
