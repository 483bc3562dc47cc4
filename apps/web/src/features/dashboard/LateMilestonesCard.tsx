import { type DashboardShipments, latenessLabel } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';
import { formatCount } from './formatCount';

type Late = DashboardShipments['late_milestones'];

/** Milestones past their planned time without an actual: how many, and the five most overdue. */
export function LateMilestonesCard({ late, generatedAt }: { late: Late; generatedAt: string }) {
  const dates = useDateFormat();
  const now = new Date(generatedAt);
  const caption =
    late.total === 0
      ? undefined
      : `${formatCount(late.total)} late ${late.total === 1 ? 'milestone' : 'milestones'} on ${formatCount(late.shipments)} ${late.shipments === 1 ? 'shipment' : 'shipments'}`;
  return (
    <DashboardCard title="Late milestones" caption={caption} to="/shipments?late=true">
      {late.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No late milestones
        </Text>
      ) : (
        <Stack gap={2}>
          {late.rows.map((row) => (
            <DashboardRow
              key={row.milestone_id}
              to={`/shipments/${row.shipment_id}`}
              title={`${row.shipment_number} · ${row.label}`}
              subtitle={`Planned ${dates.dateTime(row.planned_at)}`}
              aside={
                <Badge color="red" variant="light" size="sm" radius="sm" tt="none">
                  {latenessLabel(row.planned_at, now)}
                </Badge>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
