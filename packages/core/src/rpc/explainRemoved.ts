import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { withMessage } from '../errors/withMessage.js';
import type { MethodSpec } from './types.js';

/**
 * The answers by which a node says it has no such method: go-ethereum's -32601 (`the method X does not
 * exist/is not available`), gorilla/rpc's -32000 `can't find method` (the C-Chain's `/avax`), and an HTTP 404
 * (an endpoint the node no longer serves, the C-Chain's `/admin`).
 */
function isNotFound(error: unknown): boolean {
  if (JsonRpcError.isInstance(error))
    return (
      (error.code === -32601 && /does not exist\/is not available/.test(error.shortMessage)) ||
      (error.code === -32000 && /can't find method\b/.test(error.shortMessage))
    );
  return HttpError.isInstance(error) && error.status === 404;
}

/**
 * The error a C-Chain call of `method` rejects with: the node's own (`error`, every field kept) with a message
 * that adds "removed from the C-Chain by Helicon (AvalancheGo v1.15)" and where it is still served, when the
 * method's entry says Helicon removed it (`servedOn` lists `c-chain-pre-helicon`, not `c-chain-helicon`) and the
 * answer is a "not found"; else `error` unchanged.
 */
export function explainRemoved(method: string, spec: MethodSpec | undefined, error: unknown): unknown {
  const servedOn = spec?.servedOn;
  if (!servedOn?.includes('c-chain-pre-helicon') || servedOn.includes('c-chain-helicon')) return error;
  if (!isNotFound(error)) return error;
  const where = servedOn.includes('subnet-evm')
    ? 'served by Subnet-EVM chains'
    : 'served only by C-Chains before Helicon';
  const { shortMessage } = error as { shortMessage: string };
  return withMessage(
    error,
    `${shortMessage} (${method} was removed from the C-Chain by Helicon (AvalancheGo v1.15); ${where})`,
  );
}
