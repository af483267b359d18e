// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
/**
 * The rules of the object fields that the entries' input checks and the mock server's answer rules both hold,
 * each written once (exported as `rules` by the package's `/methods` entry, which the mock server imports).
 */
import type { ParamSchema } from '@pkg/core';

/** The rules of UTXOIndex's fields. */
export const UTXOIndex: ParamSchema = {
  address: { type: 'string', required: true },
  utxo: { type: 'string', required: true },
};

/** The rules of AccessListItem's fields. */
export const AccessListItem: ParamSchema = {
  address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
  storageKeys: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' }, required: true },
};
