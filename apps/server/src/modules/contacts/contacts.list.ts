import { getTableColumns, sql } from 'drizzle-orm';
import { defineListSpec, type FieldKind, type ListField } from '../../platform/list-query';
import { contactSearchText, contacts } from './contacts.table';

const kinds: Partial<Record<keyof typeof contacts.$inferSelect, FieldKind>> = {
  id: 'integer',
  account_manager_id: 'integer',
  revenue: 'number',
  profit: 'number',
  loss: 'number',
  account_balance: 'number',
  credit_line: 'number',
  check_flag: 'boolean',
  credit: 'boolean',
  embed: 'boolean',
  version: 'integer',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};

const fields: Record<string, ListField> = Object.fromEntries(
  Object.entries(getTableColumns(contacts)).map(([name, column]) => [
    name,
    { expr: column, kind: kinds[name as keyof typeof kinds] ?? 'string' },
  ]),
);

// Large free-text fields are answered but not sorted or filtered on: no index would serve them.
const UNFILTERABLE = new Set(['notes', 'embedding', 'metadata', 'text']);
const filterable = Object.keys(fields).filter((f) => !UNFILTERABLE.has(f));

const listOptions = {
  sortable: [
    'id',
    'display_name',
    'name',
    'last_name',
    'company_name',
    'email',
    'phone_number',
    'status',
    'city',
    'country',
    'category',
    'segment',
    'created_at',
    'updated_at',
  ],
  filterable,
  searchable: [contactSearchText(contacts)],
  defaultOrder: [{ field: 'display_name', direction: 'asc' as const }],
  defaultLimit: 50,
};

export const contactList = defineListSpec({ fields, ...listOptions });

/**
 * The same list for requests with `search`. A search matches a small share of the contacts; sorted through
 * the display-name index, PostgreSQL walks that index filtering row by row, which scans tens of thousands
 * of rows when the matches cluster in name order ('maria' matches names starting with M). Sorting an
 * expression the index does not cover makes it take the matches from the trigram index and sort only them.
 */
export const contactSearchList = defineListSpec({
  fields: Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.kind === 'string' ? { ...field, expr: sql`(${field.expr} || '')` } : field,
    ]),
  ),
  ...listOptions,
});
