import { SdkError } from '@pkg/core';
import { atomic_getUTXOs } from '@pkg/evm/methods';
import { info_getBlockchainID, info_getNetworkID } from '@pkg/node-info/methods';
import { platform_getUTXOs } from '@pkg/pchain/methods';
import { xvm_getAssetDescription, xvm_getUTXOs } from '@pkg/xchain/methods';
import { cb58Decode, decodeUtxo, hrpOf, type Utxo } from '../codec/index.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { fromHexWithChecksum } from '../shared/hexWithChecksum.js';
import type { NodeCalls, UtxoReadParams } from './createNodeCalls.js';

/** What `createTxContext` needs besides the node's answers. */
export interface TxContextOptions {
  /** The node's base URL, `http://127.0.0.1:9650` (no trailing path). */
  url: string;
  /** The node's clients (one set per tx client): every call goes through them. */
  nodes: NodeCalls;
  /** The signers' 20-byte short ids, in signer order. */
  addresses: Uint8Array[];
  /** The most inputs a transaction may spend. @default 256 */
  maxInputs?: number;
  /** The most UTXOs one read of an address set takes (every page together). @default 16_384 (`DEFAULT_MAX_UTXOS`) */
  maxUtxos?: number;
  /** The network the client is for: a node reporting another id is refused before anything is built. */
  networkId?: number;
  /** Now, in unix seconds. @default the system clock */
  now?: () => bigint;
}

/** The `getUTXOs` method of each chain (what the errors of a read name; `NodeCalls.getUTXOs` pages it). */
const GET_UTXOS = { X: xvm_getUTXOs, P: platform_getUTXOs, C: atomic_getUTXOs } as const;

/**
 * The most UTXOs one read takes by default: 16 pages of 1,024. A node that keeps claiming more pages (or a wallet
 * past it) ends the read with an error naming `maxUtxos`, instead of memory growing without end.
 */
export const DEFAULT_MAX_UTXOS = 16_384;

/**
 * Reads the network's facts from the node (`info.getNetworkID`, `info.getBlockchainID` of X, P and C,
 * `avm.getAssetDescription` of AVAX, all at once, through `nodes`) and returns the {@link TxContext} the builders
 * use.
 */
export async function createTxContext(options: TxContextOptions): Promise<TxContext> {
  const base = options.url.replace(/\/+$/, '');
  const { nodes } = options;
  const { call, wireName } = nodes;
  const getNetworkID = wireName(info_getNetworkID);
  const blockchainId = async (alias: ChainAlias) =>
    cb58Decode(
      field(await call(info_getBlockchainID, { alias }), 'blockchainID', wireName(info_getBlockchainID)),
    );
  const [network, X, P, C, avax] = await Promise.all([
    call(info_getNetworkID, {}),
    blockchainId('X'),
    blockchainId('P'),
    blockchainId('C'),
    call(xvm_getAssetDescription, { assetID: 'AVAX' }),
  ]);
  const networkId = Number(field(network, 'networkID', getNetworkID));
  if (!Number.isSafeInteger(networkId) || networkId < 0 || networkId > 0xffff_ffff) {
    throw new SdkError(`${getNetworkID} answered a network id that is no uint32: ${String(networkId)}`);
  }
  if (options.networkId !== undefined && networkId !== options.networkId) {
    throw new SdkError(
      `The node at ${base} reports network id ${networkId} (${getNetworkID}), not networkId ${options.networkId}: nothing was built or signed`,
      { details: 'The client was made for another network; check url (or networkId).' },
    );
  }
  const maxUtxos = options.maxUtxos ?? DEFAULT_MAX_UTXOS;
  const now = options.now ?? (() => BigInt(Math.floor(Date.now() / 1000)));
  return {
    networkId,
    hrp: hrpOf(networkId),
    avaxAssetId: cb58Decode(field(avax, 'assetID', wireName(xvm_getAssetDescription)), 'assetID', 32),
    chainIds: { X, P, C },
    call,
    wireName,
    utxos: (chain, addresses, sourceChain, read) =>
      readUtxos(nodes, chain, { addresses, sourceChain, maxUtxos, signal: read?.signal }),
    addresses: () => options.addresses.map((a) => a.slice()),
    now,
    maxInputs: options.maxInputs ?? 256,
    url: base,
  };
}

/**
 * Every UTXO of `addresses` on `chain` (with `sourceChain`, the atomic ones it exported there), every page of 1,024
 * followed, each decoded in the codec of the chain that made it; past `maxUtxos`, an SdkError naming it.
 */
async function readUtxos(
  nodes: NodeCalls,
  chain: ChainAlias,
  read: {
    addresses: string[];
    sourceChain: ChainAlias | undefined;
    maxUtxos: number;
    signal: AbortSignal | undefined;
  },
): Promise<Utxo[]> {
  const { sourceChain, maxUtxos, signal } = read;
  const method = nodes.wireName(GET_UTXOS[chain]);
  const params: UtxoReadParams = {
    addresses: read.addresses as UtxoReadParams['addresses'],
    limit: 1024,
    encoding: 'hex',
    ...(sourceChain ? { sourceChain } : {}),
  };
  const found: Utxo[] = [];
  const pages = nodes.getUTXOs(chain, params, signal ? { signal } : {});
  // a UTXO exported to `chain` is in the codec of the chain that made it
  const codec = sourceChain ?? chain;
  for await (const hex of pages) {
    if (found.length >= maxUtxos) throw tooManyUtxos(method, maxUtxos);
    found.push(decodeUtxo(fromHexWithChecksum(hex, `a UTXO of ${method}`), codec));
  }
  return found;
}

/** The error of a UTXO read that passed `maxUtxos` (the pages stop being read). */
function tooManyUtxos(method: string, maxUtxos: number): SdkError {
  return new SdkError(`${method} returned more than maxUtxos (${maxUtxos}) UTXOs; the read stopped there`, {
    details:
      'A node that keeps claiming more pages, or addresses holding more UTXOs than that: raise maxUtxos (a createTxClient option) to read more.',
  });
}

/** `answer[name]` as a string, or an SdkError naming the method that answered without it. */
function field(answer: unknown, name: string, method: string): string {
  const value = (answer as Record<string, unknown> | null)?.[name];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new SdkError(`${method} answered without ${name}`, { details: JSON.stringify(answer) });
}
