import type { CurrencyCode, MarginGroup, Margins } from '@freight/domain';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { money } from '../../shared/format/money';
import { type Translate, useT } from '../../shared/i18n/useT';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { DashboardCard } from './DashboardCard';
import { formatCount } from './formatCount';
import { useMargins } from './useMargins';

type GroupTexts = { value: MarginGroup; label: string; column: string; table: string; none: string };

/** Each grouping's words, as literal message ids so the catalog check sees them. */
function groupTexts(t: Translate): GroupTexts[] {
  return [
    {
      value: 'month',
      label: t('dashboard.marginByMonth'),
      column: t('dashboard.marginByMonth'),
      table: t('dashboard.marginTableMonth'),
      none: '—',
    },
    {
      value: 'client',
      label: t('dashboard.marginByClient'),
      column: t('dashboard.marginByClient'),
      table: t('dashboard.marginTableClient'),
      none: t('dashboard.marginNoClient'),
    },
    {
      value: 'lane',
      label: t('dashboard.marginByLane'),
      column: t('dashboard.marginLaneColumn'),
      table: t('dashboard.marginTableLane'),
      none: t('dashboard.marginNoLane'),
    },
  ];
}

function MarginTable({ margins, group }: { margins: Margins; group: GroupTexts }) {
  const t = useT();
  const currency = margins.currency as CurrencyCode;
  if (margins.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.marginEmpty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={340} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table striped aria-label={group.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{group.column}</Table.Th>
            <Table.Th ta="right">{t('dashboard.marginShipments')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.marginPlanned')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.marginActual')}</Table.Th>
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
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const [groupName, setGroupName] = useState<MarginGroup>('month');
  const margins = useMargins(groupName, canView);
  if (!canView) return null;
  const groups = groupTexts(t);
  const group = groups.find((entry) => entry.value === groupName)!;
  return (
    <DashboardCard title={t('dashboard.marginTitle')} caption={t('dashboard.marginCaption')} to="/invoices">
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('dashboard.marginGroupBy')}
          value={groupName}
          onChange={(value) => setGroupName(value as MarginGroup)}
          data={groups.map(({ value, label }) => ({ value, label }))}
        />
        <InlineQueryState
          query={margins}
          loading={t('dashboard.marginLoading')}
          failed={t('dashboard.marginLoadFailed')}
        >
          {(data) => (
            <>
              <MarginTable margins={data} group={group} />
              {data.unconverted > 0 && (
                <Text size="xs" c="dimmed">
                  {t('dashboard.marginUnconverted', { count: data.unconverted, currency: data.currency })}
                </Text>
              )}
            </>
          )}
        </InlineQueryState>
      </Stack>
    </DashboardCard>
  );
}
