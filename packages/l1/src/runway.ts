import { createDeadline, type Deadline, ParseError, TimeoutError } from '@pkg/core';
import type { PChainClientOf } from '@pkg/pchain';
import { cb58Decode } from '@pkg/txs';
import { pricePerSecond } from './pricePerSecond.js';
import { readNodeUint64 } from './readNodeUint64.js';
import { type FeeMathOptions, secondsRemaining } from './secondsRemaining.js';
import { toUint64 } from './toUint64.js';
import type { Uint64Input, ValidatorFeeConfig } from './types.js';

/** The P-chain methods {@link runway} calls: a full `createPChainClient` has them, or `createPChainClientFor` of these. */
export type RunwayMethods =
  | 'platform.getL1Validator'
  | 'platform.getValidatorFeeConfig'
  | 'platform.getValidatorFeeState';

/** Options of {@link runway}. */
export interface RunwayOptions extends Pick<FeeMathOptions, 'maxSteps'> {
  /**
   * How many L1 validators are active on the network (AvalancheGo's fee state `current`, which no API reports).
   * With it, the excess moves as the P chain will move it (up above the target, down below). Without it, the price
   * is held at today's: exact while the excess is 0 and fewer validators than the target are active (the case on
   * every network so far), else a lower bound when fewer are active than the target (the price falls) and an upper
   * bound when more are. @default the config's `target` (today's price held)
   */
  activeValidators?: Uint64Input;
  /** Time limit of the whole read (every call), ms. @default the client's `timeoutMs` per call */
  timeoutMs?: number;
  /** Aborts the read. */
  signal?: AbortSignal;
}

/** An L1 validator's fee runway: what it holds, what it pays, how long that lasts. */
export interface Runway {
  /** nAVAX left at `chainTime` (0n: the validator is inactive). */
  balance: bigint;
  /** nAVAX per second it pays now. */
  pricePerSecond: bigint;
  /** Whole seconds the balance pays for from `chainTime` (AvalancheGo's `SecondsRemaining`). */
  secondsLeft: bigint;
  /** When the P chain deactivates it unless topped up: `chainTime` + `secondsLeft` (at most the latest Date). */
  deactivatesAt: Date;
  /** The P chain's time the balance and fee state belong to (its last accepted block's). */
  chainTime: Date;
}

/** The latest time a Date holds (year 275760). */
const MAX_DATE_MS = 8.64e15;
/** Fee state reads around the validator's until two agree on the chain time. */
const MAX_READS = 3;

type Client = PChainClientOf<RunwayMethods>;
interface Read {
  config: ValidatorFeeConfig;
  excess: bigint;
  balance: bigint;
  chainTime: Date;
}

/** The fee state's time, a ParseError when it is not a date. */
function chainTimeOf(timestamp: unknown): Date {
  const ms = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw new ParseError({
      status: 200,
      body: JSON.stringify({ timestamp }) ?? '',
      url: '/ext/bc/P',
      method: 'platform.getValidatorFeeState',
      problem: 'timestamp is not an RFC 3339 time',
    });
  }
  return new Date(ms);
}

/** The fee config a node sent, each field a uint64 (a ParseError otherwise, or for a K of 0). */
function configOf(config: Record<string, unknown>): ValidatorFeeConfig {
  const source = { method: 'platform.getValidatorFeeConfig', url: '/ext/bc/P' };
  const read = (field: string) => readNodeUint64(config[field], field, source);
  const k = read('excessConversionConstant');
  if (k === 0n) {
    throw new ParseError({
      status: 200,
      body: JSON.stringify(config),
      ...source,
      problem: 'excessConversionConstant is 0',
    });
  }
  return {
    capacity: read('capacity'),
    target: read('target'),
    minPrice: read('minPrice'),
    excessConversionConstant: k,
  };
}

/**
 * One call's options for every read: one deadline over all of them when the caller set `timeoutMs`; a `signal` alone
 * is passed to each call, which keeps the client's own per-call limit; else the client's own.
 */
function callOptions(
  validationId: string,
  options: RunwayOptions,
): { deadline?: Deadline; signal?: AbortSignal } {
  if (options.timeoutMs === undefined) return options.signal ? { signal: options.signal } : {};
  const { timeoutMs } = options;
  return {
    deadline: createDeadline({
      timeoutMs,
      signals: [options.signal],
      timeoutError: () =>
        new TimeoutError({ timeoutMs, method: 'runway', url: `validationID ${validationId}` }),
    }),
  };
}

/** A node answer that must be a JSON object: a ParseError naming `method` otherwise (null, a string, ...). */
function objectOf<T>(value: T, method: string): T {
  if (value === null || typeof value !== 'object') {
    throw new ParseError({
      status: 200,
      body: JSON.stringify(value) ?? String(value),
      url: '/ext/bc/P',
      method,
      problem: 'not a JSON object',
    });
  }
  return value;
}

/** The validator, the config and the fee state of one P-chain time (the state read before and after agreeing). */
async function readConsistently(client: Client, validationId: string, options: RunwayOptions): Promise<Read> {
  const call = callOptions(validationId, options);
  try {
    const feeState = async () =>
      objectOf(await client.platform.getValidatorFeeState(call), 'platform.getValidatorFeeState');
    let before = await feeState();
    for (let read = 1; ; read++) {
      const [validator, config] = await Promise.all([
        client.platform
          .getL1Validator({ validationID: validationId }, call)
          .then((v) => objectOf(v, 'platform.getL1Validator')),
        client.platform
          .getValidatorFeeConfig(call)
          .then((c) => objectOf(c, 'platform.getValidatorFeeConfig')),
      ]);
      const after = await feeState();
      if (after.timestamp === before.timestamp || read >= MAX_READS) {
        return {
          config: configOf(config as unknown as Record<string, unknown>),
          excess: readNodeUint64(after.excess, 'excess', {
            method: 'platform.getValidatorFeeState',
            url: '/ext/bc/P',
          }),
          balance: readNodeUint64(validator.balance ?? '0', 'balance', {
            method: 'platform.getL1Validator',
            url: '/ext/bc/P',
          }),
          chainTime: chainTimeOf(after.timestamp),
        };
      }
      before = after;
    }
  } finally {
    call.deadline?.clear();
  }
}

/**
 * How long an L1 validator's balance lasts: its balance (`platform.getL1Validator`), the price it pays now and the
 * seconds and time until the P chain deactivates it, from the fee config and state (`platform.getValidatorFeeConfig`,
 * `platform.getValidatorFeeState`) with AvalancheGo's own formula ({@link secondsRemaining}). The fee state is read
 * before and after the validator and again when a P-chain block came between (at most three times), so the balance
 * and the state belong to one chain time. A validation id that is not CB58 of 32 bytes is a ValidationError before
 * any call; a node value that is not a uint64 (or a time) is a ParseError naming the method.
 *
 * @example
 * import { runway } from '@pkg/l1';
 * import { createPChainClient } from '@pkg/pchain';
 * const p = createPChainClient({ url: 'http://127.0.0.1:9650' });
 * const { balance, secondsLeft, deactivatesAt } = await runway(p, '<validationID>');
 * console.log(`${balance} nAVAX, ${secondsLeft} s, until ${deactivatesAt.toISOString()}`);
 */
export async function runway(
  client: Client,
  validationId: string,
  options: RunwayOptions = {},
): Promise<Runway> {
  cb58Decode(validationId, 'validationId', 32);
  const active =
    options.activeValidators === undefined
      ? undefined
      : toUint64('activeValidators', options.activeValidators);
  const read = await readConsistently(client, validationId, options);
  const state = { current: active ?? read.config.target, excess: read.excess };
  const secondsLeft = secondsRemaining(read.config, state, read.balance, { maxSteps: options.maxSteps });
  const endMs = read.chainTime.getTime() + Number(secondsLeft) * 1000;
  return {
    balance: read.balance,
    pricePerSecond: pricePerSecond(read.config, state),
    secondsLeft,
    deactivatesAt: new Date(Math.min(endMs, MAX_DATE_MS)),
    chainTime: read.chainTime,
  };
}
