import { describe, expect, it } from 'vitest';
import { fmt, median, ratio, table } from '../src/stats.ts';

describe('median', () => {
  it('takes the middle value of an odd list and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('table', () => {
  it('aligns columns: first left, the others right', () => {
    expect(
      table(
        ['name', 'us'],
        [
          ['fetch', fmt(528.4)],
          ['undici', fmt(80.6)],
        ],
      ),
    ).toBe(['name     us', '------  ---', 'fetch   528', 'undici   81'].join('\n'));
  });
  it("prints '-' for missing figures", () => {
    expect(fmt(Number.NaN)).toBe('-');
    expect(ratio(undefined)).toBe('-');
    expect(ratio(2)).toBe('2.00x');
  });
});
