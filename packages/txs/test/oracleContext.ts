import { ajs, ORACLE } from './avalanchejs.js';
import { base58check } from './base58check.js';

/** avalanchejs's Context for {@link ORACLE}, with the X fees given. */
export function ajsContext(baseTxFee = 1_000_000n): unknown {
  return {
    networkID: ORACLE.networkId,
    hrp: ORACLE.hrp,
    xBlockchainID: base58check(ORACLE.chainIds.X),
    pBlockchainID: base58check(ORACLE.chainIds.P),
    cBlockchainID: base58check(ORACLE.chainIds.C),
    avaxAssetID: base58check(ORACLE.avaxAssetId),
    baseTxFee,
    createAssetTxFee: 10_000_000n,
    platformFeeConfig: undefined,
  };
}

/** An avalanchejs Utxo read from our bytes of it (so both sides spend the very same UTXO). */
export function ajsUtxo(bytes: Uint8Array, vm: 'AVM' | 'PVM' | 'EVM'): unknown {
  const [utxo] = ajs.Utxo.fromBytes(bytes.subarray(2), ajs.utils.getManagerForVM(vm).getDefaultCodec());
  return utxo;
}
