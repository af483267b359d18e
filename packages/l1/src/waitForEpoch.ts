import { createDeadline, type Deadline, sleep, TimeoutError, ValidationError } from '@pkg/core';
import { createEvmClientFor, type EvmClientOptions } from '@pkg/evm';
import { proposervm_getCurrentEpoch } from '@pkg/evm/methods';
import { readNodeUint64 } from './readNodeUint64.js';
import { toUint64 } from './toUint64.js';
import type { Uint64Input } from './types.js';

/** What {@link waitForEpoch} waits for, and how. */
export interface WaitForEpochOptions
  extends Omit<EvmClientOptions, 'blockchainId' | 'url' | 'signal' | 'timeoutMs'> {
  /** The base URL of a node that runs the chain (`http://127.0.0.1:9650`). */
  url: string;
  /** The verifying chain (an L1's blockchain id, or `C`): its ProposerVM API is `<url>/ext/bc/<blockchainId>/proposervm`. */
  blockchainId: string;
  /** The P-chain height to reach: that of the block holding the P tx (`platform.getHeight` once it is accepted). */
  pChainHeight: Uint64Input;
  /** A deadline of the caller's (`createDeadline` of `@pkg/core`), shared with its other steps; `timeoutMs` and `signal` are then not read. */
  deadline?: Deadline;
  /** Time limit, ms. @default 600_000 (two of Mainnet's 5-minute epochs) */
  timeoutMs?: number;
  /** Aborts the wait. */
  signal?: AbortSignal;
  /** Time between two reads of the epoch, ms. @default 1_000 */
  pollMs?: number;
  /**
   * Called when the chain has not reached the height, at most once per `advanceEveryMs`: an idle chain builds no
   * block, so its epoch never moves; a tiny transaction on it (a 0-value transfer) makes it build one. Never called
   * unless given; it gets the wait's signal, and is not waited for past the deadline. A rejection ends the wait with it.
   */
  advance?: (signal: AbortSignal) => Promise<void>;
  /** The least time between two `advance` calls, ms. @default 5_000 (locally an epoch lasts 30 s, on Fuji and Mainnet 5 min) */
  advanceEveryMs?: number;
}

/** The ProposerVM epoch (ACP-181) that reached the height, as bigints. */
export interface Epoch {
  /** The epoch number. */
  number: bigint;
  /** When it started, unix seconds. */
  startTime: bigint;
  /** The P-chain height whose validator set it verifies Warp messages at. */
  pChainHeight: bigint;
}

const METHOD = 'proposervm.getCurrentEpoch';

/** The epoch a node answered, each field a uint64 (a ParseError naming the method otherwise). */
function epochOf(answer: unknown, url: string): Epoch {
  const fields = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const read = (field: string) => readNodeUint64(fields[field], field, { method: METHOD, url });
  return { number: read('number'), startTime: read('startTime'), pChainHeight: read('pChainHeight') };
}

/** A positive number of ms, a ValidationError naming the option otherwise. */
function checkMs(field: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  // a timer cannot be set past 2^31-1 ms (Node and browsers fire at once, or never): the wait stays bounded
  if (typeof value !== 'number' || !(value > 0) || value > 2 ** 31 - 1)
    throw new ValidationError({ field, rule: 'a positive number of ms up to 2^31-1', got: String(value) });
  return value;
}

/** `work`, or the deadline's reason when it ends first (a callback that ignores its signal cannot outlive the wait). */
function untilEnded<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  let off = () => {};
  const ended = new Promise<never>((_, reject) => {
    off = deadline.onEnd(reject);
  });
  return Promise.race([work, ended]).finally(off);
}

/**
 * Waits until a chain's current ProposerVM epoch (ACP-181, Granite) verifies at a P-chain height at or past
 * `pChainHeight` (`proposervm.getCurrentEpoch` at `<url>/ext/bc/<blockchainId>/proposervm`, read every `pollMs`): a
 * Warp message from the P chain about a tx at that height (an L1 validator's registration, a weight change) verifies
 * there only from then on. Resolves with the epoch. Bounded by the deadline (a TimeoutError naming the height waited
 * for and the last one seen); a height that goes back is waited past like any other; an answer that is not an epoch
 * is a ParseError. An idle chain is advanced only through `advance`.
 *
 * @example
 * import { waitForEpoch } from '@pkg/l1';
 * import { createPChainClient } from '@pkg/pchain';
 * const url = 'http://127.0.0.1:9650';
 * const { height } = await createPChainClient({ url }).platform.getHeight(); // after the P tx was accepted
 * const epoch = await waitForEpoch({ url, blockchainId: '<L1 blockchainID>', pChainHeight: height, timeoutMs: 120_000 });
 * console.log(epoch.pChainHeight);
 */
export async function waitForEpoch(options: WaitForEpochOptions): Promise<Epoch> {
  const { url, blockchainId, deadline: given, advance, pollMs, advanceEveryMs, ...clientOptions } = options;
  const target = toUint64('pChainHeight', options.pChainHeight);
  const poll = checkMs('pollMs', pollMs, 1_000);
  const advanceEvery = checkMs('advanceEveryMs', advanceEveryMs, 5_000);
  const timeoutMs = checkMs('timeoutMs', options.timeoutMs, 600_000);
  const evm = createEvmClientFor({ proposervm_getCurrentEpoch }, { ...clientOptions, url, blockchainId });
  const endpoint = `${url.replace(/\/+$/, '')}/ext/bc/${encodeURIComponent(blockchainId)}/proposervm`;
  let seen = 'none yet';
  const deadline =
    given ??
    createDeadline({
      timeoutMs,
      signals: [options.signal],
      timeoutError: () =>
        new TimeoutError({
          timeoutMs,
          method: METHOD,
          url: `${endpoint}: pChainHeight >= ${target} (last seen: ${seen})`,
        }),
    });
  let advancedAt = Number.NEGATIVE_INFINITY;
  try {
    for (;;) {
      deadline.throwIfEnded();
      const epoch = epochOf(await evm.proposervm.getCurrentEpoch({ deadline }), endpoint);
      if (epoch.pChainHeight >= target) return epoch;
      seen = epoch.pChainHeight.toString();
      if (advance && Date.now() - advancedAt >= advanceEvery) {
        advancedAt = Date.now();
        await untilEnded(advance(deadline.signal), deadline);
      }
      await sleep(poll, deadline.signal);
    }
  } finally {
    if (!given) deadline.clear();
  }
}
