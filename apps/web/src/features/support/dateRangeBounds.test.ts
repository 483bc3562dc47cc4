import { describe, expect, it } from 'vitest';
import { dateRangeBounds } from './dateRangeBounds';

// Sunday 22 November 2026, in the local calendar.
const sunday = new Date(2026, 10, 22, 15, 30);

describe('dateRangeBounds', () => {
  it('sends no bounds for All Time', () => {
    expect(dateRangeBounds('all', sunday)).toBeUndefined();
  });

  it('Today is the one day', () => {
    expect(dateRangeBounds('today', sunday)).toEqual({ date_from: '2026-11-22', date_to: '2026-11-22' });
  });

  it('This Week runs Monday to Sunday, also across a month end', () => {
    expect(dateRangeBounds('week', sunday)).toEqual({ date_from: '2026-11-16', date_to: '2026-11-22' });
    expect(dateRangeBounds('week', new Date(2026, 11, 1))).toEqual({
      date_from: '2026-11-30',
      date_to: '2026-12-06',
    });
  });

  it('This Month is its first to last day, leap years included', () => {
    expect(dateRangeBounds('month', sunday)).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(dateRangeBounds('month', new Date(2028, 1, 10))).toEqual({
      date_from: '2028-02-01',
      date_to: '2028-02-29',
    });
  });

  it('This Quarter is the calendar quarter', () => {
    expect(dateRangeBounds('quarter', sunday)).toEqual({ date_from: '2026-10-01', date_to: '2026-12-31' });
    expect(dateRangeBounds('quarter', new Date(2026, 0, 1))).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-03-31',
    });
  });
});
