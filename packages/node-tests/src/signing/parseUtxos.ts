import { type Utxo, UtxoClass, utils } from './avalanchejs.js';

/**
 * Parses `hex`-encoded UTXOs as a node's `getUTXOs` returns them: `'AVM'` for the X chain's
 * `avm.getUTXOs`, `'EVM'` for the C chain's atomic `avax.getUTXOs`.
 */
export function parseUtxos(hexUtxos: readonly string[], vm: 'AVM' | 'EVM'): Utxo[] {
  const manager = utils.getManagerForVM(vm);
  return hexUtxos.map((hex) => manager.unpack(utils.hexToBuffer(hex), UtxoClass));
}
