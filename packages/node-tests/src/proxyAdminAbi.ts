/**
 * The part of OpenZeppelin 4.9.6's `ProxyAdmin` the SDK's tests call, written from its interface: who owns it, what a
 * TransparentUpgradeableProxy it administers points at, and the upgrade that also initializes. Typed `as const`.
 */
export const proxyAdminAbi = [
  { type: 'function', name: 'owner', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    type: 'function',
    name: 'getProxyAdmin',
    stateMutability: 'view',
    inputs: [{ name: 'proxy', type: 'address' }],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'function',
    name: 'getProxyImplementation',
    stateMutability: 'view',
    inputs: [{ name: 'proxy', type: 'address' }],
    outputs: [{ type: 'address' }],
  },
  {
    // points the proxy at `implementation` and calls it with `data` (an initializer) in the same tx; owner only
    type: 'function',
    name: 'upgradeAndCall',
    stateMutability: 'payable',
    inputs: [
      { name: 'proxy', type: 'address' },
      { name: 'implementation', type: 'address' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
] as const;
