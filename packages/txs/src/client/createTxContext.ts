import { iterateUtxos, type JsonRpcTransport, SdkError, type UtxoPage } from '@pkg/core';
import { cb58Decode, decodeUtxo, hrpOf, type Utxo } from '../codec/index.js';
import type { ChainAlias, ChainEndpoint, ReadOptions, TxContext } from '../shared/context.js';
import { fromHexWithChecksum } from '../shared/hexWithChecksum.js';

/** What `createTxContext` needs besides the node's answers. */
export interface TxContextOptions {
  /** The node's base URL, `http://127.0.0.1:9650` (no trailing path). */
  url: string;
  /** The JSON-RPC transport (one per client). */
  transport: JsonRpcTransport;
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

/** Paths of each endpoint under the node's URL. */
const PATHS: Record<ChainEndpoint | 'info', string> = {
  X: '/ext/bc/X',
  P: '/ext/bc/P',
  C: '/ext/bc/C/avax',
  'C-eth': '/ext/bc/C/rpc',
  info: '/ext/info',
};

/** The `getUTXOs` method of each chain. */
const GET_UTXOS: Record<ChainAlias, string> = {
  X: 'avm.getUTXOs',
  P: 'platform.getUTXOs',
  C: 'avax.getUTXOs',
};

/**
 * The most UTXOs one read takes by default: 16 pages of 1,024. A node that keeps claiming more pages (or a wallet
 * past it) ends the read with an error naming `maxUtxos`, instead of memory growing without end.
 */
export const DEFAULT_MAX_UTXOS = 16_384;

/** Calls that submit something: sent once, never retried. */
const SUBMITS = /(?:^|\.)issueTx$|^eth_sendRawTransaction$/;

/**
 * Reads the network's facts from the node (`info.getNetworkID`, `info.getBlockchainID` of X, P and C,
 * `avm.getAssetDescription` of AVAX, all at once) and returns the {@link TxContext} the builders use.
 */
export async function createTxContext(options: TxContextOptions): Promise<TxContext> {
  const base = options.url.replace(/\/+$/, '');
  const { transport } = options;
  const rpc = (
    endpoint: ChainEndpoint | 'info',
    method: string,
    params?: unknown,
    read?: ReadOptions,
  ): Promise<unknown> =>
    transport.call(
      `${base}${PATHS[endpoint]}`,
      method,
      (params ?? (endpoint === 'C-eth' ? [] : {})) as Record<string, unknown>,
      {
        ...(SUBMITS.test(method) ? { idempotent: false, batch: false } : {}),
        ...(read?.signal ? { signal: read.signal } : {}),
      },
    );
  const blockchainId = async (alias: ChainAlias) =>
    cb58Decode(
      field(await rpc('info', 'info.getBlockchainID', { alias }), 'blockchainID', 'info.getBlockchainID'),
    );
  const [network, X, P, C, avax] = await Promise.all([
    rpc('info', 'info.getNetworkID'),
    blockchainId('X'),
    blockchainId('P'),
    blockchainId('C'),
    rpc('X', 'avm.getAssetDescription', { assetID: 'AVAX' }),
  ]);
  const networkId = Number(field(network, 'networkID', 'info.getNetworkID'));
  if (!Number.isSafeInteger(networkId) || networkId < 0 || networkId > 0xffff_ffff) {
    throw new SdkError(`info.getNetworkID answered a network id that is no uint32: ${String(networkId)}`);
  }
  if (options.networkId !== undefined && networkId !== options.networkId) {
    throw new SdkError(
      `The node at ${base} reports network id ${networkId} (info.getNetworkID), not networkId ${options.networkId}: nothing was built or signed`,
      { details: 'The client was made for another network; check url (or networkId).' },
    );
  }
  const maxUtxos = options.maxUtxos ?? DEFAULT_MAX_UTXOS;
  const now = options.now ?? (() => BigInt(Math.floor(Date.now() / 1000)));
  return {
    networkId,
    hrp: hrpOf(networkId),
    avaxAssetId: cb58Decode(field(avax, 'assetID', 'avm.getAssetDescription'), 'assetID', 32),
    chainIds: { X, P, C },
    call: (chain, method, params, read) => rpc(chain, method, params, read),
    async utxos(chain, addresses, sourceChain, read) {
      const method = GET_UTXOS[chain];
      const params = {
        addresses,
        limit: 1024,
        encoding: 'hex',
        ...(sourceChain ? { sourceChain } : {}),
      };
      const found: Utxo[] = [];
      const pages = iterateUtxos(
        (p) => rpc(chain, method, p, read) as Promise<UtxoPage>,
        params,
        read?.signal ? { signal: read.signal } : {},
        sourceChain !== undefined || chain === 'C',
      );
      // a UTXO exported to `chain` is in the codec of the chain that made it
      const codec = sourceChain ?? chain;
      for await (const hex of pages) {
        if (found.length >= maxUtxos) throw tooManyUtxos(method, maxUtxos);
        found.push(decodeUtxo(fromHexWithChecksum(hex, `a UTXO of ${method}`), codec));
      }
      return found;
    },
    addresses: () => options.addresses.map((a) => a.slice()),
    now,
    maxInputs: options.maxInputs ?? 256,
    url: base,
  };
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
