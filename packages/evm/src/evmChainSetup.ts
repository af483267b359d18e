import {
  type MethodTable,
  type RpcClientConfig,
  type RpcClientOptions,
  splitWireName,
  ValidationError,
} from '@pkg/core';
import { deployedNames } from './generated/methods.js';

/** The C chain's blockchain ids on mainnet and the test network: `atomic.*` is served there too. */
const cChainIds = new Set([
  'C',
  '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
  'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
]);

/** Namespaces served on the chain's `/rpc` endpoint: `endpoints.eth` also serves them unless given their own. */
const rpcNamespaces = ['net', 'web3', 'debug', 'warp', 'txpool', 'personal'];

type ChainKind = NonNullable<RpcClientConfig['chain']>;

/**
 * What the EVM client's generated factory adds to core's client for the chain `blockchainId` names: the config
 * of the chain's kind (on the C chain, a "not found" to a method Helicon removed says so) and of the methods it
 * refuses before any request (those no chain of its kind serves), and the options with `endpoints.eth` standing
 * for the `/rpc` namespaces too.
 * Throws a ValidationError on a `blockchainId` that is no chain (empty, `.`, `..`).
 */
export function evmChainSetup<O extends RpcClientOptions>(
  table: MethodTable,
  { blockchainId }: { readonly blockchainId: string },
  options: O,
): [config: Pick<RpcClientConfig, 'chain' | 'refuse'>, options: O] {
  if (
    typeof blockchainId !== 'string' ||
    blockchainId === '' ||
    blockchainId === '.' ||
    blockchainId === '..'
  ) {
    throw new ValidationError({ field: 'blockchainId', rule: "'C' or a blockchain id or alias" });
  }
  const endpoints = options.endpoints ?? {};
  const routed: Record<string, string> = { ...endpoints };
  if (endpoints.eth !== undefined) for (const namespace of rpcNamespaces) routed[namespace] ??= endpoints.eth;
  return [chainConfigOf(table, blockchainId), { ...options, endpoints: routed }];
}

/**
 * The chain's kind, and the refusal of the methods no chain of this kind serves (`x-served-on`: Subnet-EVM-only
 * ones on the C chain, `atomic.*` on a subnet chain), by seed and deployed wire name: each rejects before any
 * request is made, from the namespaces and from request(). A method Helicon removed from the C-Chain still goes
 * out (the node may predate Helicon).
 */
function chainConfigOf(table: MethodTable, blockchainId: string): Pick<RpcClientConfig, 'chain' | 'refuse'> {
  const chain: ChainKind = cChainIds.has(blockchainId) ? 'c-chain' : 'subnet-evm';
  // each refused wire name (seed or deployed) -> the method's seed name
  const elsewhere = new Map<string, string>();
  for (const name in table) {
    const servedOn = table[name]!.servedOn;
    if (!servedOn || servedOn.length === 0 || servedOn.some((served) => served.startsWith(chain))) continue;
    elsewhere.set(name, name);
    const [namespace, separator, key] = splitWireName(name);
    const deployed = deployedNames.namespaces?.[namespace];
    if (deployed !== undefined) elsewhere.set(deployed + separator + key, name);
  }
  const refuse = (method: string) => {
    const name = elsewhere.get(method);
    if (!name) return undefined;
    const [rule, details] =
      chain === 'c-chain'
        ? [
            `${name} is served only on subnet EVM chains (the blockchainId of a Subnet-EVM chain)`,
            `This client is for the C chain, which does not serve ${name}: create a client with the blockchainId of a Subnet-EVM chain.`,
          ]
        : [
            `${name} is served only on the C chain (blockchainId 'C')`,
            `This client is for blockchain ${blockchainId}, a subnet EVM chain, which does not serve ${name}.`,
          ];
    return new ValidationError({ field: 'blockchainId', rule, details });
  };
  return { chain, refuse };
}
