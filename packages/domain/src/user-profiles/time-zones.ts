import { z } from 'zod';

/**
 * Every IANA time zone this runtime knows (`Intl.supportedValuesOf('timeZone')`), with UTC first: what the
 * Preferences select offers and what the profile schema accepts. The browser's and the server's lists can
 * name a renamed zone differently (Asia/Kolkata against Asia/Calcutta), so a name is accepted when it, or the
 * zone Intl resolves it to, is in the list.
 */
export const TIME_ZONES: readonly string[] = [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
];

const known = new Set(TIME_ZONES);

export const TIME_ZONE_MESSAGE =
  'Timezone must be an IANA time zone name such as Europe/Madrid or Asia/Tokyo';

/** True for an IANA zone name of the list or one of its aliases; offsets ('+05:00') and unknown names are not. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  if (known.has(value)) return true;
  try {
    return known.has(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** A profile's time zone: one of `TIME_ZONES` (or an alias of one). */
export function timeZoneField() {
  return z.string({ error: TIME_ZONE_MESSAGE }).refine(isTimeZone, { error: TIME_ZONE_MESSAGE });
}

/** The zone's offset from UTC at `at` (now by default), as 'UTC+09:00'; a zero offset is 'UTC+00:00'. */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return !part || part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
}
