import { randomBytes } from 'node:crypto';
import {
  cb58,
  createTxClient,
  decodeSignedTx,
  privateKeySigner,
  readPTx,
  type TxClient,
  toHex,
} from '@pkg/txs';
import { blsProofOfPossession } from '@pkg/txs/warp';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectTxDescribedAsNode } from '../src/describedAsNode.js';
import { ERA, EWOQ } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { acceptedTxBytes, txIdOf } from '../src/txsReads.js';

// @pkg/txs auto-renewed staking (ACP-236) on the Helicon node (AvalancheGo v1.15, Helicon active): an auto-renewed
// validator added by the SDK is seen in platform.getCurrentValidators with its authority, period and restake share;
// reconfigured by the SDK (the authority, here another key than the payer, signs last), the node shows the new
// period and share; a period of 0 (leave at the end of the cycle) is accepted too. The node stores the very bytes
// the SDK sent, and they decode as types 40 and 41. Pre-Helicon nodes refuse both types, so this file runs on the
// Helicon suite only. The tests run in order and share what they create.

const AVAX = 1_000_000_000n;
/** A cycle of 2 h: above the custom network's Helicon minimum (1 h, genesis.LocalParams), below its 365 days. */
const PERIOD = 2n * 3600n;

interface AutoRenewedValidator {
  nodeID: string;
  txID: string;
  weight: string;
  validatorAuthority?: { locktime: string; threshold: string; addresses: string[] } | null;
  nextPeriod?: string;
  autoCompoundRewardShares?: string;
}

let url: string;
let txs: TxClient;
const authority = randomAvalancheKey();
const authorityP = authority.xAddress.replace(/^X-/, 'P-');
const p = <T>(method: string, params: unknown = {}) => rawRpc<T>(`${url}/ext/bc/P`, method, params);

async function currentValidator(nodeId: string): Promise<AutoRenewedValidator> {
  const { validators } = await p<{ validators: AutoRenewedValidator[] }>('platform.getCurrentValidators', {
    nodeIDs: [nodeId],
  });
  expect(validators).toHaveLength(1);
  return validators[0] as AutoRenewedValidator;
}

beforeAll(() => {
  url = inject('nodeUrl');
  // ewoq pays; the authority key signs only the config's auth
  txs = createTxClient({
    url,
    signers: [privateKeySigner(EWOQ.privateKeyHex), privateKeySigner(toHex(authority.privateKey))],
  });
});

describe.skipIf(ERA !== 'helicon')('txs.p: auto-renewed validators (Helicon)', () => {
  const nodeId = `NodeID-${cb58(randomBytes(20))}`;
  let validatorTxId: string | undefined;

  test('addAutoRenewedValidator: seen in platform.getCurrentValidators with its authority, period and share', async () => {
    const { publicKey, proofOfPossession } = blsProofOfPossession(Uint8Array.from([0, ...randomBytes(31)]));
    const { txId } = await txs.p.addAutoRenewedValidator({
      nodeId,
      weight: 2_000n * AVAX,
      blsPublicKey: publicKey,
      blsProofOfPossession: proofOfPossession,
      delegationFeeShares: 20_000,
      autoCompoundRewardShares: 300_000,
      period: PERIOD,
      validatorAuthority: { addresses: [authorityP], threshold: 1 },
    });
    validatorTxId = txId;
    const validator = await currentValidator(nodeId);
    expect(validator).toMatchObject({
      nodeID: nodeId,
      txID: txId,
      weight: String(2_000n * AVAX),
      nextPeriod: String(PERIOD),
      autoCompoundRewardShares: '300000',
      validatorAuthority: { locktime: '0', threshold: '1', addresses: [authorityP] },
    });
    const stored = await acceptedTxBytes(url, 'P', txId);
    expect(txIdOf(stored)).toBe(txId);
    expect(decodeSignedTx(stored, 'P', readPTx).unsigned.tx.type).toBe('AddAutoRenewedValidatorTx');
    await expectTxDescribedAsNode(txs, url, 'P', txId); // stake, outputs and fee as the node reports them
  });

  test('setAutoRenewedValidatorConfig: the authority signs last, and the node shows the new period and share', async () => {
    if (validatorTxId === undefined) throw new Error('no validator: the test before failed');
    const unsigned = await txs.p.build.setAutoRenewedValidatorConfig({
      txId: validatorTxId,
      autoCompoundRewardShares: 1_000_000,
      period: 3n * 3600n,
    });
    expect(unsigned.signers.at(-1)).toEqual([Uint8Array.from(authority.addressBytes)]);
    const { txId } = await txs.p.setAutoRenewedValidatorConfig({
      txId: validatorTxId,
      autoCompoundRewardShares: 1_000_000,
      period: 3n * 3600n,
    });
    expect(await currentValidator(nodeId)).toMatchObject({
      txID: validatorTxId,
      nextPeriod: String(3n * 3600n),
      autoCompoundRewardShares: '1000000',
    });
    const stored = await acceptedTxBytes(url, 'P', txId);
    expect(decodeSignedTx(stored, 'P', readPTx).unsigned.tx.type).toBe('SetAutoRenewedValidatorConfigTx');
    await expectTxDescribedAsNode(txs, url, 'P', txId);
  });

  test('setAutoRenewedValidatorConfig with period 0n: the validator leaves at the end of its cycle', async () => {
    if (validatorTxId === undefined) throw new Error('no validator: the test before failed');
    await txs.p.setAutoRenewedValidatorConfig({
      txId: validatorTxId,
      autoCompoundRewardShares: 0,
      period: 0n,
    });
    expect(await currentValidator(nodeId)).toMatchObject({ nextPeriod: '0', autoCompoundRewardShares: '0' });
  });
});
