import { JsonRpcError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { AVAX, EWOQ, testContext } from '../../test/pTestContext.js';
import type { TransferableOutput } from '../codec/index.js';
import { FeeTooHighError, GasCapacityExceededError } from '../errors.js';
import type { UnsignedTx } from '../types.js';
import { checkImportFits, exportedUtxos } from './checkImportFits.js';

const RECIPIENT = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
const owned = (amount: bigint): TransferableOutput => ({
  assetId: AVAX,
  output: { type: 'TransferOutput', amount, owners: { locktime: 0n, threshold: 1, addresses: [EWOQ] } },
});

/** An unsigned X ExportTx to C as the import check reads it: one change output, then `count` exported ones. */
function xExport(count: number, amount = 1_000_000_000n): UnsignedTx {
  const tx = {
    type: 'ExportTx',
    outputs: [owned(5n)],
    exportedOutputs: Array.from({ length: count }, () => owned(amount)),
  };
  return { chain: 'X', tx, bytes: new Uint8Array(0), signers: [] } as unknown as UnsignedTx;
}

/** A C chain of the given era (`web3_clientVersion`) quoting `baseFee` (0x wei). */
function cChain(version: string, baseFee = '0x5d21dba00') {
  const node = testContext();
  node.ctx.addresses = () => [EWOQ];
  const call = node.ctx.call;
  node.ctx.call = async (method, params) => {
    if (method.name === 'eth_baseFee') return baseFee;
    if (method.name === 'web3_clientVersion') return version;
    return call(method, params);
  };
  return node.ctx;
}

const HELICON = 'avalanchego/1.15.0 [database=v1.4.5, rpcchainvm=46]';
const move = { from: 'X', to: 'C', recipient: RECIPIENT, maxFee: 50_000_000n } as const;

describe('exportedUtxos', () => {
  it('indexes an X or P export after its own outputs, a C export from 0, under a placeholder id', () => {
    const utxos = exportedUtxos(xExport(2));
    expect(utxos.map((u) => u.outputIndex)).toEqual([1, 2]);
    expect(utxos[0]?.txId).toEqual(new Uint8Array(32));
    const fromC = { ...xExport(1), chain: 'C' } as UnsignedTx;
    expect(exportedUtxos(fromC).map((u) => u.outputIndex)).toEqual([0]);
  });
});

describe('checkImportFits', () => {
  it('passes the import of a one-output export at 25 gwei', async () => {
    await expect(checkImportFits(cChain(HELICON), move, xExport(1))).resolves.toBeUndefined();
  });

  it('refuses an export whose C import would exceed the atomic gas limit of the node era (many inputs)', async () => {
    // 100 inputs: about 109,000 gas, above coreth's 100,000 (AvalancheGo v1.14.0), within Helicon's 1,000,000
    const before = await checkImportFits(cChain('v0.15.4@e2fb0f0'), move, xExport(100)).catch((e) => e);
    expect(GasCapacityExceededError.isInstance(before)).toBe(true);
    expect(before).toMatchObject({ capacity: 100_000n });
    await expect(checkImportFits(cChain(HELICON), move, xExport(100))).resolves.toBeUndefined();
    // 1,000 inputs: about 1,090,000 gas, above Helicon's limit too
    const helicon = cChain(HELICON);
    helicon.maxInputs = 1_000;
    const many = await checkImportFits(helicon, { ...move, maxFee: 10n ** 12n }, xExport(1_000)).catch(
      (e) => e,
    );
    expect(GasCapacityExceededError.isInstance(many) && many.capacity).toBe(1_000_000n);
  });

  it('a node that refuses web3_clientVersion is held to the stricter limit (100,000 gas)', async () => {
    const ctx = cChain(HELICON);
    const call = ctx.call;
    ctx.call = async (method, params) => {
      if (method.name !== 'web3_clientVersion') return call(method, params);
      throw new JsonRpcError({
        code: -32601,
        message: 'no such method',
        method: method.name,
        url: 'http://node',
      });
    };
    const error = await checkImportFits(ctx, move, xExport(100)).catch((e) => e);
    expect(GasCapacityExceededError.isInstance(error) && error.capacity).toBe(100_000n);
  });

  it('refuses an import above maxFee at the base fee now, naming C, what it would pay and what to change', async () => {
    const error = await checkImportFits(cChain(HELICON, '0x48c27395000'), move, xExport(1)).catch((e) => e);
    expect(FeeTooHighError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ chain: 'C', maxFee: 50_000_000n });
    expect((error as Error).message).toMatch(
      /^Fee too high on C: the transaction would pay (\d+) nAVAX, above maxFee 50000000 nAVAX; nothing was signed\n\nDetails: the ImportTx on C that this move from X needs would pay \1 nAVAX at the C chain base fee now \(eth_baseFee\); nothing was exported or signed: raise maxFee to at least \1 nAVAX, or move when the fee on C is lower$/,
    );
  });
});
