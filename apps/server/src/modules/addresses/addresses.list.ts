import { getTableColumns } from 'drizzle-orm';
import { defineListSpec, type FieldKind, type ListField } from '../../platform/list-query';
import { addresses, addressSearchText } from './addresses.table';

const kinds: Record<string, FieldKind> = {
  id: 'integer',
  user_id: 'integer',
  floor_number: 'integer',
  people_needed: 'integer',
  number_of_steps: 'integer',
  version: 'integer',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};
for (const [name, column] of Object.entries(getTableColumns(addresses))) {
  if (column.dataType === 'boolean') kinds[name] = 'boolean';
}

const fields: Record<string, ListField> = Object.fromEntries(
  Object.entries(getTableColumns(addresses)).map(([name, column]) => [
    name,
    { expr: column, kind: kinds[name] ?? 'string' },
  ]),
);

// Lists and free text are answered but not filtered on.
const UNFILTERABLE = new Set([
  'delivery_location_features',
  'delivery_specifics',
  'timing_restrictions',
  'access_challenges',
  'location_details',
  'equipment_details',
  'specific_location_inside',
]);

export const addressList = defineListSpec({
  fields,
  sortable: [
    'id',
    'company_name',
    'contact_first_name',
    'contact_last_name',
    'city',
    'province',
    'country',
    'address_type',
    'created_at',
    'updated_at',
  ],
  filterable: Object.keys(fields).filter((f) => !UNFILTERABLE.has(f)),
  searchable: [addressSearchText(addresses)],
  defaultOrder: [{ field: 'id', direction: 'desc' }],
});
