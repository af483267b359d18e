// Generated from specs/openrpc/xchain; do not edit. Run `pnpm generate`.
import type { JsonRpcCallOptions } from '@pkg/core';
import type * as T from './types.js';

/** The `wallet` methods (1). */
export interface WalletNamespace {
  /**
   * Submits a signed transaction through the X chain's wallet service, which also keeps it among its pending transactions until decided. A submit: never retried.
   *
   * Served at /ext/bc/X/wallet (the `wallet` service, the same name in every wireNames mode). It parses and checks the transaction as xvm.issueTx does; AvalancheGo v1.14.0 logs every call as a deprecated API: prefer xvm.issueTx.
   *
   * JSON-RPC `wallet.issueTx` at `/ext/bc/{blockchainId}/wallet`.
   * Not safe to repeat: never retried.
   * @param params.tx The signed transaction's bytes in `encoding`: `0x`, the bytes, and for `hex` a 4-byte checksum.
   * @param params.encoding How `tx` is written: `hex` (default, with checksum), `hexc` (the same) or `hexnc` (no checksum). The node refuses `json` here.
   * @deprecated AvalancheGo v1.14.0 logs each call as a deprecated API; use xvm.issueTx
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.wallet.issueTx({ tx: '<tx>' });
   * ```
   */
  issueTx(params: T.WalletIssueTxParams, options?: JsonRpcCallOptions): Promise<T.WalletIssueTxResult>;
}

/** The `xvm` methods (11). */
export interface XvmNamespace {
  /**
   * Every asset balance of an address.
   *
   * JSON-RPC `xvm.getAllBalances` at `/ext/bc/{blockchainId}`.
   * @param params.includePartial Also count UTXOs the address holds only in part (a multisig with other owners) or that are still locked (a locktime in the future). Default false: only UTXOs the address alone can spend now.
   * @deprecated Deprecated since v1.9.12.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getAllBalances({ address: '<address>' });
   * ```
   */
  getAllBalances(
    params: T.XvmGetAllBalancesParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.XvmGetAllBalancesResult>;
  /**
   * An asset's name, symbol and denomination.
   *
   * JSON-RPC `xvm.getAssetDescription` at `/ext/bc/{blockchainId}`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getAssetDescription({ assetID: '<assetID>' });
   * ```
   */
  getAssetDescription(
    params: T.XvmGetAssetDescriptionParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.XvmGetAssetDescriptionResult>;
  /**
   * An address's balance of one asset.
   *
   * JSON-RPC `xvm.getBalance` at `/ext/bc/{blockchainId}`.
   * @param params.includePartial Also count UTXOs the address holds only in part (a multisig with other owners) or that are still locked (a locktime in the future). Default false: only UTXOs the address alone can spend now.
   * @deprecated Deprecated since v1.9.12.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBalance({ address: '<address>', assetID: '<assetID>' });
   * ```
   */
  getBalance(params: T.XvmGetBalanceParams, options?: JsonRpcCallOptions): Promise<T.XvmGetBalanceResult>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getBlock` at `/ext/bc/{blockchainId}`.
   * With `encoding` `'json'`: resolves to `BlockJsonReply`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBlock({ blockID: '<blockID>', encoding: 'json' });
   * ```
   */
  getBlock(
    params: T.XvmGetBlockParams & { encoding: 'json' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockJsonReply>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getBlock` at `/ext/bc/{blockchainId}`.
   * With `encoding` `'hex'` or left out (the node's default): resolves to `BlockHexReply`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBlock({ blockID: '<blockID>' });
   * ```
   */
  getBlock(
    params: T.XvmGetBlockParams & { encoding?: 'hex' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockHexReply>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getBlock` at `/ext/bc/{blockchainId}`.
   * With a `encoding` known only at run time: resolves to any of the cases' results.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBlock({ blockID: '<blockID>' });
   * ```
   */
  getBlock(params: T.XvmGetBlockParams, options?: JsonRpcCallOptions): Promise<T.XvmGetBlockResult>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getBlockByHeight` at `/ext/bc/{blockchainId}`.
   * With `encoding` `'json'`: resolves to `BlockJsonReply`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBlockByHeight({ height: '<height>', encoding: 'json' });
   * ```
   */
  getBlockByHeight(
    params: T.XvmGetBlockByHeightParams & { encoding: 'json' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockJsonReply>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getBlockByHeight` at `/ext/bc/{blockchainId}`.
   * With `encoding` `'hex'` or left out (the node's default): resolves to `BlockHexReply`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBlockByHeight({ height: '<height>' });
   * ```
   */
  getBlockByHeight(
    params: T.XvmGetBlockByHeightParams & { encoding?: 'hex' },
    options?: JsonRpcCallOptions,
  ): Promise<T.BlockHexReply>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getBlockByHeight` at `/ext/bc/{blockchainId}`.
   * With a `encoding` known only at run time: resolves to any of the cases' results.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getBlockByHeight({ height: '<height>' });
   * ```
   */
  getBlockByHeight(
    params: T.XvmGetBlockByHeightParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.XvmGetBlockByHeightResult>;
  /**
   * The height of the last accepted block.
   *
   * JSON-RPC `xvm.getHeight` at `/ext/bc/{blockchainId}`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getHeight();
   * ```
   */
  getHeight(options?: JsonRpcCallOptions): Promise<T.XvmGetHeightResult>;
  /**
   * A transaction by id, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getTx` at `/ext/bc/{blockchainId}`.
   * With `encoding` `'json'`: resolves to `TxJsonReply`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getTx({ txID: '<txID>', encoding: 'json' });
   * ```
   */
  getTx(
    params: T.XvmGetTxParams & { encoding: 'json' },
    options?: JsonRpcCallOptions,
  ): Promise<T.TxJsonReply>;
  /**
   * A transaction by id, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getTx` at `/ext/bc/{blockchainId}`.
   * With `encoding` `'hex'` or left out (the node's default): resolves to `TxHexReply`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getTx({ txID: '<txID>' });
   * ```
   */
  getTx(params: T.XvmGetTxParams & { encoding?: 'hex' }, options?: JsonRpcCallOptions): Promise<T.TxHexReply>;
  /**
   * A transaction by id, hex- or JSON-encoded.
   *
   * JSON-RPC `xvm.getTx` at `/ext/bc/{blockchainId}`.
   * With a `encoding` known only at run time: resolves to any of the cases' results.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getTx({ txID: '<txID>' });
   * ```
   */
  getTx(params: T.XvmGetTxParams, options?: JsonRpcCallOptions): Promise<T.XvmGetTxResult>;
  /**
   * Transaction fees in nano-units of the native token.
   *
   * JSON-RPC `xvm.getTxFee` at `/ext/bc/{blockchainId}`.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getTxFee();
   * ```
   */
  getTxFee(options?: JsonRpcCallOptions): Promise<T.XvmGetTxFeeResult>;
  /**
   * A transaction's status as this node sees it.
   *
   * JSON-RPC `xvm.getTxStatus` at `/ext/bc/{blockchainId}`.
   * @deprecated Deprecated since v1.10.0.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getTxStatus({ txID: '<txID>' });
   * ```
   */
  getTxStatus(params: T.XvmGetTxStatusParams, options?: JsonRpcCallOptions): Promise<T.XvmGetTxStatusResult>;
  /**
   * UTXOs that reference the given addresses, a page at a time.
   *
   * Every returned UTXO references at least one listed address. To page, pass the previous endIndex as startIndex; with startIndex, UTXOs can repeat across calls and consistency across calls is not guaranteed.
   *
   * JSON-RPC `xvm.getUTXOs` at `/ext/bc/{blockchainId}`.
   * @param params.limit At most this many UTXOs (at most 1024; the node treats an omitted limit as 1024).
   * @param params.startIndex The previous page's endIndex, to page.
   * @param params.sourceChain Returns atomic UTXOs exported from this chain to this one.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.getUTXOs({ addresses: ['<addresses>'] });
   * ```
   */
  getUTXOs(params: T.XvmGetUTXOsParams, options?: JsonRpcCallOptions): Promise<T.XvmGetUTXOsResult>;
  /**
   * Submits a signed transaction to the chain and answers its id. A submit: never retried.
   *
   * The node parses the bytes, checks the transaction against its current state and hands it to consensus; the answer comes before the transaction is accepted (follow it with xvm.getTx or xvm.getTxStatus). A transaction whose inputs are already spent is refused with the node's error (-32000).
   *
   * JSON-RPC `xvm.issueTx` at `/ext/bc/{blockchainId}`.
   * Not safe to repeat: never retried.
   * @param params.tx The signed transaction's bytes in `encoding`: `0x`, the bytes, and for `hex` a 4-byte checksum.
   * @param params.encoding How `tx` is written: `hex` (default, with checksum), `hexc` (the same) or `hexnc` (no checksum). The node refuses `json` here.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const result = await xchain.xvm.issueTx({ tx: '<tx>' });
   * ```
   */
  issueTx(params: T.XvmIssueTxParams, options?: JsonRpcCallOptions): Promise<T.XvmIssueTxResult>;
}

/** Every namespace of the client. */
export interface Namespaces {
  wallet: WalletNamespace;
  xvm: XvmNamespace;
}
