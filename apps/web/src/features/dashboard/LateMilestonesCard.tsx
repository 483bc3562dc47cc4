import { type DashboardShipments, lateness } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import type { Translate } from '../../shared/i18n/useT';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';
import { formatCount } from './formatCount';

type Late = DashboardShipments['late_milestones'];

/** How late a milestone is, in the reader's language: '3 days late', 'Due now'. */
function latenessText(t: Translate, plannedAt: string, now: Date): string {
  const late = lateness(plannedAt, now);
  if (!late) return t('dashboard.dueNow');
  if (late.unit === 'day') return t('dashboard.daysLate', { count: late.count });
  if (late.unit === 'hour') return t('dashboard.hoursLate', { count: late.count });
  return t('dashboard.minutesLate', { count: late.count });
}

/** Milestones past their planned time without an actual: how many, and the five most overdue. */
export function LateMilestonesCard({ late, generatedAt }: { late: Late; generatedAt: string }) {
  const t = useT();
  const dates = useDateFormat();
  const now = new Date(generatedAt);
  const caption =
    late.total === 0
      ? undefined
      : t('dashboard.lateCaption', {
          milestones: late.total,
          milestonesShown: formatCount(late.total),
          shipments: late.shipments,
          shipmentsShown: formatCount(late.shipments),
        });
  return (
    <DashboardCard title={t('dashboard.lateTitle')} caption={caption} to="/shipments?late=true">
      {late.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.lateEmpty')}
        </Text>
      ) : (
        <Stack gap={2}>
          {late.rows.map((row) => (
            <DashboardRow
              key={row.milestone_id}
              to={`/shipments/${row.shipment_id}`}
              title={`${row.shipment_number} · ${row.label}`}
              subtitle={t('dashboard.planned', { time: dates.dateTime(row.planned_at) })}
              aside={
                <Badge color="red" variant="light" size="sm" radius="sm" tt="none">
                  {latenessText(t, row.planned_at, now)}
                </Badge>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
