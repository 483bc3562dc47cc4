import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { invoiceSearchText, invoices } from './invoices.table';

const fields = tableListFields(invoices);

/**
 * The invoices list: filters on the client, currency, kind, shipment and the other plain columns, newest
 * first. `status`, `q` and the due window are read by the service (Overdue is not a stored status).
 */
export const invoiceList = defineListSpec({
  fields,
  sortable: [
    'id',
    'number',
    'client_name',
    'currency',
    'issue_date',
    'due_date',
    'total',
    'amount_due',
    'created_at',
  ],
  filterable: [
    'id',
    'kind',
    'number',
    'contact_id',
    'client_name',
    'currency',
    'shipment_id',
    'invoice_id',
    'issue_date',
    'due_date',
    'total',
    'amount_due',
    'created_at',
  ],
  selectAlong: {
    total: ['currency'],
    net_total: ['currency'],
    tax_total: ['currency'],
    amount_due: ['currency'],
    amount_paid: ['currency'],
    status: ['due_date', 'amount_due'],
  },
  searchable: [invoiceSearchText(invoices)],
  defaultOrder: [
    { field: 'created_at', direction: 'desc' as const },
    { field: 'id', direction: 'desc' as const },
  ],
  defaultLimit: 50,
  reservedParams: ['status', 'q', 'due_from', 'due_to'],
});
