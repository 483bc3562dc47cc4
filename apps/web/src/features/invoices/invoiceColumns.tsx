import type { CurrencyCode } from '@freight/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { money } from '../../shared/format/money';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import type { InvoiceRow } from './invoiceQueries';

const amount = (value: number | undefined, currency: string | undefined) =>
  value === undefined || !currency ? '—' : money(value, currency as CurrencyCode);

/** The Invoices table: number (or Draft), status, client, shipment, dates and amounts in their currency. */
export function invoiceColumns(format: DateFormatter): ListColumn<InvoiceRow>[] {
  return [
    {
      header: 'Number',
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/invoices/${row.id}`} fw={600} size="sm">
          {row.number ?? `Draft ${row.kind === 'credit_note' ? 'credit note' : 'invoice'}`}
        </Anchor>
      ),
    },
    {
      header: 'Status',
      card: 'aside',
      cell: (row) => row.status && <InvoiceStatusBadge status={row.status} />,
    },
    { header: 'Client', cell: (row) => <Text size="sm">{row.client_name || '—'}</Text> },
    { header: 'Shipment', cell: (row) => <Text size="sm">{row.shipment_number || '—'}</Text> },
    {
      header: 'Issued',
      cell: (row) => <Text size="sm">{row.issue_date ? format.day(row.issue_date) : '—'}</Text>,
    },
    { header: 'Due', cell: (row) => <Text size="sm">{row.due_date ? format.day(row.due_date) : '—'}</Text> },
    { header: 'Total', cell: (row) => <Text size="sm">{amount(row.total, row.currency)}</Text> },
    { header: 'Due now', cell: (row) => <Text size="sm">{amount(row.amount_due, row.currency)}</Text> },
  ];
}
