import { describe, expect, it } from 'vitest';
import { liveReconnectDelay } from './liveReconnectDelay';

describe('liveReconnectDelay', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    const most = (attempt: number) => liveReconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(most)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads tabs between half and all of that wait', () => {
    expect(liveReconnectDelay(3, () => 0)).toBe(4_000);
    expect(liveReconnectDelay(3, () => 0.5)).toBe(6_000);
    const spread = new Set(Array.from({ length: 50 }, () => liveReconnectDelay(2)));
    expect(spread.size).toBeGreaterThan(10);
    for (const wait of spread) expect(wait).toBeGreaterThanOrEqual(2_000);
  });
});
