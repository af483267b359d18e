import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { answerEach, fakeFetch } from '../test/fakeFetch.js';
import { createEvmClient } from './generated/createEvmClient.js';
import { methods } from './generated/methods.js';

const node = 'http://node.test:9650';
const hash: `0x${string}` = `0x${'aa'.repeat(32)}`;

/** The refusal of a call, or a failure naming what it resolved with. */
async function refusal(call: Promise<unknown>): Promise<ValidationError> {
  const outcome = await call.then(
    (value) => new Error(`resolved with ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
  if (!ValidationError.isInstance(outcome)) throw outcome;
  return outcome;
}

describe('debug_ and warp_ input checks, before anything is sent', () => {
  it('refuses an empty file path, a 0x hash where a CB58 id goes and a quorum above 100', async () => {
    const { fetch, sent } = fakeFetch(answerEach(() => null));
    const evm = createEvmClient({ url: node, fetch });
    expect((await refusal(evm.debug.writeMemProfile(''))).message).toMatch(/file/);
    expect((await refusal(evm.warp.getBlockSignature(hash))).message).toMatch(/blockID/);
    expect(
      (
        await refusal(
          evm.warp.getMessageAggregateSignature('vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn', 101, ''),
        )
      ).message,
    ).toMatch(/quorumNum/);
    expect(sent).toHaveLength(0);
  });

  it("takes any tracer name or JavaScript tracer source, and coreth's `accepted` block tag", async () => {
    const { fetch, sent } = fakeFetch(answerEach(() => []));
    const evm = createEvmClient({ url: node, fetch, batch: false });
    const js =
      '{ data: [], fault() {}, step(log) { this.data.push(log.op.toString()) }, result() { return this.data } }';
    await evm.debug.traceTransaction(hash, { tracer: js, timeout: '10s' });
    await evm.debug.traceBlockByNumber('accepted', { tracer: 'myRegisteredTracer' });
    expect(sent.map((r) => (r.body as { params: unknown[] }).params)).toEqual([
      [hash, { tracer: js, timeout: '10s' }],
      ['accepted', { tracer: 'myRegisteredTracer' }],
    ]);
  });

  it('a profile that a repeat would disturb is sent once even when the answer is lost', async () => {
    const { fetch, sent } = fakeFetch(() => new Response('bad gateway', { status: 502 }));
    const evm = createEvmClient({ url: node, fetch, retry: { retries: 3, minDelayMs: 1, maxDelayMs: 1 } });
    await expect(evm.debug.startCPUProfile('/tmp/cpu.prof')).rejects.toThrow();
    expect(sent).toHaveLength(1);
    await expect(evm.debug.memStats()).rejects.toThrow();
    expect(sent).toHaveLength(5);
    expect(methods.debug_startCPUProfile?.retry).toBe(false);
  });
});
