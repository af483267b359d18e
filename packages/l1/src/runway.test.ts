import { createPChainClient, createPChainClientFor } from '@pkg/pchain';
import {
  platform_getL1Validator,
  platform_getValidatorFeeConfig,
  platform_getValidatorFeeState,
} from '@pkg/pchain/methods';
import { cb58 } from '@pkg/txs';
import { afterEach, describe, expect, it } from 'vitest';
import { HANG, startLoopbackNode } from '../test/loopbackNode.js';
import { runway } from './runway.js';

const VALIDATION_ID = cb58(new Uint8Array(32).fill(7));
const MAINNET = { capacity: 20_000, target: 10_000, minPrice: 512, excessConversionConstant: 1_246_488_515 };
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** A P chain answering the three reads; `states` are the fee states in order (the last one again after). */
async function pChain(
  balance: unknown,
  states: Record<string, unknown>[],
  config: Record<string, unknown> = MAINNET,
) {
  let i = 0;
  const node = await startLoopbackNode(({ method }) => {
    if (method === 'platform.getL1Validator')
      return {
        nodeID: 'NodeID-1',
        weight: '1',
        startTime: '1',
        subnetID: '11111111111111111111111111111111LpoYY',
        height: '5',
        balance,
      };
    if (method === 'platform.getValidatorFeeConfig') return config;
    return states[Math.min(i++, states.length - 1)];
  });
  stop = node.close;
  return node;
}

const at = (timestamp: string, excess: unknown = 0, price = 512) => ({ excess, price, timestamp });

describe('runway', () => {
  it('reads the validator, the config and the state; seconds and time from AvalancheGo formula', async () => {
    const node = await pChain('1000000000', [at('2026-01-01T00:00:00Z')]);
    const r = await runway(createPChainClient({ url: node.url }), VALIDATION_ID);
    expect(r).toEqual({
      balance: 1_000_000_000n,
      pricePerSecond: 512n,
      secondsLeft: 1_953_125n,
      deactivatesAt: new Date(Date.parse('2026-01-01T00:00:00Z') + 1_953_125_000),
      chainTime: new Date('2026-01-01T00:00:00Z'),
    });
    expect(node.calls.map((c) => c.method).sort()).toEqual([
      'platform.getL1Validator',
      'platform.getValidatorFeeConfig',
      'platform.getValidatorFeeState',
      'platform.getValidatorFeeState',
    ]);
  });

  it('works with a client of the three methods only', async () => {
    const node = await pChain('512', [at('2026-01-01T00:00:00Z')]);
    const p = createPChainClientFor(
      { platform_getL1Validator, platform_getValidatorFeeConfig, platform_getValidatorFeeState },
      { url: node.url },
    );
    await expect(runway(p, VALIDATION_ID)).resolves.toMatchObject({ secondsLeft: 1n });
  });

  it('reads again when a P-chain block came between (the state before and after differ)', async () => {
    const node = await pChain('5120', [
      at('2026-01-01T00:00:00Z'),
      at('2026-01-01T00:00:05Z'),
      at('2026-01-01T00:00:05Z'),
    ]);
    const r = await runway(createPChainClient({ url: node.url }), VALIDATION_ID);
    expect(r.chainTime).toEqual(new Date('2026-01-01T00:00:05Z'));
    expect(node.calls.filter((c) => c.method === 'platform.getL1Validator')).toHaveLength(2);
  });

  it('an inactive validator (balance 0, or none sent) has 0 seconds left, deactivated at the chain time', async () => {
    const node = await pChain(undefined, [at('2026-01-01T00:00:00Z')]);
    const r = await runway(createPChainClient({ url: node.url }), VALIDATION_ID);
    expect(r).toMatchObject({
      balance: 0n,
      secondsLeft: 0n,
      deactivatesAt: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('activeValidators moves the excess as the P chain will: below the target the price falls to minPrice', async () => {
    const excess = 1_246_488_515; // K: the price is 512 x e = 1391
    const node = await pChain('1000000000', [at('2026-01-01T00:00:00Z', excess, 1391)]);
    const p = createPChainClient({ url: node.url });
    const held = await runway(p, VALIDATION_ID);
    const falling = await runway(p, VALIDATION_ID, { activeValidators: 1 });
    expect(held.pricePerSecond).toBe(1391n);
    expect(held.secondsLeft).toBe(1_000_000_000n / 1391n);
    expect(falling.secondsLeft).toBeGreaterThan(held.secondsLeft);
  });

  it('a huge balance gives the latest Date rather than an invalid one', async () => {
    const node = await pChain('18446744073709551615', [at('2026-01-01T00:00:00Z')], {
      ...MAINNET,
      minPrice: 1,
      excessConversionConstant: 1,
    });
    const r = await runway(createPChainClient({ url: node.url }), VALIDATION_ID);
    expect(r.secondsLeft).toBe(18_446_744_073_709_551_615n);
    expect(r.deactivatesAt.getTime()).toBe(8.64e15);
  });

  it.each([
    ['a negative balance', '-1', at('2026-01-01T00:00:00Z'), MAINNET, 'platform.getL1Validator'],
    [
      'a balance past 2^64 - 1',
      '18446744073709551616',
      at('2026-01-01T00:00:00Z'),
      MAINNET,
      'platform.getL1Validator',
    ],
    ['junk excess', '1', at('2026-01-01T00:00:00Z', 'lots'), MAINNET, 'platform.getValidatorFeeState'],
    ['a bad timestamp', '1', at('yesterday'), MAINNET, 'platform.getValidatorFeeState'],
    [
      'K of 0',
      '1',
      at('2026-01-01T00:00:00Z'),
      { ...MAINNET, excessConversionConstant: 0 },
      'platform.getValidatorFeeConfig',
    ],
    [
      'a fractional price floor',
      '1',
      at('2026-01-01T00:00:00Z'),
      { ...MAINNET, minPrice: 0.5 },
      'platform.getValidatorFeeConfig',
    ],
  ])('a hostile node: %s is a ParseError naming the method', async (_, balance, state, config, method) => {
    const node = await pChain(balance, [state], config);
    const error = await runway(createPChainClient({ url: node.url }), VALIDATION_ID).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ParseError');
    expect((error as Error).message).toContain(method);
  });

  it('refuses a validation id that is not CB58 of 32 bytes, and a bad activeValidators, before any call', async () => {
    const node = await pChain('1', [at('2026-01-01T00:00:00Z')]);
    const p = createPChainClient({ url: node.url });
    for (const [id, options] of [
      ['not-an-id', {}],
      [VALIDATION_ID, { activeValidators: -1 }],
    ] as const) {
      const error = await runway(p, id, options).catch((e: unknown) => e);
      expect((error as Error).name).toBe('ValidationError');
    }
    expect(node.calls).toHaveLength(0);
  });

  it('timeoutMs bounds the whole read', async () => {
    const node = await startLoopbackNode(() => HANG);
    stop = node.close;
    const error = await runway(createPChainClient({ url: node.url, retry: false }), VALIDATION_ID, {
      timeoutMs: 100,
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
  });

  it("a signal alone keeps the client's own per-call time limit (a node that never answers still ends)", async () => {
    const node = await startLoopbackNode(() => HANG);
    stop = node.close;
    const signal = new AbortController().signal;
    const p = createPChainClient({ url: node.url, retry: false, timeoutMs: 100 });
    const error = await runway(p, VALIDATION_ID, { signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
  });

  it('an answer that is null or no object is a ParseError naming the method, not a TypeError', async () => {
    const node = await pChain('1', [null as unknown as Record<string, unknown>]);
    const error = await runway(createPChainClient({ url: node.url }), VALIDATION_ID).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ParseError');
    expect(String((error as Error).message)).toMatch(/platform.getValidatorFeeState/);
  });
});
