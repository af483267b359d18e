/**
 * `pnpm bench` section `txs`: build + sign time per transaction, @pkg/txs against avalanchejs 5.2.0 for the same
 * job on the same UTXOs (an X BaseTx with change, a C atomic ImportTx), median of rounds. No network: both sides
 * get the context and UTXOs in memory.
 */
import { performance } from 'node:perf_hooks';
import * as avalanchejs from '@avalabs/avalanchejs';
import {
  buildCImportTx,
  buildXBaseTx,
  cb58,
  encodeUtxo,
  privateKeySigner,
  shortIdOf,
  signTx,
  type TxContext,
  transferOutput,
  type Utxo,
} from '@pkg/txs';
import { fmt, median, table } from './stats.ts';

// avalanchejs 5.2.0's declarations do not type its namespaces' members the way they run; the bench calls them as
// its own tests do.
// biome-ignore lint/suspicious/noExplicitAny: the oracle's runtime shape, as documented by its README
const ajs: any = avalanchejs;

const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const signer = privateKeySigner(EWOQ_KEY);
const me = shortIdOf(signer.publicKey);
const owner = { locktime: 0n, threshold: 1, addresses: [me] };
const id = (byte: number) => new Uint8Array(32).fill(byte);

/** The local network's context, in memory. */
const ctx = {
  networkId: 12345,
  hrp: 'local',
  avaxAssetId: id(0xaa),
  chainIds: { X: id(1), P: new Uint8Array(32), C: id(3) },
  now: () => 1_700_000_000n,
  maxInputs: 256,
} as TxContext;

/** avalanchejs's Context for the same network. */
const ajsContext = {
  networkID: ctx.networkId,
  hrp: ctx.hrp,
  xBlockchainID: cb58(ctx.chainIds.X),
  pBlockchainID: cb58(ctx.chainIds.P),
  cBlockchainID: cb58(ctx.chainIds.C),
  avaxAssetID: cb58(ctx.avaxAssetId),
  baseTxFee: 1_000_000n,
  createAssetTxFee: 10_000_000n,
  platformFeeConfig: undefined,
};

/** `count` UTXOs of 1 AVAX owned by ewoq, and avalanchejs's reading of the same bytes. */
function utxoSet(count: number, vm: 'AVM' | 'EVM'): { ours: Utxo[]; theirs: unknown[] } {
  const ours = Array.from({ length: count }, (_, i) => ({
    txId: id(i + 10),
    outputIndex: i,
    assetId: ctx.avaxAssetId,
    output: { type: 'TransferOutput' as const, amount: 1_000_000_000n, owners: owner },
  }));
  const codec = ajs.utils.getManagerForVM(vm).getDefaultCodec();
  const theirs = ours.map((u) => ajs.Utxo.fromBytes(encodeUtxo(u, 'X').subarray(2), codec)[0]);
  return { ours, theirs };
}

/** Microseconds per call of `job` over `n` calls. */
async function timeCalls(job: () => Promise<unknown>, n: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i++) await job();
  return ((performance.now() - start) * 1000) / n;
}

/**
 * Median microseconds per call of each of two jobs, after a warm-up of both; their rounds alternate, so a busy
 * moment of the machine falls on both alike.
 */
async function perCallPair(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  n: number,
  rounds: number,
): Promise<[number, number]> {
  await timeCalls(a, 50);
  await timeCalls(b, 50);
  const ta: number[] = [];
  const tb: number[] = [];
  for (let r = 0; r < rounds; r++) {
    ta.push(await timeCalls(a, n));
    tb.push(await timeCalls(b, n));
  }
  return [median(ta), median(tb)];
}

/** The section's table: µs per build + sign, ours and avalanchejs's, for each job. */
export async function txsBench(
  n = 200,
  rounds = 5,
): Promise<{ text: string; rows: [string, number, number][] }> {
  const key = ajs.utils.hexToBuffer(EWOQ_KEY);
  const x = utxoSet(3, 'AVM');
  const c = utxoSet(2, 'EVM');
  const recipient = id(0x44).subarray(0, 20);
  const account = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
  const jobs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'X BaseTx, 2 inputs of 3, change (build + sign)',
      () =>
        signTx(
          buildXBaseTx(ctx, {
            utxos: x.ours,
            from: [me],
            fee: 1_000_000n,
            outputs: [transferOutput(ctx.avaxAssetId, 1_500_000_000n, { ...owner, addresses: [recipient] })],
          }),
          [signer],
        ),
      async () => {
        const tx = ajs.avm.newBaseTx(ajsContext, [me], x.theirs, [
          ajs.TransferableOutput.fromNative(ajsContext.avaxAssetID, 1_500_000_000n, [recipient]),
        ]);
        await ajs.addTxSignatures({ unsignedTx: tx, privateKeys: [key] });
        return tx.getSignedTx();
      },
    ],
    [
      'C ImportTx, 2 atomic inputs (build + sign)',
      () =>
        signTx(
          buildCImportTx(ctx, {
            source: 'X',
            atomicUtxos: c.ours,
            from: [me],
            to: account,
            baseFeeWei: 25_000_000_000n,
          }),
          [signer],
        ),
      async () => {
        const tx = ajs.evm.newImportTx(
          ajsContext,
          ajs.utils.hexToBuffer(account),
          [me],
          c.theirs,
          ajsContext.xBlockchainID,
          25n,
        );
        await ajs.addTxSignatures({ unsignedTx: tx, privateKeys: [key] });
        return tx.getSignedTx();
      },
    ],
  ];
  const rows: [string, number, number][] = [];
  for (const [name, ours, theirs] of jobs) {
    rows.push([name, ...(await perCallPair(ours, theirs, n, rounds))]);
  }
  const text = table(
    ['tx (median of rounds)', '@pkg/txs', 'avalanchejs 5.2.0', 'ratio'],
    rows.map(([name, o, t]) => [name, `${fmt(o, 0)} µs`, `${fmt(t, 0)} µs`, `${fmt(o / t, 2)}x`]),
  );
  return { text, rows };
}
