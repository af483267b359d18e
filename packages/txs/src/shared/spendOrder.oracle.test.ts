// The SDK's UTXO selection policy (the largest first; on P, dust left out) against @avalabs/avalanchejs 5.2.0, with
// the UTXOs listed in an order that differs from their size order (dust, small, large, medium). The policy decides
// which UTXOs are spent: these tests pin that choice, so they fail if the policy changes. Where the oracle applies,
// the tx is the one avalanchejs builds when handed the same choice (same bytes), and avalanchejs reads our bytes back
// to the same inputs.
import { describe, expect, it } from 'vitest';
import { ajs, ORACLE, EWOQ_KEY as X_EWOQ_KEY } from '../../test/avalanchejs.js';
import { base58check } from '../../test/base58check.js';
import { expectSameSigned } from '../../test/expectSameSigned.js';
import { ajsContext, ajsUtxo } from '../../test/oracleContext.js';
import { oracleCommon, oracleContext, PRICE } from '../../test/pOracle.js';
import { AVAX, avaxUtxo, testContext } from '../../test/pTestContext.js';
import { cb58, encodeUtxo, toHex, type Utxo } from '../codec/index.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { P_BUILDERS } from '../p/build/index.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { buildXBaseTx } from '../x/buildXBaseTx.js';
import { readXTx } from '../x/codec.js';
import { transferOutput } from './transferOutput.js';

const AVAX_1 = 1_000_000_000n;
const to = new Uint8Array(20).fill(7);

/** The UTXO ids (hex of tx id, output index) of avalanchejs's tx inputs, in tx order. */
function ajsInputIds(tx: {
  getInputs(): { utxoID: { txID: { toBytes(): Uint8Array }; outputIdx: { value(): number } } }[];
}) {
  return tx.getInputs().map((i) => `${toHex(i.utxoID.txID.toBytes())}:${i.utxoID.outputIdx.value()}`);
}
/** The same ids of our inputs. */
const ids = (inputs: readonly { txId: Uint8Array; outputIndex: number }[]) =>
  inputs.map((i) => `${toHex(i.txId)}:${i.outputIndex}`);
/** By size, the largest first: the order this SDK's spend tries them. */
const bySize = (utxos: Utxo[]) =>
  [...utxos].sort((a, b) => {
    const amount = (u: Utxo) => (u.output.type === 'TransferOutput' ? u.output.amount : 0n);
    return amount(a) > amount(b) ? -1 : amount(a) < amount(b) ? 1 : 0;
  });

describe('UTXO selection: the largest first, whatever the order the node lists them in', () => {
  it('P: dust, small, large, medium listed; a 5 AVAX send spends the large one alone (avalanchejs, in that order, also spends the dust and the small one)', async () => {
    const dust = avaxUtxo(4, 1n);
    const small = avaxUtxo(1, AVAX_1 / 2n);
    const large = avaxUtxo(2, 30n * AVAX_1);
    const medium = avaxUtxo(3, 7n * AVAX_1);
    const listed = [dust, small, large, medium];
    const { ctx } = testContext({ utxos: listed });
    const ours = await P_BUILDERS.send(ctx, { amount: 5n * AVAX_1, gasPrice: PRICE });
    expect(ids(ours.tx.inputs)).toEqual(ids([large]));

    const output = () => [
      ajs.TransferableOutput.fromNative(cb58(AVAX), 5n * AVAX_1, [ctx.addresses('P')[0]]),
    ];
    // handed the UTXOs in our order, avalanchejs builds the very same tx
    const same = ajs.pvm.e.newBaseTx({ ...oracleCommon(bySize(listed)), outputs: output() }, oracleContext);
    expect(toHex(ours.bytes)).toBe(toHex(same.toBytes()));
    // and reads our bytes back to the same inputs
    const decoded = ajs.utils.unpackWithManager('PVM', ours.bytes);
    expect(ajsInputIds(decoded)).toEqual(ids([large]));
    // in the listed order it takes the dust and the small one before the large one: not this SDK's choice
    const listedOrder = ajs.pvm.e.newBaseTx({ ...oracleCommon(listed), outputs: output() }, oracleContext);
    expect(ajsInputIds(listedOrder.getTx())).toEqual(ids([small, large, dust])); // sorted by UTXO id
  });

  it('X: dust, small, large, medium listed; a 5 AVAX send spends the large one alone, the bytes avalanchejs builds from that choice', async () => {
    const me = shortIdOf(privateKeySigner(X_EWOQ_KEY).publicKey);
    const owner = { locktime: 0n, threshold: 1, addresses: [me] };
    const utxo = (seed: number, amount: bigint): Utxo => ({
      txId: new Uint8Array(32).fill(seed),
      outputIndex: 0,
      assetId: ORACLE.avaxAssetId,
      output: { type: 'TransferOutput', amount, owners: owner },
    });
    const [dust, small, large, medium] = [
      utxo(4, 1n),
      utxo(1, AVAX_1 / 2n),
      utxo(2, 30n * AVAX_1),
      utxo(3, 7n * AVAX_1),
    ];
    const listed = [dust, small, large, medium];
    const out = transferOutput(ORACLE.avaxAssetId, 5n * AVAX_1, {
      locktime: 0n,
      threshold: 1,
      addresses: [to],
    });
    const ours = buildXBaseTx(ORACLE, { utxos: listed, from: [me], fee: 1_000_000n, outputs: [out] });
    expect(ids(ours.tx.inputs)).toEqual(ids([large]));
    const theirs = (utxos: Utxo[]) =>
      ajs.avm.newBaseTx(
        ajsContext(),
        [me],
        utxos.map((u) => ajsUtxo(encodeUtxo(u, 'X'), 'AVM')),
        [ajs.TransferableOutput.fromNative(base58check(ORACLE.avaxAssetId), 5n * AVAX_1, [to])],
      );
    await expectSameSigned(ours, theirs(bySize(listed)), 'X', readXTx);
    expect(ajsInputIds(theirs(listed).getTx())).toEqual(ids([small, large, dust]));
  });
});
