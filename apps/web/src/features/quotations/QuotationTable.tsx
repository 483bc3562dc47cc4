import { quoteNumberLabel } from '@freight/domain';
import { Anchor, Button, Group, Loader, Stack, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { money } from '../../shared/format/money';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { ExpiredBadge } from './ExpiredBadge';
import { QuotationStatusBadge } from './QuotationStatusBadge';
import { SortableTh } from './SortableTh';
import type { QuotationListRow } from './useQuotationList';
import type { QuotationSort, SortableColumn } from './useQuotationListParams';

interface QuotationTableProps {
  rows: QuotationListRow[];
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  sort: QuotationSort;
  onSort: (column: SortableColumn) => void;
  renderActions: (row: QuotationListRow) => ReactNode;
}

const COLUMN_COUNT = 7;

/** The status lists' table: five sortable data columns, the status badge and the row actions. */
export function QuotationTable({ rows, state, onRetry, sort, onSort, renderActions }: QuotationTableProps) {
  const format = useDateFormat();
  const th = { sort, onSort };
  return (
    <ResponsiveTable
      minWidth={860}
      verticalSpacing="sm"
      horizontalSpacing="md"
      highlightOnHover={state === 'ready'}
    >
      <Table.Thead bg="var(--app-surface-subtle)">
        <Table.Tr>
          <SortableTh column="quotation_number" label="Quote #" {...th} />
          <SortableTh column="client_name" label="Client Name" {...th} />
          <SortableTh column="start_date" label="Date" {...th} />
          <SortableTh column="valid_until_date" label="Valid Until" {...th} />
          <SortableTh column="total_cost" label="Cost" align="right" {...th} />
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state === 'loading' && (
          <MessageRow>
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading quotations...
            </Text>
          </MessageRow>
        )}
        {state === 'error' && (
          <MessageRow>
            <ThemeIcon color="red" variant="light" radius="xl" size="lg">
              <IconAlertTriangle size={18} />
            </ThemeIcon>
            <Text size="sm">Failed to load quotations. Please try again later.</Text>
            <Button size="xs" variant="light" onClick={onRetry}>
              Try Again
            </Button>
          </MessageRow>
        )}
        {state === 'ready' && rows.length === 0 && (
          <MessageRow>
            <ThemeIcon color="gray" variant="light" radius="xl" size="lg">
              <IconFileInvoice size={18} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              No quotations found
            </Text>
          </MessageRow>
        )}
        {state === 'ready' &&
          rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td {...cardCell.title}>
                <Anchor component={Link} to={`/quotations/${row.id}`} fw={600} size="sm" ff="monospace">
                  {quoteNumberLabel(row)}
                </Anchor>
              </Table.Td>
              <Table.Td {...cardCell.field('Client')}>
                <Tooltip label={row.client_name || 'No client name'} openDelay={400} withArrow>
                  <Text size="sm" truncate="end" maw={280}>
                    {row.client_name || '—'}
                  </Text>
                </Tooltip>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} {...cardCell.field('Date')}>
                {format.date(row.start_date)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} {...cardCell.field('Valid Until')}>
                {format.date(row.valid_until_date)}
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                {...cardCell.field('Cost')}
              >
                {money(row.total_cost, row.currency)}
              </Table.Td>
              <Table.Td {...cardCell.field('Status')}>
                <Group gap={6} wrap="nowrap">
                  <QuotationStatusBadge status={row.status} />
                  {row.expired && <ExpiredBadge />}
                </Group>
              </Table.Td>
              <Table.Td {...cardCell.aside}>{renderActions(row)}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMN_COUNT} {...cardCell.full}>
        <Stack align="center" gap="xs" py={48} role="status">
          {children}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
