import type { RpcHandler } from './context.js';
import { issue } from './platformMethods.js';

/**
 * wallet.* of the X chain's wallet service (`/ext/bc/X/wallet`, the same name in every wireNames mode):
 * `wallet.issueTx` issues as `avm.issueTx` does, so the chain then knows the transaction (getTx, getTxStatus).
 */
export const walletMethods: Record<string, RpcHandler> = {
  'wallet.issueTx': (params, ctx) => issue(ctx, 'X', params),
};
