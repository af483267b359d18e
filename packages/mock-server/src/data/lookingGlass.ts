import { ReplyError } from '../httpReply.js';
import type { DataSet } from './dataSet.js';
import type { EvmChain, Network } from './types.js';

/**
 * The Looking Glass answers of the Metrics API from the data set: the reward addresses of validators in a
 * time range, and composite address queries over the wallets' balances and NFT transfers. The data set
 * keeps current balances only, so the "all time" and "any time" balance queries read today's balance for
 * every date; Stars Arena has no data here and matches no address.
 */

/** Reward addresses (without the `P-` prefix) of validators whose period overlaps [start, end], by AddValidatorTx time. */
export function validatorAddresses(
  data: DataSet,
  network: Network,
  subnetId: string,
  start: number | undefined,
  end: number | undefined,
): { addresses: string[]; sortKey: string }[] | undefined {
  const net = data.networks[network];
  if (!net.subnets.some((s) => s.subnetId === subnetId)) return undefined;
  // only primary-network validators are added by an AddValidatorTx with reward owners in the data set
  const primary = net.subnets[0]?.subnetId === subnetId ? net.primaryValidators : [];
  return primary
    .filter(
      (v) =>
        (end === undefined || Number(v.startTime) <= end) &&
        (start === undefined || Number(v.endTime) >= start),
    )
    .map((v) => ({
      addresses: v.validationRewardOwner.addresses.map((a) => a.replace(/^P-/, '')),
      sortKey: v.startTime,
    }))
    .sort(
      (a, b) => Number(a.sortKey) - Number(b.sortKey) || a.addresses.join().localeCompare(b.addresses.join()),
    );
}

type Json = Record<string, unknown>;

function bad(message: string): never {
  throw new ReplyError(400, message);
}

function chainOf(data: DataSet, id: unknown, where: string): EvmChain {
  const chain = data.chainsById.get(String(id));
  if (!chain) throw new ReplyError(404, `${where}.evmChainId ${String(id)}: chain not found`);
  return chain;
}

function amountOf(value: unknown, where: string): bigint {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) bad(`${where} must be a decimal amount`);
  return BigInt(value);
}

/** Unix seconds of a `YYYY-MM-DD` date (the start of that UTC day). */
function dateOf(value: unknown, where: string): number {
  const ms =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) bad(`${where} must be a date (YYYY-MM-DD)`);
  return ms / 1000;
}

/** Wallets of a chain whose native (or ERC-20) balance is at least minBalance. */
function holdersOfBalance(
  data: DataSet,
  chain: EvmChain,
  min: bigint,
  contract: string | undefined,
  where: string,
) {
  let tokenIndex = -1;
  if (contract !== undefined) {
    tokenIndex = chain.erc20Tokens.findIndex((t) => t.address.toLowerCase() === contract.toLowerCase());
    if (tokenIndex < 0) throw new ReplyError(404, `${where}.contractAddress ${contract}: token not found`);
  }
  return chain.wallets.filter((wallet) => {
    const balances = data.balancesOf(chain, wallet);
    const balance = tokenIndex < 0 ? balances.native : (balances.erc20[tokenIndex]?.balance ?? '0');
    return BigInt(balance) >= min;
  });
}

/** Holders of an NFT contract: `any` time in [start, end] (received one then), or `all` of it (held one throughout). */
function nftHolders(chain: EvmChain, contract: string, start: number, end: number, all: boolean): string[] {
  const owner = new Map<string, { address: string; since: number }>();
  const seen = new Set<string>();
  for (const t of chain.erc721Transfers) {
    if (t.erc721Token.address.toLowerCase() !== contract.toLowerCase()) continue;
    if (t.blockTimestamp > end) break;
    owner.set(t.erc721Token.tokenId, { address: t.to.address.toLowerCase(), since: t.blockTimestamp });
    if (t.blockTimestamp >= start) seen.add(t.to.address.toLowerCase());
  }
  if (!all) {
    for (const o of owner.values()) seen.add(o.address);
    return [...seen];
  }
  return [...new Set([...owner.values()].filter((o) => o.since <= start).map((o) => o.address))];
}

/** The addresses one sub-query matches (lower-case). */
function evaluate(data: DataSet, query: Json, where: string): string[] {
  const params = (query.params ?? {}) as Json;
  const p = `${where}.params`;
  switch (query.type) {
    case 'LatestBalance': {
      const chain = chainOf(data, params.evmChainId, p);
      const erc20 = params.tokenType === 'ERC20';
      if (erc20 && typeof params.contractAddress !== 'string')
        bad(`${p}.contractAddress is required for ERC20`);
      const contract = erc20 ? (params.contractAddress as string) : undefined;
      return holdersOfBalance(data, chain, amountOf(params.minBalance, `${p}.minBalance`), contract, p);
    }
    case 'AllTimeNativeBalance':
    case 'AnyTimeNativeBalance':
    case 'AllTimeErc20Balance':
    case 'AnyTimeErc20Balance': {
      const chain = chainOf(data, params.evmChainId, p);
      if (dateOf(params.firstDate, `${p}.firstDate`) > dateOf(params.lastDate, `${p}.lastDate`))
        bad(`${p}.firstDate is after lastDate`);
      const contract = String(query.type).includes('Erc20') ? String(params.contractAddress) : undefined;
      return holdersOfBalance(data, chain, amountOf(params.minBalance, `${p}.minBalance`), contract, p);
    }
    case 'AllTimeNftHolders':
    case 'AnyTimeNftHolders': {
      const chain = chainOf(data, params.evmChainId, p);
      const start = 'startTs' in params ? Number(params.startTs) : dateOf(params.firstDate, `${p}.firstDate`);
      const end =
        'endTs' in params ? Number(params.endTs) : dateOf(params.lastDate, `${p}.lastDate`) + 86_399;
      if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) bad(`${p}: the range is empty`);
      return nftHolders(
        chain,
        String(params.contractAddress),
        start,
        end,
        query.type === 'AllTimeNftHolders',
      );
    }
    case 'AllTimeStarsArenaBalance':
    case 'AnyTimeStarsArenaBalance':
    case 'LatestBalanceStarsArena':
      amountOf(params.minBalance, `${p}.minBalance`);
      return [];
    default:
      return bad(`${where}.type ${String(query.type)} is not a known query type`);
  }
}

/** A composite query: each sub-query's matches, joined with AND (every one) or OR (any one), sorted. */
export function compositeQuery(
  data: DataSet,
  body: Json,
): { addresses: string[]; subQueryCounts: Record<string, number> } {
  const queries = body.queries as Json[];
  if (queries.length === 0) bad('queries must hold at least one query');
  const subQueryCounts: Record<string, number> = {};
  const sets = queries.map((query, i) => {
    if (typeof query !== 'object' || query === null || typeof query.id !== 'string')
      bad(`queries[${i}].id is required`);
    const matches = new Set(evaluate(data, query, `queries[${i}]`).map((a) => a.toLowerCase()));
    subQueryCounts[query.id as string] = matches.size;
    return matches;
  });
  const [first, ...rest] = sets as [Set<string>, ...Set<string>[]];
  const joined =
    body.operator === 'AND'
      ? [...first].filter((a) => rest.every((s) => s.has(a)))
      : [...new Set(sets.flatMap((s) => [...s]))];
  return { addresses: joined.sort(), subQueryCounts };
}
