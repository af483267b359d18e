import * as runtime from '@avalabs/avalanchejs';
import { createPChainClient, type PChainClient } from '@pkg/pchain';
import { EWOQ } from './localNetwork.js';
import { avalancheContext, builderCapacity } from './signing/avalancheContext.js';
import {
  type AvalancheContext,
  type UnsignedTx,
  type Utxo,
  UtxoClass,
  utils,
} from './signing/avalanchejs.js';
import { type AvalancheKey, avalancheKey } from './signing/avalancheKeys.js';
import { signAndEncode } from './signing/signAndEncode.js';
import { waitFor } from './signing/waitFor.js';

/** The Subnet-EVM VM id: the plugin's file name in `--plugin-dir`, and CreateChainTx's vmId. */
export const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

type FeeState = { capacity: bigint; excess: bigint; price: bigint; timestamp: string };
type Common = { feeState: FeeState; fromAddressesBytes: readonly Uint8Array[]; utxos: readonly Utxo[] };

/** An avalanchejs UnsignedTx with the address maps the signer reads (typed by hand, see signing/avalanchejs.ts). */
interface UnsignedTxWithMaps extends UnsignedTx {
  addressMaps: { push(...maps: unknown[]): void; toArray(): unknown[] };
}

/** The P-chain (etna) builders of avalanchejs 5.2.0 this file uses, typed by hand. */
interface PvmSubnetBuilder {
  e: {
    newCreateSubnetTx(
      props: Common & { subnetOwners: readonly Uint8Array[]; threshold?: number },
      context: AvalancheContext,
    ): UnsignedTxWithMaps;
    newCreateChainTx(
      props: Common & {
        chainName: string;
        fxIds: readonly string[];
        genesisData: Record<string, unknown>;
        subnetAuth: readonly number[];
        subnetId: string;
        vmId: string;
      },
      context: AvalancheContext,
    ): UnsignedTxWithMaps;
    newConvertSubnetToL1Tx(
      props: Common & {
        chainId: string;
        subnetId: string;
        address: Uint8Array;
        validators: unknown[];
        subnetAuth: readonly number[];
      },
      context: AvalancheContext,
    ): UnsignedTxWithMaps;
  };
}

interface AvalancheJsExtras {
  pvm: PvmSubnetBuilder;
  Address: new (bytes: Uint8Array) => unknown;
  utils: { AddressMap: new (entries: [unknown, number][]) => unknown };
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
}
const avalanche = runtime as unknown as AvalancheJsExtras;

/** A P-chain wallet of ewoq's: the context, the key, our pchain client. */
export interface PWallet {
  context: AvalancheContext;
  key: AvalancheKey;
  pchain: PChainClient;
  /** Overrides applied to the fee state read from the node (a custom network's capacity). */
  feeStateOverride?: Partial<FeeState>;
}

/** ewoq's P-chain wallet on the node at `url` (context and UTXOs read through OUR clients). */
export async function ewoqPWallet(url: string, feeStateOverride?: Partial<FeeState>): Promise<PWallet> {
  const context = await avalancheContext(url);
  return {
    context,
    key: avalancheKey(EWOQ.privateKeyHex, context.hrp),
    pchain: createPChainClient({ url }),
    ...(feeStateOverride ? { feeStateOverride } : {}),
  };
}

async function common(wallet: PWallet): Promise<Common> {
  const pAddress = wallet.key.xAddress.replace(/^X-/, 'P-');
  const { utxos } = await wallet.pchain.platform.getUTXOs({ addresses: [pAddress], encoding: 'hex' });
  const fee = await wallet.pchain.platform.getFeeState();
  const manager = utils.getManagerForVM('PVM');
  return {
    feeState: {
      capacity: builderCapacity(BigInt(fee.capacity)),
      excess: BigInt(fee.excess),
      // twice the current price: room for the price to rise before the tx is included
      price: BigInt(fee.price) * 2n,
      timestamp: String(fee.timestamp),
      ...wallet.feeStateOverride,
    },
    fromAddressesBytes: [wallet.key.addressBytes],
    utxos: utxos.map((hex) => manager.unpack(utils.hexToBuffer(hex), UtxoClass)),
  };
}

/**
 * avalanchejs 5.2.0 builds the subnet-owner credential of CreateChainTx (and AddSubnetValidatorTx,
 * ConvertSubnetToL1Tx) but leaves it out of the address maps its signer reads, so `addTxSignatures`
 * leaves it empty and the node answers `invalid signature`. The owner's address is mapped to the
 * credential that follows the inputs' (signature index 0: subnetAuth [0]).
 */
function mapSubnetOwner(unsigned: UnsignedTxWithMaps, owner: Uint8Array): void {
  unsigned.addressMaps.push(new avalanche.utils.AddressMap([[new avalanche.Address(owner), 0]]));
}

/** Signs with ewoq, issues through our pchain client, waits until Committed; returns the tx id. */
async function issue(wallet: PWallet, unsigned: UnsignedTx, what: string): Promise<string> {
  const tx = await signAndEncode(unsigned, [wallet.key.privateKey]);
  const { txID } = await wallet.pchain.platform.issueTx({ tx, encoding: 'hex' });
  const { status } = await waitFor(
    `platform.getTxStatus(${txID}) of the ${what}`,
    () => wallet.pchain.platform.getTxStatus({ txID }),
    (s) => s.status === 'Committed' || s.status === 'Aborted' || s.status === 'Dropped',
    { timeoutMs: 60_000 },
  );
  if (status !== 'Committed') throw new Error(`the ${what} ${txID} was ${status}`);
  return txID;
}

/** A CreateSubnetTx owned by ewoq (threshold 1); returns the subnet id (the tx id). */
export async function createSubnet(wallet: PWallet): Promise<string> {
  const unsigned = avalanche.pvm.e.newCreateSubnetTx(
    { ...(await common(wallet)), subnetOwners: [wallet.key.addressBytes], threshold: 1 },
    wallet.context,
  );
  return issue(wallet, unsigned, 'CreateSubnetTx');
}

/** A CreateChainTx of a Subnet-EVM chain on `subnetId`, signed by ewoq as the subnet's owner; returns the chain id. */
export async function createSubnetEvmChain(
  wallet: PWallet,
  args: { subnetId: string; chainName: string; genesis: Record<string, unknown> },
): Promise<string> {
  const unsigned = avalanche.pvm.e.newCreateChainTx(
    {
      ...(await common(wallet)),
      chainName: args.chainName,
      fxIds: [],
      genesisData: args.genesis,
      subnetAuth: [0],
      subnetId: args.subnetId,
      vmId: SUBNET_EVM_VM_ID,
    },
    wallet.context,
  );
  mapSubnetOwner(unsigned, wallet.key.addressBytes);
  return issue(wallet, unsigned, 'CreateChainTx');
}

/** A node that becomes the L1's validator: its id and BLS proof of possession (`info.getNodeID`'s answer). */
export interface L1ValidatorNode {
  nodeID: string;
  nodePOP: { publicKey: string; proofOfPossession: string };
}

/**
 * A ConvertSubnetToL1Tx of `subnetId` (signed by ewoq as the subnet's owner) with `validator` as its one
 * L1 validator (weight 100, 1 AVAX of balance, ewoq its remaining-balance and deactivation owner), the
 * chain `chainId` as the validator manager's chain and `managerAddress` as its address. Returns the tx id.
 */
export async function convertSubnetToL1(
  wallet: PWallet,
  args: { subnetId: string; chainId: string; managerAddress: Uint8Array; validator: L1ValidatorNode },
): Promise<string> {
  const owner = avalanche.PChainOwner.fromNative([wallet.key.addressBytes], 1);
  const validator = avalanche.L1Validator.fromNative(
    args.validator.nodeID,
    100n,
    1_000_000_000n,
    new avalanche.pvmSerial.ProofOfPossession(
      utils.hexToBuffer(args.validator.nodePOP.publicKey),
      utils.hexToBuffer(args.validator.nodePOP.proofOfPossession),
    ),
    owner,
    owner,
  );
  const unsigned = avalanche.pvm.e.newConvertSubnetToL1Tx(
    {
      ...(await common(wallet)),
      subnetId: args.subnetId,
      chainId: args.chainId,
      address: args.managerAddress,
      validators: [validator],
      subnetAuth: [0],
    },
    wallet.context,
  );
  mapSubnetOwner(unsigned, wallet.key.addressBytes);
  return issue(wallet, unsigned, 'ConvertSubnetToL1Tx');
}
