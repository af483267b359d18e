import { describe, expect, it } from 'vitest';
import * as errors from '../errors.js';
import * as pkg from '../index.js';
import { createTxClient } from './createTxClient.js';

// The runtime exports of the client area and the typed errors, pinned: a rename or a dropped export fails here.
describe('@pkg/txs client exports', () => {
  it('exports createTxClient and the six typed errors, the very objects of their modules', () => {
    expect(pkg.createTxClient).toBe(createTxClient);
    expect(Object.keys(errors).sort()).toEqual([
      'CrossChainImportError',
      'FeeTooHighError',
      'GasCapacityExceededError',
      'InsufficientFundsError',
      'MissingSignerError',
      'TxRejectedError',
    ]);
    expect([
      pkg.CrossChainImportError,
      pkg.FeeTooHighError,
      pkg.GasCapacityExceededError,
      pkg.InsufficientFundsError,
      pkg.MissingSignerError,
      pkg.TxRejectedError,
    ]).toEqual([
      errors.CrossChainImportError,
      errors.FeeTooHighError,
      errors.GasCapacityExceededError,
      errors.InsufficientFundsError,
      errors.MissingSignerError,
      errors.TxRejectedError,
    ]);
  });
});
