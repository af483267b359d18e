// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
import type { MethodTable, WireNameMap } from '@pkg/core';

/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */
export const methods: MethodTable = {
  'platform.getAllValidatorsAt': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['height'],
    schema: {
      height: {
        type: 'anyOf',
        anyOf: [
          { type: 'integer', minimum: 0 },
          { type: 'string', pattern: '^[0-9]+$' },
          { type: 'string', enum: ['proposed'] },
        ],
        required: true,
      },
    },
  },
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
  'platform.getBlockchainStatus': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['blockchainID'],
    schema: { blockchainID: { type: 'string', required: true } },
  },
  'platform.getBlockchains': { endpoint: '/ext/bc/P', by: 'name', params: [], deprecated: 'since v1.9.12' },
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
  'platform.getFeeConfig': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getFeeState': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getHeight': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getL1Validator': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['validationID'],
    schema: { validationID: { type: 'string', required: true } },
  },
  'platform.getMinStake': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string' } },
  },
  'platform.getProposedHeight': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getRewardUTXOs': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['txID', 'encoding'],
    schema: {
      txID: { type: 'string', required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
    deprecated: 'AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.',
  },
  'platform.getStake': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['addresses', 'validatorsOnly', 'encoding'],
    schema: {
      addresses: { type: 'array', maxItems: 256, items: { type: 'string' }, required: true },
      validatorsOnly: { type: 'boolean' },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
    deprecated: 'AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.',
  },
  'platform.getStakingAssetID': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string' } },
  },
  'platform.getSubnet': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string', required: true } },
  },
  'platform.getSubnets': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['ids'],
    schema: { ids: { type: 'array', items: { type: 'string' } } },
    deprecated: 'AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.',
  },
  'platform.getTimestamp': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getTotalStake': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string' } },
  },
  'platform.getTx': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['txID', 'encoding'],
    schema: { txID: { type: 'string', required: true }, encoding: { type: 'string', enum: ['hex', 'json'] } },
  },
  'platform.getTxStatus': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['txID'],
    schema: { txID: { type: 'string', required: true } },
  },
  'platform.getUTXOs': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['addresses', 'sourceChain', 'limit', 'startIndex', 'encoding'],
    schema: {
      addresses: { type: 'array', minItems: 1, maxItems: 1024, items: { type: 'string' }, required: true },
      sourceChain: { type: 'string' },
      limit: { type: 'integer', minimum: 1, maximum: 1024 },
      startIndex: {
        type: 'object',
        properties: { address: { type: 'string', required: true }, utxo: { type: 'string', required: true } },
      },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
  },
  'platform.getValidatorFeeConfig': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getValidatorFeeState': { endpoint: '/ext/bc/P', by: 'name', params: [] },
  'platform.getValidatorsAt': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['height', 'subnetID'],
    schema: {
      height: {
        type: 'anyOf',
        anyOf: [
          { type: 'integer', minimum: 0 },
          { type: 'string', pattern: '^[0-9]+$' },
          { type: 'string', enum: ['proposed'] },
        ],
        required: true,
      },
      subnetID: { type: 'string' },
    },
  },
  'platform.issueTx': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['tx', 'encoding'],
    schema: {
      tx: { type: 'string', required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
    retry: false,
  },
  'platform.sampleValidators': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['size', 'subnetID'],
    schema: {
      size: { type: 'integer', minimum: 0, maximum: 65535, required: true },
      subnetID: { type: 'string' },
    },
  },
  'platform.validatedBy': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['blockchainID'],
    schema: { blockchainID: { type: 'string', required: true } },
  },
  'platform.validates': {
    endpoint: '/ext/bc/P',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string' } },
  },
  'proposervm.getCurrentEpoch': { endpoint: '/ext/bc/P/proposervm', by: 'name', params: [] },
  'proposervm.getProposedHeight': { endpoint: '/ext/bc/P/proposervm', by: 'name', params: [] },
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/P';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
