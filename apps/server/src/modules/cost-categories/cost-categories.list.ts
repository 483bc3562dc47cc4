import { getTableColumns } from 'drizzle-orm';
import { defineListSpec, type FieldKind, type ListField } from '../../platform/list-query';
import { costCategories } from './cost-categories.table';

const kinds: Record<string, FieldKind> = {
  id: 'integer',
  sort_order: 'integer',
  version: 'integer',
  is_active: 'boolean',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};

const fields: Record<string, ListField> = Object.fromEntries(
  Object.entries(getTableColumns(costCategories)).map(([name, column]) => [
    name,
    { expr: column, kind: kinds[name] ?? 'string' },
  ]),
);

export const costCategoryList = defineListSpec({
  fields,
  sortable: ['id', 'name', 'is_active', 'sort_order', 'created_at', 'updated_at'],
  filterable: Object.keys(fields),
  searchable: [costCategories.name],
  defaultOrder: [
    { field: 'sort_order', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
});
