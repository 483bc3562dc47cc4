import { type DashboardShipments, formatInstantDate } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { useDisplayPreferences } from '../../shared/preferences/useDisplayPreferences';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';
import { formatCount } from './formatCount';

type Arriving = DashboardShipments['arriving_this_week'];

/**
 * Shipments whose ETA falls in the user's current week (Monday to Sunday on their clock), soonest first, each
 * opening its shipment; 'View all' opens the list on the same window.
 */
export function ArrivingShipmentsCard({ arriving }: { arriving: Arriving }) {
  const dates = useDateFormat();
  const prefs = useDisplayPreferences();
  // The week's first and last days as the user's clock reads them: 'View all' lists that ETA window.
  const lastDay = new Date(Date.parse(arriving.week_end) - 1);
  const isoDay = (instant: string | Date) =>
    formatInstantDate(instant, { ...prefs, date_format: 'YYYY-MM-DD' });
  const window = `eta_from=${isoDay(arriving.week_start)}&eta_to=${isoDay(lastDay)}`;
  const caption =
    arriving.total > arriving.rows.length
      ? `${formatCount(arriving.total)} shipments; the ${arriving.rows.length} soonest`
      : `ETA ${dates.day(arriving.week_start)} – ${dates.day(lastDay)}`;
  return (
    <DashboardCard title="Arriving this week" caption={caption} to={`/shipments?${window}`}>
      {arriving.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No shipments due this week
        </Text>
      ) : (
        <Stack gap={2}>
          {arriving.rows.map((row) => (
            <DashboardRow
              key={row.id}
              to={`/shipments/${row.id}`}
              title={`${row.shipment_number} · ${row.client_name || 'No client'}`}
              subtitle={`To ${row.destination_code || '—'}`}
              aside={
                <Text size="sm" fw={600}>
                  ETA {dates.dateTime(row.eta)}
                </Text>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
