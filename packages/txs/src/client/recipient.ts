import { ValidationError } from '@pkg/core';
import { formatAddress, parseAddress } from '../codec/address.js';
import { fromHex } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { checkEip55 } from '../shared/hexWithChecksum.js';

/**
 * The owner of an output to `address` on X or P (`X-local1...`; a bare `local1...` is taken as on `chain`), one
 * signature, no lock; a ValidationError naming `field` for an address of another chain or network.
 */
export function ownerOn(ctx: TxContext, chain: 'X' | 'P', address: unknown, field: string): OutputOwners {
  if (typeof address !== 'string') {
    throw new ValidationError({ field, rule: `a bech32 address such as ${chain}-${ctx.hrp}1...` });
  }
  const { shortId } = parseAddress(address, field, { chain, hrp: ctx.hrp });
  return { locktime: 0n, threshold: 1, addresses: [shortId] };
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
