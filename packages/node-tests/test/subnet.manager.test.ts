import { defineL1Chain } from '@pkg/l1/viem';
import { createPChainClient } from '@pkg/pchain';
import { cb58Decode } from '@pkg/txs';
import {
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type ContractArtifact, findValidatorManager } from '../src/findValidatorManager.js';
import { linkLibrary } from '../src/linkLibrary.js';
import { EWOQ } from '../src/localNetwork.js';
import { proxyAdminAbi } from '../src/proxyAdminAbi.js';
import { validatorManagerAbi } from '../src/validatorManagerAbi.js';
import {
  IMPLEMENTATION_PLACEHOLDER,
  PROXY_ADMIN,
  VALIDATOR_MANAGER_PROXY,
} from '../src/validatorManagerProxyAlloc.js';

// ava-labs' ValidatorManager on the suite's L1, as builders-hub and avalanche-cli set it up: the proxy pair is in the
// chain's genesis and the ConvertSubnetToL1Tx named the proxy (src/subnetFixture.ts); here ewoq (the ProxyAdmin's
// owner) deploys ValidatorMessages, links it into ValidatorManager, deploys that with its initializers disabled and
// upgrades the proxy to it with initialize(settings) in the same call. The bytecode comes from the peers cache
// (scripts/real-node/find-validator-manager.sh); the calls use our own ABIs (src/validatorManagerAbi.ts,
// src/proxyAdminAbi.ts). Initializing the validator set (a Warp message from the P chain) is not done here.

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const subnetId = inject('subnetId');
const blockchainId = inject('subnetBlockchainId');
const manager = inject('subnetManagerAddress');
const missing = l1 ? inject('validatorManagerMissing') : 'not an L1 (SUBNET_L1=0): no manager is named';
const proxy = getAddress(VALIDATOR_MANAGER_PROXY);
const ewoq = privateKeyToAccount(EWOQ.privateKeyHex);
const settings = {
  admin: ewoq.address,
  subnetID: `0x${Buffer.from(cb58Decode(subnetId, 'subnetId', 32)).toString('hex')}` as Hex,
  churnPeriodSeconds: 3_600n,
  // the contract's MAXIMUM_CHURN_PERCENTAGE_LIMIT
  maximumChurnPercentage: 20,
};

if (missing) test.skip(`the validator manager: ${missing}`, () => {});

describe.runIf(!missing)("ValidatorManager behind the genesis proxy on the suite's L1", () => {
  let chain: Chain;
  let reader: PublicClient;
  let wallet: WalletClient;
  let load: (
    name: 'ValidatorManager' | 'ValidatorMessages' | 'TransparentUpgradeableProxy',
  ) => ContractArtifact;
  let implementation: Hex | undefined;

  beforeAll(async () => {
    const artifacts = findValidatorManager({ dir: inject('validatorManagerDir') });
    if (!artifacts.found) throw new Error(artifacts.reason);
    load = artifacts.load;
    chain = await defineL1Chain({ url, blockchainId });
    reader = createPublicClient({ chain, transport: http(), pollingInterval: 250 });
    wallet = createWalletClient({ chain, transport: http(), account: ewoq });
  });

  /** Sends a tx from ewoq (`to` absent: a contract creation) and waits for its receipt; a revert fails the test. */
  async function send(data: Hex, to?: Hex) {
    const hash = await wallet.sendTransaction({ account: ewoq, chain, data, ...(to ? { to } : {}) });
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 30_000 });
    expect(receipt.status, `tx ${hash}`).toBe('success');
    return receipt;
  }

  /** keccak256 of the code at `address` (a mismatch prints two hashes, not two 15 kB strings). */
  async function codeHash(address: Hex): Promise<Hex> {
    return keccak256((await reader.getCode({ address })) ?? '0x');
  }

  /** The custom error `initialize(settings)` at `address` reverts with (decoded with our ABI), or 'no revert'. */
  async function initializeRevert(address: Hex): Promise<string> {
    try {
      await reader.simulateContract({
        account: ewoq.address,
        address,
        abi: validatorManagerAbi,
        functionName: 'initialize',
        args: [settings],
      });
      return 'no revert';
    } catch (error) {
      const reverted =
        error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
      if (reverted instanceof ContractFunctionRevertedError)
        return reverted.data?.errorName ?? reverted.shortMessage;
      throw error;
    }
  }

  test('the conversion named the predeployed proxy; its ProxyAdmin is owned by ewoq and points it at the placeholder', async () => {
    expect(manager).toBe(VALIDATOR_MANAGER_PROXY);
    const subnet = await createPChainClient({ url }).platform.getSubnet({ subnetID: subnetId });
    expect(subnet).toMatchObject({ managerChainID: blockchainId });
    expect(String(subnet.managerAddress).toLowerCase()).toBe(VALIDATOR_MANAGER_PROXY);
    expect(await codeHash(proxy)).toBe(keccak256(load('TransparentUpgradeableProxy').deployedBytecode));
    const admin = { address: getAddress(PROXY_ADMIN), abi: proxyAdminAbi } as const;
    expect(await reader.readContract({ ...admin, functionName: 'owner' })).toBe(ewoq.address);
    expect(await reader.readContract({ ...admin, functionName: 'getProxyAdmin', args: [proxy] })).toBe(
      getAddress(PROXY_ADMIN),
    );
    expect(
      await reader.readContract({ ...admin, functionName: 'getProxyImplementation', args: [proxy] }),
    ).toBe(getAddress(IMPLEMENTATION_PLACEHOLDER));
  });

  test('ValidatorMessages deployed and linked; ValidatorManager deployed with its initializers disabled', async () => {
    const messages = await send(load('ValidatorMessages').bytecode);
    const library = getAddress(messages.contractAddress as Hex);
    // a library's runtime code starts with PUSH20 <its own address> (0 in the artifact), written at deploy time
    const runtime = load('ValidatorMessages').deployedBytecode;
    expect(runtime.slice(0, 44)).toBe(`0x73${'00'.repeat(20)}`);
    expect(await codeHash(library)).toBe(
      keccak256(`0x73${library.slice(2).toLowerCase()}${runtime.slice(44)}`),
    );
    const bytecode = linkLibrary(load('ValidatorManager'), 'ValidatorMessages', library);
    // ICMInitializable.Disallowed: the implementation itself can never be initialized
    const deployed = await send(encodeDeployData({ abi: validatorManagerAbi, bytecode, args: [1] }));
    implementation = getAddress(deployed.contractAddress as Hex);
    const code = (await reader.getCode({ address: implementation })) ?? '0x';
    // the linked runtime code calls the library at its 8 call sites
    expect(code.split(library.slice(2).toLowerCase()).length - 1).toBe(8);
    expect(await initializeRevert(implementation)).toBe('InvalidInitialization');
  });

  test('ProxyAdmin.upgradeAndCall(proxy, implementation, initialize(settings)), then the proxy reads as set up', async () => {
    if (!implementation) throw new Error('no implementation: the deploy test failed');
    const initialize = encodeFunctionData({
      abi: validatorManagerAbi,
      functionName: 'initialize',
      args: [settings],
    });
    await send(
      encodeFunctionData({
        abi: proxyAdminAbi,
        functionName: 'upgradeAndCall',
        args: [proxy, implementation, initialize],
      }),
      getAddress(PROXY_ADMIN),
    );
    const admin = { address: getAddress(PROXY_ADMIN), abi: proxyAdminAbi } as const;
    expect(
      await reader.readContract({ ...admin, functionName: 'getProxyImplementation', args: [proxy] }),
    ).toBe(implementation);
    const read = { address: proxy, abi: validatorManagerAbi } as const;
    expect(await reader.readContract({ ...read, functionName: 'subnetID' })).toBe(settings.subnetID);
    expect(await reader.readContract({ ...read, functionName: 'owner' })).toBe(ewoq.address);
    expect(await reader.readContract({ ...read, functionName: 'isValidatorSetInitialized' })).toBe(false);
    expect(await reader.readContract({ ...read, functionName: 'getChurnPeriodSeconds' })).toBe(3_600n);
    const [period, percentage] = await reader.readContract({ ...read, functionName: 'getChurnTracker' });
    expect([period, percentage]).toEqual([3_600n, 20]);
    expect(await reader.readContract({ ...read, functionName: 'l1TotalWeight' })).toBe(0n);
    // initialize runs once
    expect(await initializeRevert(proxy)).toBe('InvalidInitialization');
  });
});
