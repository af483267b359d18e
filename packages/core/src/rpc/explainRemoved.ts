import { withMessage } from '../errors/withMessage.js';
import { isMethodNotFound } from '../wire/refusals.js';
import type { MethodSpec } from './types.js';

/**
 * The error a C-Chain call of `method` rejects with: the node's own (`error`, every field kept) with a message
 * that adds "removed from the C-Chain by Helicon (AvalancheGo v1.15)" and where it is still served, when the
 * method's entry says Helicon removed it (`servedOn` lists `c-chain-pre-helicon`, not `c-chain-helicon`) and the
 * answer is a "not found" (specs/wire.yaml's `methodNotFound`); else `error` unchanged.
 */
export function explainRemoved(method: string, spec: MethodSpec | undefined, error: unknown): unknown {
  const servedOn = spec?.servedOn;
  if (!servedOn?.includes('c-chain-pre-helicon') || servedOn.includes('c-chain-helicon')) return error;
  if (!isMethodNotFound(error)) return error;
  const where = servedOn.includes('subnet-evm')
    ? 'served by Subnet-EVM chains'
    : 'served only by C-Chains before Helicon';
  const { shortMessage } = error as { shortMessage: string };
  return withMessage(
    error,
    `${shortMessage} (${method} was removed from the C-Chain by Helicon (AvalancheGo v1.15); ${where})`,
  );
}
