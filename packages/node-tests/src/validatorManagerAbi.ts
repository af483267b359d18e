/**
 * The part of ava-labs' `ValidatorManager` (icm-services, `icm-contracts/avalanche/validator-manager`) the SDK's tests
 * call, written from its interface: the constructor, `initialize`, `initializeValidatorSet`, a validator's registration and removal, and the reads that say how it was set up. Typed
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
  {
    // once, with the P chain's signed SubnetToL1ConversionMessage as the Warp predicate of the tx (message index 0):
    // the conversion data must hash, as ValidatorMessages.packConversionData's bytes under sha256, to its conversion id
    type: 'function',
    name: 'initializeValidatorSet',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'conversionData',
        type: 'tuple',
        components: [
          { name: 'subnetID', type: 'bytes32' },
          { name: 'validatorManagerBlockchainID', type: 'bytes32' },
          { name: 'validatorManagerAddress', type: 'address' },
          {
            name: 'initialValidators',
            type: 'tuple[]',
            components: [
              // 20 bytes
              { name: 'nodeID', type: 'bytes' },
              // 48 bytes, compressed
              { name: 'blsPublicKey', type: 'bytes' },
              { name: 'weight', type: 'uint64' },
            ],
          },
        ],
      },
      { name: 'messageIndex', type: 'uint32' },
    ],
    outputs: [],
  },
  {
    // a validator by its validation id; status: see VALIDATOR_STATUS
    type: 'function',
    name: 'getValidator',
    stateMutability: 'view',
    inputs: [{ name: 'validationID', type: 'bytes32' }],
    outputs: [
      {
        type: 'tuple',
        components: [
          { name: 'status', type: 'uint8' },
          { name: 'nodeID', type: 'bytes' },
          { name: 'startingWeight', type: 'uint64' },
          { name: 'sentNonce', type: 'uint64' },
          { name: 'receivedNonce', type: 'uint64' },
          { name: 'weight', type: 'uint64' },
          { name: 'startTime', type: 'uint64' },
          { name: 'endTime', type: 'uint64' },
        ],
      },
    ],
  },
  {
    // the validation id of a node's current validator (zero when it has none)
    type: 'function',
    name: 'getNodeValidationID',
    stateMutability: 'view',
    inputs: [{ name: 'nodeID', type: 'bytes' }],
    outputs: [{ type: 'bytes32' }],
  },
  {
    // one per validator of the conversion, emitted by initializeValidatorSet
    type: 'event',
    name: 'RegisteredInitialValidator',
    inputs: [
      { name: 'validationID', type: 'bytes32', indexed: true },
      { name: 'nodeID', type: 'bytes20', indexed: true },
      { name: 'subnetID', type: 'bytes32', indexed: true },
      { name: 'weight', type: 'uint64', indexed: false },
    ],
  },
  {
    // onlyOwner (ValidatorManager without a PoAManager in front): sends a RegisterL1ValidatorMessage over Warp and
    // marks the validator PendingAdded; the weight counts against the churn limit at once
    type: 'function',
    name: 'initiateValidatorRegistration',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'nodeID', type: 'bytes' },
      { name: 'blsPublicKey', type: 'bytes' },
      {
        name: 'remainingBalanceOwner',
        type: 'tuple',
        components: [
          { name: 'threshold', type: 'uint32' },
          { name: 'addresses', type: 'address[]' },
        ],
      },
      {
        name: 'disableOwner',
        type: 'tuple',
        components: [
          { name: 'threshold', type: 'uint32' },
          { name: 'addresses', type: 'address[]' },
        ],
      },
      { name: 'weight', type: 'uint64' },
    ],
    outputs: [{ name: 'validationID', type: 'bytes32' }],
  },
  {
    // onlyOwner: with the P chain's signed L1ValidatorRegistrationMessage (registered) as the Warp predicate
    type: 'function',
    name: 'completeValidatorRegistration',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'messageIndex', type: 'uint32' }],
    outputs: [{ name: 'validationID', type: 'bytes32' }],
  },
  {
    // onlyOwner: sends an L1ValidatorWeightMessage of weight 0 and marks the validator PendingRemoved
    type: 'function',
    name: 'initiateValidatorRemoval',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'validationID', type: 'bytes32' }],
    outputs: [],
  },
  {
    // onlyOwner: with the P chain's signed L1ValidatorRegistrationMessage (not registered) as the Warp predicate
    type: 'function',
    name: 'completeValidatorRemoval',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'messageIndex', type: 'uint32' }],
    outputs: [{ name: 'validationID', type: 'bytes32' }],
  },
  {
    type: 'event',
    name: 'InitiatedValidatorRegistration',
    inputs: [
      { name: 'validationID', type: 'bytes32', indexed: true },
      { name: 'nodeID', type: 'bytes20', indexed: true },
      // the Warp message id (warp_getMessage and friends take it in CB58)
      { name: 'registrationMessageID', type: 'bytes32', indexed: false },
      { name: 'registrationExpiry', type: 'uint64', indexed: false },
      { name: 'weight', type: 'uint64', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'CompletedValidatorRegistration',
    inputs: [
      { name: 'validationID', type: 'bytes32', indexed: true },
      { name: 'weight', type: 'uint64', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'InitiatedValidatorRemoval',
    inputs: [
      { name: 'validationID', type: 'bytes32', indexed: true },
      { name: 'validatorWeightMessageID', type: 'bytes32', indexed: false },
      { name: 'weight', type: 'uint64', indexed: false },
      { name: 'endTime', type: 'uint64', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'CompletedValidatorRemoval',
    inputs: [{ name: 'validationID', type: 'bytes32', indexed: true }],
  },
  // OpenZeppelin's Ownable: a caller other than the owner
  { type: 'error', name: 'OwnableUnauthorizedAccount', inputs: [{ name: 'account', type: 'address' }] },
  // the churn period's added and removed weight above maximumChurnPercentage of its initial weight
  { type: 'error', name: 'MaxChurnRateExceeded', inputs: [{ name: 'churnAmount', type: 'uint64' }] },
  { type: 'error', name: 'InvalidValidatorStatus', inputs: [{ name: 'status', type: 'uint8' }] },
  {
    type: 'error',
    name: 'UnexpectedRegistrationStatus',
    inputs: [{ name: 'validRegistration', type: 'bool' }],
  },
  { type: 'error', name: 'NodeAlreadyRegistered', inputs: [{ name: 'nodeID', type: 'bytes' }] },
  // OpenZeppelin's Initializable: initialize on a disabled or already initialized contract
  { type: 'error', name: 'InvalidInitialization', inputs: [] },
  // initializeValidatorSet a second time
  { type: 'error', name: 'InvalidInitializationStatus', inputs: [] },
  // no verified Warp message at the index (no predicate, or one whose signature did not verify)
  { type: 'error', name: 'InvalidWarpMessage', inputs: [] },
  {
    type: 'error',
    name: 'InvalidConversionID',
    inputs: [
      { name: 'encodedConversionID', type: 'bytes32' },
      { name: 'expectedConversionID', type: 'bytes32' },
    ],
  },
] as const;

/** `ValidatorStatus` of IValidatorManager.sol, as `getValidator` answers it. */
export const VALIDATOR_STATUS = {
  Unknown: 0,
  PendingAdded: 1,
  Active: 2,
  PendingRemoved: 3,
  Completed: 4,
  Invalidated: 5,
} as const;
