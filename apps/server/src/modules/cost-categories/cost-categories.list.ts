import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { costCategories } from './cost-categories.table';

const fields = tableListFields(costCategories);

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
