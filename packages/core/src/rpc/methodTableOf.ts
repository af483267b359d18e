import type { MethodSpec, MethodTable } from './types.js';

/**
 * One method of a package's `/methods` subpath (`eth_blockNumber` of `@pkg/evm/methods`): its generated table
 * entry, with the seed wire name it is sent under.
 *
 * @example
 * import type { MethodEntry } from '@pkg/core';
 * const getNetworkID: MethodEntry<'info.getNetworkID'> = { name: 'info.getNetworkID', endpoint: '/ext/info', by: 'name', params: [] };
 */
export interface MethodEntry<N extends string = string> extends MethodSpec {
  /** The seed wire name, e.g. `info.getNodeVersion` (exported as `info_getNodeVersion`). */
  readonly name: N;
}

/**
 * Method entries under any keys: the export names a program picks (`{ eth_blockNumber, eth_chainId }`) or the
 * wire names of a package's whole `methods` table.
 */
export type MethodEntries = Readonly<Record<string, MethodEntry>>;

/** The wire names of the entries of a table, e.g. `'eth_blockNumber' | 'eth_chainId'`. */
export type EntryNames<T> = T[keyof T] extends infer E ? (E extends MethodEntry<infer N> ? N : never) : never;

/**
 * The namespaces of a client limited to the wire names `N`: each namespace holding one of them, with those
 * methods only, typed as in the full client's `Namespaces`.
 *
 * @example
 * import type { NamespacesOf } from '@pkg/core';
 * type Eth = NamespacesOf<{ eth: { blockNumber(): Promise<string>; chainId(): Promise<string> } }, 'eth_blockNumber'>;
 * // { eth: { blockNumber(): Promise<string> } }
 */
export type NamespacesOf<NS, N extends string> = {
  // a wire name's namespace is what comes before its first `.` or `_`; its method key, what follows
  [S in keyof NS as S extends (
    N extends `${infer A}.${string}`
      ? A extends `${infer B}_${string}`
        ? B
        : A
      : N extends `${infer A}_${string}`
        ? A
        : never
  )
    ? S
    : never]: Pick<
    NS[S],
    (N extends `${S & string}.${infer K}` ? K : N extends `${S & string}_${infer K}` ? K : never) &
      keyof NS[S]
  >;
};

/**
 * The wire-name table `createRpcClient` takes, from entries under any keys (each entry carries its wire name).
 *
 * @example
 * import { createRpcClient, methodTableOf } from '@pkg/core';
 * const info_getNetworkID = { name: 'info.getNetworkID', endpoint: '/ext/info', by: 'name', params: [] } as const;
 * const rpc = createRpcClient(methodTableOf({ info_getNetworkID }), { defaultEndpoint: '/ext/info' }, { url: 'http://127.0.0.1:9650' });
 */
export function methodTableOf(entries: MethodEntries): MethodTable {
  const table: Record<string, MethodSpec> = {};
  for (const key in entries) {
    const entry = entries[key]!;
    table[entry.name] = entry;
  }
  return table;
}
