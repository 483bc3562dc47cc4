import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { costItems } from './cost-items.table';

// The entered total is the server's working value; the API answers total_cost.
const fields = tableListFields(costItems, { omit: ['entered_total_cost', 'entered_buy_total'] });

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
