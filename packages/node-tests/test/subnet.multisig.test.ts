import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildXBaseTx,
  cb58,
  completeTx,
  createTxClient,
  decodeTxEnvelope,
  describeTx,
  encodeTxEnvelope,
  FeeTooHighError,
  formatAddress,
  MissingSignerError,
  privateKeySigner,
  publicKeySigner,
  type Signer,
  shortIdOf,
  signEnvelope,
  type TxClient,
  type TxContext,
  transferOutput,
  ValidationError,
} from '@pkg/txs';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectDescribedAsNodeReports, expectTxDescribedAsNode } from '../src/describedAsNode.js';
import { EWOQ } from '../src/localNetwork.js';
import { readEnvelope, signOffline } from '../src/offlineSign.js';
import { rawRpc } from '../src/rawRpc.js';
import { subnetEvmGenesis } from '../src/subnetGenesis.js';
import { SUBNET_EVM_VM_ID } from '../src/subnetTxs.js';
import { acceptedTxBytes, pBalance, txIdOf, xBalance } from '../src/txsReads.js';

// Offline and multi-party signing on the real node: a subnet owned 2 of 3 (keys A, B, C). A client holding A's key
// and only B's public key builds each tx; A signs; the envelope goes to a file; B signs it in a second Node process
// whose fetch throws; the tx is completed, issued and accepted. describeTx's fee is what the node charged (the
// payer's balance before and after), and its outputs are what the node stores.

const url = inject('nodeUrl');
const MAX_FEE = 50_000_000n;
const hexKey = () => `0x${randomBytes(32).toString('hex')}`;
const keyB = hexKey();
const keyC = hexKey();
const a: Signer = privateKeySigner(EWOQ.privateKeyHex);
const b = privateKeySigner(keyB);
const c = privateKeySigner(keyC);
let full: TxClient;
let ab: TxClient;
let ctx: TxContext;
let dir: string;
const pAddress = (s: Signer) => formatAddress('P', ctx.hrp, shortIdOf(s.publicKey));
/** The network's AVAX: the suite's network id (1337) is none describeTx knows by itself. */
const known = () => ({ avaxAssetId: ctx.avaxAssetId });
const p = <T>(method: string, params: unknown) => rawRpc<T>(`${url}/ext/bc/P`, method, params);

beforeAll(async () => {
  full = createTxClient({ url, signers: [a] });
  ab = createTxClient({ url, signers: [a, publicKeySigner(b.publicKey)] });
  ctx = await full.context();
  dir = await mkdtemp(path.join(tmpdir(), 'sdk-envelope-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}: an earlier test failed`);
  return value;
}

/**
 * A signs here, B in a process with no network: returns the completed tx after checking what each side saw.
 */
async function signByAThenOfflineB(unsigned: Parameters<TxClient['sign']>[0], file: string) {
  const partly = await ab.sign(unsigned);
  expect('txId' in partly).toBe(false); // B's signature is owed: a PartlySignedTx
  const before = describeTx(partly, known()).signers;
  expect(before).toContainEqual({ address: pAddress(a), signed: true });
  expect(before).toContainEqual({ address: pAddress(b), signed: false });
  // issued before B signs: refused here, naming B, before anything reaches the node
  const early = await ab.issue(partly).catch((e: unknown) => e);
  expect(MissingSignerError.isInstance(early) && early.addresses).toEqual([pAddress(b)]);
  const seen = await signOffline(file, keyB, {
    maxFee: MAX_FEE,
    envelope: encodeTxEnvelope(partly),
    avaxAssetId: cb58(ctx.avaxAssetId),
  });
  expect(seen.networkCalls).toBe(0);
  const signed = completeTx(decodeTxEnvelope(await readEnvelope(file)));
  expect(describeTx(signed, known()).signers.every((s) => s.signed)).toBe(true);
  expect(seen.fee).toBe(describeTx(signed, known()).fee);
  return signed;
}

describe('a subnet owned 2 of 3, its txs signed by A here and by B offline', () => {
  let subnetId: string | undefined;

  test('createSubnet with the 2-of-3 owner (platform.getSubnet lists the three keys, threshold 2)', async () => {
    const owner = { addresses: [pAddress(a), pAddress(b), pAddress(c)], threshold: 2 };
    ({ subnetId } = await full.p.createSubnet({ owner }));
    const subnet = await p<{ controlKeys: string[]; threshold: string }>('platform.getSubnet', {
      subnetID: subnetId,
    });
    expect([...subnet.controlKeys].sort()).toEqual([...owner.addresses].sort());
    expect(subnet.threshold).toBe('2');
  });

  test('createChain: built with A and B public, signed by A, then by B offline, issued and accepted; the fee the node charged is describeTx fee', async () => {
    const unsigned = await ab.p.build.createChain({
      subnetId: need(subnetId, 'subnet'),
      name: 'multisigchain',
      vmId: SUBNET_EVM_VM_ID,
      genesis: new TextEncoder().encode(JSON.stringify(subnetEvmGenesis())),
    });
    const signed = await signByAThenOfflineB(unsigned, path.join(dir, 'createChain.json'));
    const payer = pAddress(a);
    const balanceBefore = await pBalance(url, payer);
    await ab.issue(signed);
    await ab.wait(signed);
    expect(txIdOf(await acceptedTxBytes(url, 'P', signed.txId))).toBe(signed.txId);
    expect(Buffer.from(await acceptedTxBytes(url, 'P', signed.txId)).equals(Buffer.from(signed.bytes))).toBe(
      true,
    );
    expect(balanceBefore - (await pBalance(url, payer))).toBe(describeTx(signed, known()).fee);
    await expectDescribedAsNodeReports(url, signed, ctx.avaxAssetId);
    const { blockchains } = await p<{ blockchains: { id: string; subnetID: string; name: string }[] }>(
      'platform.getBlockchains',
      {},
    );
    expect(blockchains).toContainEqual(expect.objectContaining({ id: signed.txId, subnetID: subnetId }));
  });

  test('transferSubnetOwnership to C alone, the same way; platform.getSubnet then lists C, threshold 1', async () => {
    const unsigned = await ab.p.build.transferSubnetOwnership({
      subnetId: need(subnetId, 'subnet'),
      owner: { addresses: [pAddress(c)], threshold: 1 },
    });
    const signed = await signByAThenOfflineB(unsigned, path.join(dir, 'transfer.json'));
    await ab.issue(signed);
    await ab.wait(signed);
    const subnet = await p<{ controlKeys: string[]; threshold: string }>('platform.getSubnet', {
      subnetID: subnetId,
    });
    expect(subnet).toMatchObject({ controlKeys: [pAddress(c)], threshold: '1' });
    await expectDescribedAsNodeReports(url, signed, ctx.avaxAssetId);
    // what describeTx showed the signers is what the node stored: the new owner
    expect(describeTx(signed, known())).toMatchObject({ type: 'TransferSubnetOwnershipTx' });
  });

  test('after the transfer, a client holding A and B cannot authorize for the subnet: MissingSignerError naming C', async () => {
    const error = await ab.p.build
      .transferSubnetOwnership({
        subnetId: need(subnetId, 'subnet'),
        owner: { addresses: [pAddress(a)], threshold: 1 },
      })
      .catch((e: unknown) => e);
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect((error as MissingSignerError).addresses).toEqual([pAddress(c)]);
  });
});

describe('an X output owned 2 of 3 (A, B, C), spent with B signing here and C offline', () => {
  const AMOUNT = 3_000_000n;
  const xAddress = (s: Signer) => formatAddress('X', ctx.hrp, shortIdOf(s.publicKey));
  const recipient = privateKeySigner(hexKey());

  test('send to the owner: the output avm.getTx reports carries the three addresses, threshold 2', async () => {
    const owner = { addresses: [xAddress(a), xAddress(b), xAddress(c)], threshold: 2 };
    const { txId } = await full.send({ chain: 'X', to: owner, amount: AMOUNT });
    await expectTxDescribedAsNode(full, url, 'X', txId);
    const { tx } = await rawRpc<{
      tx: { unsignedTx: { outputs: { output: { addresses: string[]; threshold: number } }[] } };
    }>(`${url}/ext/bc/X`, 'avm.getTx', { txID: txId, encoding: 'json' });
    // the node lists an owner's addresses in short-id order: compare them as sets
    const owners = tx.unsignedTx.outputs.map((o) => ({
      addresses: [...o.output.addresses].sort(),
      threshold: o.output.threshold,
    }));
    expect(owners).toContainEqual({ addresses: [...owner.addresses].sort(), threshold: 2 });
  });

  test('a client with the key of B and the public key of C builds the spend; B signs, C signs in a process with no network; accepted', async () => {
    const bc = createTxClient({ url, signers: [b, publicKeySigner(c.publicKey)] });
    const bcx = await bc.context();
    const mine = [xAddress(b), xAddress(c)];
    const utxos = await bcx.utxos('X', mine);
    expect(utxos).toHaveLength(1); // only the 2-of-3 output: B and C hold nothing else
    const { txFee } = await rawRpc<{ txFee: string }>(`${url}/ext/bc/X`, 'avm.getTxFee', {});
    const unsigned = buildXBaseTx(bcx, {
      utxos,
      from: [shortIdOf(b.publicKey), shortIdOf(c.publicKey)],
      fee: BigInt(txFee),
      outputs: [
        transferOutput(bcx.avaxAssetId, AMOUNT - BigInt(txFee), {
          addresses: [shortIdOf(recipient.publicKey)],
          threshold: 1,
          locktime: 0n,
        }),
      ],
    });
    const partly = await bc.sign(unsigned);
    expect('txId' in partly).toBe(false);
    expect(describeTx(partly, known()).signers).toEqual(
      expect.arrayContaining([
        { address: xAddress(b), signed: true },
        { address: xAddress(c), signed: false },
      ]),
    );
    const file = path.join(dir, 'xspend.json');
    const seen = await signOffline(file, keyC, {
      maxFee: MAX_FEE,
      envelope: encodeTxEnvelope(partly),
      avaxAssetId: cb58(ctx.avaxAssetId),
    });
    expect(seen).toMatchObject({ networkCalls: 0, type: 'BaseTx', fee: BigInt(txFee) });
    const signed = completeTx(decodeTxEnvelope(await readEnvelope(file)));
    await bc.issue(signed);
    await bc.wait(signed);
    expect(await xBalance(url, xAddress(recipient))).toBe(AMOUNT - BigInt(txFee));
    await expectDescribedAsNodeReports(url, signed, ctx.avaxAssetId);
  });
});

describe('hostile envelopes of a real tx are refused before any signer is asked', () => {
  test('changed bytes, a swapped chain, an extra credential, a fee over maxFee', async () => {
    const owner = { addresses: [pAddress(a)], threshold: 1 };
    const unsigned = await ab.p.build.createSubnet({ owner });
    // signed by A: a changed byte no longer matches A's signature
    const text = encodeTxEnvelope(await ab.sign(unsigned));
    const envelope = JSON.parse(text) as { chain: string; unsignedTx: string; credentials: unknown[] };
    let asked = 0;
    const counting: Signer = {
      publicKey: a.publicKey,
      sign: (r) => {
        asked++;
        return a.sign(r);
      },
    };
    const flipped = `${envelope.unsignedTx.slice(0, -2)}${envelope.unsignedTx.endsWith('00') ? '01' : '00'}`;
    const variants = [
      { ...envelope, unsignedTx: flipped },
      { ...envelope, chain: 'X' },
      { ...envelope, credentials: [...envelope.credentials, envelope.credentials[0]] },
    ];
    for (const variant of variants) {
      expect(() => decodeTxEnvelope(JSON.stringify(variant))).toThrow(ValidationError);
    }
    await expect(
      signEnvelope(decodeTxEnvelope(text), [counting], { maxFee: 1n, ...known() }),
    ).rejects.toThrow(FeeTooHighError);
    expect(asked).toBe(0);
  });
});
