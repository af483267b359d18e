import { SdkError } from '@pkg/core';
import type { ChainAlias, ReadOptions, TxContext } from '../shared/context.js';
import { hexWithChecksum } from '../shared/hexWithChecksum.js';
import type { SignedTx } from '../types.js';

/** The `issueTx` method of each chain. */
const ISSUE_TX: Record<ChainAlias, string> = { X: 'avm.issueTx', P: 'platform.issueTx', C: 'avax.issueTx' };

/**
 * Sends a signed transaction to its chain, once (`avm.issueTx`, `platform.issueTx` or `avax.issueTx`, hex with
 * its checksum): never retried, so a submit is never sent twice. Resolves the tx id the node answered, which must
 * be the one the bytes hash to.
 *
 * @example
 * import { createTxClient } from '@pkg/txs';
 * const txs = createTxClient({ url, signers });
 * const { txId } = await txs.issue(await txs.sign(unsigned));
 */
export async function issue(ctx: TxContext, signed: SignedTx, read?: ReadOptions): Promise<{ txId: string }> {
  const chain = signed.unsigned.chain;
  const method = ISSUE_TX[chain];
  const params = { tx: hexWithChecksum(signed.bytes), encoding: 'hex' };
  const answer = (await ctx.call(chain, method, params, read)) as {
    txID?: unknown;
  } | null;
  if (answer?.txID !== signed.txId) {
    throw new SdkError(
      `${method} answered tx id ${String(answer?.txID)}, not the id of the bytes sent ${signed.txId}`,
      {
        details: JSON.stringify(answer),
      },
    );
  }
  return { txId: signed.txId };
}
