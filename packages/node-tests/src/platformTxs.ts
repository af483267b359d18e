import * as runtime from '@avalabs/avalanchejs';
import { EWOQ } from './localNetwork.js';
import { rawRpc } from './rawRpc.js';
import { avalancheContext, builderCapacity } from './signing/avalancheContext.js';
import {
  type AvalancheContext,
  avm,
  TransferableOutput,
  type UnsignedTx,
  type Utxo,
  UtxoClass,
  utils,
} from './signing/avalanchejs.js';
import { type AvalancheKey, avalancheKey } from './signing/avalancheKeys.js';
import { parseUtxos } from './signing/parseUtxos.js';
import { signAndEncode } from './signing/signAndEncode.js';
import { waitFor } from './signing/waitFor.js';

/**
 * P-chain transactions signed by ewoq for the platform.* cases of the real-node suite: a BaseTx to issue
 * through the SDK, and (issued with raw calls, as test inputs) a CreateSubnetTx and a ConvertSubnetToL1Tx
 * that makes the node itself the L1's one validator. Inputs (UTXOs, fee state, the node's BLS key) are
 * read with raw calls, so what the tests check comes from the node, not from the SDK under test.
 */

type FeeState = { capacity: bigint; excess: bigint; price: bigint; timestamp: string };
type Common = { feeState: FeeState; fromAddressesBytes: readonly Uint8Array[]; utxos: readonly Utxo[] };

/** An avalanchejs UnsignedTx with the address maps its signer reads (typed by hand, see signing/avalanchejs.ts). */
interface UnsignedTxWithMaps extends UnsignedTx {
  addressMaps: { push(...maps: unknown[]): void };
}

/** The avalanchejs 5.2.0 members this file uses, typed by hand (see signing/avalanchejs.ts for why). */
interface AvalancheJsPvm {
  pvm: {
    e: {
      newBaseTx(props: Common & { outputs: readonly unknown[] }, context: AvalancheContext): UnsignedTx;
      newCreateSubnetTx(
        props: Common & { subnetOwners: readonly Uint8Array[]; threshold?: number },
        context: AvalancheContext,
      ): UnsignedTx;
      newConvertSubnetToL1Tx(
        props: Common & {
          chainId: string;
          subnetId: string;
          address: Uint8Array;
          validators: readonly unknown[];
          subnetAuth: readonly number[];
        },
        context: AvalancheContext,
      ): UnsignedTxWithMaps;
    };
  };
  pvmSerial: { ProofOfPossession: new (publicKey: Uint8Array, signature: Uint8Array) => unknown };
  PChainOwner: { fromNative(addresses: readonly Uint8Array[], threshold?: number): unknown };
  L1Validator: {
    fromNative(
      nodeId: string,
      weight: bigint,
      balance: bigint,
      signer: unknown,
      remainingBalanceOwner: unknown,
      deactivationOwner: unknown,
    ): unknown;
  };
  Address: new (bytes: Uint8Array) => unknown;
  utils: { AddressMap: new (entries: [unknown, number][]) => unknown };
}
const avalanche = runtime as unknown as AvalancheJsPvm;

/** ewoq on the node at `url`: the avalanchejs context and the key. */
export interface EwoqP {
  url: string;
  context: AvalancheContext;
  key: AvalancheKey;
  pAddress: string;
}

export async function ewoqP(url: string): Promise<EwoqP> {
  const context = await avalancheContext(url);
  const key = avalancheKey(EWOQ.privateKeyHex, context.hrp);
  return { url, context, key, pAddress: key.xAddress.replace(/^X-/, 'P-') };
}

const pUrl = (w: EwoqP) => `${w.url}/ext/bc/P`;

/** ewoq's P-chain UTXOs and the fee state (twice the current price: room for it to rise). */
async function common(w: EwoqP): Promise<Common> {
  const { utxos } = await rawRpc<{ utxos: string[] }>(pUrl(w), 'platform.getUTXOs', {
    addresses: [w.pAddress],
    encoding: 'hex',
  });
  const fee = await rawRpc<{ capacity: number; excess: number; price: number; timestamp: string }>(
    pUrl(w),
    'platform.getFeeState',
    {},
  );
  const manager = utils.getManagerForVM('PVM');
  return {
    feeState: {
      capacity: builderCapacity(BigInt(fee.capacity)),
      excess: BigInt(fee.excess),
      price: BigInt(fee.price) * 2n,
      timestamp: fee.timestamp,
    },
    fromAddressesBytes: [w.key.addressBytes],
    utxos: utxos.map((hex) => manager.unpack(utils.hexToBuffer(hex), UtxoClass)),
  };
}

/** A signed BaseTx (ewoq to itself, 0.001 AVAX) in `hex`, built from ewoq's current UTXOs: issue it once. */
export async function signedBaseTx(w: EwoqP): Promise<string> {
  const unsigned = avalanche.pvm.e.newBaseTx(
    {
      ...(await common(w)),
      outputs: [TransferableOutput.fromNative(w.context.avaxAssetID, 1_000_000n, [w.key.addressBytes])],
    },
    w.context,
  );
  return signAndEncode(unsigned, [w.key.privateKey]);
}

/** Waits (bounded) until the tx is decided; throws unless Committed. */
export async function waitCommitted(w: EwoqP, txID: string, what: string): Promise<void> {
  const { status, reason } = await waitFor(
    `platform.getTxStatus(${txID}) of the ${what}`,
    () => rawRpc<{ status: string; reason?: string }>(pUrl(w), 'platform.getTxStatus', { txID }),
    (s) => s.status === 'Committed' || s.status === 'Aborted' || s.status === 'Dropped',
    { timeoutMs: 60_000 },
  );
  if (status !== 'Committed') throw new Error(`the ${what} ${txID} was ${status} ${reason ?? ''}`);
}

async function issueRaw(w: EwoqP, unsigned: UnsignedTx, what: string): Promise<string> {
  const tx = await signAndEncode(unsigned, [w.key.privateKey]);
  const { txID } = await rawRpc<{ txID: string }>(pUrl(w), 'platform.issueTx', { tx, encoding: 'hex' });
  await waitCommitted(w, txID, what);
  return txID;
}

/** A CreateSubnetTx owned by ewoq (threshold 1), issued and committed; returns the subnet id. */
export async function createSubnetRaw(w: EwoqP): Promise<string> {
  const unsigned = avalanche.pvm.e.newCreateSubnetTx(
    { ...(await common(w)), subnetOwners: [w.key.addressBytes], threshold: 1 },
    w.context,
  );
  return issueRaw(w, unsigned, 'CreateSubnetTx');
}

/**
 * Converts `subnetId` to an L1 whose one validator is the node itself (its node id and BLS proof of
 * possession from `info.getNodeID`), with `managerChainId` and a made-up 20-byte manager address (the
 * node checks neither), both owners ewoq, a balance of 1 AVAX. Returns the ConvertSubnetToL1Tx id.
 *
 * avalanchejs 5.2.0 leaves the subnet-owner credential out of the address maps its signer reads (the node
 * would answer `invalid signature`), so ewoq's address is mapped to the credential after the inputs'.
 */
export async function convertSubnetToL1Raw(
  w: EwoqP,
  subnetId: string,
  managerChainId: string,
): Promise<string> {
  const { nodeID, nodePOP } = await rawRpc<{
    nodeID: string;
    nodePOP: { publicKey: string; proofOfPossession: string };
  }>(`${w.url}/ext/info`, 'info.getNodeID', {});
  const owner = avalanche.PChainOwner.fromNative([w.key.addressBytes], 1);
  const validator = avalanche.L1Validator.fromNative(
    nodeID,
    100n,
    1_000_000_000n,
    new avalanche.pvmSerial.ProofOfPossession(
      utils.hexToBuffer(nodePOP.publicKey),
      utils.hexToBuffer(nodePOP.proofOfPossession),
    ),
    owner,
    owner,
  );
  const unsigned = avalanche.pvm.e.newConvertSubnetToL1Tx(
    {
      ...(await common(w)),
      chainId: managerChainId,
      subnetId,
      address: new Uint8Array(20).fill(7),
      validators: [validator],
      subnetAuth: [0],
    },
    w.context,
  );
  unsigned.addressMaps.push(new avalanche.utils.AddressMap([[new avalanche.Address(w.key.addressBytes), 0]]));
  return issueRaw(w, unsigned, 'ConvertSubnetToL1Tx');
}

/**
 * An X-chain ExportTx to the P chain with `count` outputs of 0.01 AVAX to ewoq (issued with `avm.issueTx`,
 * awaited until Accepted): `count` atomic UTXOs that `platform.getUTXOs` with `sourceChain: 'X'` lists.
 */
export async function exportXToPRaw(w: EwoqP, count: number): Promise<string> {
  const x = `${w.url}/ext/bc/X`;
  const { utxos } = await rawRpc<{ utxos: string[] }>(x, 'avm.getUTXOs', {
    addresses: [w.key.xAddress],
    encoding: 'hex',
  });
  const outputs = Array.from({ length: count }, () =>
    TransferableOutput.fromNative(w.context.avaxAssetID, 10_000_000n, [w.key.addressBytes]),
  );
  const unsigned = avm.newExportTx(
    w.context,
    w.context.pBlockchainID,
    [w.key.addressBytes],
    parseUtxos(utxos, 'AVM'),
    outputs,
  );
  const tx = await signAndEncode(unsigned, [w.key.privateKey]);
  const { txID } = await rawRpc<{ txID: string }>(x, 'avm.issueTx', { tx, encoding: 'hex' });
  const { status } = await waitFor(
    `avm.getTxStatus(${txID}) of the ExportTx to P`,
    () => rawRpc<{ status: string }>(x, 'avm.getTxStatus', { txID }),
    (v) => v.status === 'Accepted' || v.status === 'Rejected',
    { timeoutMs: 60_000 },
  );
  if (status !== 'Accepted') throw new Error(`the ExportTx to P ${txID} was ${status}`);
  return txID;
}
