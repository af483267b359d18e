import { SdkError, TimeoutError } from '@pkg/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackNode } from '../test/loopbackNode.js';
import { waitForEpoch } from './waitForEpoch.js';

const CHAIN = '2u9EhjyBkXjVH6e3dCrAWnpQsYCVHaSMZiDuVV3fCuPAuijkWN';
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** A node whose epoch reports the heights given, one per call (the last one again after that). */
async function nodeReporting(heights: unknown[]) {
  let i = 0;
  const node = await startLoopbackNode(() => {
    const h = heights[Math.min(i++, heights.length - 1)];
    return { number: String(i), startTime: '1700000000', pChainHeight: h };
  });
  stop = node.close;
  return node;
}

describe('waitForEpoch', () => {
  it('reads proposervm.getCurrentEpoch at /ext/bc/<id>/proposervm until the height is reached', async () => {
    const node = await nodeReporting(['8', '9', '10']);
    const epoch = await waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 10n,
      pollMs: 5,
      timeoutMs: 5_000,
    });
    expect(epoch).toEqual({ number: 3n, startTime: 1_700_000_000n, pChainHeight: 10n });
    expect(node.calls.map((c) => [c.path, c.method])).toEqual(
      Array(3).fill([`/ext/bc/${CHAIN}/proposervm`, 'proposervm.getCurrentEpoch']),
    );
  });

  it('resolves at once past the height, and takes the height as a number or a decimal string', async () => {
    const node = await nodeReporting(['12']);
    await expect(
      waitForEpoch({ url: node.url, blockchainId: 'C', pChainHeight: '11', pollMs: 5 }),
    ).resolves.toMatchObject({
      pChainHeight: 12n,
    });
    await expect(
      waitForEpoch({ url: node.url, blockchainId: 'C', pChainHeight: 12, pollMs: 5 }),
    ).resolves.toMatchObject({
      pChainHeight: 12n,
    });
  });

  it('a height that never comes ends with a TimeoutError naming the height and the last one seen', async () => {
    const node = await nodeReporting(['5']);
    const error = await waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 6n,
      pollMs: 10,
      timeoutMs: 150,
    }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('proposervm.getCurrentEpoch');
    expect((error as Error).message).toContain('pChainHeight >= 6 (last seen: 5)');
  });

  it('a height going backwards is waited past: only a height at or past the target resolves', async () => {
    const node = await nodeReporting(['9', '3', '1', '0', '11']);
    const epoch = await waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 10n,
      pollMs: 5,
      timeoutMs: 5_000,
    });
    expect(epoch.pChainHeight).toBe(11n);
    expect(node.calls).toHaveLength(5);
  });

  it.each([
    ['a negative height', '-1'],
    ['a fraction', 1.5],
    ['past 2^64 - 1', '18446744073709551616'],
    ['hex', '0x10'],
    ['null', null],
  ])('junk (%s) is a ParseError naming the method', async (_, junk) => {
    const node = await nodeReporting([junk]);
    const error = await waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 1n,
      pollMs: 5,
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ParseError');
    expect((error as Error).message).toContain('proposervm.getCurrentEpoch');
    expect((error as Error).message).toContain('pChainHeight');
  });

  it('advances an idle chain only when asked, at most once per advanceEveryMs, with the wait signal', async () => {
    const node = await nodeReporting(['1', '1', '1', '1', '1', '1', '2']);
    await waitForEpoch({ url: node.url, blockchainId: CHAIN, pChainHeight: 2n, pollMs: 5, timeoutMs: 5_000 });
    let advances = 0;
    const node2 = await nodeReporting(['1', '1', '1', '1', '1', '1', '2']);
    await waitForEpoch({
      url: node2.url,
      blockchainId: CHAIN,
      pChainHeight: 2n,
      pollMs: 5,
      advanceEveryMs: 60_000,
      advance: async (signal) => {
        expect(signal).toBeInstanceOf(AbortSignal);
        advances++;
      },
    });
    expect(advances).toBe(1);
    await node.close();
  });

  it('an advance that never settles does not outlive the deadline; one that rejects ends the wait with its error', async () => {
    const node = await nodeReporting(['1']);
    const hung = waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 2n,
      timeoutMs: 100,
      advance: () => new Promise(() => {}),
    });
    await expect(hung).rejects.toSatisfy(TimeoutError.isInstance);
    const failing = waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 2n,
      advance: async () => {
        throw new Error('no gas');
      },
    });
    await expect(failing).rejects.toThrow('no gas');
  });

  it('stops on the signal; refuses bad input before any call', async () => {
    const node = await nodeReporting(['1']);
    const controller = new AbortController();
    const waiting = waitForEpoch({
      url: node.url,
      blockchainId: CHAIN,
      pChainHeight: 2n,
      pollMs: 5,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('stopped')), 30);
    await expect(waiting).rejects.toThrow('stopped');
    const before = node.calls.length;
    for (const bad of [
      { pChainHeight: -1n },
      { pChainHeight: 'ten' },
      { pChainHeight: 1n, pollMs: 0 },
      { pChainHeight: 1n, timeoutMs: -5 },
    ]) {
      const error = await waitForEpoch({ url: node.url, blockchainId: CHAIN, ...bad }).catch(
        (e: unknown) => e,
      );
      expect(SdkError.isInstance(error) && (error as Error).name).toBe('ValidationError');
    }
    expect(node.calls).toHaveLength(before);
  });
});

describe('waitForEpoch time limits', () => {
  it.each([Number.POSITIVE_INFINITY, 2 ** 31])(
    'refuses timeoutMs %s, which no timer can hold (the wait would have no bound), before any call',
    async (timeoutMs) => {
      const error = await waitForEpoch({
        url: 'http://127.0.0.1:9',
        blockchainId: 'C',
        pChainHeight: 1,
        timeoutMs,
      }).catch((e: unknown) => e);
      expect((error as Error).name).toBe('ValidationError');
      expect(String((error as Error).message)).toMatch(/timeoutMs/);
    },
  );
});
