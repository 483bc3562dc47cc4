const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: '2-digit',
  timeZone: 'UTC',
});

/**
 * An interaction's YYYY-MM-DD date as the Support list shows it: short month, day, 2-digit year
 * ('Nov 22, 26'). Read as a calendar date (UTC), so no time zone moves it to the day before.
 */
export function formatInteractionDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : shortDate.format(parsed);
}
