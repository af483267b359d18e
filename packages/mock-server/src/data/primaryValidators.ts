import { PRIMARY_IDS } from './primaryIds.js';
import { bech32Of, idOf, randomFor } from './random.js';
import type { Network, PrimaryValidator } from './types.js';

/** A network's 24 primary validators as platform.getCurrentValidators lists them, with their delegators. */
export function primaryValidatorsOf(
  seed: number,
  network: Network,
  genesisTimestamp: number,
): PrimaryValidator[] {
  const { hrp } = PRIMARY_IDS[network];
  return Array.from({ length: 24 }, (_, k) => {
    const vr = randomFor(seed, 'validator', network, k);
    const start = genesisTimestamp - vr.int(86_400, 5_000_000);
    const owner = {
      locktime: '0',
      threshold: '1',
      addresses: [`P-${hrp}1${bech32Of(seed, 'vowner', k)}`],
    };
    const nodeID = `NodeID-${idOf(seed, 'node', network, k).slice(0, 33)}`;
    const delegators = Array.from({ length: vr.int(0, 3) }, (_, d) => ({
      txID: idOf(seed, 'delegation', network, k, d),
      startTime: String(start + 3600),
      endTime: String(start + 30 * 86_400),
      weight: `${vr.int(25, 5000)}000000000`,
      nodeID,
      rewardOwner: owner,
      potentialReward: `${vr.int(1, 50)}000000000`,
    }));
    return {
      txID: idOf(seed, 'validator-tx', network, k),
      startTime: String(start),
      endTime: String(start + vr.int(14, 365) * 86_400),
      nodeID,
      weight: `${vr.int(2000, 3_000_000)}000000000`,
      potentialReward: `${vr.int(10, 9000)}000000000`,
      accruedDelegateeReward: '0',
      delegationFee: `${vr.int(2, 20)}.0000`,
      uptime: `${(90 + vr.next() * 10).toFixed(4)}`,
      connected: vr.next() < 0.95,
      delegatorCount: String(delegators.length),
      delegatorWeight: String(delegators.reduce((sum, d) => sum + BigInt(d.weight), 0n)),
      validationRewardOwner: owner,
      delegationRewardOwner: owner,
      // The node spells it proofOfPossession (the seed document: proofOfPosession).
      signer: { publicKey: vr.hex(48), proofOfPossession: vr.hex(96) },
      delegators,
    };
  });
}
