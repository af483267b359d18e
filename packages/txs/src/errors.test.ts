import { SdkError, TimeoutError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import {
  GasCapacityExceededError,
  InsufficientFundsError,
  MissingSignerError,
  TxRejectedError,
} from './errors.js';

describe('txs errors', () => {
  it('InsufficientFundsError says what was needed and found, of which asset on which chain', () => {
    const e = new InsufficientFundsError({ needed: 1_001_000_000n, found: 5n, assetId: 'AVAX1', chain: 'X' });
    expect(e.message).toMatchInlineSnapshot(
      `"Insufficient funds on X: needed 1001000000 of asset AVAX1, found 5"`,
    );
    expect([e.needed, e.found, e.assetId, e.chain]).toEqual([1_001_000_000n, 5n, 'AVAX1', 'X']);
    expect(JSON.parse(JSON.stringify(e))).toMatchObject({
      name: 'InsufficientFundsError',
      needed: '1001000000',
      found: '5',
    });
  });

  it('MissingSignerError names the address', () => {
    const e = new MissingSignerError({ addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'] });
    expect(e.message).toMatchInlineSnapshot(
      `"No signer for address P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"`,
    );
    expect(e.address).toBe('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    expect(e.addresses).toEqual(['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u']);
  });

  it('MissingSignerError names every missing address, in its message and its JSON', () => {
    const e = new MissingSignerError({ addresses: ['P-local1a', 'P-local1b'] });
    expect(e.message).toBe('No signer for 2 addresses: P-local1a, P-local1b');
    expect(e.toJSON().addresses).toEqual(['P-local1a', 'P-local1b']);
  });

  it('TxRejectedError carries the status, the reason and the tx id', () => {
    const e = new TxRejectedError({ status: 'Dropped', reason: 'failed to verify', txId: 'abc' });
    expect(e.message).toMatchInlineSnapshot(`"Transaction abc Dropped: failed to verify"`);
    expect([e.status, e.reason, e.txId]).toEqual(['Dropped', 'failed to verify', 'abc']);
    expect(new TxRejectedError({ status: 'Rejected', txId: 'abc' }).message).toBe('Transaction abc Rejected');
  });

  it('GasCapacityExceededError carries the gas and the capacity', () => {
    const e = new GasCapacityExceededError({ gas: 10n, capacity: 9n });
    expect(e.message).toMatchInlineSnapshot(`"Transaction gas 10 exceeds the chain's capacity 9"`);
    expect(JSON.parse(JSON.stringify(e))).toMatchObject({ gas: '10', capacity: '9' });
  });

  it('each is an SdkError, recognised by its own isInstance (unbound too) and no other', () => {
    const errors = [
      new InsufficientFundsError({ needed: 2n, found: 1n, assetId: 'a', chain: 'P' }),
      new MissingSignerError({ addresses: ['x'] }),
      new GasCapacityExceededError({ gas: 2n, capacity: 1n }),
      new TxRejectedError({ status: 'Rejected', txId: 't' }),
    ];
    for (const e of errors) expect(SdkError.isInstance(e)).toBe(true);
    expect(errors.filter(InsufficientFundsError.isInstance)).toEqual([errors[0]]);
    expect(errors.filter(MissingSignerError.isInstance)).toEqual([errors[1]]);
    expect(errors.filter(GasCapacityExceededError.isInstance)).toEqual([errors[2]]);
    expect(errors.filter(TxRejectedError.isInstance)).toEqual([errors[3]]);
    expect(errors.filter(TimeoutError.isInstance)).toEqual([]);
    expect(errors.map((e) => e.name)).toEqual([
      'InsufficientFundsError',
      'MissingSignerError',
      'GasCapacityExceededError',
      'TxRejectedError',
    ]);
  });
});
