import { describe, expect, it } from 'vitest';
import { lateness } from './milestone-lateness';

const now = new Date('2026-11-27T12:00:00.000Z');

describe('lateness', () => {
  it('says how late in the largest whole unit', () => {
    expect(lateness('2026-11-24T11:00:00.000Z', now)).toEqual({ unit: 'day', count: 3 });
    expect(lateness('2026-11-26T12:00:00.000Z', now)).toEqual({ unit: 'day', count: 1 });
    expect(lateness('2026-11-27T07:30:00.000Z', now)).toEqual({ unit: 'hour', count: 4 });
    expect(lateness('2026-11-27T11:00:00.000Z', now)).toEqual({ unit: 'hour', count: 1 });
    expect(lateness('2026-11-27T11:48:00.000Z', now)).toEqual({ unit: 'minute', count: 12 });
  });

  it('is null for a time not yet a minute past, or ahead of the clock', () => {
    expect(lateness('2026-11-27T11:59:30.000Z', now)).toBeNull();
    expect(lateness('2026-11-28T00:00:00.000Z', now)).toBeNull();
  });
});
