import { describe, expect, it } from 'vitest';
import { ajs, EWOQ_KEY, ORACLE, OTHER_KEY } from '../../test/avalanchejs.js';
import { base58check } from '../../test/base58check.js';
import { expectSameSigned } from '../../test/expectSameSigned.js';
import { ajsContext, ajsUtxo } from '../../test/oracleContext.js';
import { fromHex } from '../codec/bytes.js';
import type { Utxo } from '../codec/utxo.js';
import { encodeUtxo } from '../codec/utxo.js';
import { InsufficientFundsError } from '../errors.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { buildCExportTx } from './buildCExportTx.js';
import { buildCImportTx } from './buildCImportTx.js';
import { readCTx } from './codec.js';

const ewoq = privateKeySigner(EWOQ_KEY);
const me = shortIdOf(ewoq.publicKey);
const you = shortIdOf(privateKeySigner(OTHER_KEY).publicKey);
const evm = fromHex(ethAddressOf(ewoq.publicKey), 'evm');
const owner = (a: Uint8Array) => ({ locktime: 0n, threshold: 1, addresses: [a] });

function utxo(txByte: number, amount: bigint, to = me, assetId = ORACLE.avaxAssetId): Utxo {
  const txId = new Uint8Array(32).fill(txByte);
  return { txId, outputIndex: 0, assetId, output: { type: 'TransferOutput', amount, owners: owner(to) } };
}

/** The fee avalanchejs's gas counts at `baseFeeWei`, in wei rounded UP to nAVAX (coreth's rule). */
function oracleFee(theirs: unknown, baseFeeWei: bigint): bigint {
  return (ajs.utils.costCorethTx(theirs) * baseFeeWei + 999_999_999n) / 1_000_000_000n;
}

describe('C atomic builders: the same bytes as avalanchejs 5.2.0, the fee rounded up in wei', () => {
  // 25 gwei + 1 wei: not a whole nAVAX per gas, so rounding down would pay short
  const baseFeeWei = 25_000_000_001n;

  it('ImportTx from X, signed', async () => {
    const atomic = [utxo(6, 3_000_000_000n), utxo(2, 1_000_000_000n), utxo(9, 5n, you)];
    const ours = buildCImportTx(ORACLE, {
      source: 'X',
      atomicUtxos: atomic,
      from: [me],
      to: evm,
      baseFeeWei,
    });
    const fee = 4_000_000_000n - (ours.tx.outputs[0]?.amount ?? 0n);
    const theirs = ajs.evm.newImportTx(
      ajsContext(),
      evm,
      [me],
      atomic.map((u) => ajsUtxo(encodeUtxo(u, 'C'), 'EVM')),
      base58check(ORACLE.chainIds.X),
      fee,
    );
    expect(fee).toBe(oracleFee(theirs, baseFeeWei));
    expect(fee).toBeGreaterThan((ajs.utils.costCorethTx(theirs) * baseFeeWei) / 1_000_000_000n);
    await expectSameSigned(ours, theirs, 'C', readCTx);
  });

  it('ExportTx to P, signed', async () => {
    const ours = buildCExportTx(ORACLE, {
      destination: 'P',
      amount: 2_000_000_000n,
      to: owner(me),
      fromPublicKey: ewoq.publicKey,
      nonce: 7n,
      baseFeeWei,
    });
    const fee = (ours.tx.inputs[0]?.amount ?? 0n) - 2_000_000_000n;
    const theirs = ajs.evm.newExportTx(
      ajsContext(),
      2_000_000_000n,
      base58check(ORACLE.chainIds.P),
      evm,
      [me],
      fee,
      7n,
    );
    expect(fee).toBe(oracleFee(theirs, baseFeeWei));
    await expectSameSigned(ours, theirs, 'C', readCTx);
  });

  it('an import whose AVAX does not cover the fee is InsufficientFundsError', () => {
    const error = (() => {
      try {
        buildCImportTx(ORACLE, {
          source: 'P',
          atomicUtxos: [utxo(1, 1_000n)],
          from: [me],
          to: evm,
          baseFeeWei,
        });
      } catch (e) {
        return e;
      }
    })() as InsufficientFundsError;
    expect(InsufficientFundsError.isInstance(error)).toBe(true);
    expect(error.found).toBe(1_000n);
    expect(error.chain).toBe('C');
  });

  it('refuses a bad account address, nonce and base fee, naming the field', () => {
    const args = { source: 'X' as const, atomicUtxos: [utxo(1, 10n ** 9n)], from: [me], to: evm, baseFeeWei };
    expect(() => buildCImportTx(ORACLE, { ...args, to: '0x1234' })).toThrow(/^to must be 20 bytes/);
    expect(() => buildCImportTx(ORACLE, { ...args, baseFeeWei: -1n })).toThrow(/baseFeeWei/);
    const exp = {
      destination: 'X' as const,
      amount: 1n,
      to: owner(me),
      fromPublicKey: ewoq.publicKey,
      nonce: -1n,
      baseFeeWei,
    };
    expect(() => buildCExportTx(ORACLE, exp)).toThrow(/^nonce must be/);
  });
});
