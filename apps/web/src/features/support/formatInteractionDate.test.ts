import { describe, expect, it } from 'vitest';
import { formatInteractionDate } from './formatInteractionDate';

describe('formatInteractionDate', () => {
  it("shows short month, day and 2-digit year: 'Nov 22, 26'", () => {
    expect(formatInteractionDate('2026-11-22')).toBe('Nov 22, 26');
    expect(formatInteractionDate('2027-01-05')).toBe('Jan 5, 27');
  });

  it('keeps text it cannot read as it is', () => {
    expect(formatInteractionDate('soon')).toBe('soon');
  });
});
