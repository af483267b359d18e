import { cb58Decode, type SubnetToL1ConversionData, subnetToL1ConversionId } from '@pkg/txs';
import { rawRpc } from './rawRpc.js';

/** The subnet suite's conversion as this side derives it, and what the P chain recorded. */
export interface SuiteConversion {
  /** What the ConvertSubnetToL1Tx committed to: the node its one validator, weight 100. */
  data: SubnetToL1ConversionData;
  /** sha256 of the conversion data's codec bytes, derived here with @pkg/txs. */
  conversionId: Uint8Array;
  /** `platform.getSubnet`'s `conversionID` (CB58), to compare with {@link SuiteConversion.conversionId}. */
  pChainConversionId: string;
  /** The node's 48-byte compressed BLS public key. */
  publicKey: Uint8Array;
  networkId: number;
}

/** The weight src/subnetTxs.ts's `convertSubnetToL1` gives the node. */
export const SUITE_VALIDATOR_WEIGHT = 100n;

/**
 * The subnet suite's conversion (src/subnetFixture.ts): the node (`info.getNodeID`, its proof of possession's key) the
 * one validator of weight 100, the manager at `managerAddress` on `blockchainId`; with the network id and the
 * P chain's `conversionID` (`platform.getSubnet`).
 * @example
 * ```ts
 * const { conversionId, pChainConversionId } = await suiteConversion({ url, subnetId, blockchainId, managerAddress });
 * ```
 */
export async function suiteConversion(suite: {
  url: string;
  subnetId: string;
  blockchainId: string;
  managerAddress: `0x${string}`;
}): Promise<SuiteConversion> {
  const info = `${suite.url}/ext/info`;
  const { nodeID, nodePOP } = await rawRpc<{ nodeID: string; nodePOP: { publicKey: string } }>(
    info,
    'info.getNodeID',
    {},
  );
  const { networkID } = await rawRpc<{ networkID: string }>(info, 'info.getNetworkID', {});
  const publicKey = Uint8Array.from(Buffer.from(nodePOP.publicKey.slice(2), 'hex'));
  const data: SubnetToL1ConversionData = {
    subnetId: cb58Decode(suite.subnetId, 'subnetId', 32),
    managerChainId: cb58Decode(suite.blockchainId, 'blockchainId', 32),
    managerAddress: Uint8Array.from(Buffer.from(suite.managerAddress.slice(2), 'hex')),
    validators: [
      {
        nodeId: cb58Decode(nodeID.slice('NodeID-'.length), 'nodeId', 20),
        blsPublicKey: publicKey,
        weight: SUITE_VALIDATOR_WEIGHT,
      },
    ],
  };
  const subnet = await rawRpc<{ conversionID: string }>(`${suite.url}/ext/bc/P`, 'platform.getSubnet', {
    subnetID: suite.subnetId,
  });
  return {
    data,
    conversionId: subnetToL1ConversionId(data),
    pChainConversionId: subnet.conversionID,
    publicKey,
    networkId: Number(networkID),
  };
}
