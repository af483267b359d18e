import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type HostileNode, OWNER, signer, startNode, utxo } from '../../test/hostile/hostileNode.js';
import { AVAX, testContext } from '../../test/pTestContext.js';
import { formatAddress, sortAddresses, type Utxo } from '../codec/index.js';
import { MissingSignerError } from '../errors.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { P_BUILDERS } from '../p/build/index.js';
import { readPTx } from '../p/decodePTx.js';
import { fromHexWithChecksum } from '../shared/hexWithChecksum.js';
import { decodeSignedTx } from '../sign/decodeSignedTx.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { publicKeySigner } from '../sign/publicKeySigner.js';
import type { Signer } from '../sign/Signer.js';
import { txIdOf } from '../sign/signedTxBytes.js';
import type { UnsignedTx } from '../types.js';
import { createTxClient } from './createTxClient.js';
import { createOperations } from './operations.js';

// Three keys, named by their place in an owner (owners' addresses are sorted): FIRST and THIRD sign here, MIDDLE is
// held elsewhere (a publicKeySigner) unless a test says otherwise.
const keys = [1, 2, 3].map((n) => privateKeySigner(`0x${String(n).repeat(64)}`));
const byAddress = new Map(keys.map((k) => [shortIdOf(k.publicKey).join(), k]));
const [FIRST, MIDDLE, THIRD] = sortAddresses(keys.map((k) => shortIdOf(k.publicKey))) as [
  Uint8Array,
  Uint8Array,
  Uint8Array,
];
const keyOf = (a: Uint8Array) => byAddress.get(a.join()) as Signer;
const P = (a: Uint8Array) => formatAddress('P', 'local', a);
const AVAX_1 = 1_000_000_000n;

/** A signer that counts the signatures asked of it. */
function counting(signer: Signer): Signer & { asked: number } {
  const s = {
    publicKey: signer.publicKey,
    asked: 0,
    sign: (r: Parameters<Signer['sign']>[0]) => {
      s.asked++;
      return signer.sign(r);
    },
  };
  return s;
}

/** An AVAX UTXO on P owned `threshold`-of-`addresses`. */
function owned(seed: number, amount: bigint, threshold: number, addresses: Uint8Array[]): Utxo {
  const owners = { locktime: 0n, threshold, addresses };
  return {
    txId: new Uint8Array(32).fill(seed),
    outputIndex: 0,
    assetId: AVAX,
    output: { type: 'TransferOutput', amount, owners },
  };
}

/**
 * The client's operations for `signers` over a test node holding `utxos` (and a subnet owned `threshold`-of-`owner`)
 * that takes every issueTx: `issued` holds what reached it, decoded.
 */
function client(
  signers: Signer[],
  utxos: Utxo[],
  subnet: { owner: Uint8Array[]; threshold: number } = { owner: [FIRST], threshold: 1 },
) {
  const { ctx: base } = testContext({
    utxos,
    subnetOwner: subnet.owner.map(P),
    subnetThreshold: subnet.threshold,
  });
  const issued: UnsignedTx[] = [];
  const ctx = {
    ...base,
    addresses: () => signers.map((s) => shortIdOf(s.publicKey)),
    async call(method: { name: string }, params: unknown) {
      if (method.name === 'platform.issueTx') {
        const bytes = fromHexWithChecksum((params as { tx: string }).tx, 'tx');
        issued.push(decodeSignedTx(bytes, 'P', readPTx).unsigned);
        return { txID: txIdOf(bytes) };
      }
      if (method.name === 'platform.getTxStatus') return { status: 'Committed' };
      return base.call(method as never, params);
    },
  };
  const operate = createOperations({
    url: 'http://127.0.0.1:9650',
    signers,
    context: async () => ctx,
    waitOptions: () => ({}),
    maxFee: AVAX_1,
  });
  const build = (name: keyof typeof P_BUILDERS, args: unknown) =>
    operate.build(name, {}, (c) =>
      (P_BUILDERS[name] as (c: unknown, a: unknown) => Promise<UnsignedTx>)(c, args),
    );
  const run = (name: keyof typeof P_BUILDERS, args: unknown) =>
    operate.run(name, {}, (_c, run) =>
      run('P', (c) => (P_BUILDERS[name] as (c: unknown, a: unknown) => Promise<UnsignedTx>)(c, args)),
    );
  return { build, run, issued };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );
const subnetArgs = { owner: { addresses: [P(FIRST)], threshold: 1 } };
const chainArgs = {
  subnetId: '11111111111111111111111111111111LpoYY',
  name: 'chain',
  vmId: '11111111111111111111111111111111LpoYY',
  genesis: new Uint8Array([1]),
};

describe('build-only operations: any key, the first `threshold` held addresses in the owner order', () => {
  it('a UTXO owned 2-of-3 with every key held: FIRST and MIDDLE, though MIDDLE is held elsewhere', async () => {
    const signers = [keyOf(FIRST), publicKeySigner(keyOf(MIDDLE).publicKey), keyOf(THIRD)];
    const { build } = client(signers, [owned(1, 10n * AVAX_1, 2, [FIRST, MIDDLE, THIRD])]);
    const unsigned = await build('createSubnet', subnetArgs);
    expect(unsigned.signers).toEqual([[FIRST, MIDDLE]]);
  });

  it('an owner 2-of-3 where one key signs here and one elsewhere (the third unknown): both chosen', async () => {
    const signers = [keyOf(FIRST), publicKeySigner(keyOf(MIDDLE).publicKey)];
    const subnet = { owner: [FIRST, MIDDLE, THIRD], threshold: 2 };
    const { build } = client(signers, [owned(1, 10n * AVAX_1, 1, [FIRST])], subnet);
    const unsigned = await build('createChain', chainArgs);
    expect(unsigned.signers).toEqual([[FIRST], [FIRST, MIDDLE]]);
  });
});

describe('operations that issue: the keys that sign here when they can', () => {
  it('a UTXO owned 2-of-3 by FIRST, MIDDLE (elsewhere) and THIRD is signed by FIRST and THIRD', async () => {
    const signers = [
      counting(keyOf(FIRST)),
      publicKeySigner(keyOf(MIDDLE).publicKey),
      counting(keyOf(THIRD)),
    ];
    const { run, issued } = client(signers, [owned(1, 10n * AVAX_1, 2, [FIRST, MIDDLE, THIRD])]);
    await run('createSubnet', subnetArgs);
    expect(issued.map((u) => u.signers)).toEqual([[[FIRST, THIRD]]]);
  });

  it('a subnet owned 2-of-3 the same way: its auth is signed by FIRST and THIRD', async () => {
    const signers = [keyOf(FIRST), publicKeySigner(keyOf(MIDDLE).publicKey), keyOf(THIRD)];
    const subnet = { owner: [FIRST, MIDDLE, THIRD], threshold: 2 };
    const { run, issued } = client(signers, [owned(1, 10n * AVAX_1, 1, [FIRST])], subnet);
    await run('createChain', chainArgs);
    expect(issued[0]?.signers).toEqual([[FIRST], [FIRST, THIRD]]);
  });

  it('spends a smaller UTXO the keys here can sign rather than a larger one that needs a key held elsewhere', async () => {
    const signers = [keyOf(FIRST), publicKeySigner(keyOf(MIDDLE).publicKey)];
    const large = owned(1, 100n * AVAX_1, 2, [FIRST, MIDDLE]);
    const small = owned(2, 2n * AVAX_1, 1, [FIRST]);
    const { build, run, issued } = client(signers, [large, small]);
    expect((await build('send', { amount: AVAX_1 })).signers).toEqual([[FIRST, MIDDLE]]); // build-only: the largest
    await run('send', { amount: AVAX_1 });
    expect(issued[0]?.signers).toEqual([[FIRST]]);
  });

  it('only a key held elsewhere can do it: MissingSignerError naming it, before any signer is asked or anything is issued', async () => {
    const first = counting(keyOf(FIRST));
    const signers = [first, publicKeySigner(keyOf(MIDDLE).publicKey)];
    // the funds need MIDDLE
    const funds = client(signers, [owned(1, 10n * AVAX_1, 2, [FIRST, MIDDLE])]);
    const error = await failure(funds.run('createSubnet', subnetArgs));
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect((error as MissingSignerError).addresses).toEqual([P(MIDDLE)]);
    expect(funds.issued).toEqual([]);
    // the subnet's owner needs MIDDLE
    const subnet = { owner: [MIDDLE], threshold: 1 };
    const auth = client(signers, [owned(1, 10n * AVAX_1, 1, [FIRST])], subnet);
    const refused = await failure(auth.run('createChain', chainArgs));
    expect(MissingSignerError.isInstance(refused)).toBe(true);
    expect((refused as MissingSignerError).addresses).toEqual([P(MIDDLE)]);
    expect(auth.issued).toEqual([]);
    expect(first.asked).toBe(0);
  });
});

describe('on X, through the client: the keys that sign here first', () => {
  let node: HostileNode;
  beforeEach(async () => {
    node = await startNode();
  });
  afterEach(() => node.close());
  // the first signer is held elsewhere; the hostile node's signer (OWNER) signs here
  const elsewhere = publicKeySigner(keyOf(MIDDLE).publicKey);
  const txs = () => createTxClient({ url: node.url, signers: [elsewhere, signer], retry: false });

  it('a send spends the UTXO the key here signs for, not a larger one only the key elsewhere can sign; change to the first signer', async () => {
    const mine = utxo(3n * AVAX_1);
    const theirs = {
      ...utxo(50n * AVAX_1),
      output: { ...mine.output, owners: { locktime: 0n, threshold: 1, addresses: [MIDDLE] } },
    } as Utxo;
    node.state.utxos.X = [theirs, mine];
    await txs().send({ chain: 'X', amount: AVAX_1 });
    const tx = node.issued[0]?.tx as unknown as {
      inputs: { txId: Uint8Array }[];
      outputs: { output: { owners: { addresses: Uint8Array[] } } }[];
    };
    expect(tx.inputs.map((i) => i.txId)).toEqual([mine.txId]);
    expect(tx.outputs.map((o) => o.output.owners.addresses)).toEqual([[MIDDLE], [MIDDLE]]); // sent and change
  });

  it('only the key elsewhere holds enough: MissingSignerError naming it, nothing issued', async () => {
    const mine = utxo(3n * AVAX_1);
    node.state.utxos.X = [
      {
        ...mine,
        output: { ...mine.output, owners: { locktime: 0n, threshold: 1, addresses: [MIDDLE] } },
      } as Utxo,
    ];
    const error = await failure(txs().send({ chain: 'X', amount: AVAX_1 }));
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect((error as MissingSignerError).addresses).toEqual([formatAddress('X', 'local', MIDDLE)]);
    expect(node.issued).toEqual([]);
  });

  it('a cross-chain move exports to the key here in shared memory, so the import can be signed', async () => {
    node.state.utxos.X = [utxo(10n * AVAX_1)];
    await failure(txs().crossChain({ from: 'X', to: 'P', amount: 2n * AVAX_1 })); // this node keeps no shared memory
    const tx = node.issued[0]?.tx as unknown as {
      exportedOutputs: { output: { owners: { addresses: Uint8Array[] } } }[];
    };
    expect(tx.exportedOutputs[0]?.output.owners.addresses).toEqual([OWNER]);
  });
});
