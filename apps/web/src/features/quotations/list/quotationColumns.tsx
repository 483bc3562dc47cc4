import { quoteNumberLabel } from '@freight/domain';
import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { money } from '../../../shared/format/money';
import type { ListColumn } from '../../../shared/list/listTypes';
import type { DateFormatter } from '../../../shared/preferences/useDateFormat';
import { ExpiredBadge } from '../status/ExpiredBadge';
import { QuotationStatusBadge } from '../status/QuotationStatusBadge';
import type { QuotationListRow } from './useQuotationList';

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

/** The status lists' table: five sortable data columns and the status badge. */
export function quotationColumns(format: DateFormatter): ListColumn<QuotationListRow>[] {
  return [
    {
      header: 'Quote #',
      sortBy: 'quotation_number',
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/quotations/${row.id}`} fw={600} size="sm" ff="monospace">
          {quoteNumberLabel(row)}
        </Anchor>
      ),
    },
    {
      header: 'Client Name',
      sortBy: 'client_name',
      cardLabel: 'Client',
      cell: (row) => (
        <Tooltip label={row.client_name || 'No client name'} openDelay={400} withArrow>
          <Text size="sm" truncate="end" maw={280}>
            {row.client_name || '—'}
          </Text>
        </Tooltip>
      ),
    },
    { header: 'Date', sortBy: 'start_date', cellProps: nowrap, cell: (row) => format.date(row.start_date) },
    {
      header: 'Valid Until',
      sortBy: 'valid_until_date',
      cellProps: nowrap,
      cell: (row) => format.date(row.valid_until_date),
    },
    {
      header: 'Cost',
      sortBy: 'total_cost',
      align: 'right',
      cellProps: { style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
      cell: (row) => money(row.total_cost, row.currency),
    },
    {
      header: 'Status',
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <QuotationStatusBadge status={row.status} />
          {row.expired && <ExpiredBadge />}
        </Group>
      ),
    },
  ];
}
