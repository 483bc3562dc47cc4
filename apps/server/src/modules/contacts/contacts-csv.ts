import type { ContactRow } from './contacts.repository';

export const CSV_COLUMNS = [
  'id',
  'display_name',
  'name',
  'last_name',
  'company_name',
  'title',
  'email',
  'phone_number',
  'status',
  'address',
  'city',
  'state',
  'zip_code',
  'country',
  'category',
  'segment',
  'notes',
  'created_at',
] as const satisfies readonly (keyof ContactRow)[];

/**
 * One CSV cell: quoted when needed, and with a leading apostrophe when it starts like a spreadsheet
 * formula (=, +, -, @, tab, CR), so opening the export cannot run anything.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function contactCsvRow(row: ContactRow): string {
  return csvRow(CSV_COLUMNS.map((c) => row[c]));
}
