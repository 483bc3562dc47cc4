import type { ChargePartSummary } from '@freight/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { cardCell } from '../../shared/ui/cardCell';
import { formatMoney } from '../quotations/formatMoney';
import classes from './CostItemsTable.module.css';

interface ChargePartHeadingRowProps {
  summary: ChargePartSummary;
  /** The group began on an earlier page. */
  continued: boolean;
  currency: string;
  /** Columns before the amount column. */
  leadingColumns: number;
}

/**
 * The heading of one part of the breakdown (origin charges, main carriage, ...) with its subtotal over all
 * pages, and the Incoterm's warning when the term leaves that part to the other party (it never blocks).
 */
export function ChargePartHeadingRow({
  summary,
  continued,
  currency,
  leadingColumns,
}: ChargePartHeadingRowProps) {
  const headingId = `charge-part-${summary.part}${continued ? '-continued' : ''}`;
  return (
    <Table.Tr className={classes.partRow} data-charge-part={summary.part} aria-labelledby={headingId}>
      <Table.Td colSpan={leadingColumns} {...cardCell.title}>
        <Stack gap={4}>
          <Text id={headingId} size="sm" fw={700} component="h3" m={0}>
            {summary.label}
            {continued && (
              <Text span size="xs" c="dimmed" fw={500}>
                {' '}
                (continued)
              </Text>
            )}
          </Text>
          {summary.warning && (
            <Group gap={6} wrap="nowrap" align="flex-start" role="note">
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-orange-7)"
                aria-hidden
                style={{ flex: 'none' }}
              />
              <Text size="xs" c="orange.9">
                {summary.warning}
              </Text>
            </Group>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...cardCell.aside}>
        <Text size="sm" fw={650} aria-label={`${summary.label} subtotal`}>
          {formatMoney(summary.subtotal, currency)}
        </Text>
      </Table.Td>
      <Table.Td />
    </Table.Tr>
  );
}
