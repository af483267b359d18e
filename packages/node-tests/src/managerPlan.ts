import { findValidatorManager } from './findValidatorManager.js';
import { EWOQ } from './localNetwork.js';
import {
  NO_MANAGER_ADDRESS,
  VALIDATOR_MANAGER_PROXY,
  validatorManagerProxyAlloc,
} from './validatorManagerProxyAlloc.js';

/** The chain's validator manager: its genesis predeploys, the address the conversion names, where it came from. */
export interface ManagerPlan {
  predeploys: Record<string, unknown>;
  managerAddress: `0x${string}`;
  validatorManager: { dir: string; missing: string };
}

/**
 * The validator manager of the suite's chain. On an L1 with the validator manager artifacts in the peers cache: the
 * proxy pair in the genesis (ProxyAdmin owned by ewoq) and the proxy as the manager's address. Otherwise no predeploy
 * and 0xee..ee, with the find script's one line (logged).
 * @example
 * ```ts
 * const { predeploys, managerAddress } = managerPlan(true, console.log);
 * ```
 */
export function managerPlan(l1: boolean, log: (line: string) => void): ManagerPlan {
  if (!l1) {
    return {
      predeploys: {},
      managerAddress: NO_MANAGER_ADDRESS,
      validatorManager: { dir: '', missing: 'not an L1' },
    };
  }
  const artifacts = findValidatorManager();
  if (!artifacts.found) {
    log(`[subnet-fixture] manager address ${NO_MANAGER_ADDRESS}, no proxy predeployed: ${artifacts.reason}`);
    return {
      predeploys: {},
      managerAddress: NO_MANAGER_ADDRESS,
      validatorManager: { dir: '', missing: artifacts.reason },
    };
  }
  const proxy = artifacts.load('TransparentUpgradeableProxy');
  const proxyAdmin = artifacts.load('ProxyAdmin');
  return {
    predeploys: validatorManagerProxyAlloc({ proxy, proxyAdmin }, EWOQ.cAddress),
    managerAddress: VALIDATOR_MANAGER_PROXY,
    validatorManager: { dir: artifacts.dir, missing: '' },
  };
}
