import { ValidationError } from '@pkg/core';
import { formatAddress } from '../codec/address.js';
import { fromHex } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { checkEip55 } from '../shared/hexWithChecksum.js';
import { type OwnerArg, recipientArg } from '../shared/ownerArg.js';

/**
 * The owner of an output to `recipient` on X or P: an address (`X-local1...`; a bare `local1...` is taken as on
 * `chain`: one signature, no lock) or an owner `{ addresses, threshold, locktime? }` (its addresses sorted as the
 * codec requires); a ValidationError naming `field` for an address of another chain or network, or a bad owner.
 */
export function ownerOn(
  ctx: TxContext,
  chain: 'X' | 'P',
  recipient: string | OwnerArg,
  field: string,
): OutputOwners {
  return recipientArg(recipient, field, chain, ctx.hrp);
}

/** A 0x C-chain (EVM) address as its 20 bytes; a ValidationError naming `field` otherwise. */
export function evmAddress(address: unknown, field: string): Uint8Array {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new ValidationError({
      field,
      rule: 'a 0x C-chain address of 20 bytes',
      got: JSON.stringify(address),
    });
  }
  checkEip55(address, field);
  return fromHex(address.toLowerCase(), field, 20);
}

/** The bech32 addresses of the signers on `chain` (`C-local1...` for the C chain's atomic UTXOs). */
export function signerAddresses(ctx: TxContext, chain: ChainAlias): string[] {
  return ctx.addresses(chain).map((shortId) => formatAddress(chain, ctx.hrp, shortId));
}
