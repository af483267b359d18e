import { createTxClient, formatAddress, privateKeySigner, shortIdOf } from '@pkg/txs';
import { describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { subnetEvmGenesis } from '../src/subnetGenesis.js';
import { SUBNET_EVM_VM_ID } from '../src/subnetTxs.js';
import { acceptedTxBytes, txIdOf } from '../src/txsReads.js';

// @pkg/txs createChain on the subnet suite's node, which has the Subnet-EVM plugin (a chain of a VM the node lacks
// would make its /ext/health unhealthy for good: REAL-PEERS.md): a new subnet owned by ewoq and a Subnet-EVM chain
// on it, built, signed, issued once and waited for by the SDK; platform.getBlockchains lists it.

const url = inject('nodeUrl');

describe('txs.p.createChain', () => {
  test('a Subnet-EVM chain on a new subnet: platform.getBlockchains lists it; platform.getTx holds our bytes', async () => {
    const txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
    // this suite's network has its own id (HRP `custom`): ewoq's P address there
    const { hrp } = await txs.context();
    const ewoq = formatAddress('P', hrp, shortIdOf(privateKeySigner(EWOQ.privateKeyHex).publicKey));
    const { subnetId } = await txs.p.createSubnet({ owner: { addresses: [ewoq], threshold: 1 } });
    const unsigned = await txs.p.build.createChain({
      subnetId: subnetId as string,
      name: 'txs e2e chain',
      vmId: SUBNET_EVM_VM_ID,
      genesis: new TextEncoder().encode(JSON.stringify(subnetEvmGenesis())),
    });
    const signed = await txs.sign(unsigned);
    await txs.issue(signed);
    await txs.wait(signed);
    const { blockchains } = await rawRpc<{
      blockchains: { id: string; subnetID: string; vmID: string; name: string }[];
    }>(`${url}/ext/bc/P`, 'platform.getBlockchains', {});
    expect(blockchains).toContainEqual({
      id: signed.txId,
      subnetID: subnetId,
      vmID: SUBNET_EVM_VM_ID,
      name: 'txs e2e chain',
    });
    expect(txIdOf(await acceptedTxBytes(url, 'P', signed.txId))).toBe(signed.txId);
  });
});
