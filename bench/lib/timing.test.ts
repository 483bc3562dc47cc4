import { describe, expect, it } from 'vitest';
import { median, sampleIds } from './timing';

describe('benchmark timing helpers', () => {
  it('median takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('sampleIds draws distinct ids in range', () => {
    const ids = sampleIds(50, 60);
    expect(new Set(ids).size).toBe(50);
    expect(ids.every((id) => id >= 1 && id <= 60)).toBe(true);
  });
});
