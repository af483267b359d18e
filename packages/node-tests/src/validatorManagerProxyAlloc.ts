import type { ContractArtifact } from './findValidatorManager.js';

/** The validator manager's address on the suite's L1: the predeployed proxy (builders-hub's address). */
export const VALIDATOR_MANAGER_PROXY = '0xfacade0000000000000000000000000000000000' as const;

/** The proxy's admin contract, predeployed beside it (builders-hub's address). */
export const PROXY_ADMIN = '0xdad0000000000000000000000000000000000000' as const;

/** What the proxy points at until the owner upgrades it: an address with no code. */
export const IMPLEMENTATION_PLACEHOLDER = '0x1212121212121212121212121212121212121212' as const;

/** ERC-1967's implementation slot: keccak256('eip1967.proxy.implementation') - 1. */
export const IMPLEMENTATION_SLOT =
  '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc' as const;

/** ERC-1967's admin slot: keccak256('eip1967.proxy.admin') - 1. */
export const ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103' as const;

/** The address manager used when no artifacts are found: any 20 bytes will do for a lone node. */
export const NO_MANAGER_ADDRESS = `0x${'ee'.repeat(20)}` as const;

/** A 20-byte address as a 32-byte storage word (left-padded). */
function word(address: string): string {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** A genesis storage key or value: 32 bytes, `0x` hex (Subnet-EVM reads both as hashes of that exact length). */
function slot(n: number): string {
  return `0x${n.toString(16).padStart(64, '0')}`;
}

/**
 * The genesis alloc entries that predeploy OpenZeppelin 4.9.6's TransparentUpgradeableProxy and ProxyAdmin as
 * builders-hub and avalanche-cli lay them out, so the validator manager's address exists before the
 * ConvertSubnetToL1Tx names it: the proxy's runtime code with its ERC-1967 admin slot holding the ProxyAdmin and its
 * implementation slot a placeholder; the ProxyAdmin's runtime code with `owner` (Ownable's slot 0) the one that
 * later calls `upgradeAndCall`. Keys are addresses without `0x`, as Subnet-EVM's genesis takes them.
 * @example
 * ```ts
 * const alloc = validatorManagerProxyAlloc({ proxy, proxyAdmin }, EWOQ.cAddress);
 * ```
 */
export function validatorManagerProxyAlloc(
  artifacts: { proxy: ContractArtifact; proxyAdmin: ContractArtifact },
  owner: string,
): Record<string, { balance: string; code: string; storage: Record<string, string> }> {
  return {
    [VALIDATOR_MANAGER_PROXY.slice(2)]: {
      balance: '0x0',
      code: artifacts.proxy.deployedBytecode,
      storage: {
        [IMPLEMENTATION_SLOT]: word(IMPLEMENTATION_PLACEHOLDER),
        [ADMIN_SLOT]: word(PROXY_ADMIN),
      },
    },
    [PROXY_ADMIN.slice(2)]: {
      balance: '0x0',
      code: artifacts.proxyAdmin.deployedBytecode,
      storage: { [slot(0)]: word(owner) },
    },
  };
}
