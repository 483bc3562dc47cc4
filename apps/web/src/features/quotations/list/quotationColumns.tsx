import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { money } from '../../../shared/format/money';
import type { Translate } from '../../../shared/i18n/useT';
import type { ListColumn } from '../../../shared/list/listTypes';
import type { DateFormatter } from '../../../shared/preferences/useDateFormat';
import { quoteNumberText } from '../quoteNumberText';
import { ExpiredBadge } from '../status/ExpiredBadge';
import { QuotationStatusBadge } from '../status/QuotationStatusBadge';
import type { QuotationListRow } from './useQuotationList';

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

/** The status lists' table: five sortable data columns and the status badge. */
export function quotationColumns(format: DateFormatter, t: Translate): ListColumn<QuotationListRow>[] {
  return [
    {
      header: t('quotations.columnNumber'),
      sortBy: 'quotation_number',
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/quotations/${row.id}`} fw={600} size="sm" ff="monospace">
          {quoteNumberText(row)}
        </Anchor>
      ),
    },
    {
      header: t('quotations.fieldClientName'),
      sortBy: 'client_name',
      data: true,
      cardLabel: t('quotations.client'),
      cell: (row) => (
        <Tooltip label={row.client_name || t('quotations.noClientName')} openDelay={400} withArrow>
          <Text size="sm" truncate="end" maw={280}>
            {row.client_name || '—'}
          </Text>
        </Tooltip>
      ),
    },
    {
      header: t('quotations.fieldDate'),
      sortBy: 'start_date',
      cellProps: nowrap,
      cell: (row) => format.date(row.start_date),
    },
    {
      header: t('quotations.fieldValidUntil'),
      sortBy: 'valid_until_date',
      cellProps: nowrap,
      cell: (row) => format.date(row.valid_until_date),
    },
    {
      header: t('quotations.columnCost'),
      sortBy: 'total_cost',
      align: 'right',
      cellProps: { style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
      cell: (row) => money(row.total_cost, row.currency),
    },
    {
      header: t('quotations.fieldStatus'),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <QuotationStatusBadge status={row.status} />
          {row.expired && <ExpiredBadge />}
        </Group>
      ),
    },
  ];
}
