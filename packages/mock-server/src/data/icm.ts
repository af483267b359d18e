import type { DataSet } from './dataSet.js';
import { hashOf, randomFor } from './random.js';
import type { EvmChain, Network } from './types.js';

/** The Teleporter messenger's address (the same on every chain). */
export const TELEPORTER_ADDRESS = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';

/** One Interchain Messaging message of the data set, with what the filters need alongside. */
export interface IcmMessage {
  network: Network;
  source: EvmChain;
  destination: EvmChain;
  from: string;
  to: string;
  timestamp: number;
  body: Record<string, unknown> & { messageId: string; status: string };
}

const cache = new WeakMap<DataSet, IcmMessage[]>();

/**
 * The ICM messages between the EVM chains of each network (the C chain and the subnet chains), newest
 * first. Each message is sent by a transaction of its source chain (its hash, sender and time) and,
 * once delivered, received by a transaction of its destination chain.
 */
export function icmMessagesOf(data: DataSet): IcmMessage[] {
  let list = cache.get(data);
  if (!list) {
    list = (['mainnet', 'fuji'] as const).flatMap((n) => messagesOf(data, n));
    list.sort((a, b) => b.timestamp - a.timestamp || a.body.messageId.localeCompare(b.body.messageId));
    cache.set(data, list);
  }
  return list;
}

function messagesOf(data: DataSet, network: Network): IcmMessage[] {
  const chains = data.networks[network].evmChains;
  const out: IcmMessage[] = [];
  const nonces = new Map<string, number>();
  for (let i = 0; i < 36; i++) {
    const r = randomFor(data.seed, 'icm', network, i);
    const source = chains[i % chains.length] as EvmChain;
    const others = chains.filter((c) => c !== source);
    const destination = r.pick(others);
    const sent = source.transactions[(i * 7) % source.transactions.length];
    if (!sent) continue;
    const pair = `${source.blockchainId}>${destination.blockchainId}`;
    const nonce = (nonces.get(pair) ?? 0) + 1;
    nonces.set(pair, nonce);
    const to = r.pick(destination.wallets);
    const token = source.erc20Tokens[0];
    const status = i % 6 === 0 ? 'pending' : i % 11 === 5 ? 'delivered_source_not_indexed' : 'delivered';
    const received = destination.transactions[(i * 5 + 3) % destination.transactions.length];
    const messageId = hashOf(data.seed, 'icm-message', network, i).slice(2);
    const common = {
      messageId,
      icmContractAddress: TELEPORTER_ADDRESS,
      sourceBlockchainId: source.blockchainId,
      destinationBlockchainId: destination.blockchainId,
      sourceEvmChainId: source.chainId,
      destinationEvmChainId: destination.chainId,
      messageNonce: String(nonce),
      from: sent.from.address,
      to,
      data: `0x${hashOf(data.seed, 'icm-data', network, i).slice(2)}`,
      messageExecuted: status !== 'pending',
      receipts: [],
      receiptDelivered: false,
      rewardDetails: {
        address: token?.address ?? '0x0000000000000000000000000000000000000000',
        name: token?.name ?? 'None',
        symbol: token?.symbol ?? 'NONE',
        decimals: token?.decimals ?? 18,
        ercType: 'ERC-20',
        value: '0',
      },
    };
    const sourceTransaction = { txHash: sent.txHash, timestamp: sent.blockTimestamp, gasSpent: sent.gasUsed };
    const destinationTransaction = received && {
      txHash: received.txHash,
      timestamp: Math.max(received.blockTimestamp, sent.blockTimestamp + 2),
      gasSpent: received.gasUsed,
      rewardRedeemer: to,
      delivererAddress: received.from.address,
    };
    const body =
      status === 'pending' || !destinationTransaction
        ? { ...common, messageExecuted: false, sourceTransaction, status: 'pending' }
        : status === 'delivered'
          ? { ...common, sourceTransaction, destinationTransaction, status }
          : { ...common, destinationTransaction, status };
    out.push({
      network,
      source,
      destination,
      from: sent.from.address,
      to,
      timestamp:
        'sourceTransaction' in body ? sourceTransaction.timestamp : (destinationTransaction?.timestamp ?? 0),
      body,
    });
  }
  return out;
}
