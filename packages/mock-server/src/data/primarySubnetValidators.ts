import { AVALANCHEGO_VERSION, type IndexContext } from './primaryContext.js';
import type { Validation } from './primaryTypes.js';
import { hashOf } from './random.js';
import type { Subnet, SubnetValidator } from './types.js';

/**
 * The subnets' validators: the non-L1 subnets' are listed by listValidators (`validators`), the L1's by
 * listL1Validators (`l1Validators`).
 */
export function subnetValidatorsOf(ctx: IndexContext): {
  validators: Validation[];
  l1Validators: Record<string, unknown>[];
} {
  const validators: Validation[] = [];
  const l1Validators: Record<string, unknown>[] = [];
  for (const subnet of ctx.net.subnets) {
    for (const sv of ctx.net.subnetValidators.get(subnet.subnetId) ?? []) {
      if (subnet.isL1) l1Validators.push(l1ValidatorOf(ctx.seed, subnet, sv));
      else validators.push(subnetValidationOf(subnet, sv));
    }
  }
  return { validators, l1Validators };
}

function l1ValidatorOf(seed: number, subnet: Subnet, sv: SubnetValidator): Record<string, unknown> {
  const owner = { addresses: subnet.subnetOwnershipInfo.addresses, threshold: 1 };
  return {
    validationId: sv.validationID,
    validationIdHex: hashOf(seed, 'validation-hex', sv.validationID),
    nodeId: sv.nodeID,
    subnetId: subnet.subnetId,
    weight: sv.weight,
    remainingBalance: sv.weight * 1_000_000,
    creationTimestamp: sv.startTimestamp,
    blsCredentials: { publicKey: hashOf(seed, 'l1-bls', sv.validationID) },
    remainingBalanceOwner: owner,
    deactivationOwner: owner,
  };
}

function subnetValidationOf(subnet: Subnet, sv: SubnetValidator): Validation {
  const end = sv.startTimestamp + 365 * 86_400;
  return {
    status: 'active',
    subnetId: subnet.subnetId,
    nodeId: sv.nodeID,
    rewardAddresses: [],
    startTimestamp: sv.startTimestamp,
    endTimestamp: end,
    body: {
      txHash: sv.validationID,
      nodeId: sv.nodeID,
      subnetId: subnet.subnetId,
      amountStaked: String(sv.weight),
      startTimestamp: sv.startTimestamp,
      endTimestamp: end,
      stakePercentage: 20,
      delegatorCount: 0,
      uptimePerformance: sv.uptimePercentage,
      avalancheGoVersion: AVALANCHEGO_VERSION,
      potentialRewards: { validationRewardAmount: '0', delegationRewardAmount: '0' },
      validationStatus: 'active',
      validatorHealth: {
        reachabilityPercent: sv.isConnected ? 100 : 0,
        benchedPChainRequestsPercent: 0,
        benchedXChainRequestsPercent: 0,
        benchedCChainRequestsPercent: 0,
      },
      geolocation: null,
    },
  };
}
