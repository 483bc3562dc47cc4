import type { CurrencyCode, MarginGroup, Margins } from '@freight/domain';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { money } from '../../shared/format/money';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { DashboardCard } from './DashboardCard';
import { formatCount } from './formatCount';
import { useMargins } from './useMargins';

const GROUPS: { value: MarginGroup; label: string; column: string; none: string }[] = [
  { value: 'month', label: 'Month', column: 'Month', none: '—' },
  { value: 'client', label: 'Client', column: 'Client', none: 'No client' },
  { value: 'lane', label: 'Lane', column: 'Lane (origin–destination)', none: 'No lane' },
];

function MarginTable({ margins, group }: { margins: Margins; group: (typeof GROUPS)[number] }) {
  const currency = margins.currency as CurrencyCode;
  if (margins.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No shipments yet
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={340} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table striped aria-label={`Margin by ${group.label.toLowerCase()}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{group.column}</Table.Th>
            <Table.Th ta="right">Shipments</Table.Th>
            <Table.Th ta="right">Planned</Table.Th>
            <Table.Th ta="right">Actual</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {margins.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.key || group.none}
              </Table.Th>
              <Table.Td ta="right">{formatCount(row.shipments)}</Table.Td>
              <Table.Td ta="right" c={row.planned_margin < 0 ? 'red' : undefined}>
                {money(row.planned_margin, currency)}
              </Table.Td>
              <Table.Td ta="right" fw={600} c={row.actual_margin < 0 ? 'red' : undefined}>
                {money(row.actual_margin, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Planned against actual margin per month of the shipments' creation, per client or per lane, in the base
 * currency; only for users who may see invoices' money.
 */
export function MarginCard() {
  const canView = usePermission('invoices', 'view');
  const [groupName, setGroupName] = useState<MarginGroup>('month');
  const margins = useMargins(groupName, canView);
  if (!canView) return null;
  const group = GROUPS.find((entry) => entry.value === groupName)!;
  return (
    <DashboardCard
      title="Margin"
      caption="Planned against actual, in the base currency at each quote's kept rates"
      to="/invoices"
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Group the margin by"
          value={groupName}
          onChange={(value) => setGroupName(value as MarginGroup)}
          data={GROUPS.map(({ value, label }) => ({ value, label }))}
        />
        <InlineQueryState
          query={margins}
          loading="Loading the margins..."
          failed="Failed to load the margins"
        >
          {(data) => (
            <>
              <MarginTable margins={data} group={group} />
              {data.unconverted > 0 && (
                <Text size="xs" c="dimmed">
                  {`${formatCount(data.unconverted)} shipments left out: no exchange rate to ${data.currency} was kept for their quotes.`}
                </Text>
              )}
            </>
          )}
        </InlineQueryState>
      </Stack>
    </DashboardCard>
  );
}
