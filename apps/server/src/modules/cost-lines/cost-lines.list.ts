import { sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { quotations } from '../quotations/quotations.table';
import { costLines } from './cost-lines.table';

/**
 * A line's sell amounts are in its quotation's currency: answered beside them as `currency` (read from the
 * quotation, never stored twice, so a currency change reaches every line at once).
 */
export const costLineCurrency = sql<string>`(select ${quotations.currency} from ${quotations} where ${quotations.id} = ${costLines.quotation_id})`;

// The entered total is the server's working value; the API answers total_cost.
const fields = {
  ...tableListFields(costLines, { omit: ['entered_total_cost', 'entered_buy_total'] }),
  currency: { expr: costLineCurrency, kind: 'string' as const },
};

/**
 * Without `order_by` the list answers the cost breakdown's order (see `breakdownOrder` in the repository):
 * main items by sort_order then created_at, each followed by its sub-items, orphaned sub-items last.
 */
export const costLineList = defineListSpec({
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
  searchable: [costLines.description],
  selectAlong: {
    unit_cost: ['currency'],
    rate: ['currency'],
    total_cost: ['currency'],
    buy_cost: ['currency'],
    buy_rate: ['buy_currency'],
    buy_total: ['buy_currency'],
  },
  defaultOrder: [
    { field: 'sort_order', direction: 'asc' },
    { field: 'created_at', direction: 'asc' },
  ],
});
