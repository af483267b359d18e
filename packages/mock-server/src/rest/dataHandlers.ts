import { createHash } from 'node:crypto';
import type { DataSet, NetworkData } from '../data/dataSet.js';
import { PRIMARY_NETWORK_ID } from '../data/dataSet.js';
import type { EvmChain, Network } from '../data/types.js';
import { ReplyError } from '../httpReply.js';
import { pageOf } from './pageToken.js';

/** Inputs of one REST call: path and query values (typed per the spec), and the JSON body. */
export type RestInput = Record<string, unknown> & { body?: Record<string, unknown> };

/**
 * A REST handler: the response body for valid inputs, or a thrown ReplyError (404, 400). `operationId` is
 * the spec operation matched (a handler may serve several, e.g. a seed route and its deployed route).
 */
export type RestHandler = (input: RestInput, data: DataSet, operationId: string) => unknown;

/** The page token scope: the operation and every input except the paging ones. */
function scopeOf(operationId: string, input: RestInput): string {
  const { pageToken: _t, pageSize: _s, body: _b, ...rest } = input;
  return `${operationId}:${JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)))}`;
}

/** One page of `items` under `field`, with nextPageToken when more remain (the token scoped to the query). */
export function paged<T>(
  operationId: string,
  input: RestInput,
  items: readonly T[],
  field: string,
  defaultSize = 10,
) {
  const size = typeof input.pageSize === 'number' ? input.pageSize : defaultSize;
  const page = pageOf(items, scopeOf(operationId, input), input.pageToken as string | undefined, size);
  return { ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}), [field]: page.items };
}

/** The network a call names (`testnet` and `fuji` are the same network). */
export function networkOf(data: DataSet, input: RestInput): NetworkData {
  const name = input.network === 'mainnet' ? 'mainnet' : 'fuji';
  return data.networks[name as Network];
}

/** The EVM chain named by an EVM chain id or a blockchain id; 404 when the data set has no such chain. */
export function chainOf(data: DataSet, chainId: unknown): EvmChain {
  const id = String(chainId);
  const chain = data.chainsById.get(id) ?? data.chainsByBlockchainId.get(id);
  if (!chain) throw new ReplyError(404, `chain ${id} not found`);
  return chain;
}

export function blockRange(input: RestInput): (blockNumber: string) => boolean {
  const start = input.startBlock === undefined ? undefined : Number(input.startBlock);
  const end = input.endBlock === undefined ? undefined : Number(input.endBlock);
  return (n) => (start === undefined || Number(n) >= start) && (end === undefined || Number(n) < end);
}

function signedMessageOf(...parts: unknown[]): string {
  return `0x${createHash('sha256').update(JSON.stringify(parts)).digest('hex').repeat(3)}`;
}

const PRIMARY_ALIASES: Record<string, 'p' | 'x' | 'c'> = { 'p-chain': 'p', 'x-chain': 'x', 'c-chain': 'c' };

/** Data API handlers by operationId. */
export const dataHandlers: Record<string, RestHandler> = {
  aggregateSignatures: (input) => ({
    signedMessage: signedMessageOf(
      input.network,
      input.body?.message ?? null,
      input.body?.justification ?? null,
      input.body?.signingSubnetId ?? null,
    ),
  }),

  getAggregatedSignatures: (input) => ({ signedMessage: signedMessageOf(input.network, input.txHash) }),

  listBlockchains: (input, data) => {
    const list = [...networkOf(data, input).blockchains];
    if (input.sortOrder === 'desc') list.reverse();
    return paged('listBlockchains', input, list, 'blockchains', 100);
  },

  getSubnetById: (input, data) => {
    const subnet = networkOf(data, input).subnets.find((s) => s.subnetId === input.subnetId);
    if (!subnet) throw new ReplyError(404, `subnet ${String(input.subnetId)} not found`);
    return subnet;
  },

  listPrimaryNetworkBlocksByNodeId: (input, data) => {
    const net = networkOf(data, input);
    const raw = String(input.blockchainId);
    const alias = PRIMARY_ALIASES[raw];
    const blockchainId =
      alias === 'p' ? PRIMARY_NETWORK_ID : alias === 'x' ? net.xChainId : alias === 'c' ? net.cChainId : raw;
    const blocks = net.proposedBlocks.get(blockchainId);
    if (!blocks) throw new ReplyError(404, `blockchain ${raw} not found`);
    const start = typeof input.startTimestamp === 'number' ? input.startTimestamp : 0;
    const end = typeof input.endTimestamp === 'number' ? input.endTimestamp : Number.POSITIVE_INFINITY;
    const mine = blocks.filter(
      (b) =>
        b.proposerDetails.proposerNodeId === input.nodeId &&
        b.blockTimestamp >= start &&
        b.blockTimestamp <= end,
    );
    const chainName =
      blockchainId === PRIMARY_NETWORK_ID ? 'p-chain' : blockchainId === net.xChainId ? 'x-chain' : 'c-chain';
    return {
      ...paged('listPrimaryNetworkBlocksByNodeId', input, mine, 'blocks'),
      chainInfo: { chainName, network: net.network },
    };
  },

  supportedChains: (input, data) => {
    const nets =
      input.network === undefined ? (['mainnet', 'fuji'] as const) : [networkOf(data, input).network];
    const chains = nets
      .flatMap((n) => data.networks[n].evmChains)
      .filter((c) => input.feature === undefined || c.enabledFeatures.includes(String(input.feature)))
      .map((c) => ({
        chainId: c.chainId,
        status: 'OK',
        chainName: c.chainName,
        description: c.description,
        platformChainId: c.blockchainId,
        subnetId: c.subnetId,
        vmId: c.vmId,
        vmName: 'EVM',
        explorerUrl: `https://explorer.example.invalid/${c.chainId}`,
        rpcUrl: `https://rpc.example.invalid/ext/bc/${c.blockchainId}/rpc`,
        wsUrl: `wss://rpc.example.invalid/ext/bc/${c.blockchainId}/ws`,
        isTestnet: c.network === 'fuji',
        utilityAddresses: { multicall: c.wallets[11] },
        networkToken: c.networkToken,
        chainLogoUri: c.networkToken.logoUri,
        private: false,
        enabledFeatures: c.enabledFeatures,
      }));
    return { chains };
  },

  getLatestBlocks: (input, data) => {
    const chain = chainOf(data, input.chainId);
    return paged('getLatestBlocks', input, [...chain.blocks].reverse(), 'blocks');
  },

  getBlock: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const id = String(input.blockId);
    const block = /^\d+$/.test(id)
      ? chain.blocks.find((b) => b.blockNumber === String(Number(id)))
      : chain.blocks.find((b) => b.blockHash === id.toLowerCase());
    if (!block) throw new ReplyError(404, `block ${id} not found on chain ${chain.chainId}`);
    return block;
  },

  listLatestTransactions: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const wanted = input.status === 'failed' ? '0' : input.status === 'success' ? '1' : undefined;
    const list = [...chain.transactions]
      .reverse()
      .filter((t) => wanted === undefined || t.txStatus === wanted);
    return paged('listLatestTransactions', input, list, 'transactions');
  },

  listErc721Transactions: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const address = String(input.address).toLowerCase();
    const inRange = blockRange(input);
    const list = [...chain.erc721Transfers]
      .reverse()
      .filter((t) => (t.from.address === address || t.to.address === address) && inRange(t.blockNumber));
    return paged('listErc721Transactions', input, list, 'transactions');
  },

  listTransfers: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const address = String(input.address).toLowerCase();
    const inRange = blockRange(input);
    // an ERC-20 contract's transfers carry erc20Token and value; an ERC-721 contract's carry erc721Token
    // and no value (the deployed service's shapes; the seed shows only ERC-20)
    const erc20 = chain.erc20Transfers.filter((t) => t.erc20Token.address === address);
    const list = (
      erc20.length > 0 ? erc20 : chain.erc721Transfers.filter((t) => t.erc721Token.address === address)
    )
      .filter((t) => inRange(t.blockNumber))
      .reverse();
    return paged('listTransfers', input, list, 'transfers');
  },

  listErc20Balances: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const balances = data.balancesOf(chain, String(input.address));
    const currency = typeof input.currency === 'string' ? input.currency : 'usd';
    const contracts =
      typeof input.contractAddresses === 'string' && input.contractAddresses !== ''
        ? input.contractAddresses.split(',').map((a) => a.trim().toLowerCase())
        : undefined;
    const filterSpam = input.filterSpamTokens !== false;
    const list = balances.erc20
      .map(({ tokenIndex, balance }) => ({ token: chain.erc20Tokens[tokenIndex], balance }))
      .filter(
        ({ token }) =>
          token && (!filterSpam || !token.spam) && (!contracts || contracts.includes(token.address)),
      )
      .map(({ token, balance }) => {
        const t = token as NonNullable<typeof token>;
        return {
          address: t.address,
          name: t.name,
          symbol: t.symbol,
          decimals: t.decimals,
          logoUri: t.logoUri,
          ercType: 'ERC-20',
          chainId: chain.chainId,
          price: { currencyCode: currency, value: t.price.value },
          balance,
          balanceValue: { currencyCode: currency, value: worth(balance, t.decimals, t.price.value) },
          // the deployed service sends it on every balance: Malicious, Benign, or null when unknown
          // (only C-Chain tokens get one)
          tokenReputation: t.spam ? 'Malicious' : chain.isCChain ? 'Benign' : null,
        };
      });
    return {
      ...paged('listErc20Balances', input, list, 'erc20TokenBalances'),
      nativeTokenBalance: nativeBalance(chain, balances.native, currency),
    };
  },

  listErc1155Balances: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const contract =
      typeof input.contractAddress === 'string' ? input.contractAddress.toLowerCase() : undefined;
    const list = data
      .erc1155Of(chain, String(input.address))
      .filter((b) => contract === undefined || b.address === contract);
    return {
      ...paged('listErc1155Balances', input, list, 'erc1155TokenBalances'),
      nativeTokenBalance: nativeBalance(chain, data.balancesOf(chain, String(input.address)).native, 'usd'),
    };
  },

  listContractDeployments: (input, data) => {
    const chain = chainOf(data, input.chainId);
    return paged(
      'listContractDeployments',
      input,
      data.deploymentsOf(chain, String(input.address)),
      'contracts',
    );
  },
};

function nativeBalance(chain: EvmChain, balance: string, currency: string) {
  const price = chain.isCChain ? '21.50' : '0.10';
  return {
    name: chain.networkToken.name,
    symbol: chain.networkToken.symbol,
    decimals: 18,
    logoUri: chain.networkToken.logoUri,
    chainId: chain.chainId,
    price: { currencyCode: currency, value: price },
    balance,
    balanceValue: { currencyCode: currency, value: worth(balance, 18, price) },
  };
}

function worth(balance: string, decimals: number, price: string): string {
  const units = Number(BigInt(balance) / 10n ** BigInt(Math.max(0, decimals - 2))) / 100;
  return (units * Number(price)).toFixed(2);
}
