import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { answerEach, fakeFetch } from '../test/fakeFetch.js';
import { createEvmClient } from './generated/createEvmClient.js';
import { methods } from './generated/methods.js';

const hash = `0x${'aa'.repeat(32)}` as const;
const tx = { from: `0x${'11'.repeat(20)}`, to: `0x${'22'.repeat(20)}` };

function client() {
  const { fetch, sent } = fakeFetch(answerEach(() => null));
  return { evm: createEvmClient({ url: 'http://node.test:9650', fetch, batch: false }), sent };
}

/** The params the spec lets be null (a union with `null`: the node reads them as absent), by method. */
const nullable = Object.values(methods).flatMap((entry) =>
  Object.entries(entry.schema ?? {})
    .filter(([, rule]) => rule.nullable === true)
    .map(([param, rule]) => ({ method: entry.name, param, rule, check: entry.check })),
);

describe('optional params the node reads as absent when null', () => {
  it('are the pointer params of geth and coreth: the trace configs, openWallet, resend, and the rest', () => {
    const names = nullable.map((n) => `${n.method}.${n.param}`);
    for (const expected of [
      'debug_traceTransaction.config',
      'debug_traceCall.config',
      'debug_traceBlockByNumber.config',
      'debug_traceBlockByHash.config',
      'debug_traceBlock.config',
      'debug_intermediateRoots.config',
      'personal_openWallet.passphrase',
      'eth_resend.gasPrice',
      'eth_resend.gasLimit',
    ])
      expect(names).toContain(expected);
    expect(names).not.toContain('debug_traceTransaction.hash');
  });

  it("each passes its method's own checker as null", () => {
    expect(nullable.length).toBeGreaterThanOrEqual(11);
    for (const { method, param, rule, check } of nullable) {
      expect(() => check?.({ [param]: null }, { [param]: rule }), method).not.toThrow();
      const strict = { ...rule, nullable: false };
      expect(() => check?.({ [param]: null }, { [param]: strict }), method).toThrow(ValidationError);
    }
  });

  it('sends debug_traceTransaction(hash, null), personal_openWallet(url, null) and eth_resend(tx, null, null)', async () => {
    const { evm, sent } = client();
    await evm.debug.traceTransaction(hash, null);
    await evm.personal.openWallet('usb:///tmp', null);
    await evm.eth.resend(tx, null, null);
    expect(sent.map((r) => (r.body as { params: unknown }).params)).toEqual([
      [hash, null],
      ['usb:///tmp', null],
      [tx, null, null],
    ]);
  });

  it('still refuses null for a required param and a wrong value for a nullable one', async () => {
    const { evm, sent } = client();
    await expect(evm.debug.traceTransaction(null as never)).rejects.toMatchObject({ field: 'hash' });
    await expect(evm.debug.traceTransaction(hash, 'callTracer' as never)).rejects.toMatchObject({
      field: 'config',
    });
    await expect(evm.eth.resend(tx, 'cheap' as never)).rejects.toBeInstanceOf(ValidationError);
    expect(sent).toHaveLength(0);
  });
});
