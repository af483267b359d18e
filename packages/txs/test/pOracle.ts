// The setup the P-chain oracle tests share (src/p/oracle.test.ts, src/p/autoRenew.oracle.test.ts): avalanchejs
// 5.2.0's context, fee state and UTXOs for the same network, price and UTXO set as ours (test/pTestContext.ts).
import type { Utxo } from '../src/codec/index.js';
import { cb58, encodeUtxo } from '../src/codec/index.js';
import { ajs } from './avalanchejs.js';
import { AVAX, C_CHAIN, EWOQ, NOW, X_CHAIN } from './pTestContext.js';

/** The gas price both sides pay. */
export const PRICE = 2n;
/** The local network's fee weights (bandwidth, reads, writes, compute). */
export const WEIGHTS = [1n, 1000n, 1000n, 4n];
/** avalanchejs' P-chain codec. */
export const pCodec = () => ajs.utils.getManagerForVM('PVM').getDefaultCodec();
/** avalanchejs' Context of the test network, with the local network's P fee config. */
export const oracleContext = {
  networkID: 12345,
  hrp: 'local',
  xBlockchainID: cb58(X_CHAIN),
  pBlockchainID: cb58(new Uint8Array(32)),
  cBlockchainID: cb58(C_CHAIN),
  avaxAssetID: cb58(AVAX),
  baseTxFee: 1_000_000n,
  createAssetTxFee: 10_000_000n,
  platformFeeConfig: {
    weights: { 0: 1, 1: 1000, 2: 1000, 3: 4 },
    maxCapacity: 1_000_000n,
    maxPerSecond: 100_000n,
    targetPerSecond: 50_000n,
    minPrice: 1n,
    excessConversionConstant: 2_164_043n,
  },
};
/** The fee state both sides build with (price {@link PRICE}, at NOW). */
export const oracleFeeState = {
  capacity: 1_000_000n,
  excess: 0n,
  price: PRICE,
  timestamp: new Date(Number(NOW) * 1000).toISOString(),
};
/** avalanchejs' Utxo of our UTXO (the same bytes). */
export const oracleUtxo = (u: Utxo) => ajs.Utxo.fromBytes(encodeUtxo(u, 'P').slice(2), pCodec())[0];
/** The fields every avalanchejs P builder takes: fee state, ewoq as the spender, issuance time, UTXOs. */
export const oracleCommon = (utxos: Utxo[]) => ({
  feeState: oracleFeeState,
  fromAddressesBytes: [EWOQ],
  minIssuanceTime: NOW,
  utxos: utxos.map(oracleUtxo),
});
