/**
 * The part of ava-labs' `ValidatorManager` (icm-services, `icm-contracts/avalanche/validator-manager`) the SDK's tests
 * call, written from its interface: the constructor, `initialize` and the reads that say how it was set up. Typed
 * `as const`, so viem infers every argument and result.
 */
export const validatorManagerAbi = [
  {
    // ICMInitializable: 0 = Allowed, 1 = Disallowed (an implementation behind a proxy disables its initializers)
    type: 'constructor',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'init', type: 'uint8' }],
  },
  {
    // once, through the proxy: the L1's subnet, who may change the validator set, and how fast it may change
    type: 'function',
    name: 'initialize',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'settings',
        type: 'tuple',
        components: [
          { name: 'admin', type: 'address' },
          { name: 'subnetID', type: 'bytes32' },
          { name: 'churnPeriodSeconds', type: 'uint64' },
          { name: 'maximumChurnPercentage', type: 'uint8' },
        ],
      },
    ],
    outputs: [],
  },
  { type: 'function', name: 'subnetID', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
  { type: 'function', name: 'owner', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    // false until initializeValidatorSet has read the P chain's conversion message
    type: 'function',
    name: 'isValidatorSetInitialized',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'getChurnPeriodSeconds',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint64' }],
  },
  {
    // the churn period, the maximum churn percentage and the current period's tracker
    type: 'function',
    name: 'getChurnTracker',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'churnPeriodSeconds', type: 'uint64' },
      { name: 'maximumChurnPercentage', type: 'uint8' },
      {
        name: 'period',
        type: 'tuple',
        components: [
          { name: 'startTime', type: 'uint256' },
          { name: 'initialWeight', type: 'uint64' },
          { name: 'totalWeight', type: 'uint64' },
          { name: 'churnAmount', type: 'uint64' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'l1TotalWeight',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint64' }],
  },
  // OpenZeppelin's Initializable: initialize on a disabled or already initialized contract
  { type: 'error', name: 'InvalidInitialization', inputs: [] },
] as const;
