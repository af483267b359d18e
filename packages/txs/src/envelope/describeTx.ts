import { ValidationError } from '@pkg/core';
import { hrpOf } from '../codec/address.js';
import { bytesEqual, fromHex, toHex } from '../codec/bytes.js';
import { cb58, cb58Decode } from '../codec/cb58.js';
import type { Chain } from '../codec/typeIds.js';
import { pCreatedIds } from '../p/pCreatedIds.js';
import type { PTx } from '../p/types.js';
import { feeOf } from '../shared/feeOf.js';
import { nameAddress, signaturesOf } from '../sign/signTx.js';
import type { AnyTx, UnsignedTx } from '../types.js';
import { checkTxAgrees } from './checkTxAgrees.js';
import type { SignableTx } from './decodeUnsignedTx.js';
import { describeFields } from './describeFields.js';
import { describeMoves } from './describeMoves.js';
import { knownNetworkIds } from './knownNetworkIds.js';
import type { DescribedSigner, TxDescription } from './TxDescription.js';

/** Options of {@link describeTx}. */
export interface DescribeTxOptions {
  /**
   * The AVAX asset id (CB58 or 32 bytes) the fee is counted in.
   * @default the id AvalancheGo's genesis fixes for mainnet (1), Fuji (5) or the local network (12345); required on
   * any other network (`txs.context()` holds it)
   */
  avaxAssetId?: string | Uint8Array;
}

/** The AVAX asset id of the network: the option, else the genesis's of a known network. */
export function avaxAssetIdFor(networkId: number, given: string | Uint8Array | undefined): Uint8Array {
  if (given instanceof Uint8Array) return fromHex(given, 'avaxAssetId', 32);
  if (given !== undefined) return cb58Decode(given, 'avaxAssetId', 32);
  const known = knownNetworkIds(networkId);
  if (known === undefined) {
    throw new ValidationError({
      field: 'avaxAssetId',
      rule: `given for network ${networkId} (it is known for networks 1, 5 and 12345 only)`,
    });
  }
  return cb58Decode(known.avaxAssetId, 'avaxAssetId', 32);
}

/** The alias of a chain id: P's is zeros; a known network's X and C ids are its genesis's. */
function aliasOf(networkId: number, chainId: Uint8Array): Chain | undefined {
  if (chainId.every((b) => b === 0)) return 'P';
  const known = knownNetworkIds(networkId);
  if (known === undefined) return undefined;
  if (bytesEqual(cb58Decode(known.X), chainId)) return 'X';
  return bytesEqual(cb58Decode(known.C), chainId) ? 'C' : undefined;
}

function describeOtherChain(networkId: number, tx: SignableTx): Partial<TxDescription> {
  if ('sourceChain' in tx) {
    const alias = aliasOf(networkId, tx.sourceChain);
    return { sourceChain: cb58(tx.sourceChain), ...(alias ? { sourceChainAlias: alias } : {}) };
  }
  if ('destinationChain' in tx) {
    const alias = aliasOf(networkId, tx.destinationChain);
    return {
      destinationChain: cb58(tx.destinationChain),
      ...(alias ? { destinationChainAlias: alias } : {}),
    };
  }
  return {};
}

/** Every address that signs, once each in credential order, signed when every credential it signs holds its signature. */
function describeSigners(tx: AnyTx, unsigned: UnsignedTx): DescribedSigner[] {
  const signatures = signaturesOf(tx);
  const byAddress = new Map<string, DescribedSigner>();
  unsigned.signers.forEach((list, c) => {
    list.forEach((address, i) => {
      const key = toHex(address);
      const signed = Boolean(signatures[c]?.[i]);
      const seen = byAddress.get(key);
      if (seen) seen.signed &&= signed;
      else byAddress.set(key, { address: nameAddress(unsigned, address), signed });
    });
  });
  return [...byAddress.values()];
}

function createdIds(chain: Chain, tx: SignableTx, txId: string): Pick<TxDescription, 'created'> {
  if (chain !== 'P') return {};
  try {
    const created = pCreatedIds(tx as PTx, txId);
    return Object.keys(created).length > 0 ? { created } : {};
  } catch {
    return {}; // a Warp message this package cannot read names no validation id; the node judges it at issue
  }
}

/**
 * What a signer is asked to approve, read from the tx's bytes alone (never from its in-memory `tx` object): chain,
 * type, network, blockchain id, the fee (AVAX consumed minus produced, in nAVAX), the inputs and outputs with their
 * amounts and owners, the fields of the tx's type (staking, subnet, L1, the other chain of an import or export), and
 * who signs and has signed. Addresses are in the network's HRP, ids CB58, node ids `NodeID-...`. The tx's parts are
 * checked to agree first, as `decodeTxEnvelope` does (a ValidationError naming the field). No network call.
 *
 * @example
 * import { decodeTxEnvelope, describeTx } from '@pkg/txs';
 * const { type, fee, outputs, signers } = describeTx(decodeTxEnvelope(text));
 */
export function describeTx(tx: AnyTx, options: DescribeTxOptions = {}): TxDescription {
  const agreed = checkTxAgrees(tx);
  const unsigned = 'unsigned' in tx ? tx.unsigned : tx;
  const { chain } = unsigned;
  const { networkId } = agreed;
  const hrp = hrpOf(networkId);
  const avaxAssetId = avaxAssetIdFor(networkId, options.avaxAssetId);
  const other = describeOtherChain(networkId, agreed.tx);
  const exportedTo = other.destinationChain === undefined ? chain : other.destinationChainAlias;
  const txId = 'txId' in tx ? tx.txId : undefined;
  return {
    chain,
    type: agreed.tx.type,
    networkId,
    blockchainId: cb58(agreed.blockchainId),
    ...(txId === undefined ? {} : { txId }),
    fee: feeOf({ ...unsigned, tx: agreed.tx }, avaxAssetId),
    avaxAssetId: cb58(avaxAssetId),
    ...describeMoves(agreed.tx, { hrp, chain }, { hrp, chain: exportedTo }),
    ...other,
    ...describeFields(chain, agreed.tx, { hrp, chain }),
    ...(txId === undefined ? {} : createdIds(chain, agreed.tx, txId)),
    signers: describeSigners(tx, unsigned),
  };
}
