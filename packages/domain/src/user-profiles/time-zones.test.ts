import { describe, expect, it } from 'vitest';
import { isTimeZone, TIME_ZONE_MESSAGE, TIME_ZONES, utcOffsetLabel } from './time-zones';
import { userProfileUpdateSchema } from './user-profile';

describe('time zones', () => {
  it('offers every IANA zone with UTC first, Asia, Africa and the Pacific included', () => {
    expect(TIME_ZONES[0]).toBe('UTC');
    expect(TIME_ZONES.length).toBeGreaterThan(300);
    for (const zone of ['Asia/Tokyo', 'Asia/Singapore', 'Asia/Dubai', 'Africa/Lagos', 'Pacific/Auckland']) {
      expect(TIME_ZONES).toContain(zone);
    }
  });

  it('accepts a renamed zone under either name, refuses offsets and unknown names', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('the profile schema takes any zone and names the field when it refuses one', () => {
    expect(userProfileUpdateSchema.parse({ timezone: 'Asia/Tokyo' })).toEqual({ timezone: 'Asia/Tokyo' });
    const refused = userProfileUpdateSchema.safeParse({ timezone: 'Asia/Atlantis' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['timezone'], message: TIME_ZONE_MESSAGE });
  });

  it('labels a zone with its offset from UTC at a given moment', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(utcOffsetLabel('Asia/Tokyo', winter)).toBe('UTC+09:00');
    expect(utcOffsetLabel('America/New_York', winter)).toBe('UTC-05:00');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffsetLabel('UTC', winter)).toBe('UTC+00:00');
    expect(utcOffsetLabel('Europe/London', winter)).toBe('UTC+00:00');
  });
});
