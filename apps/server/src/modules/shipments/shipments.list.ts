import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { shipmentSearchText, shipments } from './shipments.table';

const fields = tableListFields(shipments);

/** The shipments list: filters on the quotation, status and mode (and the other plain columns), newest first. */
export const shipmentList = defineListSpec({
  fields,
  sortable: [
    'id',
    'shipment_number',
    'quotation_number',
    'status',
    'transport_mode',
    'client_name',
    'origin_code',
    'destination_code',
    'created_at',
    'updated_at',
  ],
  filterable: [
    'id',
    'quotation_id',
    'quotation_number',
    'status',
    'transport_mode',
    'client_name',
    'contact_id',
    'origin_code',
    'destination_code',
    'booking_reference',
    'carrier_reference',
    'house_reference',
    'user_id',
    'created_at',
  ],
  searchable: [shipmentSearchText(shipments)],
  defaultOrder: [
    { field: 'created_at', direction: 'desc' as const },
    { field: 'id', direction: 'desc' as const },
  ],
  defaultLimit: 50,
});
