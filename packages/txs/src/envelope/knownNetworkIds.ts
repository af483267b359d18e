/** The AVAX asset id and the X and C blockchain ids of a network whose genesis is known, CB58. */
export interface KnownNetworkIds {
  avaxAssetId: string;
  X: string;
  C: string;
}

// From AvalancheGo v1.14.0's own tests of its genesis files (genesis/genesis_test.go, TestAVAXAssetID and
// TestVMGenesis): mainnet (1), Fuji (5) and the local network (12345) of genesis_local.json.
const KNOWN: Readonly<Record<number, KnownNetworkIds>> = {
  1: {
    avaxAssetId: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
    X: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
    C: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
  },
  5: {
    avaxAssetId: 'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
    X: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
    C: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
  },
  12345: {
    avaxAssetId: '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe',
    X: '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed',
    C: '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC',
  },
};

/**
 * The ids fixed by a network's genesis (AVAX asset, X and C blockchains) for mainnet, Fuji and the local network
 * 12345, as AvalancheGo v1.14.0 derives them; undefined for any other network (ask its node).
 *
 * @example
 * import { knownNetworkIds } from '@pkg/txs';
 * knownNetworkIds(1)?.avaxAssetId; // 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z'
 */
export function knownNetworkIds(networkId: number): KnownNetworkIds | undefined {
  return KNOWN[networkId];
}
