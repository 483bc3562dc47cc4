import type { CurrencyCode } from '@freight/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { money } from '../../shared/format/money';
import type { Translate } from '../../shared/i18n/useT';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import type { InvoiceRow } from './invoiceQueries';

const amount = (value: number | undefined, currency: string | undefined) =>
  value === undefined || !currency ? '—' : money(value, currency as CurrencyCode);

/** The Invoices table: number (or Draft), status, client, shipment, dates and amounts in their currency. */
export function invoiceColumns(t: Translate, format: DateFormatter): ListColumn<InvoiceRow>[] {
  return [
    {
      header: t('invoices.colNumber'),
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/invoices/${row.id}`} fw={600} size="sm">
          {row.number ?? t(row.kind === 'credit_note' ? 'invoices.draftCreditNote' : 'invoices.draftInvoice')}
        </Anchor>
      ),
    },
    {
      header: t('invoices.colStatus'),
      card: 'aside',
      cell: (row) => row.status && <InvoiceStatusBadge status={row.status} />,
    },
    {
      header: t('invoices.colClient'),
      data: true,
      cell: (row) => <Text size="sm">{row.client_name || '—'}</Text>,
    },
    {
      header: t('invoices.colShipment'),
      data: true,
      cell: (row) => <Text size="sm">{row.shipment_number || '—'}</Text>,
    },
    {
      header: t('invoices.colIssued'),
      cell: (row) => <Text size="sm">{row.issue_date ? format.day(row.issue_date) : '—'}</Text>,
    },
    {
      header: t('invoices.colDue'),
      cell: (row) => <Text size="sm">{row.due_date ? format.day(row.due_date) : '—'}</Text>,
    },
    {
      header: t('invoices.colTotal'),
      cell: (row) => <Text size="sm">{amount(row.total, row.currency)}</Text>,
    },
    {
      header: t('invoices.colDueNow'),
      cell: (row) => <Text size="sm">{amount(row.amount_due, row.currency)}</Text>,
    },
  ];
}
