import { ValidationError } from '@pkg/core';
import { FeeTooHighError } from '../errors.js';
import { DEFAULT_MAX_FEE } from '../shared/operationOptions.js';
import type { Signer } from '../sign/Signer.js';
import { addSignatures } from '../sign/signTx.js';
import type { AnyTx, PartlySignedTx, SignedTx } from '../types.js';
import type { DescribeTxOptions } from './describeTx.js';
import { describeTx } from './describeTx.js';

/** Options of {@link signEnvelope}. */
export interface SignEnvelopeOptions extends DescribeTxOptions {
  /**
   * The most nAVAX the tx may burn (consumed minus produced, counted from its bytes); above it nothing is signed.
   * @default 50_000_000n (0.05 AVAX)
   */
  maxFee?: bigint;
}

/**
 * Adds the signatures `signers` owe to a tx carried from another machine (`decodeTxEnvelope`), with no network call:
 * first the checks a careful signer makes, before any signer is asked: the tx's parts agree (bytes, chain, network,
 * credentials, signatures made: a ValidationError naming the field) and its fee, counted from the bytes as
 * `describeTx` does, is at most `maxFee` (else a FeeTooHighError). Then `addSignatures`: a {@link SignedTx} once none
 * is missing, else a {@link PartlySignedTx} to carry on.
 *
 * @example
 * import { decodeTxEnvelope, encodeTxEnvelope, privateKeySigner, signEnvelope } from '@pkg/txs';
 * const more = await signEnvelope(decodeTxEnvelope(text), [privateKeySigner(keyB)], { maxFee: 10_000_000n });
 * writeFileSync('createChain.tx.json', encodeTxEnvelope(more));
 */
export async function signEnvelope(
  tx: AnyTx,
  signers: readonly Signer[],
  options: SignEnvelopeOptions = {},
): Promise<SignedTx | PartlySignedTx> {
  const maxFee = options.maxFee ?? DEFAULT_MAX_FEE;
  if (typeof maxFee !== 'bigint' || maxFee < 0n) {
    throw new ValidationError({ field: 'maxFee', rule: 'a bigint of nAVAX, 0 or more', got: String(maxFee) });
  }
  const description = describeTx(tx, options);
  if (description.fee > maxFee) {
    throw new FeeTooHighError({
      fee: description.fee,
      maxFee,
      chain: description.chain,
      details: `a ${description.type} from an envelope; raise maxFee to sign it`,
    });
  }
  return addSignatures(tx, signers);
}
