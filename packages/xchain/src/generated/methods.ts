// Generated from specs/openrpc/xchain; do not edit. Run `pnpm generate`.
import type { MethodEntries, MethodEntry, WireNameMap } from '@pkg/core';
import { checkFlatParams, checkParams, checkStringParams, iterateUtxos, nameFallback } from '@pkg/core';
import * as rules from './rules.js';

/**
 * JSON-RPC `wallet.issueTx`: pass it to `createXChainClientFor` for a client with `wallet.issueTx`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { wallet_issueTx } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ wallet_issueTx });
 * const result = await xchain.wallet.issueTx({ tx: '<tx>' });
 */
export const wallet_issueTx: MethodEntry<'wallet.issueTx'> = {
  name: 'wallet.issueTx',
  endpoint: '/ext/bc/{blockchainId}/wallet',
  by: 'name',
  params: ['tx', 'encoding'],
  schema: {
    tx: { type: 'string', pattern: '^0x[0-9a-fA-F]*$', required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  retry: false,
  deprecated: 'AvalancheGo v1.14.0 logs each call as a deprecated API; use xvm.issueTx',
  check: checkStringParams,
};

/**
 * JSON-RPC `xvm.getAllBalances`: pass it to `createXChainClientFor` for a client with `xvm.getAllBalances`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getAllBalances } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getAllBalances });
 * const result = await xchain.xvm.getAllBalances({ address: '<address>' });
 */
export const xvm_getAllBalances: MethodEntry<'xvm.getAllBalances'> = {
  name: 'xvm.getAllBalances',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['address', 'includePartial'],
  schema: { address: { type: 'string', required: true }, includePartial: { type: 'boolean' } },
  deprecated: 'since v1.9.12',
  check: checkFlatParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getAssetDescription`: pass it to `createXChainClientFor` for a client with `xvm.getAssetDescription`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getAssetDescription } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getAssetDescription });
 * const result = await xchain.xvm.getAssetDescription({ assetID: '<assetID>' });
 */
export const xvm_getAssetDescription: MethodEntry<'xvm.getAssetDescription'> = {
  name: 'xvm.getAssetDescription',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['assetID'],
  schema: { assetID: { type: 'string', required: true } },
  check: checkStringParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getBalance`: pass it to `createXChainClientFor` for a client with `xvm.getBalance`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getBalance } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getBalance });
 * const result = await xchain.xvm.getBalance({ address: '<address>', assetID: '<assetID>' });
 */
export const xvm_getBalance: MethodEntry<'xvm.getBalance'> = {
  name: 'xvm.getBalance',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['address', 'assetID', 'includePartial'],
  schema: {
    address: { type: 'string', required: true },
    assetID: { type: 'string', required: true },
    includePartial: { type: 'boolean' },
  },
  deprecated: 'since v1.9.12',
  check: checkFlatParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getBlock`: pass it to `createXChainClientFor` for a client with `xvm.getBlock`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getBlock } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getBlock });
 * const result = await xchain.xvm.getBlock({ blockID: '<blockID>' });
 */
export const xvm_getBlock: MethodEntry<'xvm.getBlock'> = {
  name: 'xvm.getBlock',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['blockID', 'encoding'],
  schema: {
    blockID: { type: 'string', required: true },
    encoding: { type: 'string', enum: ['hex', 'json'] },
  },
  check: checkStringParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getBlockByHeight`: pass it to `createXChainClientFor` for a client with `xvm.getBlockByHeight`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getBlockByHeight } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getBlockByHeight });
 * const result = await xchain.xvm.getBlockByHeight({ height: '<height>' });
 */
export const xvm_getBlockByHeight: MethodEntry<'xvm.getBlockByHeight'> = {
  name: 'xvm.getBlockByHeight',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['height', 'encoding'],
  schema: {
    height: { type: 'string', pattern: '^[0-9]+$', required: true },
    encoding: { type: 'string', enum: ['hex', 'json'] },
  },
  check: checkStringParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getHeight`: pass it to `createXChainClientFor` for a client with `xvm.getHeight`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getHeight } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getHeight });
 * const result = await xchain.xvm.getHeight();
 */
export const xvm_getHeight: MethodEntry<'xvm.getHeight'> = {
  name: 'xvm.getHeight',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: [],
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getTx`: pass it to `createXChainClientFor` for a client with `xvm.getTx`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getTx } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getTx });
 * const result = await xchain.xvm.getTx({ txID: '<txID>' });
 */
export const xvm_getTx: MethodEntry<'xvm.getTx'> = {
  name: 'xvm.getTx',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['txID', 'encoding'],
  schema: { txID: { type: 'string', required: true }, encoding: { type: 'string', enum: ['hex', 'json'] } },
  check: checkStringParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getTxFee`: pass it to `createXChainClientFor` for a client with `xvm.getTxFee`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getTxFee } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getTxFee });
 * const result = await xchain.xvm.getTxFee();
 */
export const xvm_getTxFee: MethodEntry<'xvm.getTxFee'> = {
  name: 'xvm.getTxFee',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: [],
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getTxStatus`: pass it to `createXChainClientFor` for a client with `xvm.getTxStatus`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getTxStatus } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getTxStatus });
 * const result = await xchain.xvm.getTxStatus({ txID: '<txID>' });
 */
export const xvm_getTxStatus: MethodEntry<'xvm.getTxStatus'> = {
  name: 'xvm.getTxStatus',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['txID'],
  schema: { txID: { type: 'string', required: true } },
  deprecated: 'since v1.10.0',
  check: checkStringParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.getUTXOs`: pass it to `createXChainClientFor` for a client with `xvm.getUTXOs`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getUTXOs } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getUTXOs });
 * const result = await xchain.xvm.getUTXOs({ addresses: ['<addresses>'] });
 */
export const xvm_getUTXOs: MethodEntry<'xvm.getUTXOs'> = {
  name: 'xvm.getUTXOs',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['addresses', 'limit', 'startIndex', 'sourceChain', 'encoding'],
  schema: {
    addresses: { type: 'array', minItems: 1, items: { type: 'string' }, required: true },
    limit: { type: 'integer', minimum: 1, maximum: 1024 },
    startIndex: { type: 'object', properties: rules.UTXOIndex },
    sourceChain: { type: 'string' },
    encoding: { type: 'string', enum: ['hex'] },
  },
  check: checkParams,
  iterate: iterateUtxos,
  fallback: nameFallback,
};

/**
 * JSON-RPC `xvm.issueTx`: pass it to `createXChainClientFor` for a client with `xvm.issueTx`.
 * @example
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_issueTx } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_issueTx });
 * const result = await xchain.xvm.issueTx({ tx: '<tx>' });
 */
export const xvm_issueTx: MethodEntry<'xvm.issueTx'> = {
  name: 'xvm.issueTx',
  endpoint: '/ext/bc/{blockchainId}',
  by: 'name',
  params: ['tx', 'encoding'],
  schema: {
    tx: { type: 'string', pattern: '^0x[0-9a-fA-F]*$', required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  retry: false,
  check: checkStringParams,
  fallback: nameFallback,
};

/** Every method of the spec, by seed wire name: `createXChainClient` is `createXChainClientFor` given this table. */
export const methods: MethodEntries = {
  'wallet.issueTx': wallet_issueTx,
  'xvm.getAllBalances': xvm_getAllBalances,
  'xvm.getAssetDescription': xvm_getAssetDescription,
  'xvm.getBalance': xvm_getBalance,
  'xvm.getBlock': xvm_getBlock,
  'xvm.getBlockByHeight': xvm_getBlockByHeight,
  'xvm.getHeight': xvm_getHeight,
  'xvm.getTx': xvm_getTx,
  'xvm.getTxFee': xvm_getTxFee,
  'xvm.getTxStatus': xvm_getTxStatus,
  'xvm.getUTXOs': xvm_getUTXOs,
  'xvm.issueTx': xvm_issueTx,
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/{blockchainId}';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = { namespaces: { xvm: 'avm' } };

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
