import { describe, expect, it } from 'vitest';
import { latenessLabel } from './milestone-lateness';

const now = new Date('2026-11-27T12:00:00.000Z');

describe('latenessLabel', () => {
  it('says how late in the largest whole unit', () => {
    expect(latenessLabel('2026-11-24T11:00:00.000Z', now)).toBe('3 days late');
    expect(latenessLabel('2026-11-26T12:00:00.000Z', now)).toBe('1 day late');
    expect(latenessLabel('2026-11-27T07:30:00.000Z', now)).toBe('4 hours late');
    expect(latenessLabel('2026-11-27T11:00:00.000Z', now)).toBe('1 hour late');
    expect(latenessLabel('2026-11-27T11:48:00.000Z', now)).toBe('12 minutes late');
  });

  it('says due now for a time not yet a minute past, or ahead of the clock', () => {
    expect(latenessLabel('2026-11-27T11:59:30.000Z', now)).toBe('Due now');
    expect(latenessLabel('2026-11-28T00:00:00.000Z', now)).toBe('Due now');
  });
});
