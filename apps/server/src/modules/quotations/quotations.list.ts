import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { quotationSearchText, quotations } from './quotations.table';

const fields = tableListFields(quotations);

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
  filterable: Object.keys(fields).filter(
    (f) => !['notes', 'project_description', 'containers', 'priced_rates'].includes(f),
  ),
  searchable: [quotationSearchText(quotations)],
  defaultOrder: [{ field: 'start_date', direction: 'desc' }],
});
