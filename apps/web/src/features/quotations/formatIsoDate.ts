// UTC on both sides: a calendar date must not move a day because of the viewer's time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date for reading, e.g. "Nov 21, 2026"; '—' when there is none. */
export function formatIsoDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
