// Generated from specs/openrpc/xchain; do not edit. Run `pnpm generate`.
import type { MethodTable, WireNameMap } from '@pkg/core';

/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */
export const methods: MethodTable = {
  'wallet.issueTx': {
    endpoint: '/ext/bc/{blockchainId}/wallet',
    by: 'name',
    params: ['tx', 'encoding'],
    schema: {
      tx: { type: 'string', pattern: '^0x[0-9a-fA-F]*$', required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
    retry: false,
    deprecated: 'AvalancheGo v1.14.0 logs each call as a deprecated API; use xvm.issueTx',
  },
  'xvm.getAllBalances': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['address', 'includePartial'],
    schema: { address: { type: 'string', required: true }, includePartial: { type: 'boolean' } },
    deprecated: 'since v1.9.12',
  },
  'xvm.getAssetDescription': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['assetID'],
    schema: { assetID: { type: 'string', required: true } },
  },
  'xvm.getBalance': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['address', 'assetID', 'includePartial'],
    schema: {
      address: { type: 'string', required: true },
      assetID: { type: 'string', required: true },
      includePartial: { type: 'boolean' },
    },
    deprecated: 'since v1.9.12',
  },
  'xvm.getBlock': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['blockID', 'encoding'],
    schema: {
      blockID: { type: 'string', required: true },
      encoding: { type: 'string', enum: ['hex', 'json'] },
    },
  },
  'xvm.getBlockByHeight': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['height', 'encoding'],
    schema: {
      height: { type: 'string', pattern: '^[0-9]+$', required: true },
      encoding: { type: 'string', enum: ['hex', 'json'] },
    },
  },
  'xvm.getHeight': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [] },
  'xvm.getTx': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['txID', 'encoding'],
    schema: { txID: { type: 'string', required: true }, encoding: { type: 'string', enum: ['hex', 'json'] } },
  },
  'xvm.getTxFee': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [] },
  'xvm.getTxStatus': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['txID'],
    schema: { txID: { type: 'string', required: true } },
    deprecated: 'since v1.10.0',
  },
  'xvm.getUTXOs': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['addresses', 'limit', 'startIndex', 'sourceChain', 'encoding'],
    schema: {
      addresses: { type: 'array', minItems: 1, items: { type: 'string' }, required: true },
      limit: { type: 'integer', minimum: 1, maximum: 1024 },
      startIndex: {
        type: 'object',
        properties: { address: { type: 'string', required: true }, utxo: { type: 'string', required: true } },
      },
      sourceChain: { type: 'string' },
      encoding: { type: 'string', enum: ['hex'] },
    },
  },
  'xvm.issueTx': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['tx', 'encoding'],
    schema: {
      tx: { type: 'string', pattern: '^0x[0-9a-fA-F]*$', required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
    retry: false,
  },
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/{blockchainId}';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = { namespaces: { xvm: 'avm' } };

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
