import type { CTx } from '../c/types.js';
import type { SpendInput } from '../codec/inputs.js';
import type { Chain } from '../codec/typeIds.js';
import type { XFxOperation } from '../x/types.js';
import type { SignableTx } from './decodeUnsignedTx.js';

/** The sig indices of an input: what its credential's signatures fill, in order. */
function sigIndicesOf(input: SpendInput): number[] {
  return input.type === 'StakeableLockIn' ? input.input.sigIndices : input.sigIndices;
}

function operationSigIndices(op: XFxOperation): number[] {
  switch (op.type) {
    case 'NftTransferOperation':
    case 'PropertyBurnOperation':
      return op.input;
    default:
      return op.mintInput;
  }
}

/** The authorization a P tx carries after its inputs (subnet auth, disable auth, validator authority), if any. */
function authOf(tx: SignableTx): { sigIndices: number[] } | undefined {
  if ('subnetAuth' in tx) return tx.subnetAuth;
  if ('disableAuth' in tx) return tx.disableAuth;
  if ('auth' in tx) return tx.auth;
  return undefined;
}

/**
 * Per credential the tx needs, in the order the node reads them, the number of signatures it holds: one credential
 * per input (its sig indices; a C ExportTx's EVM input is signed once), then per imported input, then per X
 * operation, then one for the P authorization (subnet, disable or validator authority) when the tx has one.
 */
export function credentialSizes(chain: Chain, tx: SignableTx): number[] {
  if (chain === 'C') {
    const c = tx as CTx;
    return c.type === 'ExportTx'
      ? c.inputs.map(() => 1)
      : c.importedInputs.map((i) => sigIndicesOf(i.input).length);
  }
  const base = tx as Exclude<SignableTx, CTx>;
  const sizes = base.inputs.map((i) => sigIndicesOf(i.input).length);
  if ('importedInputs' in base) sizes.push(...base.importedInputs.map((i) => sigIndicesOf(i.input).length));
  if ('operations' in base)
    sizes.push(...base.operations.map((o) => operationSigIndices(o.operation).length));
  const auth = authOf(base);
  if (auth) sizes.push(auth.sigIndices.length);
  return sizes;
}
