import { createHash } from 'node:crypto';
import type { EvmChain } from '../data/types.js';
import { positional, type RpcContext, type RpcHandler } from './context.js';
import { ethBlock, ethReceipt, ethTransaction, quantity } from './evmFormat.js';
import { resolveBlock } from './evmMethods.js';
import { keccak256 } from './keccak.js';
import { invalidParams, serviceError } from './rpcError.js';

/**
 * The rest of the C chain's `/rpc` surface (issue 24): headers, uncles, raw transactions, proofs, filters,
 * txpool, rpc_modules, the node's keystore (personal_*, eth_sign...) and admin_exportChain/importChain,
 * answered as coreth v0.16.0-rc.0 does on a node with every `eth-apis` value on.
 */

/** The fee recipient coreth reports (eth_coinbase): the burn address `0x0100…00`. */
const COINBASE = `0x01${'00'.repeat(19)}`;
const EMPTY_CODE_HASH = '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470';
const EMPTY_TRIE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';

/** Per server: the keystore (address -> password), unlocked accounts, installed filters, exported files. */
interface NodeState {
  keys: Map<string, string>;
  unlocked: Set<string>;
  filters: Map<string, 'logs' | 'blocks' | 'pending'>;
  files: Set<string>;
  counter: number;
}
const states = new WeakMap<object, NodeState>();
function stateOf(ctx: RpcContext): NodeState {
  let state = states.get(ctx.issuedAtomicTxs);
  if (!state) {
    state = { keys: new Map(), unlocked: new Set(), filters: new Map(), files: new Set(), counter: 0 };
    states.set(ctx.issuedAtomicTxs, state);
  }
  return state;
}

function chainOf(ctx: RpcContext): EvmChain {
  if (!ctx.chain) throw serviceError('no EVM chain at this endpoint');
  return ctx.chain;
}

const hexBytes = (value: unknown): Uint8Array => {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) throw invalidParams('not hex bytes');
  return Buffer.from(value.slice(2), 'hex');
};
const address = (value: unknown): string => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
    throw invalidParams('address must be a 20-byte hex address');
  return value.toLowerCase();
};
const sha = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
/** A deterministic 65-byte signature of a message by an address (v 27/28 as geth's eth_sign gives it). */
const signature = (who: string, data: unknown) => `0x${sha('sig', who, data)}${sha('sig2', who, data)}1b`;

function header(chain: EvmChain, ref: unknown) {
  const block = resolveBlock(chain, ref);
  if (!block) return null;
  // a header as geth's RPCMarshalHeader sends it: no transactions, size or uncles
  const { transactions: _t, size: _s, uncles: _u, ...rest } = ethBlock(chain, block, false);
  return rest;
}

/** A call object's sender, when it is an account of the mock's keystore (unlocked if `needUnlocked`). */
function keystoreSender(ctx: RpcContext, call: unknown, needUnlocked: boolean): string {
  const from = address((call as { from?: unknown } | null)?.from);
  const state = stateOf(ctx);
  if (!state.keys.has(from)) throw serviceError('unknown account');
  if (needUnlocked && !state.unlocked.has(from))
    throw serviceError('authentication needed: password or unlock');
  return from;
}

/** eth_signTransaction / eth_fillTransaction: the transaction as go-ethereum encodes it, and its raw bytes. */
function signedTx(chain: EvmChain, call: Record<string, unknown>, signed: boolean) {
  const raw = `0x02${sha('raw', call, signed)}`;
  return {
    raw,
    tx: {
      type: '0x2',
      chainId: quantity(chain.chainId),
      nonce: typeof call.nonce === 'string' ? call.nonce : '0x0',
      to: typeof call.to === 'string' ? call.to.toLowerCase() : null,
      gas: typeof call.gas === 'string' ? call.gas : '0x5208',
      gasPrice: null,
      maxPriorityFeePerGas: typeof call.maxPriorityFeePerGas === 'string' ? call.maxPriorityFeePerGas : '0x1',
      maxFeePerGas:
        typeof call.maxFeePerGas === 'string'
          ? call.maxFeePerGas
          : quantity(chain.blocks.at(-1)?.baseFee ?? 1),
      value: typeof call.value === 'string' ? call.value : '0x0',
      input: typeof call.input === 'string' ? call.input : typeof call.data === 'string' ? call.data : '0x',
      accessList: [],
      v: signed ? '0x1' : '0x0',
      r: signed ? `0x${sha('r', raw).replace(/^0+/, '')}` : '0x0',
      s: signed ? `0x${sha('s', raw).replace(/^0+/, '')}` : '0x0',
      yParity: signed ? '0x1' : '0x0',
      hash: keccak256(Buffer.from(raw.slice(2), 'hex')),
    },
  };
}

const walletUrl = (a: string) => `keystore:///keystore/UTC--${a.slice(2)}`;
/** The keystore account a wallet URL names; `unknown wallet` (the node's refusal) for any other URL. */
function walletOf(ctx: RpcContext, url: unknown): string {
  const found = [...stateOf(ctx).keys.keys()].find((a) => walletUrl(a) === url);
  if (!found) throw serviceError('unknown wallet');
  return found;
}

function newFilter(ctx: RpcContext, kind: 'logs' | 'blocks' | 'pending'): string {
  const state = stateOf(ctx);
  const id = `0x${sha('filter', ++state.counter).slice(0, 32)}`;
  state.filters.set(id, kind);
  return id;
}

function filterOf(ctx: RpcContext, params: unknown, logsOnly = false) {
  const id = String(positional(params)[0]);
  const kind = stateOf(ctx).filters.get(id);
  if (!kind || (logsOnly && kind !== 'logs')) throw serviceError('filter not found');
  return kind;
}

function txAt(chain: EvmChain, ref: unknown, index: unknown) {
  const block = resolveBlock(chain, ref);
  const i = typeof index === 'string' ? Number(BigInt(index)) : -1;
  return block && chain.transactions.find((t) => t.blockNumber === block.blockNumber && t.blockIndex === i);
}
/** The mock has no transaction bytes: a stand-in that starts with the dynamic-fee type byte. */
const rawOf = (hash: string) => `0x02${hash.slice(2)}`;

export const evmMoreMethods: Record<string, RpcHandler> = {
  eth_suggestPriceOptions: (_p, ctx) => {
    const base = BigInt(chainOf(ctx).blocks.at(-1)?.baseFee ?? 1);
    const level = (tip: bigint, pct: bigint) => ({
      maxPriorityFeePerGas: quantity(tip),
      maxFeePerGas: quantity((base * pct) / 100n + tip),
    });
    return { slow: level(1n, 95n), normal: level(1n, 100n), fast: level(2n, 105n) };
  },
  eth_callDetailed: (params) => {
    if (positional(params)[1] === undefined) throw invalidParams('missing value for required argument 1');
    return { gas: 21000, errCode: 0, err: '', returnData: '0x' };
  },
  eth_createAccessList: () => ({ accessList: [], gasUsed: '0x5208' }),
  eth_getBadBlocks: () => [],
  eth_getBlockReceipts: (params, ctx) => {
    const chain = chainOf(ctx);
    const block = resolveBlock(chain, positional(params)[0]);
    if (!block) return null;
    return chain.transactions
      .filter((t) => t.blockNumber === block.blockNumber)
      .sort((a, b) => a.blockIndex - b.blockIndex)
      .map((t) => ethReceipt(chain, t));
  },
  eth_getHeaderByHash: (params, ctx) => header(chainOf(ctx), positional(params)[0]),
  eth_getHeaderByNumber: (params, ctx) => header(chainOf(ctx), positional(params)[0]),
  eth_getProof: (params, ctx) => {
    const [who, keys] = positional(params);
    const a = address(who);
    return {
      address: a,
      accountProof: [`0xf8${sha('proof', a)}`],
      balance: quantity(ctx.data.balancesOf(chainOf(ctx), a).native),
      codeHash: EMPTY_CODE_HASH,
      nonce: '0x0',
      storageHash: EMPTY_TRIE_ROOT,
      storageProof: (Array.isArray(keys) ? keys : []).map((key) => ({ key, value: '0x0', proof: [] })),
    };
  },
  eth_getUncleByBlockHashAndIndex: () => null,
  eth_getUncleByBlockNumberAndIndex: () => null,
  eth_getUncleCountByBlockHash: (params, ctx) =>
    resolveBlock(chainOf(ctx), positional(params)[0]) ? '0x0' : null,
  eth_getUncleCountByBlockNumber: (params, ctx) =>
    resolveBlock(chainOf(ctx), positional(params)[0]) ? '0x0' : null,
  eth_getTransactionByBlockHashAndIndex: (params, ctx) => {
    const chain = chainOf(ctx);
    const [ref, index] = positional(params);
    const tx = txAt(chain, ref, index);
    return tx ? ethTransaction(chain, tx) : null;
  },
  eth_getRawTransactionByBlockHashAndIndex: (params, ctx) => {
    const [ref, index] = positional(params);
    const tx = txAt(chainOf(ctx), ref, index);
    return tx ? rawOf(tx.txHash) : '0x';
  },
  eth_getRawTransactionByBlockNumberAndIndex: (params, ctx) => {
    const [ref, index] = positional(params);
    const tx = txAt(chainOf(ctx), ref, index);
    return tx ? rawOf(tx.txHash) : '0x';
  },
  eth_getRawTransactionByHash: (params, ctx) => {
    const hash = String(positional(params)[0]).toLowerCase();
    const tx = chainOf(ctx).transactions.find((t) => t.txHash === hash);
    return tx ? rawOf(tx.txHash) : '0x';
  },
  eth_pendingTransactions: () => [],
  eth_accounts: (_p, ctx) => [...stateOf(ctx).keys.keys()],
  eth_coinbase: () => COINBASE,
  eth_etherbase: () => COINBASE,
  eth_sign: (params, ctx) => {
    const [who, data] = positional(params);
    const from = keystoreSender(ctx, { from: who }, true);
    return signature(from, hexBytes(data).length);
  },
  eth_signTransaction: (params, ctx) => {
    const call = (positional(params)[0] ?? {}) as Record<string, unknown>;
    keystoreSender(ctx, call, true);
    if (call.gas === undefined) throw serviceError('gas not specified');
    return signedTx(chainOf(ctx), call, true);
  },
  eth_sendTransaction: (params, ctx) => {
    const call = (positional(params)[0] ?? {}) as Record<string, unknown>;
    keystoreSender(ctx, call, true);
    return signedTx(chainOf(ctx), call, true).tx.hash;
  },
  eth_fillTransaction: (params, ctx) =>
    signedTx(chainOf(ctx), (positional(params)[0] ?? {}) as Record<string, unknown>, false),
  eth_resend: (params) => {
    const call = (positional(params)[0] ?? {}) as { nonce?: unknown };
    throw serviceError(`transaction ${keccak256(Buffer.from(JSON.stringify(call)))} not found`);
  },
  eth_newFilter: (_p, ctx) => newFilter(ctx, 'logs'),
  eth_newBlockFilter: (_p, ctx) => newFilter(ctx, 'blocks'),
  eth_newPendingTransactionFilter: (_p, ctx) => newFilter(ctx, 'pending'),
  eth_getFilterChanges: (params, ctx) => {
    filterOf(ctx, params);
    return [];
  },
  eth_getFilterLogs: (params, ctx) => {
    filterOf(ctx, params, true);
    return [];
  },
  eth_uninstallFilter: (params, ctx) => stateOf(ctx).filters.delete(String(positional(params)[0])),
  web3_sha3: (params) => keccak256(hexBytes(positional(params)[0])),
  rpc_modules: () =>
    Object.fromEntries(
      ['admin', 'debug', 'eth', 'net', 'personal', 'rpc', 'txpool', 'warp', 'web3'].map((ns) => [ns, '1.0']),
    ),
  txpool_content: () => ({ pending: {}, queued: {} }),
  txpool_contentFrom: (params) => {
    address(positional(params)[0]);
    return { pending: {}, queued: {} };
  },
  txpool_inspect: () => ({ pending: {}, queued: {} }),
  txpool_status: () => ({ pending: '0x0', queued: '0x0' }),
  personal_importRawKey: (params, ctx) => {
    const [key, password] = positional(params);
    if (typeof key !== 'string' || !/^[0-9a-fA-F]{64}$/.test(key)) throw serviceError('invalid private key');
    // not secp256k1: the mock derives a stand-in address from the key
    const a = `0x${keccak256(Buffer.from(key, 'hex')).slice(-40)}`;
    const state = stateOf(ctx);
    if (state.keys.has(a)) throw serviceError('account already exists');
    state.keys.set(a, String(password));
    return a;
  },
  personal_newAccount: (params, ctx) => {
    const state = stateOf(ctx);
    const a = `0x${keccak256(Buffer.from(`new ${++state.counter}`)).slice(-40)}`;
    state.keys.set(a, String(positional(params)[0]));
    return a;
  },
  personal_listAccounts: (_p, ctx) => [...stateOf(ctx).keys.keys()],
  personal_listWallets: (_p, ctx) => {
    const state = stateOf(ctx);
    return [...state.keys.keys()].map((a) => {
      const url = walletUrl(a);
      return { url, status: state.unlocked.has(a) ? 'Unlocked' : 'Locked', accounts: [{ address: a, url }] };
    });
  },
  personal_ecRecover: (params) => {
    const [, sig] = positional(params);
    if (hexBytes(sig).length !== 65) throw serviceError('signature must be 65 bytes long');
    return `0x${keccak256(hexBytes(sig)).slice(-40)}`;
  },
  personal_sign: (params, ctx) => {
    const [data, who, password] = positional(params);
    const a = address(who);
    if (stateOf(ctx).keys.get(a) !== password)
      throw serviceError('could not decrypt key with given password');
    return signature(a, hexBytes(data).length);
  },
  personal_signTransaction: (params, ctx) => {
    const [call, password] = positional(params) as [Record<string, unknown>, unknown];
    const a = keystoreSender(ctx, call, false);
    if (stateOf(ctx).keys.get(a) !== password)
      throw serviceError('could not decrypt key with given password');
    return signedTx(chainOf(ctx), call ?? {}, true);
  },
  personal_sendTransaction: (params, ctx) => {
    const [call, password] = positional(params) as [Record<string, unknown>, unknown];
    const a = keystoreSender(ctx, call, false);
    if (stateOf(ctx).keys.get(a) !== password)
      throw serviceError('could not decrypt key with given password');
    return signedTx(chainOf(ctx), call ?? {}, true).tx.hash;
  },
  personal_unlockAccount: (params, ctx) => {
    const [who, password] = positional(params);
    const a = address(who);
    const state = stateOf(ctx);
    if (state.keys.get(a) !== password) throw serviceError('could not decrypt key with given password');
    state.unlocked.add(a);
    return true;
  },
  personal_lockAccount: (params, ctx) => {
    const a = address(positional(params)[0]);
    const state = stateOf(ctx);
    state.unlocked.delete(a);
    return state.keys.has(a);
  },
  // the mock's wallets are keystore wallets (as on a lone node): open is a no-op, the smartcard calls refuse
  personal_openWallet: (params, ctx) => {
    walletOf(ctx, positional(params)[0]);
    return null;
  },
  personal_deriveAccount: (params, ctx) => {
    walletOf(ctx, positional(params)[0]);
    throw serviceError('not supported');
  },
  personal_initializeWallet: (params, ctx) => {
    walletOf(ctx, positional(params)[0]);
    throw serviceError('specified wallet does not support initialization');
  },
  personal_unpair: (params, ctx) => {
    walletOf(ctx, positional(params)[0]);
    throw serviceError('specified wallet does not support pairing');
  },
  admin_exportChain: (params, ctx) => {
    const file = String(positional(params)[0]);
    const state = stateOf(ctx);
    if (state.files.has(file)) throw serviceError('location would overwrite an existing file');
    state.files.add(file);
    return true;
  },
  admin_importChain: (params, ctx) => {
    const file = String(positional(params)[0]);
    if (!stateOf(ctx).files.has(file)) throw serviceError(`open ${file}: no such file or directory`);
    return true;
  },
};
