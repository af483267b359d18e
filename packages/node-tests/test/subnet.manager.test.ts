import { randomBytes } from 'node:crypto';
import { createEvmClient } from '@pkg/evm';
import { waitForEpoch } from '@pkg/l1';
import { defineL1Chain } from '@pkg/l1/viem';
import { createPChainClient } from '@pkg/pchain';
import {
  cb58,
  cb58Decode,
  createTxClient,
  decodeAddressedCall,
  decodeRegisterL1ValidatorPayload,
  decodeWarpMessage,
  encodeUnsignedWarpMessage,
  encodeWarpMessage,
  formatAddress,
  privateKeySigner,
  type TxClient,
} from '@pkg/txs';
import { blsProofOfPossession } from '@pkg/txs/warp';
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
  parseEventLogs,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type ContractArtifact, findValidatorManager } from '../src/findValidatorManager.js';
import {
  l1ValidatorRegistrationMessage,
  removedRegistrationJustification,
} from '../src/l1ValidatorRegistrationMessage.js';
import { linkLibrary } from '../src/linkLibrary.js';
import { EWOQ } from '../src/localNetwork.js';
import { pChainWarpSignature } from '../src/pChainSignature.js';
import { proxyAdminAbi } from '../src/proxyAdminAbi.js';
import { pSignerMissing } from '../src/pSignerMissing.js';
import { rawRpc } from '../src/rawRpc.js';
import { WARP_PRECOMPILE_ADDRESS } from '../src/subnetGenesis.js';
import { subnetToL1ConversionMessage } from '../src/subnetToL1ConversionMessage.js';
import { SUITE_VALIDATOR_WEIGHT, type SuiteConversion, suiteConversion } from '../src/suiteConversion.js';
import { VALIDATOR_STATUS, validatorManagerAbi } from '../src/validatorManagerAbi.js';
import {
  IMPLEMENTATION_PLACEHOLDER,
  PROXY_ADMIN,
  VALIDATOR_MANAGER_PROXY,
} from '../src/validatorManagerProxyAlloc.js';
import { warpPredicateStorageKeys } from '../src/warpPredicateStorageKeys.js';
import { warpSignerBitSet } from '../src/warpSignerBitSet.js';

// ava-labs' ValidatorManager on the suite's L1, as builders-hub and avalanche-cli set it up: the proxy pair is in the
// chain's genesis and the ConvertSubnetToL1Tx named the proxy (src/subnetFixture.ts); here ewoq (the ProxyAdmin's
// owner) deploys ValidatorMessages, links it into ValidatorManager, deploys that with its initializers disabled and
// upgrades the proxy to it with initialize(settings) in the same call. The bytecode comes from the peers cache
// (scripts/real-node/find-validator-manager.sh); the calls use our own ABIs (src/validatorManagerAbi.ts,
// src/proxyAdminAbi.ts). Then initializeValidatorSet with the P chain's signed SubnetToL1ConversionMessage (its
// signature asked of the node over ACP-118 by our test peer, src/pChainSignature.ts) as the tx's Warp predicate; it
// needs the upgrade above, so it is the last test of this file (tests of a file run in order). Skipped, with the
// p-signer's one line, where the peer cannot be had (src/pSignerMissing.ts).
//
// Which validators verify it: Subnet-EVM v0.8.0's Warp predicate (precompile/contracts/warp/config.go,
// VerifyPredicate) verifies a message from the P chain against the receiving chain's own subnet
// (requirePrimaryNetworkSigners never applies to the P chain "because the P-chain is always synced"), i.e. this L1's
// validator set at the P-chain height of the proposervm block that verifies it (under Granite, the epoch's P-chain
// height), ordered canonically by uncompressed BLS public key (AvalancheGo validators.FlattenValidatorSet), with the
// default quorum 67/100 (platformvm/warp VerifyWeight). The set is the node alone, unchanged since the conversion, so
// the bit set is bit 0 (one byte 0x01) at any height.
//
// Then a second validator through the manager and out again (the last two tests): initiateValidatorRegistration
// (onlyOwner: ewoq), the L1's RegisterL1ValidatorMessage signed by warp_getMessageAggregateSignature, registerL1Validator
// on P, the P chain's L1ValidatorRegistrationMessage (registered) as completeValidatorRegistration's predicate; then
// initiateValidatorRemoval, setL1ValidatorWeight 0 on P, the P chain's message (not registered, justified by the
// RegisterL1Validator payload) as completeValidatorRemoval's predicate. Its node never runs, so the L1 keeps going only
// because the node holds over 2/3 of the weight (src/subnetL1Network.ts). While it is on P the L1's canonical set has
// two keys: the node's bit is found with warpSignerBitSet once the L1's epoch has passed the P tx (@pkg/l1
// waitForEpoch). It is gone again at the end of this file, so the other files still see one validator.

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const subnetId = inject('subnetId');
const blockchainId = inject('subnetBlockchainId');
const manager = inject('subnetManagerAddress');
const stakingPort = inject('nodeStakingPort');
const validationId = inject('subnetValidationId');
const nodeId = inject('subnetNodeId');
const missing = l1 ? inject('validatorManagerMissing') : 'not an L1 (SUBNET_L1=0): no manager is named';
const signerMissing = missing ? undefined : pSignerMissing();
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
if (signerMissing) console.log(`initializeValidatorSet: skipped, ${signerMissing}`);

describe.runIf(!missing)("ValidatorManager behind the genesis proxy on the suite's L1", () => {
  let chain: Chain;
  let reader: PublicClient;
  let wallet: WalletClient;
  let load: (
    name: 'ValidatorManager' | 'ValidatorMessages' | 'TransparentUpgradeableProxy',
  ) => ContractArtifact;
  let implementation: Hex | undefined;
  let initialized = false;

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
  function initializeRevert(address: Hex): Promise<string> {
    return revertName(() =>
      reader.simulateContract({
        account: ewoq.address,
        address,
        abi: validatorManagerAbi,
        functionName: 'initialize',
        args: [settings],
      }),
    );
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

  test.skipIf(signerMissing)(
    "initializeValidatorSet with the P chain's signed conversion message as its Warp predicate: the node Active, weight 100",
    async () => {
      const conversion = await suiteConversion({ url, subnetId, blockchainId, managerAddress: manager });
      expect(cb58(conversion.conversionId)).toBe(conversion.pChainConversionId);
      const signed = await signedConversionMessage(conversion);
      const initializeValidatorSet = {
        abi: validatorManagerAbi,
        functionName: 'initializeValidatorSet',
        args: [conversionDataArgs(conversion), 0],
      } as const;
      // without the predicate the precompile has no verified message at index 0
      const unsigned = revertName(() =>
        reader.simulateContract({ account: ewoq.address, address: proxy, ...initializeValidatorSet }),
      );
      expect(await unsigned).toBe('InvalidWarpMessage');
      const tx = {
        account: ewoq,
        chain,
        to: proxy,
        data: encodeFunctionData(initializeValidatorSet),
        accessList: [{ address: WARP_PRECOMPILE_ADDRESS, storageKeys: warpPredicateStorageKeys(signed) }],
        // set, not estimated: eth_estimateGas would run without a verified predicate (InvalidWarpMessage)
        gas: 2_000_000n,
      } as const;
      const receipt = await reader.waitForTransactionReceipt({ hash: await wallet.sendTransaction(tx) });
      expect(receipt.status, `tx ${receipt.transactionHash}`).toBe('success');
      console.log(`initializeValidatorSet: ${receipt.gasUsed} gas in block ${receipt.blockNumber}`);
      await expectTheNodeActive(receipt.logs);
      initialized = true;
      // once only: a second call with the same message reverts
      const again = await reader.waitForTransactionReceipt({ hash: await wallet.sendTransaction(tx) });
      expect(again.status).toBe('reverted');
      const second = revertName(() =>
        reader.simulateContract({ account: ewoq.address, address: proxy, ...initializeValidatorSet }),
      );
      expect(await second).toBe('InvalidInitializationStatus');
    },
  );

  // A second validator through the manager, as builders-hub's flow runs it: the owner (ewoq; without a PoAManager the
  // manager's own onlyOwner) initiates it, the L1 signs the RegisterL1ValidatorMessage it sent (warp_ aggregate API,
  // the node alone being its whole weight), the P chain registers it, then signs its L1ValidatorRegistrationMessage,
  // which completes it on the L1. Weight 10: registration and removal within one churn period add up to 20, the
  // 20% of 100 the churn limit allows. Its node never runs: on the P chain an L1 validator counts with its balance.
  const added = newValidator(10n);
  const steps: { step: string; chain: string; id: string }[] = [];
  let registration: { validationID: Hex; registerPayload: Uint8Array } | undefined;
  let txs: TxClient;

  test.skipIf(signerMissing)(
    'a second validator: initiateValidatorRegistration, the L1 signs, registerL1Validator on P, the P chain signs, completeValidatorRegistration',
    async () => {
      if (!initialized) throw new Error('the validator set is not initialized: the test before failed');
      txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
      const ctx = await txs.context();
      const owner = { threshold: 1, addresses: [getAddress(hex(ctx.addresses('P')[0] as Uint8Array))] };
      const initiate = await send(
        encodeFunctionData({
          abi: validatorManagerAbi,
          functionName: 'initiateValidatorRegistration',
          args: [hex(added.nodeId), hex(added.pop.publicKey), owner, owner, added.weight],
        }),
        proxy,
      );
      steps.push({ step: 'initiateValidatorRegistration', chain: 'L1', id: initiate.transactionHash });
      const [event] = parseEventLogs({
        abi: validatorManagerAbi,
        eventName: 'InitiatedValidatorRegistration',
        logs: initiate.logs,
      });
      if (!event) throw new Error('no InitiatedValidatorRegistration');
      expect(event.args).toMatchObject({ nodeID: hex(added.nodeId), weight: added.weight });
      const { validationID } = event.args;
      const signed = await l1Signed(event.args.registrationMessageID);
      const call = decodeAddressedCall(decodeWarpMessage(signed).payload);
      expect(hex(call.sourceAddress)).toBe(proxy.toLowerCase());
      const payload = decodeRegisterL1ValidatorPayload(call.payload);
      expect(payload).toMatchObject({ weight: added.weight, expiry: event.args.registrationExpiry });
      expect(hex(payload.nodeId)).toBe(hex(added.nodeId));
      registration = { validationID, registerPayload: call.payload };

      const registered = await untilPEpochSeesTheL1(() =>
        txs.p.registerL1Validator({
          message: signed,
          balance: 100_000_000n,
          blsProofOfPossession: added.pop.proofOfPossession,
        }),
      );
      steps.push({ step: 'registerL1Validator', chain: 'P', id: registered.txId });
      expect(registered.validationId).toBe(cb58(bytes(validationID)));
      expect(await l1ValidatorOnP(validationID)).toMatchObject({
        nodeID: `NodeID-${cb58(added.nodeId)}`,
        weight: String(added.weight),
        subnetID: subnetId,
      });

      // from the epoch past the registration on, the L1 verifies P's messages against both validators
      const nodeKey = await l1EpochPastPHeight();
      const acknowledged = await pChainSigned(
        { validationID, registered: true, justification: new Uint8Array(0) },
        warpSignerBitSet([nodeKey, added.pop.publicKey], nodeKey),
      );
      const completed = await sendWithPredicate(
        encodeFunctionData({
          abi: validatorManagerAbi,
          functionName: 'completeValidatorRegistration',
          args: [0],
        }),
        acknowledged,
      );
      steps.push({ step: 'completeValidatorRegistration', chain: 'L1', id: completed.transactionHash });
      await expectAdded(validationID, completed.logs);
    },
    240_000,
  );

  test.skipIf(signerMissing)(
    'its removal: initiateValidatorRemoval, the L1 signs, setL1ValidatorWeight 0 on P, the P chain signs, completeValidatorRemoval',
    async () => {
      if (!registration) throw new Error('no registered validator: the test before failed');
      const { validationID, registerPayload } = registration;
      const initiate = await send(
        encodeFunctionData({
          abi: validatorManagerAbi,
          functionName: 'initiateValidatorRemoval',
          args: [validationID],
        }),
        proxy,
      );
      steps.push({ step: 'initiateValidatorRemoval', chain: 'L1', id: initiate.transactionHash });
      const [event] = parseEventLogs({
        abi: validatorManagerAbi,
        eventName: 'InitiatedValidatorRemoval',
        logs: initiate.logs,
      });
      if (!event) throw new Error('no InitiatedValidatorRemoval');
      expect(event.args).toMatchObject({ validationID, weight: added.weight });
      const signed = await l1Signed(event.args.validatorWeightMessageID);
      const weight = await untilPEpochSeesTheL1(() => txs.p.setL1ValidatorWeight({ message: signed }));
      steps.push({ step: 'setL1ValidatorWeight (0)', chain: 'P', id: weight.txId });
      await expect(l1ValidatorOnP(validationID)).rejects.toThrow();

      // from the epoch past the removal on, the node is again the L1's one validator
      await l1EpochPastPHeight();
      const ended = await pChainSigned(
        { validationID, registered: false, justification: removedRegistrationJustification(registerPayload) },
        Uint8Array.of(0x01),
      );
      const completed = await sendWithPredicate(
        encodeFunctionData({ abi: validatorManagerAbi, functionName: 'completeValidatorRemoval', args: [0] }),
        ended,
      );
      steps.push({ step: 'completeValidatorRemoval', chain: 'L1', id: completed.transactionHash });
      const read = { address: proxy, abi: validatorManagerAbi } as const;
      const validator = await reader.readContract({
        ...read,
        functionName: 'getValidator',
        args: [validationID],
      });
      expect(validator).toMatchObject({ status: VALIDATOR_STATUS.Completed, weight: 0n });
      expect(await reader.readContract({ ...read, functionName: 'l1TotalWeight' })).toBe(
        SUITE_VALIDATOR_WEIGHT,
      );
      expect(
        await reader.readContract({
          ...read,
          functionName: 'getNodeValidationID',
          args: [hex(added.nodeId)],
        }),
      ).toBe(`0x${'00'.repeat(32)}`);
      const events = parseEventLogs({
        abi: validatorManagerAbi,
        eventName: 'CompletedValidatorRemoval',
        logs: completed.logs,
      });
      expect(events.map((e) => e.args)).toEqual([{ validationID }]);
      console.table(steps);
    },
    240_000,
  );

  /** The added validator Active on the manager with its weight, the L1's total weight 100 + it. */
  async function expectAdded(validationID: Hex, logs: Parameters<typeof parseEventLogs>[0]['logs']) {
    const read = { address: proxy, abi: validatorManagerAbi } as const;
    const validator = await reader.readContract({
      ...read,
      functionName: 'getValidator',
      args: [validationID],
    });
    expect(validator).toMatchObject({
      status: VALIDATOR_STATUS.Active,
      nodeID: hex(added.nodeId),
      startingWeight: added.weight,
      weight: added.weight,
    });
    expect(await reader.readContract({ ...read, functionName: 'l1TotalWeight' })).toBe(
      SUITE_VALIDATOR_WEIGHT + added.weight,
    );
    expect(
      await reader.readContract({ ...read, functionName: 'getNodeValidationID', args: [hex(added.nodeId)] }),
    ).toBe(validationID);
    const events = parseEventLogs({
      abi: validatorManagerAbi,
      eventName: 'CompletedValidatorRegistration',
      logs,
    });
    expect(events.map((e) => e.args)).toEqual([{ validationID, weight: added.weight }]);
  }

  /** The L1's message of id `messageID` (an event's bytes32), signed by its validators: warp_getMessageAggregateSignature. */
  async function l1Signed(messageID: Hex): Promise<Uint8Array> {
    const evm = createEvmClient({ url, blockchainId });
    return bytes(await evm.warp.getMessageAggregateSignature(cb58(bytes(messageID)), 67, ''));
  }

  /**
   * Runs a P operation until the P chain's epoch verifies the L1's message (at its epoch's height: right after a
   * conversion it sees no validator, "NumFilteredValidators (0)"; a signer bit set made for a newer set fails): between
   * tries a 1 nAVAX P send builds a block.
   */
  async function untilPEpochSeesTheL1<T>(issue: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + 150_000;
    const ctx = await txs.context();
    const ewoqP = formatAddress('P', ctx.hrp, ctx.addresses('P')[0] as Uint8Array);
    for (;;) {
      try {
        return await issue();
      } catch (error) {
        if (!/NumFilteredValidators \(0\)|warp|signature/i.test(String(error)) || Date.now() > deadline) {
          throw error;
        }
        console.log(`retrying past the P chain's epoch: ${String(error).slice(0, 160)}`);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await txs.send({ chain: 'P', to: ewoqP, amount: 1n });
      }
    }
  }

  /**
   * Waits (@pkg/l1 waitForEpoch) until the L1's epoch verifies at the P chain's current height, a 0-value transfer on
   * the L1 building a block when it idles; answers the node's BLS public key (48 bytes).
   */
  async function l1EpochPastPHeight(): Promise<Uint8Array> {
    const { height } = await rawRpc<{ height: string }>(`${url}/ext/bc/P`, 'platform.getHeight', {});
    const started = Date.now();
    const epoch = await waitForEpoch({
      url,
      blockchainId,
      pChainHeight: height,
      timeoutMs: 120_000,
      advance: async () => {
        await send('0x', ewoq.address);
      },
    });
    console.log(
      `the L1's epoch ${epoch.number} at P height ${epoch.pChainHeight} (>= ${height}) in ${Date.now() - started} ms`,
    );
    const { nodePOP } = await rawRpc<{ nodePOP: { publicKey: Hex } }>(
      `${url}/ext/info`,
      'info.getNodeID',
      {},
    );
    return bytes(nodePOP.publicKey);
  }

  /** The P chain's L1ValidatorRegistrationMessage, signed by the node's P chain (ACP-118), with the signer bit set given. */
  async function pChainSigned(
    registration: { validationID: Hex; registered: boolean; justification: Uint8Array },
    signers: Uint8Array,
  ): Promise<Uint8Array> {
    const { networkId } = await txs.context();
    const unsigned = l1ValidatorRegistrationMessage({
      networkId,
      validationId: bytes(registration.validationID),
      registered: registration.registered,
    });
    const signature = await pChainWarpSignature({
      stakingPort,
      networkId,
      unsignedMessage: encodeUnsignedWarpMessage(unsigned),
      justification: registration.justification,
    });
    return encodeWarpMessage({ ...unsigned, signers, signature });
  }

  /** A call to the proxy with a signed Warp message as its predicate (gas set: estimating runs without it). */
  async function sendWithPredicate(data: Hex, signed: Uint8Array) {
    const hash = await wallet.sendTransaction({
      account: ewoq,
      chain,
      to: proxy,
      data,
      accessList: [{ address: WARP_PRECOMPILE_ADDRESS, storageKeys: warpPredicateStorageKeys(signed) }],
      gas: 2_000_000n,
    });
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 30_000 });
    expect(receipt.status, `tx ${hash}`).toBe('success');
    return receipt;
  }

  /** After initializeValidatorSet: the set initialized, the node's validator Active with the conversion's weight. */
  async function expectTheNodeActive(logs: Parameters<typeof parseEventLogs>[0]['logs']) {
    const id = hex(cb58Decode(validationId, 'validationId', 32));
    const read = { address: proxy, abi: validatorManagerAbi } as const;
    expect(await reader.readContract({ ...read, functionName: 'isValidatorSetInitialized' })).toBe(true);
    expect(await reader.readContract({ ...read, functionName: 'l1TotalWeight' })).toBe(
      SUITE_VALIDATOR_WEIGHT,
    );
    const nodeID = hex(cb58Decode(nodeId.slice('NodeID-'.length), 'nodeId', 20));
    expect(await reader.readContract({ ...read, functionName: 'getNodeValidationID', args: [nodeID] })).toBe(
      id,
    );
    const validator = await reader.readContract({ ...read, functionName: 'getValidator', args: [id] });
    expect(validator).toMatchObject({
      status: VALIDATOR_STATUS.Active,
      nodeID,
      startingWeight: SUITE_VALIDATOR_WEIGHT,
      weight: SUITE_VALIDATOR_WEIGHT,
      endTime: 0n,
    });
    const events = parseEventLogs({
      abi: validatorManagerAbi,
      eventName: 'RegisteredInitialValidator',
      logs,
    });
    expect(events.map((e) => e.args)).toEqual([
      { validationID: id, nodeID, subnetID: settings.subnetID, weight: SUITE_VALIDATOR_WEIGHT },
    ]);
  }
});

/**
 * The P chain's SubnetToL1ConversionMessage of the suite's conversion, signed: the unsigned message, a BitSetSignature
 * naming validator 0 of the L1's canonical set (the node, its only validator) and the node's P-chain signature.
 */
async function signedConversionMessage(conversion: SuiteConversion): Promise<Uint8Array> {
  const unsigned = subnetToL1ConversionMessage(conversion);
  const started = Date.now();
  const signature = await pChainWarpSignature({
    stakingPort,
    networkId: conversion.networkId,
    unsignedMessage: encodeUnsignedWarpMessage(unsigned),
    // ACP-118 justification of a conversion message: the subnet id
    justification: conversion.data.subnetId,
  });
  console.log(`initializeValidatorSet: the P chain's signature in ${Date.now() - started} ms`);
  return encodeWarpMessage({ ...unsigned, signers: Uint8Array.of(0x01), signature });
}

/** ConversionData as ValidatorManager's ABI takes it, from the conversion's fields (bytes as hex). */
function conversionDataArgs({ data }: SuiteConversion) {
  return {
    subnetID: hex(data.subnetId),
    validatorManagerBlockchainID: hex(data.managerChainId),
    validatorManagerAddress: getAddress(hex(data.managerAddress)),
    initialValidators: data.validators.map((v) => ({
      nodeID: hex(v.nodeId),
      blsPublicKey: hex(v.blsPublicKey),
      weight: v.weight,
    })),
  };
}

/** The custom error `call` reverts with (decoded with our ABI), or 'no revert'. */
async function revertName(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'no revert';
  } catch (error) {
    const reverted =
      error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    if (reverted instanceof ContractFunctionRevertedError)
      return reverted.data?.errorName ?? reverted.shortMessage;
    throw error;
  }
}

function hex(bytes: Uint8Array): Hex {
  return `0x${Buffer.from(bytes).toString('hex')}`;
}

function bytes(value: string): Uint8Array {
  return Uint8Array.from(Buffer.from(value.replace(/^0x/, ''), 'hex'));
}

/** A validator that does not exist yet: a random node id, a fresh BLS key (below the curve order) and its proof. */
function newValidator(weight: bigint) {
  const secretKey = randomBytes(32);
  secretKey[0] = (secretKey[0] as number) & 0x3f;
  return { nodeId: new Uint8Array(randomBytes(20)), pop: blsProofOfPossession(secretKey), weight };
}

/** `platform.getL1Validator` of a validation id (given as the manager's bytes32). */
function l1ValidatorOnP(validationID: Hex) {
  return rawRpc<{ nodeID: string; weight: string; subnetID: string; balance: string }>(
    `${url}/ext/bc/P`,
    'platform.getL1Validator',
    { validationID: cb58(bytes(validationID)) },
  );
}
