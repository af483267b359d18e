// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
/**
 * The rules of the object fields that the entries' input checks and the mock server's answer rules both hold,
 * each written once (internal: the package entry does not export them).
 */
import type { ParamSchema } from '@pkg/core';

/** The rules of UTXOIndex's fields. */
export const UTXOIndex: ParamSchema = {
  address: { type: 'string', required: true },
  utxo: { type: 'string', required: true },
};
