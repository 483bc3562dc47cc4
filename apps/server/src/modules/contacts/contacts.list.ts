import { getTableColumns } from 'drizzle-orm';
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

export const contactList = defineListSpec({
  fields,
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
  defaultOrder: [{ field: 'display_name', direction: 'asc' }],
  defaultLimit: 50,
});
