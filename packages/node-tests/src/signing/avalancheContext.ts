import { createNodeInfoClient } from '@pkg/node-info';
import { createPChainClient } from '@pkg/pchain';
import { createXChainClient } from '@pkg/xchain';
import { type AvalancheContext, networkIDs } from './avalanchejs.js';

/**
 * The avalanchejs `Context` (network id, chain ids, AVAX asset id, fees) of the node at `url`, read
 * through OUR clients with their default options (`wireNames: 'auto'`), instead of avalanchejs' own
 * `getContextFromURI`.
 */
export async function avalancheContext(url: string): Promise<AvalancheContext> {
  const info = createNodeInfoClient({ url });
  const xchain = createXChainClient({ url });
  const pchain = createPChainClient({ url });
  const { networkID } = await info.info.getNetworkID();
  const chainId = async (alias: string) => (await info.info.getBlockchainID({ alias })).blockchainID;
  const { assetID } = await xchain.xvm.getAssetDescription({ assetID: 'AVAX' });
  const { txFee, createAssetTxFee } = await xchain.xvm.getTxFee();
  const fee = await pchain.platform.getFeeConfig();
  const [bandwidth, dbRead, dbWrite, compute] = fee.weights;
  if (compute === undefined || bandwidth === undefined || dbRead === undefined || dbWrite === undefined)
    throw new Error(`platform.getFeeConfig: expected 4 weights, got ${JSON.stringify(fee.weights)}`);
  const platformFeeConfig: AvalancheContext['platformFeeConfig'] = {
    weights: [bandwidth, dbRead, dbWrite, compute],
    maxCapacity: BigInt(fee.maxCapacity),
    maxPerSecond: BigInt(fee.maxPerSecond),
    targetPerSecond: BigInt(fee.targetPerSecond),
    minPrice: BigInt(fee.minPrice),
    excessConversionConstant: BigInt(fee.excessConversionConstant),
  };
  const id = Number(networkID);
  return Object.freeze({
    networkID: id,
    hrp: networkIDs.getHRP(id),
    xBlockchainID: await chainId('X'),
    pBlockchainID: await chainId('P'),
    cBlockchainID: await chainId('C'),
    avaxAssetID: assetID,
    baseTxFee: BigInt(txFee),
    createAssetTxFee: BigInt(createAssetTxFee),
    platformFeeConfig,
  });
}

/**
 * The fee state capacity to hand avalanchejs' builders: it checks a tx's gas against it client-side, and a
 * custom network (the Helicon suites' 1337) reports 0 until its P chain has built blocks, so there it gets
 * room; the node still checks the fee it is paid.
 */
export function builderCapacity(reported: bigint): bigint {
  return reported > 0n ? reported : 1_000_000n;
}
