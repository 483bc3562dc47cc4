import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { addresses, addressSearchText } from './addresses.table';

const fields = tableListFields(addresses);

// Lists and free text are answered but not filtered on.
const UNFILTERABLE = new Set([
  'delivery_location_features',
  'delivery_specifics',
  'timing_restrictions',
  'access_challenges',
  'location_details',
  'equipment_details',
  'specific_location_inside',
]);

export const addressList = defineListSpec({
  fields,
  sortable: [
    'id',
    'company_name',
    'contact_first_name',
    'contact_last_name',
    'city',
    'province',
    'country',
    'address_type',
    'created_at',
    'updated_at',
  ],
  filterable: Object.keys(fields).filter((f) => !UNFILTERABLE.has(f)),
  searchable: [addressSearchText(addresses)],
  defaultOrder: [{ field: 'id', direction: 'desc' }],
});
