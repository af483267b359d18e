import { keccak_256 } from '@noble/hashes/sha3.js';
import { ValidationError } from '@pkg/core';
import { fromHex } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { secp256k1 } from '../keys/secp256k1.js';
import { compressPublicKey, shortIdOf } from '../keys/shortIdOf.js';
import type { BuildContext } from '../shared/buildContext.js';
import { cAtomicFee, cAtomicGas } from '../shared/cAtomicFee.js';
import { transferOutput } from '../shared/transferOutput.js';
import type { UnsignedTx } from '../types.js';
import { checkBaseFee } from './buildCImportTx.js';
import { encodeCTx } from './codec.js';
import type { CExportTx } from './types.js';

/** What a C export takes: the account debited (by its key), its nonce, the amount, who owns it on the destination. */
export interface CExportArgs {
  /** The chain that imports it. */
  destination: 'X' | 'P';
  /** nAVAX to export (the account pays this plus the fee; wei = nAVAX x 10^9). */
  amount: bigint;
  /** Owners of the exported output on `destination`. */
  to: OutputOwners;
  /** The public key of the account debited (a signer's `publicKey`). */
  fromPublicKey: Uint8Array;
  /** The account's nonce after every accepted block (`eth_getTransactionCount` at the last accepted block's number). */
  nonce: bigint;
  /** The C chain's base fee in wei (`eth_baseFee`). */
  baseFeeWei: bigint;
}

/**
 * Builds a C atomic ExportTx debiting `amount` plus the fee from the account of `fromPublicKey` (gas = unsigned
 * bytes + 1,000 + 10,000, times the base fee in wei, rounded up to whole nAVAX).
 *
 * @example
 * import { buildCExportTx } from '@pkg/txs';
 * const unsigned = buildCExportTx(ctx, { destination: 'P', amount: 5_000_000_000n, to, fromPublicKey: signer.publicKey, nonce: 3n, baseFeeWei });
 */
export function buildCExportTx(ctx: BuildContext, args: CExportArgs): UnsignedTx<CExportTx> {
  checkBaseFee(args.baseFeeWei);
  if (typeof args.nonce !== 'bigint' || args.nonce < 0n) {
    throw new ValidationError({ field: 'nonce', rule: 'a bigint, 0 or more', got: String(args.nonce) });
  }
  const key = compressPublicKey(fromHex(args.fromPublicKey, 'fromPublicKey'));
  const address = keccak_256(secp256k1().Point.fromBytes(key).toBytes(false).subarray(1)).subarray(-20);
  const output = transferOutput(ctx.avaxAssetId, args.amount, args.to, 'to');
  const tx: CExportTx = {
    type: 'ExportTx',
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.C,
    destinationChain: ctx.chainIds[args.destination],
    inputs: [{ address, amount: args.amount, assetId: ctx.avaxAssetId, nonce: args.nonce }],
    exportedOutputs: [output],
  };
  const fee = cAtomicFee(cAtomicGas(encodeCTx(tx).length, 1), args.baseFeeWei);
  tx.inputs = [{ address, amount: args.amount + fee, assetId: ctx.avaxAssetId, nonce: args.nonce }];
  return { chain: 'C', tx, bytes: encodeCTx(tx), signers: [[shortIdOf(key)]] };
}
