import { checkParams, ValidationError } from '@pkg/core';
import type { Client } from 'viem';
import { createEvmClient, type EvmClient, type EvmClientOptions } from '../generated/createEvmClient.js';
import { methods } from '../generated/methods.js';
import type { AtomicNamespace, ValidatorsNamespace } from '../generated/namespaces.js';
import type {
  BlockNumberOrTagOrHash,
  EthFeeConfigResult,
  EthGetActivePrecompilesAtResult,
  EthGetActiveRulesAtResult,
  EthGetChainConfigResult,
  Quantity,
} from '../generated/types.js';

/** Options of {@link avalancheActions}. */
export interface AvalancheActionsOptions extends Omit<EvmClientOptions, 'url' | 'blockchainId'> {
  /**
   * The node's base URL for `atomic` and `validators`, whose endpoints are not the viem transport's.
   * @default derived from an http transport whose URL ends in `/ext/bc/<blockchainId>/rpc`
   */
  url?: string;
  /** The chain's blockchain id. @default derived from the transport URL, else 'C' */
  blockchainId?: string;
}

/**
 * The Avalanche extras as viem actions: the `eth_` extras go through the viem client's own transport
 * (http, webSocket, fallback...); `atomic` and `validators` go to their own endpoints on the same node.
 * Results stay as the wire has them (hex strings). (A type alias, not an interface: viem's `extend` needs one.)
 */
export type AvalancheActions = {
  /** The base fee of the next block (`eth_baseFee`), hex wei. */
  baseFee(): Promise<Quantity>;
  /** The estimated priority fee needed for inclusion (`eth_maxPriorityFeePerGas`), hex wei. */
  maxPriorityFeePerGas(): Promise<Quantity>;
  /** The chain's configuration (`eth_getChainConfig`). */
  getChainConfig(): Promise<EthGetChainConfigResult>;
  /** Subnet EVM: the fee configuration at a block (`eth_feeConfig`). @default block 'latest' */
  feeConfig(args?: { block?: BlockNumberOrTagOrHash }): Promise<EthFeeConfigResult>;
  /** Subnet EVM: the rules active at a timestamp (`eth_getActiveRulesAt`). @default the latest block's timestamp */
  getActiveRulesAt(args?: { timestamp?: number }): Promise<EthGetActiveRulesAtResult>;
  /**
   * Subnet EVM: the precompiles active at a timestamp (`eth_getActivePrecompilesAt`).
   * @deprecated eth_getActiveRulesAt replaces it: use `getActiveRulesAt`.
   */
  getActivePrecompilesAt(args?: { timestamp?: number }): Promise<EthGetActivePrecompilesAtResult>;
  /** `atomic.*` at `/ext/bc/C/atomic` (C chain only). */
  atomic: AtomicNamespace;
  /** `validators.*` at `/ext/bc/<blockchainId>/validators` (subnet EVM chains). */
  validators: ValidatorsNamespace;
};

const rpcPath = /^(.*)\/ext\/bc\/([^/]+)\/rpc\/?$/;

/** Where the transport sends requests, when it is an http transport at a node's `/ext/bc/<id>/rpc`. */
function nodeOf(client: Client): { url: string; blockchainId: string } | undefined {
  const url = (client.transport as { url?: unknown }).url;
  if (typeof url !== 'string') return undefined;
  const match = rpcPath.exec(url);
  return match
    ? { url: match[1] as string, blockchainId: decodeURIComponent(match[2] as string) }
    : undefined;
}

/** Checks positional params against the spec's rules for `method` (the same checks createEvmClient runs). */
function check(method: string, positional: readonly unknown[]): void {
  const spec = methods[method];
  if (!spec?.schema) return;
  checkParams(Object.fromEntries(spec.params.map((name, i) => [name, positional[i]])), spec.schema);
}

/**
 * The Avalanche C-chain and subnet EVM extras as a viem action set, for `client.extend(...)`.
 *
 * @example
 * import { createPublicClient, http } from 'viem';
 * import { avalanche, avalancheActions } from '@pkg/evm/viem';
 * const client = createPublicClient({ chain: avalanche, transport: http() }).extend(avalancheActions());
 * const baseFee = BigInt(await client.baseFee());
 * const { utxos } = await client.atomic.getUTXOs({ addresses: ['C-avax1...'], sourceChain: 'X' });
 */
export function avalancheActions(
  options: AvalancheActionsOptions = {},
): (client: Client) => AvalancheActions {
  return (client) => {
    const send = async <T>(method: string, positional: unknown[]): Promise<T> => {
      check(method, positional);
      while (positional.length > 0 && positional[positional.length - 1] === undefined) positional.pop();
      const request = client.request as unknown as (args: {
        method: string;
        params: unknown[];
      }) => Promise<T>;
      return request({ method, params: positional });
    };

    let evm: EvmClient | undefined;
    const evmClient = (): EvmClient => {
      if (evm) return evm;
      const { url, blockchainId, ...rest } = options;
      const derived = nodeOf(client);
      const base = url ?? derived?.url;
      if (base === undefined) {
        throw new ValidationError({
          field: 'url',
          rule: 'a node base URL for atomic.* and validators.*',
          details:
            'The viem transport is not an http transport at /ext/bc/<id>/rpc: pass avalancheActions({ url }).',
        });
      }
      evm = createEvmClient({
        ...rest,
        url: base,
        blockchainId: blockchainId ?? derived?.blockchainId ?? 'C',
      });
      return evm;
    };
    const lazy = <N extends object>(pick: (evm: EvmClient) => N, keys: readonly string[]): N =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          async (...args: unknown[]) =>
            (pick(evmClient()) as Record<string, (...a: unknown[]) => Promise<unknown>>)[key]?.(...args),
        ]),
      ) as N;
    const keysOf = (namespace: string) =>
      Object.keys(methods)
        .filter((name) => name.startsWith(`${namespace}.`))
        .map((name) => name.slice(namespace.length + 1));

    return {
      baseFee: () => send('eth_baseFee', []),
      maxPriorityFeePerGas: () => send('eth_maxPriorityFeePerGas', []),
      getChainConfig: () => send('eth_getChainConfig', []),
      feeConfig: (args = {}) => send('eth_feeConfig', [args.block]),
      getActiveRulesAt: (args = {}) => send('eth_getActiveRulesAt', [args.timestamp]),
      getActivePrecompilesAt: (args = {}) => send('eth_getActivePrecompilesAt', [args.timestamp]),
      atomic: lazy((evm) => evm.atomic, keysOf('atomic')),
      validators: lazy((evm) => evm.validators, keysOf('validators')),
    };
  };
}
