import type { DataSet } from '../data/dataSet.js';
import { detailsOf, type Erc721Token, inputOf } from '../data/evmDetails.js';
import { randomFor } from '../data/random.js';
import type { EvmChain, EvmTransaction, Network } from '../data/types.js';
import { apiLogs, usageBuckets } from '../data/usage.js';
import { uuidOf, WebhookStore } from '../data/webhooks.js';
import { ReplyError } from '../httpReply.js';
import {
  blockRange,
  chainOf,
  dataHandlers,
  paged,
  type RestHandler,
  type RestInput,
} from './dataHandlers.js';

/**
 * The mock's EVM, NFT, contract, health, supply, operations, usage-metrics and webhook operations of the
 * Data API. Webhooks, export jobs and shared secrets are state of one server (createEvmDataHandlers is
 * called once per server); the rest derives from the data set, consistently with the seed operations:
 * a transaction or block listed by one operation is the one another fetches.
 */

type Handler = (input: RestInput, data: DataSet, account: string | undefined) => unknown;

/** The network token's price in the data set (as listErc20Balances prices it). */
const nativePrice = (chain: EvmChain) => (chain.isCChain ? '21.50' : '0.10');

function lower(value: unknown): string {
  return String(value).toLowerCase();
}

/** Calls a seed handler (their answers are the single source of the shapes they share with these). */
function seed<T>(operationId: string, input: RestInput, data: DataSet): T {
  return (dataHandlers[operationId] as RestHandler)(input, data, operationId) as T;
}

/** The account an API key stands for; 401 without a key (the deployed service refuses those calls). */
function accountOf(account: string | undefined): string {
  if (account === undefined || account === '') throw new ReplyError(401, 'an API key is required');
  return account;
}

/** The EVM chains of the `network` query param (both networks when absent). */
function chainsOf(data: DataSet, network: unknown): EvmChain[] {
  const nets: Network[] =
    network === undefined ? ['mainnet', 'fuji'] : [network === 'mainnet' ? 'mainnet' : 'fuji'];
  return nets.flatMap((n) => data.networks[n].evmChains);
}

/** Newest first across chains: by timestamp, then chain id, then position (a stable total order). */
function newestFirst<T extends { blockTimestamp: number; chainId: string }>(lists: T[][]): T[] {
  return lists
    .flatMap((list) => list.map((item, i) => ({ item, i })))
    .sort(
      (a, b) =>
        b.item.blockTimestamp - a.item.blockTimestamp ||
        a.item.chainId.localeCompare(b.item.chainId) ||
        b.i - a.i,
    )
    .map(({ item }) => item);
}

function involves(address: string, t: { from: { address: string }; to: { address: string } }): boolean {
  return t.from.address === address || t.to.address === address;
}

function transactionOf(data: DataSet, chain: EvmChain, txHash: unknown): EvmTransaction {
  const tx = detailsOf(data, chain).transactionsByHash.get(lower(txHash));
  if (!tx) throw new ReplyError(404, `transaction ${String(txHash)} not found on chain ${chain.chainId}`);
  return tx;
}

/** The parts of a transaction: its transfers and internal transactions, all or those involving `address`. */
function partsOf(data: DataSet, chain: EvmChain, tx: EvmTransaction, address?: string) {
  const details = detailsOf(data, chain);
  const keep = (t: { txHash: string; from: { address: string }; to: { address: string } }) =>
    t.txHash === tx.txHash && (address === undefined || involves(address, t));
  return {
    erc20Transfers: chain.erc20Transfers
      .filter(keep)
      .map(({ from, to, logIndex, value, erc20Token }) => ({ from, to, logIndex, value, erc20Token })),
    erc721Transfers: chain.erc721Transfers
      .filter(keep)
      .map(({ from, to, logIndex, erc721Token }) => ({ from, to, logIndex, erc721Token })),
    erc1155Transfers: details.erc1155Transfers
      .filter(keep)
      .map(({ from, to, logIndex, value, erc1155Token }) => ({ from, to, logIndex, value, erc1155Token })),
    internalTransactions: details.internalTransactions
      .filter(keep)
      .map(({ from, to, internalTxType, value, isReverted, gasUsed, gasLimit }) => ({
        from,
        to,
        internalTxType,
        value,
        isReverted,
        gasUsed,
        gasLimit,
      })),
  };
}

/** A transaction whole, as getTransaction and getDeploymentTransaction answer it. */
function fullTransaction(data: DataSet, chain: EvmChain, tx: EvmTransaction, currency: unknown) {
  const block = chain.blocks.find((b) => b.blockHash === tx.blockHash);
  const currencyCode = typeof currency === 'string' ? currency : 'usd';
  const tip = BigInt(tx.gasPrice) - BigInt(block?.baseFee ?? tx.gasPrice);
  return {
    ...partsOf(data, chain, tx),
    networkTokenDetails: {
      networkToken: {
        name: chain.networkToken.name,
        symbol: chain.networkToken.symbol,
        decimals: chain.networkToken.decimals,
        logoUri: chain.networkToken.logoUri,
      },
      currentPrice: { currencyCode, value: nativePrice(chain) },
      historicalPrice: { currencyCode, value: nativePrice(chain) },
    },
    nativeTransaction: {
      ...tx,
      input: inputOf(data.seed, tx),
      baseFeePerGas: block?.baseFee ?? tx.gasPrice,
      maxFeePerGas: tx.gasPrice,
      maxPriorityFeePerGas: String(tip < 0n ? 0n : tip),
    },
  };
}

/** The transactions an address took part in (sent, received, or a transfer of it), newest first. */
function addressTransactions(data: DataSet, chain: EvmChain, input: RestInput) {
  const address = lower(input.address);
  const inRange = blockRange(input);
  const details = detailsOf(data, chain);
  const hashes = new Set<string>();
  for (const list of [
    chain.transactions,
    chain.erc20Transfers,
    chain.erc721Transfers,
    details.erc1155Transfers,
    details.internalTransactions,
  ]) {
    for (const t of list) if (involves(address, t)) hashes.add(t.txHash);
  }
  const list = chain.transactions.filter((tx) => hashes.has(tx.txHash) && inRange(tx.blockNumber));
  if (input.sortOrder !== 'asc') list.reverse();
  return list.map((tx) => ({ nativeTransaction: tx, ...partsOf(data, chain, tx, address) }));
}

/** The token reputation the data set gives (as listErc20Balances does): spam is Malicious; C-Chain tokens Benign. */
function reputationOf(chain: EvmChain, tokenAddress: string): 'Malicious' | 'Benign' | null {
  const token = chain.erc20Tokens.find((t) => t.address === tokenAddress);
  return token?.spam ? 'Malicious' : chain.isCChain ? 'Benign' : null;
}

/** The NFT collection at an address: its tokens by id; 404 when the address holds no collection. */
function collectionOf(data: DataSet, chain: EvmChain, address: unknown): Map<string, unknown> {
  const details = detailsOf(data, chain);
  const contract = lower(address);
  if (contract === details.nftContract) return details.erc721Tokens;
  const erc1155 = details.erc1155Collections.get(contract);
  if (erc1155) return erc1155;
  throw new ReplyError(404, `no NFT collection at ${String(address)} on chain ${chain.chainId}`);
}

function erc721BalancesOf(data: DataSet, chain: EvmChain, input: RestInput) {
  const owner = lower(input.address);
  const contract = typeof input.contractAddress === 'string' ? lower(input.contractAddress) : undefined;
  return [...detailsOf(data, chain).erc721Tokens.values()]
    .filter(
      (t: Erc721Token) => t.ownerAddress === owner && (contract === undefined || t.address === contract),
    )
    .map((t) => ({ ...t, chainId: chain.chainId }));
}

function nativeBalanceOf(data: DataSet, input: RestInput) {
  const { chainId, address, currency } = input;
  return seed<{ nativeTokenBalance: unknown }>(
    'listErc20Balances',
    { chainId, address, currency, pageSize: 1 },
    data,
  ).nativeTokenBalance;
}

function chainInfoOf(data: DataSet, chain: EvmChain) {
  const { chains } = seed<{ chains: { chainId: string }[] }>('supportedChains', {}, data);
  return chains.find((c) => c.chainId === chain.chainId);
}

/** The contract metadata of an address: a token of the data set, an NFT collection, or a deployed contract. */
function contractOf(data: DataSet, chain: EvmChain, address: unknown) {
  const contract = lower(address);
  const details = detailsOf(data, chain);
  const deployed = details.deployments.get(contract);
  if (deployed) return deployed.contract;
  const token = chain.erc20Tokens.find((t) => t.address === contract);
  const asset = (imageUri: string) => ({ assetId: `${contract.slice(2, 14)}`, imageUri });
  if (token) {
    const { address: _a, price: _p, spam: _s, logoUri, ...rest } = token;
    return { ...rest, address: contract, ercType: 'ERC-20', logoAsset: asset(logoUri) };
  }
  if (contract === details.nftContract) {
    return { address: contract, ercType: 'ERC-721', name: 'Mock Punks', symbol: 'MPUNK' };
  }
  if (details.erc1155Collections.has(contract)) {
    return { address: contract, ercType: 'ERC-1155', name: 'Mock Items', symbol: 'ITEM' };
  }
  throw new ReplyError(404, `no contract at ${String(address)} on chain ${chain.chainId}`);
}

const HEALTH = (dependencies: string[]) => {
  const up = Object.fromEntries(dependencies.map((d) => [d, { status: 'up' }]));
  return { status: 'ok', info: up, error: {}, details: up };
};

const EVM_CHAIN_IDS = /^[0-9]+$/;
const PRIMARY_CHAINS = new Set(['p-chain', 'x-chain', 'c-chain']);

/** The stateless handlers: everything derives from the data set. */
const stateless: Record<string, Handler> = {
  'data-health-check': () => HEALTH(['database', 'cache']),
  'live-check': () => HEALTH(['database']),

  getAvaxSupply: (_input, data) => {
    const total = Number(BigInt(data.networks.mainnet.currentSupply) / 1_000_000_000n);
    const r = randomFor(data.seed, 'supply');
    const part = (low: number, high: number) => (total * (low + r.next() * (high - low))).toFixed(9);
    return {
      circulatingSupply: part(0.55, 0.6),
      totalSupply: total.toFixed(9),
      totalPBurned: part(0.0001, 0.0002),
      totalCBurned: part(0.005, 0.006),
      totalXBurned: part(0.00001, 0.00002),
      totalStaked: part(0.3, 0.35),
      totalLocked: part(0.01, 0.02),
      totalRewards: part(0.05, 0.06),
      lastUpdated: new Date(data.now * 1000).toISOString(),
      genesisUnlock: part(0.4, 0.41),
      l1ValidatorFees: part(0.000001, 0.000002),
    };
  },

  listAddressChains: (input, data) => {
    const address = lower(input.address);
    const active = [...data.chainsById.values()].filter(
      (c) => c.wallets.includes(address) || c.erc20Tokens.some((t) => t.address === address),
    );
    return { indexedChains: active.map((c) => chainInfoOf(data, c)), unindexedChains: [] };
  },

  getChainInfo: (input, data) => chainInfoOf(data, chainOf(data, input.chainId)),

  listLatestBlocksAllChains: (input, data) =>
    paged(
      'listLatestBlocksAllChains',
      input,
      newestFirst(chainsOf(data, input.network).map((c) => c.blocks)),
      'blocks',
    ),

  listLatestTransactionsAllChains: (input, data) => {
    const wanted = input.status === 'failed' ? '0' : input.status === 'success' ? '1' : undefined;
    const list = newestFirst(chainsOf(data, input.network).map((c) => c.transactions)).filter(
      (t) => wanted === undefined || t.txStatus === wanted,
    );
    return paged('listLatestTransactionsAllChains', input, list, 'transactions');
  },

  getTransaction: (input, data) => {
    const chain = chainOf(data, input.chainId);
    return fullTransaction(data, chain, transactionOf(data, chain, input.txHash), 'usd');
  },

  getDeploymentTransaction: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const deployment = detailsOf(data, chain).deployments.get(lower(input.address));
    if (!deployment) throw new ReplyError(404, `no contract deployment of ${String(input.address)} found`);
    return fullTransaction(data, chain, deployment.transaction, input.currency);
  },

  getTransactionsForBlock: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const block = seed<{ blockHash: string }>(
      'getBlock',
      { chainId: input.chainId, blockId: input.blockId },
      data,
    );
    const list = chain.transactions.filter((t) => t.blockHash === block.blockHash);
    // a page size of 0 (the published document's least value and default) is served as the usual 10
    const pageSize = input.pageSize === 0 ? undefined : input.pageSize;
    return paged('getTransactionsForBlock', { ...input, pageSize }, list, 'transactions');
  },

  listTransactions: (input, data) =>
    paged(
      'listTransactions',
      input,
      addressTransactions(data, chainOf(data, input.chainId), input),
      'transactions',
    ),

  listTransactionsV2: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const list = addressTransactions(data, chain, input).map((item) => ({
      ...item,
      erc20Transfers: item.erc20Transfers
        .map((t) => ({
          ...t,
          erc20Token: { ...t.erc20Token, tokenReputation: reputationOf(chain, t.erc20Token.address) },
        }))
        .filter((t) => input.filterSpamTokens !== true || t.erc20Token.tokenReputation !== 'Malicious'),
    }));
    return paged('listTransactionsV2', input, list, 'transactions');
  },

  listNativeTransactions: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const address = lower(input.address);
    const inRange = blockRange(input);
    const list = chain.transactions.filter((t) => involves(address, t) && inRange(t.blockNumber)).reverse();
    return paged('listNativeTransactions', input, list, 'transactions');
  },

  listErc20Transactions: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const address = lower(input.address);
    const inRange = blockRange(input);
    const list = chain.erc20Transfers.filter((t) => involves(address, t) && inRange(t.blockNumber)).reverse();
    return paged('listErc20Transactions', input, list, 'transactions');
  },

  listErc1155Transactions: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const address = lower(input.address);
    const inRange = blockRange(input);
    const list = detailsOf(data, chain)
      .erc1155Transfers.filter((t) => involves(address, t) && inRange(t.blockNumber))
      .reverse();
    return paged('listErc1155Transactions', input, list, 'transactions');
  },

  listInternalTransactions: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const address = lower(input.address);
    const inRange = blockRange(input);
    const list = detailsOf(data, chain)
      .internalTransactions.filter((t) => involves(address, t) && inRange(t.blockNumber))
      .reverse();
    return paged('listInternalTransactions', input, list, 'transactions');
  },

  getNativeBalance: (input, data) => {
    chainOf(data, input.chainId);
    return { nativeTokenBalance: nativeBalanceOf(data, input) };
  },

  listErc721Balances: (input, data) => {
    const chain = chainOf(data, input.chainId);
    return {
      ...paged('listErc721Balances', input, erc721BalancesOf(data, chain, input), 'erc721TokenBalances'),
      nativeTokenBalance: nativeBalanceOf(data, { chainId: input.chainId, address: input.address }),
    };
  },

  listCollectibleBalances: (input, data) => {
    const chain = chainOf(data, input.chainId);
    const contract = typeof input.contractAddress === 'string' ? lower(input.contractAddress) : undefined;
    const erc1155 = data
      .erc1155Of(chain, String(input.address))
      .filter((b) => contract === undefined || b.address === contract);
    const list = [...erc721BalancesOf(data, chain, input), ...erc1155];
    return paged('listCollectibleBalances', input, list, 'collectibleBalances');
  },

  getContractMetadata: (input, data) => contractOf(data, chainOf(data, input.chainId), input.address),

  listTokens: (input, data) => {
    const tokens = collectionOf(data, chainOf(data, input.chainId), input.address);
    return paged('listTokens', input, [...tokens.values()], 'tokens');
  },

  getTokenDetails: (input, data) => {
    const token = collectionOf(data, chainOf(data, input.chainId), input.address).get(String(input.tokenId));
    if (!token) throw new ReplyError(404, `token ${String(input.tokenId)} not found`);
    return token;
  },

  reindexNft: (input, data) => {
    stateless.getTokenDetails?.(input, data, undefined);
    // 201 with no body
    return undefined;
  },

  getApiUsageMetrics: (input, data, account) => {
    const key = accountOf(account);
    const orgId = typeof input.orgId === 'string' ? input.orgId : `org-${uuidOf('org', key).slice(0, 8)}`;
    return { ...usageBuckets(data.seed, key, input, data.now, 'daily'), orgId };
  },

  getApiLogs: (input, data, account) => {
    const key = accountOf(account);
    const orgId = typeof input.orgId === 'string' ? input.orgId : `org-${uuidOf('org', key).slice(0, 8)}`;
    return { ...paged('getApiLogs', input, apiLogs(data.seed, key, orgId, input, data.now), 'logs'), orgId };
  },

  getSubnetRpcUsageMetrics: (input, data, account) => {
    const key = accountOf(account);
    const chainId = typeof input.chainId === 'string' ? input.chainId : '43114';
    return { ...usageBuckets(data.seed, key, input, data.now, 'daily'), chainId };
  },

  getPrimaryNetworkRpcUsageMetrics: (input, data, account) => {
    const key = accountOf(account);
    const network = input.network === 'mainnet' ? 'mainnet' : 'testnet';
    return { ...usageBuckets(data.seed, key, input, data.now, 'daily'), network };
  },
};

interface ExportJob {
  operationId: string;
  operationType: string;
  operationStatus: string;
  createdAtTimestamp: number;
  updatedAtTimestamp: number;
  metadata?: Record<string, unknown>;
}

/** Checks an export request the way the published document splits it (EVM or primary network). */
function checkExport(data: DataSet, body: Record<string, unknown>): void {
  const options = (body.options ?? {}) as Record<string, unknown>;
  const chains = options.includeChains as string[];
  if (chains.length === 0) throw new ReplyError(400, 'options.includeChains must not be empty');
  if (body.type === 'TRANSACTION_EXPORT_EVM') {
    const addresses = options.addresses as string[] | undefined;
    if (!addresses || addresses.length === 0)
      throw new ReplyError(400, 'options.addresses is required for TRANSACTION_EXPORT_EVM');
    const unknown = chains.find((c) => !EVM_CHAIN_IDS.test(c) || !data.chainsById.has(c));
    if (unknown !== undefined)
      throw new ReplyError(400, `options.includeChains: unknown EVM chain ${unknown}`);
  } else {
    const known = (c: string) =>
      PRIMARY_CHAINS.has(c) ||
      Object.values(data.networks).some((n) => [n.xChainId, n.cChainId].includes(c)) ||
      c === '11111111111111111111111111111111LpoYY';
    const unknown = chains.find((c) => !known(c));
    if (unknown !== undefined)
      throw new ReplyError(400, `options.includeChains: ${unknown} is not a primary-network chain`);
  }
  for (const field of ['firstDate', 'lastDate'] as const) {
    const value = body[field];
    if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(value)))
      throw new ReplyError(400, `${field} must be a date (YYYY-MM-DD)`);
  }
}

/**
 * The Data API handlers of these operations for one server: webhooks, export jobs and shared secrets
 * live as long as it. `handlerFor(operationId, apiKey)` gives the handler of a call made with that key.
 */
export function createEvmDataHandlers(data: DataSet): {
  handlerFor(operationId: string, apiKey: string | undefined): RestHandler | undefined;
} {
  const webhooks = new WebhookStore(() => data.now);
  const jobs = new Map<string, ExportJob>();
  const chainSupportsWebhooks = (chainId: string) =>
    data.chainsById.get(chainId)?.enabledFeatures.includes('webhooks') === true;
  const body = (input: RestInput) => input.body ?? {};

  const stateful: Record<string, Handler> = {
    createWebhook: (input, _data, account) =>
      webhooks.create(accountOf(account), body(input), chainSupportsWebhooks),
    listWebhooks: (input, _data, account) =>
      paged('listWebhooks', input, webhooks.list(accountOf(account), input.status), 'webhooks'),
    getWebhook: (input, _data, account) => webhooks.get(accountOf(account), input.id),
    updateWebhook: (input, _data, account) => webhooks.update(accountOf(account), input.id, body(input)),
    deactivateWebhook: (input, _data, account) => webhooks.deactivate(accountOf(account), input.id),
    addAddressesToWebhook: (input, _data, account) =>
      webhooks.changeAddresses(accountOf(account), input.id, body(input), true),
    removeAddressesFromWebhook: (input, _data, account) =>
      webhooks.changeAddresses(accountOf(account), input.id, body(input), false),
    getAddressesFromWebhook: (input, _data, account) => {
      const addresses = webhooks.addresses(accountOf(account), input.id);
      return {
        ...paged('getAddressesFromWebhook', input, addresses, 'addresses'),
        totalAddresses: addresses.length,
      };
    },
    generateOrRotateSharedSecret: (_input, _data, account) => ({
      secret: webhooks.rotateSecret(accountOf(account)),
    }),
    getSharedSecret: (_input, _data, account) => ({ secret: webhooks.secret(accountOf(account)) }),

    postTransactionExportJob: (input) => {
      const request = body(input);
      checkExport(data, request);
      const operationId = uuidOf('export', jobs.size + 1, request);
      const job: ExportJob = {
        operationId,
        operationType: String(request.type),
        operationStatus: 'RUNNING',
        createdAtTimestamp: data.now,
        updatedAtTimestamp: data.now,
      };
      jobs.set(operationId, job);
      return { ...job };
    },
    // a job completes by the time it is first looked up
    getOperationResult: (input) => {
      const job = jobs.get(String(input.operationId));
      if (!job) throw new ReplyError(404, `operation ${String(input.operationId)} not found`);
      if (job.operationStatus === 'RUNNING') {
        job.operationStatus = 'COMPLETED';
        job.updatedAtTimestamp = job.createdAtTimestamp + 60;
        job.metadata = { downloadUrl: `https://exports.example.invalid/${job.operationId}.csv` };
      }
      return { ...job };
    },
  };

  return {
    handlerFor(operationId, apiKey) {
      const handler = stateful[operationId] ?? stateless[operationId];
      return handler && ((input, d) => handler(input, d, apiKey));
    },
  };
}
