import { getTableColumns } from 'drizzle-orm';
import { defineListSpec, type FieldKind, type ListField } from '../../platform/list-query';
import { costItems } from './cost-items.table';

const kinds: Record<string, FieldKind> = {
  id: 'integer',
  quotation_id: 'integer',
  category_id: 'integer',
  parent_id: 'integer',
  sort_order: 'integer',
  version: 'integer',
  quantity: 'number',
  unit_cost: 'number',
  rate: 'number',
  total_cost: 'number',
  is_sub_item: 'boolean',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};

// The entered total is the server's working value; the API answers total_cost.
const { entered_total_cost: _entered, ...columns } = getTableColumns(costItems);

const fields: Record<string, ListField> = Object.fromEntries(
  Object.entries(columns).map(([name, column]) => [name, { expr: column, kind: kinds[name] ?? 'string' }]),
);

/**
 * Without `order_by` the list answers the cost breakdown's order (see `breakdownOrder` in the repository):
 * main items by sort_order then created_at, each followed by its sub-items, orphaned sub-items last.
 */
export const costItemList = defineListSpec({
  fields,
  sortable: [
    'id',
    'quotation_id',
    'sort_order',
    'description',
    'category_id',
    'location',
    'calculation_method',
    'total_cost',
    'created_at',
  ],
  filterable: Object.keys(fields),
  searchable: [costItems.description],
  defaultOrder: [
    { field: 'sort_order', direction: 'asc' },
    { field: 'created_at', direction: 'asc' },
  ],
});
