import { getTableColumns } from 'drizzle-orm';
import { defineListSpec, type FieldKind, type ListField } from '../../platform/list-query';
import { quotationSearchText, quotations } from './quotations.table';

const kinds: Record<string, FieldKind> = {
  id: 'integer',
  user_id: 'integer',
  contact_id: 'integer',
  origin_address_id: 'integer',
  destination_address_id: 'integer',
  validity_days: 'integer',
  version: 'integer',
  estimated_value: 'number',
  total_cbm: 'number',
  total_weight: 'number',
  total_declared_value: 'number',
  total_cost: 'number',
  start_date: 'date',
  deadline: 'date',
  created_date: 'date',
  valid_until_date: 'date',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};

const fields: Record<string, ListField> = Object.fromEntries(
  Object.entries(getTableColumns(quotations)).map(([name, column]) => [
    name,
    { expr: column, kind: kinds[name] ?? 'string' },
  ]),
);

export const quotationList = defineListSpec({
  fields,
  // The five columns of the status pages, and a few more for API clients.
  sortable: [
    'id',
    'quotation_number',
    'client_name',
    'start_date',
    'valid_until_date',
    'total_cost',
    'status',
    'priority',
    'created_date',
    'created_at',
    'updated_at',
  ],
  filterable: Object.keys(fields).filter((f) => f !== 'notes' && f !== 'project_description'),
  searchable: [quotationSearchText(quotations)],
  defaultOrder: [{ field: 'start_date', direction: 'desc' }],
});
