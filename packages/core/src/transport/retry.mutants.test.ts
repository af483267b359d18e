import { describe, expect, it } from 'vitest';
import { retryStatuses } from './retry.js';

// Pinned here too: Stryker's sandbox cannot run retryStatuses.test.ts (it reads the repo's READMEs by path).
describe('retryStatuses', () => {
  it('is exactly 408, 429, 500, 502, 503 and 504', () => {
    expect([...retryStatuses]).toEqual([408, 429, 500, 502, 503, 504]);
  });
});
