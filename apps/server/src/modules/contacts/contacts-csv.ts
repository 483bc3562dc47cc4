import { csvRow } from '../../platform/csv';
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

export function contactCsvRow(row: ContactRow): string {
  return csvRow(CSV_COLUMNS.map((c) => row[c]));
}
