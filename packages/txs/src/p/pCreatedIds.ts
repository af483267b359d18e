import { sha256 } from '@noble/hashes/sha2.js';
import { cb58, Writer } from '../codec/index.js';
import { decodeAddressedCall } from '../warp/payloads.js';
import { decodeWarpMessage } from '../warp/warpMessage.js';
import type { PTx } from './types.js';

/** The ids a P-chain tx creates, CB58, as the node derives them. */
export interface PCreatedIds {
  /** A CreateSubnetTx's subnet: its tx id. */
  subnetId?: string;
  /** A CreateChainTx's chain: its tx id. */
  chainId?: string;
  /** A RegisterL1ValidatorTx's validation: sha256 of the Warp message's RegisterL1Validator payload. */
  validationId?: string;
  /** A ConvertSubnetToL1Tx's validations, in the tx's (node id) order: sha256(subnetId || uint32 index). */
  validationIds?: string[];
}

/**
 * The subnet, chain or validation ids a P-chain tx creates once accepted, from the tx and its id.
 *
 * @example
 * import { pCreatedIds } from '@pkg/txs';
 * const { subnetId } = pCreatedIds(signed.unsigned.tx, signed.txId);
 */
export function pCreatedIds(tx: PTx, txId: Uint8Array | string): PCreatedIds {
  const id = typeof txId === 'string' ? txId : cb58(txId);
  switch (tx.type) {
    case 'CreateSubnetTx':
      return { subnetId: id };
    case 'CreateChainTx':
      return { chainId: id };
    case 'ConvertSubnetToL1Tx':
      return {
        validationIds: tx.validators.map((_, i) =>
          cb58(sha256(new Writer().bytes(tx.subnetId, 32).u32(i).finish())),
        ),
      };
    case 'RegisterL1ValidatorTx':
      return {
        validationId: cb58(sha256(decodeAddressedCall(decodeWarpMessage(tx.message).payload).payload)),
      };
    default:
      return {};
  }
}
