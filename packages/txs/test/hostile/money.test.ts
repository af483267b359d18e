// The hostile-node suite of @pkg/txs (issue 34): no node, proxy or man in the middle can make a user lose funds.
// Each case runs on both HTTP paths against a loopback node that lies, and counts what reached it.
import { ParseError, SdkError, TimeoutError, ValidationError } from '@pkg/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTxClient, type TxClientOptions } from '../../src/client/createTxClient.js';
import { FeeTooHighError, InsufficientFundsError } from '../../src/errors.js';
import { AVAX_1, type HostileNode, signer, startNode, TRANSPORTS, utxo } from './hostileNode.js';

const issuedCount = (node: HostileNode) => node.issued.length;
const catchIt = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe.each(TRANSPORTS)('@pkg/txs under a hostile node (%s)', (_, transport) => {
  let node: HostileNode;
  let other: HostileNode;
  beforeEach(async () => {
    node = await startNode();
    other = await startNode();
  });
  afterEach(async () => {
    await node.close();
    await other.close();
  });
  const client = (options: Partial<TxClientOptions> = {}) =>
    createTxClient({ url: node.url, signers: [signer], retry: false, ...transport(), ...options });

  describe('maxFee and the fee inputs the node quotes', () => {
    it('X: a quoted txFee above maxFee is refused before signing (FeeTooHighError); a per-call maxFee lets it pay', async () => {
      node.state.utxos.X = [utxo(10n * AVAX_1)];
      node.state.txFee = String(AVAX_1 / 2n); // 0.5 AVAX: within the sanity bound, above the default maxFee
      const error = await catchIt(client().send({ chain: 'X', amount: AVAX_1 }));
      expect(FeeTooHighError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ fee: 500_000_000n, maxFee: 50_000_000n, chain: 'X' });
      expect((error as Error).message).toMatch(
        /^Fee too high on X: the transaction would pay 500000000 nAVAX, above maxFee 50000000 nAVAX; nothing was signed/,
      );
      expect(issuedCount(node)).toBe(0);
      await client().send({ chain: 'X', amount: AVAX_1, maxFee: AVAX_1 });
      expect(issuedCount(node)).toBe(1);
    });

    it('X: a txFee of 998 AVAX is a ParseError naming the field and its bound', async () => {
      node.state.utxos.X = [utxo(1000n * AVAX_1)];
      node.state.txFee = String(998n * AVAX_1);
      const error = await catchIt(client({ maxFee: 10_000n * AVAX_1 }).send({ chain: 'X', amount: AVAX_1 }));
      expect(ParseError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /^Invalid answer to avm\.getTxFee http:\/\/127\.0\.0\.1:\d+: txFee 998000000000 is above its bound 1000000000\n/,
      );
      expect(issuedCount(node)).toBe(0);
    });

    it('P: a getFeeState price of 96,000,000 is a ParseError; a negative one too; 100,000 is above maxFee', async () => {
      node.state.utxos.P = [utxo(1000n * AVAX_1)];
      node.state.feeState.price = '96000000';
      const high = await catchIt(client().send({ chain: 'P', amount: AVAX_1 }));
      expect((high as Error).message).toMatch(
        /platform\.getFeeState .*: price 96000000 is above its bound 1000000\n/,
      );
      node.state.feeState.price = -5;
      const negative = await catchIt(client().send({ chain: 'P', amount: AVAX_1 }));
      expect(ParseError.isInstance(negative)).toBe(true);
      expect((negative as Error).message).toMatch(/: price is negative \(-5\)/);
      node.state.feeState.price = '100000';
      const fee = await catchIt(client().send({ chain: 'P', amount: AVAX_1 }));
      expect(FeeTooHighError.isInstance(fee)).toBe(true);
      expect(fee).toMatchObject({ chain: 'P', maxFee: 50_000_000n });
      // the build-only form checks it too
      const built = await catchIt(client().p.build.send({ amount: AVAX_1 }));
      expect(FeeTooHighError.isInstance(built)).toBe(true);
      expect(issuedCount(node)).toBe(0);
    });

    it('C: a base fee of 8.8e14 wei is a ParseError; 5e12 wei makes each half of a cross-chain move check maxFee', async () => {
      node.state.baseFee = `0x${(880_000_000_000_000n).toString(16)}`;
      const parse = await catchIt(client().crossChain({ from: 'C', to: 'X', amount: 10n * AVAX_1 }));
      expect((parse as Error).message).toMatch(
        /eth_baseFee .*: base fee \(wei\) 880000000000000 is above its bound 100000000000000/,
      );
      node.state.baseFee = `0x${(5_000_000_000_000n).toString(16)}`; // 5,000 gwei: about 0.06 AVAX for an atomic tx
      const exported = await catchIt(client().crossChain({ from: 'C', to: 'X', amount: 10n * AVAX_1 }));
      expect(FeeTooHighError.isInstance(exported)).toBe(true);
      expect(exported).toMatchObject({ chain: 'C' });
      expect(issuedCount(node)).toBe(0);
      // X -> C: the import it would need is above maxFee, so not even the export (fee 0.001 AVAX) is signed
      node.state.utxos.X = [utxo(20n * AVAX_1)];
      const imported = await catchIt(client().crossChain({ from: 'X', to: 'C', amount: 10n * AVAX_1 }));
      expect(FeeTooHighError.isInstance(imported)).toBe(true);
      expect(imported).toMatchObject({ chain: 'C' });
      expect(issuedCount(node)).toBe(0);
    });
  });

  it('networkId: a node reporting another network is refused before anything is read or signed', async () => {
    node.state.networkId = '1';
    node.state.utxos.X = [utxo(10n * AVAX_1)];
    const error = await catchIt(client({ networkId: 12345 }).send({ chain: 'X', amount: AVAX_1 }));
    expect(SdkError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(
      /^The node at http:\/\/127\.0\.0\.1:\d+ reports network id 1 \(info\.getNetworkID\), not networkId 12345: nothing was built or signed/,
    );
    expect(node.arrivals['avm.getUTXOs']).toBeUndefined();
    expect(issuedCount(node)).toBe(0);
    // an address of another network is refused before any request
    const before = node.arrivals['info.getNetworkID'];
    const to = 'X-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5u9xde7p';
    const address = await catchIt(client({ networkId: 12345 }).send({ chain: 'X', to, amount: AVAX_1 }));
    expect(ValidationError.isInstance(address) && address.field).toBe('to');
    expect(node.arrivals['info.getNetworkID']).toBe(before);
  });

  it('UTXO paging stops at maxUtxos with an error naming it, and a signal stops an operation', async () => {
    node.state.endlessPages = true;
    const error = await catchIt(client({ maxUtxos: 2048 }).send({ chain: 'X', amount: AVAX_1 }));
    expect((error as Error).message).toMatch(
      /^avm\.getUTXOs returned more than maxUtxos \(2048\) UTXOs; the read stopped there/,
    );
    expect(node.arrivals['avm.getUTXOs']).toBeLessThanOrEqual(3);
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('stopped by the user')), 100);
    const aborted = await catchIt(
      client({ maxUtxos: 10_000_000 }).send({ chain: 'X', amount: AVAX_1, signal: controller.signal }),
    );
    expect((aborted as Error).message).toBe('stopped by the user');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(issuedCount(node)).toBe(0);
  }, 10_000);

  it('wait settles at its deadline and at an abort even when the status call hangs', async () => {
    node.state.utxos.X = [utxo(10n * AVAX_1), utxo(10n * AVAX_1)];
    node.state.statusDelayMs = 4000;
    let started = Date.now();
    const late = await catchIt(client({ waitTimeoutMs: 300 }).send({ chain: 'X', amount: AVAX_1 }));
    expect(TimeoutError.isInstance(late)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1200);
    const controller = new AbortController();
    started = Date.now();
    setTimeout(() => controller.abort(new Error('stopped by the user')), 300);
    const pending = client().send({ chain: 'X', amount: AVAX_1, signal: controller.signal });
    expect(((await catchIt(pending)) as Error).message).toBe('stopped by the user');
    expect(Date.now() - started).toBeLessThan(1200);
    started = Date.now();
    const limited = await catchIt(client().send({ chain: 'X', amount: AVAX_1, timeoutMs: 400 }));
    expect(TimeoutError.isInstance(limited)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1300);
  }, 10_000);

  it('a redirected issueTx is not followed: the error names the Location, the other server gets nothing', async () => {
    node.state.utxos.X = [utxo(10n * AVAX_1)];
    node.state.issueRedirect = `${other.url}/ext/bc/X`;
    const error = await catchIt(client().send({ chain: 'X', amount: AVAX_1 }));
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Redirect not followed for a submit: POST ${node.url}/ext/bc/X answered 307 to ${other.url}/ext/bc/X`,
      ),
    );
    expect(node.arrivals['avm.issueTx']).toBe(1);
    expect(other.arrivals).toEqual({});
  });

  describe('dust-proof UTXO selection', () => {
    it('X: 300 UTXOs of 1 nAVAX before a 1,000 AVAX one: the send spends the large one alone', async () => {
      node.state.utxos.X = [...Array.from({ length: 300 }, () => utxo(1n)), utxo(1000n * AVAX_1)];
      await client().send({ chain: 'X', amount: AVAX_1 });
      expect(node.issued).toMatchObject([{ method: 'avm.issueTx', type: 'BaseTx', inputs: 1 }]);
    });

    it('P: 200 dust UTXOs before a 1,000 AVAX one: one input, the fee of a one-input tx', async () => {
      node.state.utxos.P = [...Array.from({ length: 200 }, () => utxo(1_000n)), utxo(1000n * AVAX_1)];
      await client().send({ chain: 'P', amount: AVAX_1 });
      expect(node.issued).toMatchObject([{ method: 'platform.issueTx', type: 'BaseTx', inputs: 1 }]);
    });

    it('an InsufficientFundsError caused by the input cap names maxInputs', async () => {
      node.state.utxos.X = Array.from({ length: 10 }, () => utxo(AVAX_1));
      const error = await catchIt(client({ maxInputs: 2 }).send({ chain: 'X', amount: 5n * AVAX_1 }));
      expect(InsufficientFundsError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /^Insufficient funds on X: needed 5001000000 of asset \w+ within maxInputs \(2 inputs\); the signers hold 10000000000 in all: raise maxInputs or consolidate their UTXOs$/,
      );
      expect(issuedCount(node)).toBe(0);
    });
  });

  it('EIP-55: a mixed-case C recipient with a wrong checksum is refused before any request', async () => {
    const wrong = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52Fc'; // the ewoq address, its last letter's case flipped
    const error = await catchIt(
      client().crossChain({ from: 'X', to: 'C', amount: AVAX_1, recipient: wrong }),
    );
    expect(ValidationError.isInstance(error) && error.field).toBe('recipient');
    expect((error as Error).message).toMatch(
      /^recipient must be a 0x address in one case, or in mixed case with its EIP-55 checksum/,
    );
    expect(node.arrivals).toEqual({});
  });
});
