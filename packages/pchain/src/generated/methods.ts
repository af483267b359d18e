// Generated from specs/openrpc/pchain.json; do not edit. Run `pnpm generate`.
import type { MethodTable, WireNameMap } from '@pkg/core';

/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */
export const methods: MethodTable = {
  'platform.getBalance': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['addresses'],
    schema: { addresses: { type: 'array', minItems: 1, items: { type: 'string' }, required: true } },
    deprecated: 'since v1.9.12',
  },
  'platform.getBlock': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['blockID', 'encoding'],
    schema: {
      blockID: { type: 'string', required: true },
      encoding: { type: 'string', enum: ['hex', 'json'] },
    },
  },
  'platform.getBlockByHeight': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['height', 'encoding'],
    schema: {
      height: { type: 'integer', minimum: 0, required: true },
      encoding: { type: 'string', enum: ['hex', 'json'] },
    },
  },
  'platform.getBlockchains': { endpoint: '/ext/bc/P', by: 'name', params: [], deprecated: 'since v1.9.12' },
  'platform.getBlockchainStatus': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['blockchainID'],
    schema: { blockchainID: { type: 'string', required: true } },
  },
  'platform.getCurrentSupply': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string' } },
  },
  'platform.getCurrentValidators': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID', 'nodeIDs'],
    schema: { subnetID: { type: 'string' }, nodeIDs: { type: 'array', items: { type: 'string' } } },
  },
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/P';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
