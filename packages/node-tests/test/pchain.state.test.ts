/**
 * What the platform.* answers say about the node's state, beyond fitting their schemas: a subnet and an L1
 * created here (ewoq's CreateSubnetTx and ConvertSubnetToL1Tx, the node itself the L1's validator) are seen
 * by every method that reads them, and iterate.getUTXOs pages through ewoq's UTXOs.
 */
import { createPChainClient, JsonRpcError } from '@pkg/pchain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import {
  convertSubnetToL1Raw,
  createSubnetRaw,
  type EwoqP,
  ewoqP,
  exportXToPRaw,
} from '../src/platformTxs.js';
import { rawRpc } from '../src/rawRpc.js';

const url = inject('nodeUrl');
const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';
const EMPTY_ID = PRIMARY_NETWORK;
const pchain = createPChainClient({ url, wireNames: 'deployed' });
let ewoq: EwoqP;
let nodeID = '';
let xChainID = '';
let subnetID = '';
let l1SubnetID = '';
let conversionTxID = '';

beforeAll(async () => {
  ewoq = await ewoqP(url);
  ({ nodeID } = await rawRpc<{ nodeID: string }>(`${url}/ext/info`, 'info.getNodeID', {}));
  ({ blockchainID: xChainID } = await rawRpc<{ blockchainID: string }>(
    `${url}/ext/info`,
    'info.getBlockchainID',
    {
      alias: 'X',
    },
  ));
  subnetID = await createSubnetRaw(ewoq);
  l1SubnetID = await createSubnetRaw(ewoq);
  conversionTxID = await convertSubnetToL1Raw(ewoq, l1SubnetID, xChainID);
}, 180_000);

describe('platform.* against the state of a real node', () => {
  it('getSubnet: a PoA subnet owned by ewoq, and an L1 with its conversion', async () => {
    expect(await pchain.platform.getSubnet({ subnetID })).toEqual({
      isPermissioned: true,
      controlKeys: [EWOQ.pAddress],
      threshold: '1',
      locktime: '0',
      subnetTransformationTxID: EMPTY_ID,
      conversionID: EMPTY_ID,
      managerChainID: EMPTY_ID,
      managerAddress: null,
    });
    const l1 = await pchain.platform.getSubnet({ subnetID: l1SubnetID });
    expect(l1).toMatchObject({
      isPermissioned: false,
      managerChainID: xChainID,
      managerAddress: `0x${'07'.repeat(20)}`,
    });
    expect(l1.conversionID).not.toBe(EMPTY_ID);
  });

  it('getSubnets lists both with the primary network; unknown ids only: null; a tx that is no subnet: refused', async () => {
    const { subnets } = await pchain.platform.getSubnets();
    expect(subnets?.map((s) => s.id)).toEqual(
      expect.arrayContaining([subnetID, l1SubnetID, PRIMARY_NETWORK]),
    );
    expect(await pchain.platform.getSubnets({ ids: [subnetID] })).toEqual({
      subnets: [{ id: subnetID, controlKeys: [EWOQ.pAddress], threshold: '1' }],
    });
    // an id the node does not know is left out (none left: null); a tx that is not a CreateSubnetTx is refused
    const { block } = await rawRpc<{ block: { id: string } }>(
      `${url}/ext/bc/P`,
      'platform.getBlockByHeight',
      {
        height: 0,
        encoding: 'json',
      },
    );
    expect(await pchain.platform.getSubnets({ ids: [block.id] })).toEqual({ subnets: null });
    await expect(pchain.platform.getSubnets({ ids: [conversionTxID] })).rejects.toThrow(/is not a subnet/);
  });

  it('the L1 validator: getCurrentValidators, getL1Validator, getValidatorsAt, getTotalStake agree', async () => {
    const { validators } = await pchain.platform.getCurrentValidators({ subnetID: l1SubnetID });
    expect(validators.map((v) => v.nodeID)).toEqual([nodeID]);
    const validationID = validators[0]!.validationID!;
    const vdr = await pchain.platform.getL1Validator({ validationID });
    expect(vdr).toMatchObject({
      nodeID,
      subnetID: l1SubnetID,
      validationID,
      weight: '100',
      balance: expect.stringMatching(/^\d+$/),
      remainingBalanceOwner: { locktime: '0', threshold: '1', addresses: [EWOQ.pAddress] },
    });
    expect(BigInt(vdr.balance!)).toBeLessThanOrEqual(1_000_000_000n);
    expect(await pchain.platform.getTotalStake({ subnetID: l1SubnetID })).toEqual({
      stake: '100',
      weight: '100',
    });
    const { height } = await pchain.platform.getHeight();
    const at = await pchain.platform.getValidatorsAt({ height, subnetID: l1SubnetID });
    expect(Object.keys(at)).toEqual([nodeID]);
    expect(at[nodeID]).toEqual({ publicKey: expect.stringMatching(/^0x[0-9a-f]{96}$/), weight: '100' });
    const { validatorSets } = await pchain.platform.getAllValidatorsAt({ height });
    expect(validatorSets[l1SubnetID]).toEqual({
      validators: [{ publicKey: at[nodeID]!.publicKey, weight: '100', nodeIDs: [nodeID] }],
      totalWeight: '100',
    });
  });

  it('validates and validatedBy: the primary network validates X; an empty subnet validates nothing', async () => {
    expect(await pchain.platform.validatedBy({ blockchainID: xChainID })).toEqual({
      subnetID: PRIMARY_NETWORK,
    });
    expect((await pchain.platform.validates()).blockchainIDs).toContain(xChainID);
    expect(await pchain.platform.validates({ subnetID })).toEqual({ blockchainIDs: [] });
  });

  it('getTxStatus and getTx of the conversion; a block id is Unknown', async () => {
    expect(await pchain.platform.getTxStatus({ txID: conversionTxID })).toEqual({ status: 'Committed' });
    const tx = await pchain.platform.getTx({ txID: conversionTxID, encoding: 'json' });
    if (tx.encoding !== 'json') throw new Error('expected json');
    expect(tx.tx.id).toBe(conversionTxID);
    expect(tx.tx.unsignedTx).toMatchObject({ subnetID: l1SubnetID, chainID: xChainID });
    const { height } = await pchain.platform.getHeight();
    const block = await pchain.platform.getBlockByHeight({ height: Number(height), encoding: 'json' });
    if (block.encoding !== 'json') throw new Error('expected json');
    expect(await pchain.platform.getTxStatus({ txID: block.block.id! })).toEqual({ status: 'Unknown' });
  });

  it('iterate.getUTXOs pages (limit 1) through the UTXOs one call returns', async () => {
    const { utxos } = await pchain.platform.getUTXOs({ addresses: [EWOQ.pAddress] });
    expect(utxos.length).toBeGreaterThan(1);
    const paged: string[] = [];
    for await (const utxo of pchain.iterate.getUTXOs({ addresses: [EWOQ.pAddress], limit: 1 }))
      paged.push(utxo);
    expect(new Set(paged)).toEqual(new Set(utxos));
  });

  it('atomic UTXOs exported from X: pages start AT startIndex; iterate.getUTXOs (limit 1) yields each once', async () => {
    await exportXToPRaw(ewoq, 3);
    const { utxos } = await pchain.platform.getUTXOs({ addresses: [EWOQ.pAddress], sourceChain: 'X' });
    expect(utxos).toHaveLength(3);
    const first = await pchain.platform.getUTXOs({ addresses: [EWOQ.pAddress], sourceChain: 'X', limit: 2 });
    const next = await pchain.platform.getUTXOs({
      addresses: [EWOQ.pAddress],
      sourceChain: 'X',
      limit: 2,
      startIndex: first.endIndex,
    });
    // the node's shared memory starts the next page with the previous page's last UTXO
    expect(next.utxos[0]).toBe(first.utxos[1]);
    const paged: string[] = [];
    for await (const utxo of pchain.iterate.getUTXOs({
      addresses: [EWOQ.pAddress],
      sourceChain: 'X',
      limit: 1,
    }))
      paged.push(utxo);
    expect(paged).toHaveLength(3);
    expect(new Set(paged)).toEqual(new Set(utxos));
  });

  it('heights, time and fees: proposed height at most the height; sampled validators are current ones', async () => {
    const { height } = await pchain.platform.getHeight();
    const proposed = await pchain.platform.getProposedHeight();
    expect(BigInt(proposed.height)).toBeLessThanOrEqual(BigInt(height));
    expect(Number.isNaN(Date.parse((await pchain.platform.getTimestamp()).timestamp))).toBe(false);
    const fee = await pchain.platform.getFeeConfig();
    expect(fee.weights).toHaveLength(4);
    const state = await pchain.platform.getFeeState();
    expect(state.price).toBeGreaterThanOrEqual(fee.minPrice);
    const { validators } = await pchain.platform.sampleValidators({ size: 1 });
    const current = (await pchain.platform.getCurrentValidators()).validators.map((v) => v.nodeID);
    expect(validators).toHaveLength(1);
    expect(current).toContain(validators[0]);
  });

  it('issueTx of bytes the node cannot parse: the JsonRpcError of the node naming the method, in one request', async () => {
    let posts = 0;
    const counted = createPChainClient({
      url,
      retry: { retries: 3, minDelayMs: 1, maxDelayMs: 1 },
      fetch: (input, init) => {
        posts++;
        return fetch(input, init);
      },
    });
    const error = await counted.platform.issueTx({ tx: '0x00', encoding: 'hex' }).catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect((error as JsonRpcError).method).toBe('platform.issueTx');
    expect((error as JsonRpcError).message).toMatch(/problem decoding transaction/);
    expect(posts).toBe(1);
  });
});
