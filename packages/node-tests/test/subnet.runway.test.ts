import { type Runway, runway } from '@pkg/l1';
import { createPChainClient } from '@pkg/pchain';
import { createTxClient, privateKeySigner } from '@pkg/txs';
import { describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';

// @pkg/l1's runway on the suite's L1: the node's own validator (the one ConvertSubnetToL1Tx made, 1 AVAX of balance),
// read twice some seconds apart. The P chain charges the continuous fee when a block moves its time, and an idle P
// chain builds no block, so each read follows a P send of 1 nAVAX from ewoq: the chain time is then that send's block
// time, and the balance drops between the two reads by the price of the seconds between those blocks.

const url = inject('nodeUrl');
const l1 = inject('subnetL1');
const subnetId = inject('subnetId');
const validationId = inject('subnetValidationId');
const p = createPChainClient({ url });
const txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });

/** A P block now (a 1 nAVAX send to ewoq itself), then the runway: the wall-clock times around the send, ms. */
async function runwayAfterABlock(): Promise<{ read: Runway; sentFrom: number; sentBy: number }> {
  const sentFrom = Date.now();
  await txs.send({ chain: 'P', amount: 1n });
  const sentBy = Date.now();
  return { read: await runway(p, validationId), sentFrom, sentBy };
}

describe.runIf(l1)("runway of the suite's L1 validator", () => {
  test("the suite's validation id is the one platform.getCurrentValidators lists for the L1", async () => {
    const { validators } = await p.platform.getCurrentValidators({ subnetID: subnetId });
    expect(validators.map((v) => (v as { validationID?: string }).validationID)).toEqual([validationId]);
  });

  test('balance, price and seconds left, then again 4 s later: the balance dropped by the price of the seconds between', async () => {
    const first = await runwayAfterABlock();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const second = await runwayAfterABlock();
    const [a, b] = [first.read, second.read];
    for (const r of [a, b]) {
      expect(r.balance).toBeGreaterThan(0n);
      expect(r.balance).toBeLessThanOrEqual(1_000_000_000n);
      expect(r.pricePerSecond).toBeGreaterThan(0n);
      expect(r.secondsLeft).toBeGreaterThan(0n);
      expect(r.deactivatesAt.getTime()).toBe(r.chainTime.getTime() + Number(r.secondsLeft) * 1000);
    }
    // one L1 validator, far below the fee config's target: the excess stays 0 and the price at its minimum, so the
    // balance pays for balance / price whole seconds
    const state = await p.platform.getValidatorFeeState();
    expect(BigInt(state.excess)).toBe(0n);
    expect(b.pricePerSecond).toBe(a.pricePerSecond);
    expect(BigInt(state.price)).toBe(a.pricePerSecond);
    expect(a.secondsLeft).toBe(a.balance / a.pricePerSecond);
    // the chain time is each send's block time (whole seconds, taken while the send was under way)
    const chainSeconds = (b.chainTime.getTime() - a.chainTime.getTime()) / 1000;
    expect(chainSeconds).toBeGreaterThanOrEqual(Math.floor((second.sentFrom - first.sentBy) / 1000));
    expect(chainSeconds).toBeLessThanOrEqual(Math.ceil((second.sentBy - first.sentFrom) / 1000));
    // the fee state's progression: exactly the price of each second between the two block times ...
    const drop = a.balance - b.balance;
    expect(drop).toBe(a.pricePerSecond * BigInt(chainSeconds));
    // ... which is the price of the wall-clock time between the sends, within one second's price either way (the
    // block times are whole seconds), plus the price of the time the sends themselves took (when in them a block was
    // built is not known)
    const wallSeconds = (second.sentBy + second.sentFrom - first.sentBy - first.sentFrom) / 2000;
    const sendSeconds = (second.sentBy - second.sentFrom + first.sentBy - first.sentFrom) / 2000;
    const price = Number(a.pricePerSecond);
    expect(Math.abs(Number(drop) - price * wallSeconds)).toBeLessThanOrEqual(price * (1 + sendSeconds));
    expect(b.secondsLeft).toBe(a.secondsLeft - BigInt(chainSeconds));
    expect(b.deactivatesAt.getTime()).toBe(a.deactivatesAt.getTime());
  });
});
