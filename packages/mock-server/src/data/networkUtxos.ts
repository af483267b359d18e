import { PRIMARY_IDS } from './primaryIds.js';
import { bech32Of, hashOf, idOf, randomFor } from './random.js';
import type { Network, Utxo } from './types.js';

/** A network's six X/P-chain addresses that hold UTXOs (without the chain prefix), in a stable order. */
export function utxoAddressesOf(seed: number, network: Network): string[] {
  return Array.from(
    { length: 6 },
    (_, k) => `${PRIMARY_IDS[network].hrp}1${bech32Of(seed, 'utxo-owner', network, k)}`,
  );
}

/** The UTXOs of the addresses on one chain ('X' or 'P'): 45 for the first address, up to 12 for the others. */
export function utxosOf(seed: number, network: Network, chain: string, utxoAddresses: string[]): Utxo[] {
  return utxoAddresses.flatMap((address, k) => {
    const ur = randomFor(seed, 'utxos', network, chain, k);
    return Array.from({ length: k === 0 ? 45 : ur.int(0, 12) }, (_, i) => {
      const txID = idOf(seed, 'utxo-tx', network, chain, k, i);
      const amount = String(ur.int(1, 900_000) * 1000);
      return {
        txID,
        outputIndex: i % 3,
        assetID: PRIMARY_IDS[network].avax,
        amount,
        address,
        hex: `0x0000${hashOf(seed, 'utxo', network, chain, k, i).slice(2)}${BigInt(amount).toString(16).padStart(16, '0')}`,
      };
    });
  });
}
