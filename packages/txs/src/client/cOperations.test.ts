import { describe, expect, it } from 'vitest';
import { EWOQ, testContext } from '../../test/pTestContext.js';
import { ethAddressOf } from '../keys/ethAddressOf.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { buildCExport } from './cOperations.js';

const signer = privateKeySigner('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const account = ethAddressOf(signer.publicKey);

/**
 * A C chain under SAE: block 0x11 is accepted, 0x10 the last executed (`latest`); the account's nonce is 4 after the
 * executed block and 5 after the accepted one (an earlier export of it sits in 0x11).
 */
function saeNode() {
  const { ctx } = testContext();
  const calls: { method: string; params: unknown }[] = [];
  ctx.addresses = () => [EWOQ];
  ctx.call = async ({ name: method, endpoint }, params) => {
    expect(endpoint).toBe('/ext/bc/{blockchainId}/rpc');
    calls.push({ method, params });
    const at = (params as unknown[])[1];
    switch (method) {
      case 'eth_baseFee':
        return '0x5d21dba00'; // 25 gwei
      case 'eth_getBlockByNumber':
        return at === false && (params as unknown[])[0] === 'pending' ? { number: '0x11' } : null;
      case 'eth_getTransactionCount':
        return at === '0x11' ? '0x5' : '0x4';
      case 'eth_getBalance':
        return at === '0x11' ? '0x3635c9adc5dea00000' : '0x0';
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  return { ctx, calls };
}

describe('buildCExport', () => {
  it('reads nonce and balance at the last accepted block (pending), not the last executed (latest)', async () => {
    const { ctx, calls } = saeNode();
    const unsigned = await buildCExport(ctx, signer.publicKey, 'P', 1_000_000_000n);
    expect(unsigned.tx.inputs[0]?.nonce).toBe(5n);
    expect(calls).toContainEqual({ method: 'eth_getTransactionCount', params: [account, '0x11'] });
    expect(calls).toContainEqual({ method: 'eth_getBalance', params: [account, '0x11'] });
    expect(calls.some((c) => JSON.stringify(c.params).includes('latest'))).toBe(false);
  });

  it('pays at least gas x eth_baseFee (the worst-case bound under SAE), rounded up to whole nAVAX', async () => {
    const { ctx } = saeNode();
    const unsigned = await buildCExport(ctx, signer.publicKey, 'X', 1_000_000_000n);
    const burned = (unsigned.tx.inputs[0]?.amount ?? 0n) - 1_000_000_000n;
    const gas = BigInt(unsigned.bytes.length) + 1_000n + 10_000n;
    // the node's price: burned x 10^9 / gas, rounded down, must not be under the base fee
    expect((burned * 1_000_000_000n) / gas).toBeGreaterThanOrEqual(25_000_000_000n);
    expect(((burned - 1n) * 1_000_000_000n) / gas).toBeLessThan(25_000_000_000n);
  });

  it('refuses a pending block without a number', async () => {
    const { ctx } = saeNode();
    const call = ctx.call;
    ctx.call = async (method, params) =>
      method.name === 'eth_getBlockByNumber' ? { number: 17 } : call(method, params);
    await expect(buildCExport(ctx, signer.publicKey, 'P', 1n)).rejects.toThrow(/no block number/);
  });
});
