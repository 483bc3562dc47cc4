import type { ChargePartSummary } from '@freight/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { money } from '../../../shared/format/money';
import classes from './CostLinesTable.module.css';

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
 * Header cells only: the lines' own cells (td) stay the only data cells of the body.
 */
export function ChargePartHeadingRow({
  summary,
  continued,
  currency,
  leadingColumns,
}: ChargePartHeadingRowProps) {
  return (
    <Table.Tr className={classes.partRow} data-charge-part={summary.part}>
      <Table.Th scope="colgroup" colSpan={leadingColumns}>
        <Stack gap={4}>
          <Text size="sm" fw={700} span>
            {summary.label}
            {continued && (
              <Text span size="xs" c="dimmed" fw={500}>
                {' '}
                (continued)
              </Text>
            )}
          </Text>
          {summary.warning && (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="charge-part-warning">
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-orange-7)"
                aria-hidden
                style={{ flex: 'none' }}
              />
              <Text size="xs" fw={500} c="orange.9">
                {summary.warning}
              </Text>
            </Group>
          )}
        </Stack>
      </Table.Th>
      <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="charge-part-subtotal">
        <Text span size="sm" fw={650}>
          <Text span size="xs" c="dimmed" fw={500} className={classes.subtotalLabel}>
            Subtotal{' '}
          </Text>
          {money(summary.subtotal, currency)}
        </Text>
      </Table.Th>
      <Table.Th />
    </Table.Tr>
  );
}
