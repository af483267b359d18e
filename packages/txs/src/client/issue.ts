import { SdkError } from '@pkg/core';
import { atomic_issueTx } from '@pkg/evm/methods';
import { platform_issueTx } from '@pkg/pchain/methods';
import { xvm_issueTx } from '@pkg/xchain/methods';
import type { ReadOptions, TxContext } from '../shared/context.js';
import { hexWithChecksum } from '../shared/hexWithChecksum.js';
import type { SignedTx } from '../types.js';

/** The `issueTx` method of each chain. */
const ISSUE_TX = { X: xvm_issueTx, P: platform_issueTx, C: atomic_issueTx } as const;

/**
 * Sends a signed transaction to its chain, once (`avm.issueTx`, `platform.issueTx` or `avax.issueTx`, hex with
 * its checksum): the spec marks each `retry: false`, so it is never retried (nor sent again under another name), and
 * its endpoint takes no batch, so it goes out alone. Resolves the tx id the node answered, which must be the one the
 * bytes hash to.
 *
 * @example
 * import { createTxClient } from '@pkg/txs';
 * const txs = createTxClient({ url, signers });
 * const { txId } = await txs.issue(await txs.sign(unsigned));
 */
export async function issue(ctx: TxContext, signed: SignedTx, read?: ReadOptions): Promise<{ txId: string }> {
  const chain = signed.unsigned.chain;
  const params = { tx: hexWithChecksum(signed.bytes), encoding: 'hex' } as const;
  // the C chain's atomic API takes its one param, the object, by position
  const answer = (await (chain === 'C'
    ? ctx.call(atomic_issueTx, [params], read)
    : ctx.call(ISSUE_TX[chain], params, read))) as { txID?: unknown } | null;
  if (answer?.txID !== signed.txId) {
    throw new SdkError(
      `${ctx.wireName(ISSUE_TX[chain])} answered tx id ${String(answer?.txID)}, not the id of the bytes sent ${signed.txId}`,
      {
        details: JSON.stringify(answer),
      },
    );
  }
  return { txId: signed.txId };
}
