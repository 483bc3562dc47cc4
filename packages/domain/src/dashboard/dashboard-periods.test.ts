import { describe, expect, it } from 'vitest';
import { dashboardPeriods, percentChange, winRatePercent } from './dashboard-periods';

describe('dashboardPeriods', () => {
  it('answers this month, last month and next month across a year boundary', () => {
    const p = dashboardPeriods(new Date('2026-01-15T10:00:00Z'));
    expect(p).toMatchObject({
      today: '2026-01-15',
      thisMonthStart: '2026-01-01',
      nextMonthStart: '2026-02-01',
      lastMonthStart: '2025-12-01',
    });
  });

  it('counts the win-rate window as 90 calendar days, today included', () => {
    expect(dashboardPeriods(new Date('2026-03-31T23:59:00Z')).winRateFrom).toBe('2026-01-01');
  });

  it('lists a validity as expiring when its day ends at most 72 hours from now', () => {
    // 23:00 on the 10th: the 12th ends at 00:00 on the 13th, 49 hours away; the 13th ends 73 hours away.
    expect(dashboardPeriods(new Date('2026-05-10T23:00:00Z')).expiringUntil).toBe('2026-05-12');
    // Exactly midnight: the 12th ends exactly 72 hours later, still within.
    expect(dashboardPeriods(new Date('2026-05-10T00:00:00Z')).expiringUntil).toBe('2026-05-12');
  });
});

describe('percentChange and winRatePercent', () => {
  it('answers a rounded percent, or null with nothing to compare', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 150)).toBe(-66.7);
    expect(percentChange(10, 0)).toBeNull();
    expect(winRatePercent(2, 1)).toBe(66.7);
    expect(winRatePercent(0, 0)).toBeNull();
  });
});
