// The txs the envelope tests carry between "machines": an X BaseTx, a P CreateChainTx whose subnet is owned 2-of-3
// by A (ewoq, who also pays), B and C, and a C ImportTx and ExportTx; all on the test network of pTestContext.ts.
import { buildCExportTx } from '../src/c/buildCExportTx.js';
import { buildCImportTx } from '../src/c/buildCImportTx.js';
import type { CExportTx, CImportTx } from '../src/c/types.js';
import { cb58, formatAddress, fromHex, sortAddresses } from '../src/codec/index.js';
import { ethAddressOf } from '../src/keys/ethAddressOf.js';
import { shortIdOf } from '../src/keys/shortIdOf.js';
import { P_BUILDERS } from '../src/p/build/index.js';
import { transferOutput } from '../src/shared/transferOutput.js';
import { privateKeySigner } from '../src/sign/privateKeySigner.js';
import type { Signer } from '../src/sign/Signer.js';
import type { UnsignedTx } from '../src/types.js';
import { buildXBaseTx } from '../src/x/buildXBaseTx.js';
import { PRICE } from './pOracle.js';
import { AVAX, avaxUtxo, EWOQ, EWOQ_KEY, testContext } from './pTestContext.js';

export const KEY_A = EWOQ_KEY;
export const KEY_B = `0x${'22'.repeat(32)}`;
export const KEY_C = `0x${'33'.repeat(32)}`;
export const A = privateKeySigner(KEY_A);
export const B = privateKeySigner(KEY_B);
export const C = privateKeySigner(KEY_C);
export const ID_A = EWOQ;
export const ID_B = shortIdOf(B.publicKey);
export const ID_C = shortIdOf(C.publicKey);
export const SUBNET_ID = cb58(new Uint8Array(32).fill(5));
export const VM_ID = cb58(new Uint8Array(32).fill(6));
export const GENESIS = new TextEncoder().encode('{"config":{"chainId":99}}');
export const X_FEE = 1_000_000n;
export const BASE_FEE_WEI = 25_000_000_001n;

const owner = (a: Uint8Array) => ({ locktime: 0n, threshold: 1, addresses: [a] });

/** A signer that counts how often it is asked (proof that nothing was signed). */
export function counting(signer: Signer): Signer & { calls: number } {
  const s = {
    publicKey: signer.publicKey,
    calls: 0,
    sign: (r: Parameters<Signer['sign']>[0]) => {
      s.calls++;
      return signer.sign(r);
    },
  };
  return s;
}

/** An X BaseTx sending 1 AVAX from A to B, with change: two inputs of A. */
export function xBaseTx(): UnsignedTx {
  const { ctx } = testContext();
  const utxos = [avaxUtxo(7, 600_000_000n, undefined, 1), avaxUtxo(2, 2_000_000_000n)];
  const out = transferOutput(AVAX, 1_000_000_000n, owner(ID_B));
  return buildXBaseTx(ctx, { utxos, from: [ID_A], fee: X_FEE, outputs: [out] });
}

/** A P CreateChainTx on a subnet owned 2-of-3 by A, B and C, built by a client holding A and B (B's key elsewhere). */
export async function pCreateChainTx(): Promise<UnsignedTx> {
  const subnetOwner = sortAddresses([ID_A, ID_B, ID_C]).map((a) => formatAddress('P', 'local', a));
  const { ctx } = testContext({
    utxos: [avaxUtxo(1, 30_000_000_000n)],
    subnetOwner,
    subnetThreshold: 2,
  });
  return P_BUILDERS.createChain(
    { ...ctx, addresses: () => [ID_A, ID_B] },
    { subnetId: SUBNET_ID, name: 'mychain', vmId: VM_ID, genesis: GENESIS, gasPrice: PRICE },
  );
}

/** A C ImportTx from X of two UTXOs of A into A's C account. */
export function cImportTx(): UnsignedTx<CImportTx> {
  const { ctx } = testContext();
  const atomic = [avaxUtxo(6, 3_000_000_000n), avaxUtxo(3, 1_000_000_000n)];
  const to = fromHex(ethAddressOf(A.publicKey), 'to');
  return buildCImportTx(ctx, {
    source: 'X',
    atomicUtxos: atomic,
    from: [ID_A],
    to,
    baseFeeWei: BASE_FEE_WEI,
  });
}

/** A C ExportTx of 2 AVAX from A's C account to A on P. */
export function cExportTx(): UnsignedTx<CExportTx> {
  const { ctx } = testContext();
  return buildCExportTx(ctx, {
    destination: 'P',
    amount: 2_000_000_000n,
    to: owner(ID_A),
    fromPublicKey: A.publicKey,
    nonce: 7n,
    baseFeeWei: BASE_FEE_WEI,
  });
}
