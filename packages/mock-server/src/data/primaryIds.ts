import type { Network } from './types.js';

/** The primary network's subnet id (also the P chain's blockchain id). */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

/** The ids of each network's primary chains and AVAX, its network id and its address hrp. */
export const PRIMARY_IDS: Record<
  Network,
  { x: string; c: string; avax: string; networkId: number; hrp: string }
> = {
  mainnet: {
    x: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
    c: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
    avax: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
    networkId: 1,
    hrp: 'avax',
  },
  fuji: {
    x: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
    c: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
    avax: 'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
    networkId: 5,
    hrp: 'fuji',
  },
};
