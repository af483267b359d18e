// `send({ to })` and `crossChain({ recipient })` given an owner `{ addresses, threshold, locktime? }`: checked field by
// field before anything is sent, and written into the output with its addresses sorted (the codec's order), as the
// node reads the tx back from the bytes issued.
import { ValidationError } from '@pkg/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AVAX_1, type HostileNode, OWNER, signer, startNode, utxo } from '../../test/hostile/hostileNode.js';
import { formatAddress, type OutputOwners, sortAddresses } from '../codec/index.js';
import { decodePTx } from '../p/decodePTx.js';
import { createTxClient } from './createTxClient.js';

// three addresses listed out of their sorted order
const [A, B, C] = sortAddresses([7, 3, 5].map((n) => new Uint8Array(20).fill(n))) as [
  Uint8Array,
  Uint8Array,
  Uint8Array,
];
const on = (chain: 'X' | 'P', ...ids: Uint8Array[]) =>
  ids.map((id) => formatAddress(chain, 'local', id as Uint8Array));
const sorted = (threshold: number, locktime = 0n): OutputOwners => ({
  locktime,
  threshold,
  addresses: [A, B, C] as Uint8Array[],
});
/** The owners of a tx's outputs of exactly `amount` nAVAX (change and other outputs left out). */
function ownersPaid(tx: { outputs: { output: { type: string } }[] }, amount: bigint): OutputOwners[] {
  return tx.outputs
    .map((o) => o.output as { type: string; amount?: bigint; owners?: OutputOwners })
    .filter((o) => o.type === 'TransferOutput' && o.amount === amount)
    .map((o) => o.owners as OutputOwners);
}

describe('an owner as the recipient: checked before anything is sent', () => {
  const sent: string[] = [];
  const txs = createTxClient({
    url: 'http://127.0.0.1:9650',
    signers: [signer],
    networkId: 12345,
    fetch: (async (input: RequestInfo | URL) => {
      sent.push(String(input));
      throw new Error('nothing may be sent');
    }) as typeof fetch,
  });
  const field = (call: Promise<unknown>) =>
    call.then(
      () => 'sent',
      (e: unknown) => (ValidationError.isInstance(e) ? e.field : String(e)),
    );
  const to = (owner: Record<string, unknown>) => txs.send({ chain: 'X', amount: 1n, to: owner as never });

  it('send: each bad field named (address, chain, network, duplicate, threshold, locktime, unknown key)', async () => {
    expect(await field(to({ addresses: [on('X', A)[0], 'X-local1nope'], threshold: 1 }))).toBe(
      'to.addresses[1]',
    );
    expect(await field(to({ addresses: on('P', A), threshold: 1 }))).toBe('to.addresses[0]');
    const fuji = formatAddress('X', 'fuji', A as Uint8Array);
    expect(await field(to({ addresses: [fuji], threshold: 1 }))).toBe('to.addresses[0]');
    expect(await field(to({ addresses: on('X', A, B, A), threshold: 1 }))).toBe('to.addresses[2]');
    expect(await field(to({ addresses: on('X', A, B), threshold: 0 }))).toBe('to.threshold');
    expect(await field(to({ addresses: on('X', A, B), threshold: 3 }))).toBe('to.threshold');
    expect(await field(to({ addresses: on('X', A, B), threshold: 1.5 }))).toBe('to.threshold');
    expect(await field(to({ addresses: on('X', A), threshold: 1, locktime: -1n }))).toBe('to.locktime');
    expect(await field(to({ addresses: on('X', A), threshold: 1, locktime: 5 }))).toBe('to.locktime');
    expect(await field(to({ addresses: [], threshold: 1 }))).toBe('to.addresses');
    expect(await field(to({ addresses: on('X', A), threshold: 1, owner: 'x' }))).toBe('to.owner');
    expect(await field(txs.send({ chain: 'X', amount: 1n, to: 7 as never }))).toBe('to');
    expect(sent).toEqual([]);
  });

  it('crossChain: an owner on X or P is checked the same way; on C it is refused, saying why', async () => {
    const owner = { addresses: on('P', A, B), threshold: 3 };
    expect(await field(txs.crossChain({ from: 'X', to: 'P', amount: 1n, recipient: owner }))).toBe(
      'recipient.threshold',
    );
    const toC = txs.crossChain({
      from: 'X',
      to: 'C',
      amount: 1n,
      recipient: { addresses: on('X', A), threshold: 1 },
    });
    const error = await toC.catch((e: unknown) => e);
    expect(ValidationError.isInstance(error) && error.field).toBe('recipient');
    expect((error as Error).message).toMatch(/an import to C credits one EVM account/);
    expect(await field(txs.importPending({ from: 'P', to: 'C', recipient: owner }))).toBe('recipient');
    expect(sent).toEqual([]);
  });
});

describe('an owner as the recipient: the output carries it, sorted', () => {
  let node: HostileNode;
  beforeEach(async () => {
    node = await startNode();
    node.state.utxos.X = [utxo(100n * AVAX_1)];
    node.state.utxos.P = [utxo(100n * AVAX_1)];
  });
  afterEach(() => node.close());
  const client = () => createTxClient({ url: node.url, signers: [signer], retry: false });

  it('send on X and on P: one output to the owner (2-of-3, locked), its addresses sorted', async () => {
    const txs = client();
    const owner = { addresses: on('X', C, A, B), threshold: 2, locktime: 1_900_000_000n };
    await txs.send({ chain: 'X', amount: AVAX_1, to: owner });
    await txs.send({ chain: 'P', amount: AVAX_1, to: { ...owner, addresses: on('P', B, C, A) } });
    const [x, p] = node.issued.map((i) => i.tx as never);
    expect(node.issued.map((i) => i.method)).toEqual(['avm.issueTx', 'platform.issueTx']);
    expect(ownersPaid(x as never, AVAX_1)).toEqual([sorted(2, 1_900_000_000n)]);
    expect(ownersPaid(p as never, AVAX_1)).toEqual([sorted(2, 1_900_000_000n)]);
  });

  it('txs.p.build.send: the unsigned bytes carry the owner too', async () => {
    const unsigned = await client().p.build.send({
      amount: AVAX_1,
      to: { addresses: on('P', C, B, A), threshold: 3 },
    });
    expect(ownersPaid(decodePTx(unsigned.bytes) as never, AVAX_1)).toEqual([sorted(3)]);
  });

  it('crossChain X to P and P to X: the export owned by the signer, the import output by the owner', async () => {
    const txs = client();
    // the hostile node keeps no shared memory: put the export's UTXO there as the node would
    for (const [from, to] of [
      ['X', 'P'],
      ['P', 'X'],
    ] as const) {
      node.issued.length = 0;
      node.state.atomic[to] = [utxo(5n * AVAX_1)];
      const recipient = { addresses: on(to, B, C, A), threshold: 2 };
      await txs.importPending({ from, to, recipient });
      const imported = node.issued[0]?.tx as unknown as { outputs: { output: { owners: OutputOwners } }[] };
      expect(imported.outputs.map((o) => o.output.owners)).toEqual([sorted(2)]);
    }
    // the whole move: the export owned in shared memory by the signer, the import's output by the owner (the hostile
    // node puts an accepted export's outputs in the destination's shared memory, as a node does)
    node.issued.length = 0;
    node.state.atomic.P = [];
    const recipient = { addresses: on('P', A, B), threshold: 1 };
    await txs.crossChain({ from: 'X', to: 'P', amount: 2n * AVAX_1, recipient });
    expect(node.issued.map((i) => i.method)).toEqual(['avm.issueTx', 'platform.issueTx']);
    const imported = node.issued[1]?.tx as unknown as { outputs: { output: { owners: OutputOwners } }[] };
    expect(imported.outputs.map((o) => o.output.owners.addresses.length)).toEqual([2]);
    expect(imported.outputs[0]?.output.owners.threshold).toBe(1);
    const exported = node.issued[0]?.tx as unknown as {
      exportedOutputs: { output: { owners: OutputOwners } }[];
    };
    expect(exported.exportedOutputs[0]?.output.owners.addresses).toEqual([OWNER]);
  });
});
