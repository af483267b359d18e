import * as core from '@pkg/core';
import { describe, expect, it } from 'vitest';
import * as txs from './index.js';

describe('@pkg/txs errors', () => {
  it('re-exports the core error classes themselves, so instanceof works across packages', () => {
    expect(txs.ValidationError).toBe(core.ValidationError);
    expect(txs.SdkError).toBe(core.SdkError);
    expect(new txs.ValidationError({ field: 'amount', rule: 'minimum 1' })).toBeInstanceOf(core.SdkError);
  });
});
