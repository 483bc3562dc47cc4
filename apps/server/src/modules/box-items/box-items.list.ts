import { getTableColumns } from 'drizzle-orm';
import { defineListSpec, type FieldKind, type ListField } from '../../platform/list-query';
import { boxItems } from './box-items.table';

const kinds: Record<string, FieldKind> = {
  id: 'integer',
  quotation_id: 'integer',
  quantity: 'integer',
  version: 'integer',
  length: 'number',
  width: 'number',
  height: 'number',
  volume_value: 'number',
  weight_value: 'number',
  individual_cbm: 'number',
  total_cbm: 'number',
  individual_weight: 'number',
  total_weight: 'number',
  declared_value_amount: 'number',
  insurance_value: 'number',
  insurance_required: 'boolean',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};

const fields: Record<string, ListField> = Object.fromEntries(
  Object.entries(getTableColumns(boxItems)).map(([name, column]) => [
    name,
    { expr: column, kind: kinds[name] ?? 'string' },
  ]),
);

export const boxItemList = defineListSpec({
  fields,
  sortable: ['id', 'name', 'quantity', 'total_cbm', 'total_weight', 'declared_value_amount', 'created_at'],
  filterable: Object.keys(fields).filter((f) => f !== 'product_specifications' && f !== 'hs_description'),
  searchable: [boxItems.name],
  defaultOrder: [{ field: 'created_at', direction: 'asc' }],
});
