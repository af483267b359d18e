// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
import type { MethodEntries, MethodEntry, WireNameMap } from '@pkg/core';
import { checkFlatParams, checkParams, checkStringParams, iterateUtxos } from '@pkg/core';
import * as rules from './rules.js';

/**
 * JSON-RPC `platform.getAllValidatorsAt`: pass it to `createPChainClientFor` for a client with `platform.getAllValidatorsAt`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getAllValidatorsAt } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getAllValidatorsAt });
 * const result = await pchain.platform.getAllValidatorsAt({ height: '<height>' });
 */
export const platform_getAllValidatorsAt: MethodEntry<'platform.getAllValidatorsAt'> = {
  name: 'platform.getAllValidatorsAt',
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
  check: checkParams,
};

/**
 * JSON-RPC `platform.getBalance`: pass it to `createPChainClientFor` for a client with `platform.getBalance`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getBalance } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getBalance });
 * const result = await pchain.platform.getBalance({ addresses: ['<addresses>'] });
 */
export const platform_getBalance: MethodEntry<'platform.getBalance'> = {
  name: 'platform.getBalance',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['addresses'],
  schema: { addresses: { type: 'array', minItems: 1, items: { type: 'string' }, required: true } },
  deprecated: 'since v1.9.12',
  check: checkParams,
};

/**
 * JSON-RPC `platform.getBlock`: pass it to `createPChainClientFor` for a client with `platform.getBlock`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getBlock } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getBlock });
 * const result = await pchain.platform.getBlock({ blockID: '<blockID>' });
 */
export const platform_getBlock: MethodEntry<'platform.getBlock'> = {
  name: 'platform.getBlock',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['blockID', 'encoding'],
  schema: {
    blockID: { type: 'string', required: true },
    encoding: { type: 'string', enum: ['hex', 'json'] },
  },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getBlockByHeight`: pass it to `createPChainClientFor` for a client with `platform.getBlockByHeight`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getBlockByHeight } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getBlockByHeight });
 * const result = await pchain.platform.getBlockByHeight({ height: 1 });
 */
export const platform_getBlockByHeight: MethodEntry<'platform.getBlockByHeight'> = {
  name: 'platform.getBlockByHeight',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['height', 'encoding'],
  schema: {
    height: { type: 'integer', minimum: 0, required: true },
    encoding: { type: 'string', enum: ['hex', 'json'] },
  },
  check: checkFlatParams,
};

/**
 * JSON-RPC `platform.getBlockchainStatus`: pass it to `createPChainClientFor` for a client with `platform.getBlockchainStatus`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getBlockchainStatus } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getBlockchainStatus });
 * const result = await pchain.platform.getBlockchainStatus({ blockchainID: '<blockchainID>' });
 */
export const platform_getBlockchainStatus: MethodEntry<'platform.getBlockchainStatus'> = {
  name: 'platform.getBlockchainStatus',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['blockchainID'],
  schema: { blockchainID: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getBlockchains`: pass it to `createPChainClientFor` for a client with `platform.getBlockchains`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getBlockchains } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getBlockchains });
 * const result = await pchain.platform.getBlockchains();
 */
export const platform_getBlockchains: MethodEntry<'platform.getBlockchains'> = {
  name: 'platform.getBlockchains',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
  deprecated: 'since v1.9.12',
};

/**
 * JSON-RPC `platform.getCurrentSupply`: pass it to `createPChainClientFor` for a client with `platform.getCurrentSupply`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getCurrentSupply } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getCurrentSupply });
 * const result = await pchain.platform.getCurrentSupply();
 */
export const platform_getCurrentSupply: MethodEntry<'platform.getCurrentSupply'> = {
  name: 'platform.getCurrentSupply',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string' } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getCurrentValidators`: pass it to `createPChainClientFor` for a client with `platform.getCurrentValidators`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getCurrentValidators } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getCurrentValidators });
 * const result = await pchain.platform.getCurrentValidators();
 */
export const platform_getCurrentValidators: MethodEntry<'platform.getCurrentValidators'> = {
  name: 'platform.getCurrentValidators',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID', 'nodeIDs'],
  schema: { subnetID: { type: 'string' }, nodeIDs: { type: 'array', items: { type: 'string' } } },
  check: checkParams,
};

/**
 * JSON-RPC `platform.getFeeConfig`: pass it to `createPChainClientFor` for a client with `platform.getFeeConfig`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getFeeConfig } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getFeeConfig });
 * const result = await pchain.platform.getFeeConfig();
 */
export const platform_getFeeConfig: MethodEntry<'platform.getFeeConfig'> = {
  name: 'platform.getFeeConfig',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getFeeState`: pass it to `createPChainClientFor` for a client with `platform.getFeeState`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getFeeState } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getFeeState });
 * const result = await pchain.platform.getFeeState();
 */
export const platform_getFeeState: MethodEntry<'platform.getFeeState'> = {
  name: 'platform.getFeeState',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getHeight`: pass it to `createPChainClientFor` for a client with `platform.getHeight`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getHeight } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getHeight });
 * const result = await pchain.platform.getHeight();
 */
export const platform_getHeight: MethodEntry<'platform.getHeight'> = {
  name: 'platform.getHeight',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getL1Validator`: pass it to `createPChainClientFor` for a client with `platform.getL1Validator`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getL1Validator } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getL1Validator });
 * const result = await pchain.platform.getL1Validator({ validationID: '<validationID>' });
 */
export const platform_getL1Validator: MethodEntry<'platform.getL1Validator'> = {
  name: 'platform.getL1Validator',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['validationID'],
  schema: { validationID: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getMinStake`: pass it to `createPChainClientFor` for a client with `platform.getMinStake`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getMinStake } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getMinStake });
 * const result = await pchain.platform.getMinStake();
 */
export const platform_getMinStake: MethodEntry<'platform.getMinStake'> = {
  name: 'platform.getMinStake',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string' } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getProposedHeight`: pass it to `createPChainClientFor` for a client with `platform.getProposedHeight`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getProposedHeight } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getProposedHeight });
 * const result = await pchain.platform.getProposedHeight();
 */
export const platform_getProposedHeight: MethodEntry<'platform.getProposedHeight'> = {
  name: 'platform.getProposedHeight',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getRewardUTXOs`: pass it to `createPChainClientFor` for a client with `platform.getRewardUTXOs`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getRewardUTXOs } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getRewardUTXOs });
 * const result = await pchain.platform.getRewardUTXOs({ txID: '<txID>' });
 */
export const platform_getRewardUTXOs: MethodEntry<'platform.getRewardUTXOs'> = {
  name: 'platform.getRewardUTXOs',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['txID', 'encoding'],
  schema: {
    txID: { type: 'string', required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  deprecated: 'AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.',
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getStake`: pass it to `createPChainClientFor` for a client with `platform.getStake`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getStake } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getStake });
 * const result = await pchain.platform.getStake({ addresses: ['<addresses>'] });
 */
export const platform_getStake: MethodEntry<'platform.getStake'> = {
  name: 'platform.getStake',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['addresses', 'validatorsOnly', 'encoding'],
  schema: {
    addresses: { type: 'array', maxItems: 256, items: { type: 'string' }, required: true },
    validatorsOnly: { type: 'boolean' },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  deprecated: 'AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.',
  check: checkParams,
};

/**
 * JSON-RPC `platform.getStakingAssetID`: pass it to `createPChainClientFor` for a client with `platform.getStakingAssetID`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getStakingAssetID } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getStakingAssetID });
 * const result = await pchain.platform.getStakingAssetID();
 */
export const platform_getStakingAssetID: MethodEntry<'platform.getStakingAssetID'> = {
  name: 'platform.getStakingAssetID',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string' } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getSubnet`: pass it to `createPChainClientFor` for a client with `platform.getSubnet`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getSubnet } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getSubnet });
 * const result = await pchain.platform.getSubnet({ subnetID: '<subnetID>' });
 */
export const platform_getSubnet: MethodEntry<'platform.getSubnet'> = {
  name: 'platform.getSubnet',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getSubnets`: pass it to `createPChainClientFor` for a client with `platform.getSubnets`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getSubnets } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getSubnets });
 * const result = await pchain.platform.getSubnets();
 */
export const platform_getSubnets: MethodEntry<'platform.getSubnets'> = {
  name: 'platform.getSubnets',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['ids'],
  schema: { ids: { type: 'array', items: { type: 'string' } } },
  deprecated: 'AvalancheGo (v1.14.0) logs every call to it as a deprecated API call.',
  check: checkParams,
};

/**
 * JSON-RPC `platform.getTimestamp`: pass it to `createPChainClientFor` for a client with `platform.getTimestamp`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getTimestamp } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getTimestamp });
 * const result = await pchain.platform.getTimestamp();
 */
export const platform_getTimestamp: MethodEntry<'platform.getTimestamp'> = {
  name: 'platform.getTimestamp',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getTotalStake`: pass it to `createPChainClientFor` for a client with `platform.getTotalStake`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getTotalStake } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getTotalStake });
 * const result = await pchain.platform.getTotalStake();
 */
export const platform_getTotalStake: MethodEntry<'platform.getTotalStake'> = {
  name: 'platform.getTotalStake',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string' } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getTx`: pass it to `createPChainClientFor` for a client with `platform.getTx`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getTx } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getTx });
 * const result = await pchain.platform.getTx({ txID: '<txID>' });
 */
export const platform_getTx: MethodEntry<'platform.getTx'> = {
  name: 'platform.getTx',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['txID', 'encoding'],
  schema: { txID: { type: 'string', required: true }, encoding: { type: 'string', enum: ['hex', 'json'] } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getTxStatus`: pass it to `createPChainClientFor` for a client with `platform.getTxStatus`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getTxStatus } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getTxStatus });
 * const result = await pchain.platform.getTxStatus({ txID: '<txID>' });
 */
export const platform_getTxStatus: MethodEntry<'platform.getTxStatus'> = {
  name: 'platform.getTxStatus',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['txID'],
  schema: { txID: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.getUTXOs`: pass it to `createPChainClientFor` for a client with `platform.getUTXOs`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getUTXOs } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getUTXOs });
 * const result = await pchain.platform.getUTXOs({ addresses: ['<addresses>'] });
 */
export const platform_getUTXOs: MethodEntry<'platform.getUTXOs'> = {
  name: 'platform.getUTXOs',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['addresses', 'sourceChain', 'limit', 'startIndex', 'encoding'],
  schema: {
    addresses: { type: 'array', minItems: 1, maxItems: 1024, items: { type: 'string' }, required: true },
    sourceChain: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 1024 },
    startIndex: { type: 'object', properties: rules.UTXOIndex },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  check: checkParams,
  iterate: iterateUtxos,
};

/**
 * JSON-RPC `platform.getValidatorFeeConfig`: pass it to `createPChainClientFor` for a client with `platform.getValidatorFeeConfig`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getValidatorFeeConfig } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getValidatorFeeConfig });
 * const result = await pchain.platform.getValidatorFeeConfig();
 */
export const platform_getValidatorFeeConfig: MethodEntry<'platform.getValidatorFeeConfig'> = {
  name: 'platform.getValidatorFeeConfig',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getValidatorFeeState`: pass it to `createPChainClientFor` for a client with `platform.getValidatorFeeState`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getValidatorFeeState } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getValidatorFeeState });
 * const result = await pchain.platform.getValidatorFeeState();
 */
export const platform_getValidatorFeeState: MethodEntry<'platform.getValidatorFeeState'> = {
  name: 'platform.getValidatorFeeState',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `platform.getValidatorsAt`: pass it to `createPChainClientFor` for a client with `platform.getValidatorsAt`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getValidatorsAt } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getValidatorsAt });
 * const result = await pchain.platform.getValidatorsAt({ height: '<height>' });
 */
export const platform_getValidatorsAt: MethodEntry<'platform.getValidatorsAt'> = {
  name: 'platform.getValidatorsAt',
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
  check: checkParams,
};

/**
 * JSON-RPC `platform.issueTx`: pass it to `createPChainClientFor` for a client with `platform.issueTx`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_issueTx } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_issueTx });
 * const result = await pchain.platform.issueTx({ tx: '<tx>' });
 */
export const platform_issueTx: MethodEntry<'platform.issueTx'> = {
  name: 'platform.issueTx',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['tx', 'encoding'],
  schema: {
    tx: { type: 'string', required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  retry: false,
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.sampleValidators`: pass it to `createPChainClientFor` for a client with `platform.sampleValidators`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_sampleValidators } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_sampleValidators });
 * const result = await pchain.platform.sampleValidators({ size: 1 });
 */
export const platform_sampleValidators: MethodEntry<'platform.sampleValidators'> = {
  name: 'platform.sampleValidators',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['size', 'subnetID'],
  schema: {
    size: { type: 'integer', minimum: 0, maximum: 65535, required: true },
    subnetID: { type: 'string' },
  },
  check: checkFlatParams,
};

/**
 * JSON-RPC `platform.validatedBy`: pass it to `createPChainClientFor` for a client with `platform.validatedBy`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_validatedBy } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_validatedBy });
 * const result = await pchain.platform.validatedBy({ blockchainID: '<blockchainID>' });
 */
export const platform_validatedBy: MethodEntry<'platform.validatedBy'> = {
  name: 'platform.validatedBy',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['blockchainID'],
  schema: { blockchainID: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `platform.validates`: pass it to `createPChainClientFor` for a client with `platform.validates`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_validates } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_validates });
 * const result = await pchain.platform.validates();
 */
export const platform_validates: MethodEntry<'platform.validates'> = {
  name: 'platform.validates',
  endpoint: '/ext/bc/P',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string' } },
  check: checkStringParams,
};

/**
 * JSON-RPC `proposervm.getCurrentEpoch`: pass it to `createPChainClientFor` for a client with `proposervm.getCurrentEpoch`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { proposervm_getCurrentEpoch } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ proposervm_getCurrentEpoch });
 * const result = await pchain.proposervm.getCurrentEpoch();
 */
export const proposervm_getCurrentEpoch: MethodEntry<'proposervm.getCurrentEpoch'> = {
  name: 'proposervm.getCurrentEpoch',
  endpoint: '/ext/bc/P/proposervm',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `proposervm.getProposedHeight`: pass it to `createPChainClientFor` for a client with `proposervm.getProposedHeight`.
 * @example
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { proposervm_getProposedHeight } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ proposervm_getProposedHeight });
 * const result = await pchain.proposervm.getProposedHeight();
 */
export const proposervm_getProposedHeight: MethodEntry<'proposervm.getProposedHeight'> = {
  name: 'proposervm.getProposedHeight',
  endpoint: '/ext/bc/P/proposervm',
  by: 'name',
  params: [],
};

/** Every method of the spec, by seed wire name: `createPChainClient` is `createPChainClientFor` given this table. */
export const methods: MethodEntries = {
  'platform.getAllValidatorsAt': platform_getAllValidatorsAt,
  'platform.getBalance': platform_getBalance,
  'platform.getBlock': platform_getBlock,
  'platform.getBlockByHeight': platform_getBlockByHeight,
  'platform.getBlockchainStatus': platform_getBlockchainStatus,
  'platform.getBlockchains': platform_getBlockchains,
  'platform.getCurrentSupply': platform_getCurrentSupply,
  'platform.getCurrentValidators': platform_getCurrentValidators,
  'platform.getFeeConfig': platform_getFeeConfig,
  'platform.getFeeState': platform_getFeeState,
  'platform.getHeight': platform_getHeight,
  'platform.getL1Validator': platform_getL1Validator,
  'platform.getMinStake': platform_getMinStake,
  'platform.getProposedHeight': platform_getProposedHeight,
  'platform.getRewardUTXOs': platform_getRewardUTXOs,
  'platform.getStake': platform_getStake,
  'platform.getStakingAssetID': platform_getStakingAssetID,
  'platform.getSubnet': platform_getSubnet,
  'platform.getSubnets': platform_getSubnets,
  'platform.getTimestamp': platform_getTimestamp,
  'platform.getTotalStake': platform_getTotalStake,
  'platform.getTx': platform_getTx,
  'platform.getTxStatus': platform_getTxStatus,
  'platform.getUTXOs': platform_getUTXOs,
  'platform.getValidatorFeeConfig': platform_getValidatorFeeConfig,
  'platform.getValidatorFeeState': platform_getValidatorFeeState,
  'platform.getValidatorsAt': platform_getValidatorsAt,
  'platform.issueTx': platform_issueTx,
  'platform.sampleValidators': platform_sampleValidators,
  'platform.validatedBy': platform_validatedBy,
  'platform.validates': platform_validates,
  'proposervm.getCurrentEpoch': proposervm_getCurrentEpoch,
  'proposervm.getProposedHeight': proposervm_getProposedHeight,
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/P';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
