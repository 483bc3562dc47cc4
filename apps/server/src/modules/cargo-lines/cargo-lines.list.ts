import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { cargoLines } from './cargo-lines.table';

const fields = tableListFields(cargoLines);

export const cargoLineList = defineListSpec({
  fields,
  sortable: ['id', 'name', 'quantity', 'total_cbm', 'total_weight', 'declared_value_amount', 'created_at'],
  filterable: Object.keys(fields).filter((f) => f !== 'product_specifications' && f !== 'hs_description'),
  searchable: [cargoLines.name],
  selectAlong: {
    declared_value_amount: ['declared_value_currency'],
    insurance_value: ['insurance_currency'],
  },
  defaultOrder: [{ field: 'created_at', direction: 'asc' }],
});
