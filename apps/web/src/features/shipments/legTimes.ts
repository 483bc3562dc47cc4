/** A stored UTC time as a `datetime-local` value in the browser's own zone; '' for none. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value (the browser's zone) as the UTC time the API takes; '' stays blank (none). */
export function isoOfLocalInput(value: string): string {
  if (!value) return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}
