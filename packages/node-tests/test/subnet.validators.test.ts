import { createEvmClient } from '@pkg/evm';
import { createPChainClient } from '@pkg/pchain';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { MODES, wireNamesOf } from '../src/coverage.js';
import { resultSchemaErrors } from '../src/specSchemas.js';
import { type SubnetEvmNetwork, startSubnetEvmNetwork } from '../src/subnetFixture.js';

// validators.getCurrentValidators on both kinds of network: the suite's (an L1 this node validates, unless
// SUBNET_L1=0) and a second node of its own with sybil protection off, where the list is always empty.
const url = inject('nodeUrl');
const blockchainId = inject('subnetBlockchainId');
const l1 = inject('subnetL1');
const nodeId = inject('subnetNodeId');

describe.runIf(l1)('an L1 validated by the node', () => {
  for (const mode of MODES) {
    test(`validators.getCurrentValidators lists the node as the L1's validator (${mode === 'default' ? 'default options' : `${mode} names`})`, async () => {
      const evm = createEvmClient({ url, blockchainId, ...wireNamesOf(mode) });
      const result = await evm.validators.getCurrentValidators();
      expect(resultSchemaErrors('evm', 'validators.getCurrentValidators', result)).toEqual([]);
      expect(result.validators).toHaveLength(1);
      const [validator] = result.validators;
      expect(validator).toMatchObject({ nodeID: nodeId, weight: 100, isL1Validator: true, isActive: true });
      // the validation id the P chain reports for the same validator
      const p = await createPChainClient({ url }).platform.getCurrentValidators({
        subnetID: inject('subnetId'),
      });
      expect(p.validators.map((v) => (v as { validationID?: string }).validationID)).toEqual([
        validator?.validationID,
      ]);
      // an unknown node id is left out
      const none = await evm.validators.getCurrentValidators({
        nodeIDs: ['NodeID-111111111111111111116DBWJs'],
      });
      expect(none.validators).toEqual([]);
    });
  }
});

describe('a Subnet-EVM chain on a node with sybil protection off', () => {
  let net: SubnetEvmNetwork;
  beforeAll(async () => {
    net = await startSubnetEvmNetwork({ l1: false });
  }, 180_000);
  afterAll(async () => {
    await net?.stop();
  });

  test('validators.getCurrentValidators answers an empty list, and the P chain says Syncing', async () => {
    for (const mode of MODES) {
      const evm = createEvmClient({
        url: net.node.url,
        blockchainId: net.blockchainId,
        ...wireNamesOf(mode),
      });
      const result = await evm.validators.getCurrentValidators();
      expect(resultSchemaErrors('evm', 'validators.getCurrentValidators', result)).toEqual([]);
      expect(result).toEqual({ validators: [] });
    }
    const p = createPChainClient({ url: net.node.url });
    expect(await p.platform.getBlockchainStatus({ blockchainID: net.blockchainId })).toEqual({
      status: 'Syncing',
    });
    expect(await p.platform.getCurrentValidators({ subnetID: net.subnetId })).toEqual({ validators: [] });
  });
});
