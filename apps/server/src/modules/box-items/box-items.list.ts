import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { boxItems } from './box-items.table';

const fields = tableListFields(boxItems);

export const boxItemList = defineListSpec({
  fields,
  sortable: ['id', 'name', 'quantity', 'total_cbm', 'total_weight', 'declared_value_amount', 'created_at'],
  filterable: Object.keys(fields).filter((f) => f !== 'product_specifications' && f !== 'hs_description'),
  searchable: [boxItems.name],
  selectAlong: {
    declared_value_amount: ['declared_value_currency'],
    insurance_value: ['insurance_currency'],
  },
  defaultOrder: [{ field: 'created_at', direction: 'asc' }],
});
