const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a session was last used or started, in the reader's own format. */
export function formatSessionTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
